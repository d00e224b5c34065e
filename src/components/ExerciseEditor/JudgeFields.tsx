// 判断: the statement in the stem is 正确 or 错误.
import { Form, Radio } from 'antd';
import { useT } from '@/components/Locale';
import type { FieldsProps } from './types';
import '@/locales/zh-CN/exercise-form';

export default function JudgeFields({ rule }: FieldsProps) {
  const t = useT();
  return (
    <Form.Item name="judge" label={t('exerciseForm.judge')} required rules={[rule(['judge'])]}>
      <Radio.Group
        data-testid="exercise-judge"
        options={[
          { label: t('exerciseForm.judge.true'), value: true },
          { label: t('exerciseForm.judge.false'), value: false },
        ]}
      />
    </Form.Item>
  );
}
