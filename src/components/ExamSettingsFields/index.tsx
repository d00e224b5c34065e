// The settings of an exam-class, as fields of the surrounding antd Form (publishing, and changing a publication):
// the window (start, end), the duration, shuffling, when scores and answers show, and the early release of each
// question's verdict (held until the window closes for the whole class otherwise). The rules between fields
// are the contract's (src/utils/exam-settings.ts); a window shorter than the duration is allowed, with a word of warning.
import { Alert, DatePicker, Form, InputNumber, Radio, Space, Switch } from 'antd';
import type { FormRule } from 'antd';
import { EXAM_LIMITS, ExamClassSettings } from '@contract/exam';
import { RELEASE_MOMENTS } from '@contract/homework';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { examSettingsProblem, SCORE_MOMENTS, windowMinutes, type ExamSettingsField, type ExamSettingsValues } from '@/utils/exam-settings';
import '@/locales/zh-CN/exam-teacher';
import '@/locales/zh-CN/task';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** Checks one field with the contract's rules, against the whole form's values. */
const contractRule =
  (field: ExamSettingsField): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const problem = examSettingsProblem(getFieldsValue(true) as Partial<ExamSettingsValues>, field);
      if (problem) throw new Error(problem);
    },
  });

/** shufflingFixed: students have started, so the order and option labels they answer in cannot change (the server's rule) */
export default function ExamSettingsFields({ shufflingFixed = false }: { shufflingFixed?: boolean }) {
  const t = useT();
  const form = Form.useFormInstance();
  const startAt = Form.useWatch('startAt', form) as ExamSettingsValues['startAt'] | undefined;
  const endAt = Form.useWatch('endAt', form) as ExamSettingsValues['endAt'] | undefined;
  const duration = Form.useWatch('durationMinutes', form) as number | null | undefined;
  const span = windowMinutes({ startAt: startAt ?? null, endAt: endAt ?? null });
  const short = span !== null && span > 0 && typeof duration === 'number' && span < duration;
  return (
    <>
      <Space size="large" wrap align="start">
        <Form.Item name="startAt" label={t('examTeacher.settings.startAt')} rules={[{ required: true, message: t('examTeacher.settings.startAt.required') }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} allowClear={false} style={{ width: 200 }} data-testid="exam-settings-start" />
        </Form.Item>
        <Form.Item
          name="endAt"
          label={t('examTeacher.settings.endAt')}
          dependencies={['startAt']}
          rules={[{ required: true, message: t('examTeacher.settings.endAt.required') }, contractRule('endAt')]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} allowClear={false} style={{ width: 200 }} data-testid="exam-settings-end" />
        </Form.Item>
        <Form.Item
          name="durationMinutes"
          label={t('examTeacher.settings.duration')}
          rules={[zodRule(ExamClassSettings.shape.durationMinutes, t('examTeacher.field.duration.required'))]}
        >
          <InputNumber
            min={EXAM_LIMITS.minDuration}
            max={EXAM_LIMITS.maxDuration}
            precision={0}
            suffix={t('examTeacher.minutes')}
            style={{ width: 150 }}
            aria-label={t('examTeacher.settings.duration')}
          />
        </Form.Item>
      </Space>
      {short && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('examTeacher.settings.shortWindow', { window: span, duration: duration ?? 0 })}
          data-testid="exam-short-window"
        />
      )}
      <Space size="large" wrap>
        <Form.Item label={t('examTeacher.settings.shuffleQuestions')}>
          <Form.Item name="shuffleQuestions" valuePropName="checked" noStyle>
            <Switch
              aria-label={t('examTeacher.settings.shuffleQuestions')}
              checkedChildren={t('task.settings.on')}
              unCheckedChildren={t('task.settings.off')}
              disabled={shufflingFixed}
            />
          </Form.Item>
        </Form.Item>
        <Form.Item label={t('examTeacher.settings.shuffleOptions')}>
          <Form.Item name="shuffleOptions" valuePropName="checked" noStyle>
            <Switch
              aria-label={t('examTeacher.settings.shuffleOptions')}
              checkedChildren={t('task.settings.on')}
              unCheckedChildren={t('task.settings.off')}
              disabled={shufflingFixed}
            />
          </Form.Item>
        </Form.Item>
      </Space>
      <Form.Item name="showScore" label={t('examTeacher.settings.showScore')}>
        <Radio.Group options={SCORE_MOMENTS.map((m) => ({ value: m, label: t(`examTeacher.moment.${m}`) }))} />
      </Form.Item>
      <Form.Item name="showAnswer" label={t('examTeacher.settings.showAnswer')}>
        <Radio.Group options={RELEASE_MOMENTS.map((m) => ({ value: m, label: t(`examTeacher.moment.${m}`) }))} />
      </Form.Item>
      <Form.Item label={t('examTeacher.settings.releaseVerdicts')} extra={t('examTeacher.settings.releaseVerdicts.extra')}>
        <Form.Item name="releaseVerdicts" valuePropName="checked" noStyle>
          <Switch aria-label={t('examTeacher.settings.releaseVerdicts')} checkedChildren={t('task.settings.on')} unCheckedChildren={t('task.settings.off')} />
        </Form.Item>
      </Form.Item>
    </>
  );
}
