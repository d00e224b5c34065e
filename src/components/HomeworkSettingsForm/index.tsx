// The settings of a publication, as fields of the surrounding antd Form (publishing, and changing a published
// homework's times): start and end, the late policy (refuse, or accept until a time with a penalty), when scores
// and answers show, and the duplicate check. The rules between fields are the contract's (src/utils/homework-settings.ts).
import { DatePicker, Form, InputNumber, Radio, Space, Switch, Typography } from 'antd';
import type { FormRule } from 'antd';
import { LATE_POLICIES, LATE_POLICY_NAMES, RELEASE_MOMENTS, RELEASE_MOMENT_NAMES } from '@contract/homework';
import { useT } from '@/components/Locale';
import { settingsProblem, type SettingsField, type SettingsValues } from '@/utils/homework-settings';
import '@/locales/zh-CN/task';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const SCORE_MOMENTS = ['submit', 'end', 'review'] as const;

/** Checks one field with the contract's rules, against the whole form's values. */
const contractRule =
  (field: SettingsField): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const problem = settingsProblem(getFieldsValue(true) as Partial<SettingsValues>, field);
      if (problem) throw new Error(problem);
    },
  });

export default function HomeworkSettingsForm() {
  const t = useT();
  const form = Form.useFormInstance();
  const latePolicy = Form.useWatch('latePolicy', form) as SettingsValues['latePolicy'] | undefined;
  return (
    <>
      <Space size="large" wrap align="start">
        <Form.Item name="startAt" label={t('task.settings.startAt')} rules={[{ required: true, message: t('task.settings.startAt.required') }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} allowClear={false} style={{ width: 200 }} data-testid="settings-start" />
        </Form.Item>
        <Form.Item
          name="endAt"
          label={t('task.settings.endAt')}
          dependencies={['startAt']}
          rules={[{ required: true, message: t('task.settings.endAt.required') }, contractRule('endAt')]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} allowClear={false} style={{ width: 200 }} data-testid="settings-end" />
        </Form.Item>
      </Space>
      <Form.Item name="latePolicy" label={t('task.settings.latePolicy')}>
        <Radio.Group options={LATE_POLICIES.map((p) => ({ value: p, label: LATE_POLICY_NAMES[p] }))} />
      </Form.Item>
      {latePolicy === 'accept' && (
        <Space size="large" wrap align="start">
          <Form.Item name="lateUntil" label={t('task.settings.lateUntil')} dependencies={['endAt', 'latePolicy']} rules={[contractRule('lateUntil')]} required>
            <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: 200 }} data-testid="settings-late-until" />
          </Form.Item>
          <Form.Item
            name="latePenalty"
            label={t('task.settings.latePenalty')}
            rules={[contractRule('latePenalty')]}
            extra={t('task.settings.latePenalty.extra')}
          >
            <InputNumber min={0} max={100} precision={0} addonAfter="%" style={{ width: 140 }} aria-label={t('task.settings.latePenalty')} />
          </Form.Item>
        </Space>
      )}
      <Form.Item name="showScore" label={t('task.settings.showScore')}>
        <Radio.Group options={SCORE_MOMENTS.map((m) => ({ value: m, label: RELEASE_MOMENT_NAMES[m] }))} />
      </Form.Item>
      <Form.Item name="showAnswer" label={t('task.settings.showAnswer')}>
        <Radio.Group options={RELEASE_MOMENTS.map((m) => ({ value: m, label: RELEASE_MOMENT_NAMES[m] }))} />
      </Form.Item>
      <Form.Item
        label={t('task.settings.duplicateCheck')}
        extra={<Typography.Text type="secondary">{t('task.settings.duplicateCheck.extra')}</Typography.Text>}
      >
        <Form.Item name="duplicateCheck" valuePropName="checked" noStyle>
          <Switch aria-label={t('task.settings.duplicateCheck')} checkedChildren={t('task.settings.on')} unCheckedChildren={t('task.settings.off')} />
        </Form.Item>
      </Form.Item>
    </>
  );
}
