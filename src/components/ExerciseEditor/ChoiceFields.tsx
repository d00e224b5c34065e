// 单选 / 多选: the options A…H (2–8, added and removed at the end so keys stay in order) and the correct one(s)
// marked beside them; 多选 also offers 部分得分. The single choice's marks are kept exclusive by the form.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Radio, Space, Switch, Typography } from 'antd';
import { EXERCISE_LIMITS, OPTION_KEYS } from '@contract/exercise';
import { useT } from '@/components/Locale';
import type { FieldsProps } from './types';
import '@/locales/zh-CN/exercise-form';

export default function ChoiceFields({ multiple, rule, readOnly }: FieldsProps & { multiple: boolean }) {
  const t = useT();
  return (
    <>
      <Form.Item label={t('exerciseForm.options')} required extra={t(multiple ? 'exerciseForm.options.extra.multiple' : 'exerciseForm.options.extra.single')}>
        <Form.List name="options" rules={[rule(['options'])]}>
          {(fields, { add, remove }, { errors }) => (
            <Space direction="vertical" style={{ width: '100%' }} data-testid="exercise-options">
              {fields.map((field, i) => {
                const key = OPTION_KEYS[i];
                return (
                  <Space key={field.key} align="start" style={{ width: '100%' }} className="exercise-option" data-testid={`exercise-option-${key}`}>
                    <Typography.Text strong style={{ display: 'inline-block', width: 20, lineHeight: '32px' }}>
                      {key}
                    </Typography.Text>
                    <Form.Item name={[field.name, 'text']} rules={[rule(['options', field.name, 'text'])]} style={{ marginBottom: 0, flex: 1, minWidth: 360 }}>
                      <Input aria-label={t('exerciseForm.option.label', { key })} placeholder={t('exerciseForm.option.placeholder', { key })} maxLength={500} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'correct']} valuePropName="checked" style={{ marginBottom: 0, lineHeight: '32px' }}>
                      {multiple ? (
                        <Checkbox aria-label={t('exerciseForm.option.correct.label', { key })}>{t('exerciseForm.option.correct')}</Checkbox>
                      ) : (
                        <Radio aria-label={t('exerciseForm.option.correct.label', { key })}>{t('exerciseForm.option.correct')}</Radio>
                      )}
                    </Form.Item>
                    {!readOnly && (
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('exerciseForm.option.remove', { key })}
                        disabled={fields.length <= EXERCISE_LIMITS.minOptions}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Space>
                );
              })}
              <Form.ErrorList errors={errors} />
              {!readOnly && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= EXERCISE_LIMITS.maxOptions}
                  onClick={() => add({ text: '', correct: false })}
                  data-testid="exercise-option-add"
                >
                  {t('exerciseForm.option.add', { max: EXERCISE_LIMITS.maxOptions })}
                </Button>
              )}
            </Space>
          )}
        </Form.List>
      </Form.Item>
      {multiple && (
        <Form.Item name="partialCredit" label={t('exerciseForm.partialCredit')} valuePropName="checked" extra={t('exerciseForm.partialCredit.extra')}>
          <Switch />
        </Form.Item>
      )}
    </>
  );
}
