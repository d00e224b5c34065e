// 简答: graded by the teacher; the reference answer and the keywords a good answer mentions help them.
import { Form } from 'antd';
import { EXERCISE_LIMITS } from '@contract/exercise';
import { useT } from '@/components/Locale';
import RichText from '@/components/RichText';
import TagsInput from './TagsInput';
import type { FieldsProps } from './types';
import { uploadImage } from './upload';
import '@/locales/zh-CN/exercise-form';

export default function ShortFields({ rule, readOnly }: FieldsProps) {
  const t = useT();
  return (
    <>
      <Form.Item
        name="referenceAnswer"
        label={t('exerciseForm.referenceAnswer')}
        rules={[rule(['referenceAnswer'])]}
        extra={t('exerciseForm.referenceAnswer.extra')}
      >
        <RichText
          label={t('exerciseForm.referenceAnswer')}
          placeholder={t('exerciseForm.referenceAnswer.placeholder')}
          uploadImage={uploadImage}
          minHeight={160}
          readOnly={readOnly}
        />
      </Form.Item>
      <Form.Item
        name="keywords"
        label={t('exerciseForm.keywords')}
        rules={[rule(['keywords'])]}
        extra={t('exerciseForm.keywords.extra', { max: EXERCISE_LIMITS.maxKeywords })}
      >
        <TagsInput label={t('exerciseForm.keywords')} placeholder={t('exerciseForm.keywords.placeholder')} disabled={readOnly} />
      </Form.Item>
    </>
  );
}
