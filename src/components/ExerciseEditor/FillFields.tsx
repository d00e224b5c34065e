// 填空: the blanks in the order the stem has them, each with the answers it accepts (trimmed when graded), and
// whether letter case counts.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space, Switch, Typography } from 'antd';
import { EXERCISE_LIMITS } from '@contract/exercise';
import { useT } from '@/components/Locale';
import TagsInput from './TagsInput';
import type { FieldsProps } from './types';
import '@/locales/zh-CN/exercise-form';

export default function FillFields({ rule, readOnly }: FieldsProps) {
  const t = useT();
  return (
    <>
      <Form.Item label={t('exerciseForm.blanks')} required extra={t('exerciseForm.blanks.extra', { max: EXERCISE_LIMITS.maxAnswersPerBlank })}>
        <Form.List name="blanks" rules={[rule(['blanks'])]}>
          {(fields, { add, remove }, { errors }) => (
            <Space direction="vertical" style={{ width: '100%' }} data-testid="exercise-blanks">
              {fields.map((field, i) => (
                <Space key={field.key} align="start" style={{ width: '100%' }} data-testid={`exercise-blank-${i + 1}`}>
                  <Typography.Text strong style={{ display: 'inline-block', minWidth: 56, lineHeight: '32px' }}>
                    {t('exerciseForm.blank.label', { index: i + 1 })}
                  </Typography.Text>
                  <Form.Item name={[field.name, 'answers']} rules={[rule(['blanks', field.name, 'answers'])]} style={{ marginBottom: 0, minWidth: 420 }}>
                    <TagsInput
                      label={t('exerciseForm.blank.answers', { index: i + 1 })}
                      placeholder={t('exerciseForm.blank.placeholder')}
                      disabled={readOnly}
                    />
                  </Form.Item>
                  {!readOnly && (
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('exerciseForm.blank.remove', { index: i + 1 })}
                      disabled={fields.length <= 1}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              {!readOnly && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= EXERCISE_LIMITS.maxBlanks}
                  onClick={() => add({ answers: [] })}
                  data-testid="exercise-blank-add"
                >
                  {t('exerciseForm.blank.add', { max: EXERCISE_LIMITS.maxBlanks })}
                </Button>
              )}
            </Space>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="caseSensitive" label={t('exerciseForm.caseSensitive')} valuePropName="checked" extra={t('exerciseForm.caseSensitive.extra')}>
        <Switch />
      </Form.Item>
    </>
  );
}
