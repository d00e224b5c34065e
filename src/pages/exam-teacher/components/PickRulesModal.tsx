// 随机抽题: rules of a random pick from the course's bank (a type, optionally a difficulty and a knowledge point, how
// many questions, each worth how much), sent together. The server draws all or nothing, and its refusal (a rule
// that cannot be met, named) stays in the dialog beside the rules rather than in a passing notification.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Form, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { EXAM_LIMITS, PickRule, type ExamDetail } from '@contract/exam';
import { DIFFICULTIES, DIFFICULTY_NAMES, EXERCISE_LIMITS, EXERCISE_TYPES, EXERCISE_TYPE_NAMES, type Difficulty, type ExerciseType } from '@contract/exercise';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { bizMessage, useShowRequestError } from '@/components/RequestError';
import { pickExamQuestions } from '@/services/htdz/exam';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import { pickTotals } from './paper';
import '@/locales/zh-CN/exam-teacher';
import '@/locales/zh-CN/exercise';

export type RuleValues = { type?: ExerciseType; difficulty?: Difficulty | null; knowId?: number | null; count: number | null; score: number | null };
type Values = { rules: RuleValues[] };

const NEW_RULE: RuleValues = { type: undefined, difficulty: null, knowId: null, count: 5, score: 2 };

type Props = { exam: ExamDetail; open: boolean; onClose: () => void; onPicked: (exam: ExamDetail) => void };

function PickRulesForm({ exam, onClose, onPicked }: Omit<Props, 'open'>) {
  const t = useT();
  const showError = useShowRequestError();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const knowledge = useRequest(async () => (await getKnowledgeGraph(exam.courseId)).obj.points, { refreshDeps: [exam.courseId] });
  const pick = useRequest((rules: Values['rules']) => pickExamQuestions({ examId: exam.examId, rules: rules.map(bodyOf) }, { skipErrorHandler: true }), {
    manual: true,
  });
  const rules = Form.useWatch('rules', form);
  const totals = pickTotals(rules);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setRefusal(null);
    const answer = await pick.runAsync(values.rules).catch((e: unknown) => {
      const text = bizMessage(e);
      if (text !== null) setRefusal(text);
      else showError(e);
      return null;
    });
    if (!answer) return;
    onPicked(answer.obj);
  };

  const knowledgeOptions = (knowledge.data ?? []).map((k) => ({ value: k.knowId, label: k.name }));
  return (
    <Modal
      open
      title={t('examTeacher.pick.title')}
      okText={t('examTeacher.pick.ok', { count: totals.count })}
      width={860}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={pick.loading}
    >
      <Typography.Paragraph type="secondary">{t('examTeacher.pick.desc')}</Typography.Paragraph>
      {refusal && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('examTeacher.pick.refused')} description={refusal} data-testid="pick-refusal" />
      )}
      <Form form={form} initialValues={{ rules: [NEW_RULE] }} onValuesChange={() => setRefusal(null)}>
        <Form.List
          name="rules"
          rules={[
            {
              validator: async (_rule, value: unknown[] | undefined) => {
                if (!value || value.length === 0) throw new Error(t('examTeacher.pick.rules.required'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap data-testid={`pick-rule-${index}`}>
                  <Typography.Text style={{ display: 'inline-block', width: 52, lineHeight: '32px' }}>
                    {t('examTeacher.pick.rule', { n: index + 1 })}
                  </Typography.Text>
                  <Form.Item name={[field.name, 'type']} rules={[{ required: true, message: t('examTeacher.pick.type.required') }]}>
                    <Select<ExerciseType>
                      aria-label={t('examTeacher.pick.type.aria', { n: index + 1 })}
                      placeholder={t('examTeacher.pick.type')}
                      style={{ width: 130 }}
                      options={EXERCISE_TYPES.map((type) => ({ value: type, label: EXERCISE_TYPE_NAMES[type] }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'difficulty']}>
                    <Select<Difficulty>
                      aria-label={t('examTeacher.pick.difficulty.aria', { n: index + 1 })}
                      placeholder={t('examTeacher.pick.anyDifficulty')}
                      allowClear
                      style={{ width: 120 }}
                      options={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_NAMES[d] }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'knowId']}>
                    <Select<number>
                      aria-label={t('examTeacher.pick.knowledge.aria', { n: index + 1 })}
                      placeholder={t('examTeacher.pick.anyKnowledge')}
                      allowClear
                      showSearch
                      optionFilterProp="label"
                      loading={knowledge.loading}
                      style={{ width: 170 }}
                      options={knowledgeOptions}
                      notFoundContent={t('exercise.filter.knowledge.none')}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'count']} rules={[zodRule(PickRule.shape.count, t('examTeacher.pick.count.required'))]}>
                    <InputNumber
                      min={1}
                      max={EXAM_LIMITS.maxQuestions}
                      precision={0}
                      suffix={t('examTeacher.pick.countUnit')}
                      style={{ width: 120 }}
                      aria-label={t('examTeacher.pick.count.aria', { n: index + 1 })}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'score']} rules={[zodRule(PickRule.shape.score, t('examTeacher.pick.score.required'))]}>
                    <InputNumber
                      min={0.1}
                      max={EXERCISE_LIMITS.maxScore}
                      step={0.5}
                      precision={1}
                      prefix={t('examTeacher.pick.scoreEach')}
                      suffix={t('examTeacher.pointsUnit')}
                      style={{ width: 170 }}
                      aria-label={t('examTeacher.pick.score.aria', { n: index + 1 })}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                    aria-label={t('examTeacher.pick.remove', { n: index + 1 })}
                  />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= EXAM_LIMITS.maxPickRules}
                  onClick={() => add({ ...NEW_RULE })}
                  data-testid="pick-add-rule"
                >
                  {t('examTeacher.pick.addRule')}
                </Button>
                <Typography.Text strong data-testid="pick-totals">
                  {t('examTeacher.pick.totals', { count: totals.count, total: totals.total })}
                </Typography.Text>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

/** A rule as the call takes it: no difficulty or knowledge point means any. */
function bodyOf(r: RuleValues) {
  return { type: r.type!, difficulty: r.difficulty ?? null, knowId: r.knowId ?? null, count: r.count ?? 0, score: r.score ?? 0 };
}

/** The dialog; its rules start afresh each time it opens. */
export default function PickRulesModal({ open, ...props }: Props) {
  return open ? <PickRulesForm {...props} /> : null;
}
