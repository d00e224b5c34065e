// The question form itself: what every question has, the part of its type, the analysis, and 保存. It is mounted
// afresh (with its own store) for every start: a saved question, a restored draft, a discarded draft, the next new
// question. The contract's rules show under the fields they concern and nothing invalid is sent.
import { SaveOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Form, Radio, Space, Switch, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { ANSWER_SHOWS, EXERCISE_TYPE_NAMES, SaveExerciseBody, isSqlType, type Exercise } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { bizMessage, useShowRequestError } from '@/components/RequestError';
import RichText from '@/components/RichText';
import { saveExercise } from '@/services/htdz/exercise';
import BasicFields from './BasicFields';
import TypeFields from './TypeFields';
import { uploadImage } from './upload';
import { contractRule, type FieldPath, type RequiredMessages } from './validate';
import { bodyOf, emptyValues, normalizeValues, type ExerciseTarget, type ExerciseValues, type OptionValue } from './values';
import '@/locales/zh-CN/exercise-form';

type Props = {
  target: ExerciseTarget;
  initial: ExerciseValues;
  /** the saved question; null for a new one */
  exercise: Exercise | null;
  readOnly: boolean;
  dirty: boolean;
  /** every change, with all the form's values */
  onChange: (values: ExerciseValues) => void;
  /** the server saved `values`; `andNew` for 保存并继续新建 */
  onSaved: (values: ExerciseValues, saved: Exercise, andNew: boolean) => void;
  onCancel: () => void;
};

type Changed = Partial<Record<keyof ExerciseValues, unknown>>;

/** A single choice has one correct option: the one just marked, or after switching from 多选 the first marked. */
function exclusiveOptions(changed: Changed, values: ExerciseValues): OptionValue[] | null {
  if (values.type !== 'single') return null;
  const marks = Array.isArray(changed.options) ? (changed.options as (Partial<OptionValue> | undefined)[]) : [];
  const marked = marks.findIndex((o) => o?.correct === true);
  const keep = marked >= 0 ? marked : 'type' in changed ? values.options.findIndex((o) => o.correct) : -1;
  if (keep < 0 || values.options.every((o, i) => o.correct === (i === keep))) return null;
  return values.options.map((o, i) => ({ ...o, correct: i === keep }));
}

export default function ExerciseFormBody({ target, initial, exercise, readOnly, dirty, onChange, onSaved, onCancel }: Props) {
  const t = useT();
  const { message, notification } = App.useApp();
  const showError = useShowRequestError();
  const [form] = Form.useForm<ExerciseValues>();
  const save = useRequest(saveExercise, { manual: true });
  /** the server's refusal of a SQL question whose reference or verification SQL fails on the scene */
  const [refusal, setRefusal] = useState<string | null>(null);
  const type = Form.useWatch('type', form) ?? initial.type;

  const messages = useMemo<RequiredMessages>(
    () => ({ score: t('exerciseForm.score.required'), correct: t('exerciseForm.options.correct.required'), scene: t('exerciseForm.scene.required') }),
    [t],
  );
  const rule = useCallback((field: FieldPath) => contractRule(form, field, messages), [form, messages]);
  const current = () => normalizeValues(form.getFieldsValue(true)) ?? emptyValues();

  const onValuesChange = (changed: Changed) => {
    const options = exclusiveOptions(changed, current());
    if (options) form.setFieldValue('options', options);
    // marks and list changes settle what is shown under the list (no correct option, duplicate options)
    if (('options' in changed || 'type' in changed) && form.getFieldError('options').length > 0) form.validateFields(['options']).catch(() => undefined);
    onChange(current());
  };

  const onSave = async (andNew: boolean) => {
    if (save.loading) return;
    const valid = await form.validateFields().then(
      () => true,
      (e: { errorFields?: { name: FieldPath }[] }) => {
        const first = e.errorFields?.[0];
        if (first) form.scrollToField(first.name, { block: 'center' });
        return false;
      },
    );
    if (!valid) return void message.error(t('exerciseForm.invalid'));
    const values = current();
    // the version opened: saving over another's edit since is refused (题目已被他人修改，请刷新后再保存)
    const body = { ...bodyOf(values, target), ...(exercise && { version: exercise.version, updatedAt: exercise.updatedAt }) };
    // the fields' rules cover the contract; this keeps anything they missed from reaching the server
    const parsed = SaveExerciseBody.safeParse(body);
    if (!parsed.success) return void message.error(parsed.error.issues[0]?.message ?? t('exerciseForm.invalid'));
    // the server runs a SQL question's reference and verification SQL before saving; PostgreSQL's refusal (with
    // its line) belongs beside the editors, not in a passing notification
    const sql = isSqlType(values.type);
    const answer = await save.runAsync(body, sql ? { skipErrorHandler: true } : undefined).catch((e: unknown) => {
      const text = sql ? bizMessage(e) : null;
      if (text !== null) setRefusal(text);
      else if (sql) showError(e);
      return null;
    });
    if (!answer) return;
    setRefusal(null);
    // saved all the same; the warning stays until closed, as the page may move on to the list
    if (answer.obj.dataWarning) {
      notification.warning({ key: 'exercise-data-warning', message: t('exerciseForm.dataWarning'), description: answer.obj.dataWarning, duration: 0 });
    }
    onSaved(values, answer.obj, andNew);
  };

  const fields = { rule, readOnly };
  const knownScene = exercise && 'sceneId' in exercise.spec && exercise.sceneName ? { sceneId: exercise.spec.sceneId, name: exercise.sceneName } : null;
  return (
    <>
      <Form<ExerciseValues> form={form} layout="vertical" initialValues={initial} disabled={readOnly} onValuesChange={onValuesChange}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card title={t('exerciseForm.card.question')}>
            <BasicFields courseId={target.courseId} {...fields} />
          </Card>
          <Card
            title={t(isSqlType(type) ? 'exerciseForm.card.sql' : 'exerciseForm.card.answer', { type: EXERCISE_TYPE_NAMES[type] })}
            data-testid="exercise-type-card"
          >
            <TypeFields type={type} courseId={target.courseId} knownScene={knownScene} {...fields} />
          </Card>
          <Card title={t('exerciseForm.card.analysis')}>
            <Form.Item name="analysis" label={t('exerciseForm.analysis')} rules={[rule(['analysis'])]}>
              <RichText
                label={t('exerciseForm.analysis')}
                placeholder={t('exerciseForm.analysis.placeholder')}
                uploadImage={uploadImage}
                minHeight={140}
                readOnly={readOnly}
              />
            </Form.Item>
            <Form.Item name="practice" label={t('exerciseForm.practice')} valuePropName="checked" extra={t('exerciseForm.practice.extra')}>
              <Switch />
            </Form.Item>
            <Form.Item name="answerShows" label={t('exerciseForm.answerShows')} extra={t('exerciseForm.answerShows.extra')} style={{ marginBottom: 0 }}>
              <Radio.Group options={ANSWER_SHOWS.map((value) => ({ value, label: t(`exerciseForm.answerShows.${value}`) }))} />
            </Form.Item>
          </Card>
        </Space>
      </Form>
      {!readOnly && (
        <Card style={{ marginTop: 16, position: 'sticky', bottom: 0, zIndex: 5 }} styles={{ body: { padding: '12px 24px' } }}>
          {refusal && (
            <Alert
              type="error"
              showIcon
              closable
              onClose={() => setRefusal(null)}
              style={{ marginBottom: 12 }}
              data-testid="exercise-save-refused"
              message={t('exerciseForm.saveRefused')}
              description={<span style={{ whiteSpace: 'pre-wrap' }}>{refusal}</span>}
            />
          )}
          <Space wrap>
            <Button type="primary" icon={<SaveOutlined />} loading={save.loading} onClick={() => onSave(false)} data-testid="exercise-save">
              {t('exerciseForm.save')}
            </Button>
            {target.exerciseId === null && (
              <Button loading={save.loading} onClick={() => onSave(true)} data-testid="exercise-save-next">
                {t('exerciseForm.saveNext')}
              </Button>
            )}
            <Button onClick={onCancel} data-testid="exercise-cancel">
              {t('exerciseForm.cancel')}
            </Button>
            {dirty && <Typography.Text type="secondary">{t('exerciseForm.dirty')}</Typography.Text>}
          </Space>
        </Card>
      )}
    </>
  );
}
