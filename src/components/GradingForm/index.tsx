// The grading form of one handed-in attempt (a homework's submission, an exam's attempt): per question the stem, the
// student's answer, the automatic verdict and the reference answer with a score box and a comment, then an overall
// comment. useGradingForm keeps the form, tells saved from unsaved, and runs 保存 / 完成批阅: it checks the scores
// first (the first wrong one scrolled into view), sends through the page's call, says so, and reloads.
import { useRequest } from 'ahooks';
import { App, Card, Form, Input, Space, type FormInstance } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { HOMEWORK_LIMITS } from '@contract/homework';
import { useT } from '@/components/Locale';
import AnswerWithVerdict, { exerciseOfReview } from '@/components/AnswerWithVerdict';
import GradeBox from './GradeBox';
import ReferenceAnswer from '@/components/ReferenceAnswer';
import { draftOf, sameDraft, type Gradable, type GradeDraft } from '@/utils/review';
import '@/locales/zh-CN/homework-review';

type Options = {
  /** the attempt as the server answered it last */
  review: Gradable;
  /** sends the draft; rejects when it did not go through (the request error handler said why) */
  submit: (draft: GradeDraft, finish: boolean) => Promise<unknown>;
  /** after a save went through: load the attempt again */
  onSaved: () => void;
};

export type Grading = {
  form: FormInstance<GradeDraft>;
  baseline: GradeDraft;
  /** the form holds changes not saved yet */
  dirty: boolean;
  busy: boolean;
  save: (finish: boolean) => Promise<void>;
  onValuesChange: (changed: unknown, all: GradeDraft) => void;
};

export function useGradingForm({ review, submit, onSaved }: Options): Grading {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<GradeDraft>();
  const baseline = useMemo(() => draftOf(review), [review]);
  const [dirty, setDirty] = useState(false);
  const dirtyNow = useRef(false);
  dirtyNow.current = dirty;
  const sending = useRequest(submit, { manual: true });

  // a new answer from the server (after 保存 or 退回): the form shows it, unless it holds changes not yet saved
  useEffect(() => {
    if (dirtyNow.current) setDirty(!sameDraft(baseline, form.getFieldsValue(true) as GradeDraft));
    else form.setFieldsValue(baseline);
  }, [form, baseline]);

  const save = async (finish: boolean) => {
    let values: GradeDraft;
    try {
      values = await form.validateFields();
    } catch (e) {
      message.error(t('homeworkReview.review.invalid'));
      const first = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    try {
      await sending.runAsync(values, finish);
    } catch {
      return; // the request error handler said why; the form keeps what was typed
    }
    message.success(finish ? t('homeworkReview.review.finished') : t('homeworkReview.review.saved'));
    setDirty(false);
    onSaved();
  };

  return { form, baseline, dirty, busy: sending.loading, save, onValuesChange: (_, all) => setDirty(!sameDraft(baseline, all)) };
}

type Props = {
  grading: Pick<Grading, 'form' | 'baseline' | 'onValuesChange'>;
  questions: Gradable['questions'];
  /** nothing to grade yet (not handed in) */
  disabled: boolean;
  /** the overall comment's hint */
  overallPlaceholder: string;
};

export default function GradingForm({ grading, questions, disabled, overallPlaceholder }: Props) {
  const t = useT();
  return (
    <Form<GradeDraft> form={grading.form} layout="vertical" initialValues={grading.baseline} onValuesChange={grading.onValuesChange}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {questions.map((q, i) => (
          <AnswerWithVerdict
            key={q.question.questionId}
            position={q.question.position}
            exercise={exerciseOfReview(q)}
            answer={q.answer}
            verdict={q.verdict}
            reference={<ReferenceAnswer spec={q.question.spec} analysis={q.question.analysis} sceneName={q.question.sceneName} />}
          >
            <GradeBox index={i} question={q} disabled={disabled} />
          </AnswerWithVerdict>
        ))}
        <Card title={t('homeworkReview.review.overall')}>
          <Form.Item
            name="comment"
            style={{ marginBottom: 0 }}
            rules={[{ max: HOMEWORK_LIMITS.maxComment, message: t('homeworkReview.review.comment.max', { max: HOMEWORK_LIMITS.maxComment }) }]}
          >
            <Input.TextArea
              rows={3}
              maxLength={HOMEWORK_LIMITS.maxComment}
              showCount
              disabled={disabled}
              placeholder={overallPlaceholder}
              aria-label={t('homeworkReview.review.overall')}
            />
          </Form.Item>
        </Card>
      </Space>
    </Form>
  );
}
