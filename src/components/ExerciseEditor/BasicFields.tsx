// What every question has: 题型, 题干 (rich text with formulas), 难度, 分值 and, in a course, 知识点.
import { Col, Form, InputNumber, Radio, Row } from 'antd';
import { DIFFICULTIES, DIFFICULTY_NAMES, EXERCISE_LIMITS, EXERCISE_TYPES, EXERCISE_TYPE_NAMES } from '@contract/exercise';
import { useT } from '@/components/Locale';
import RichText from '@/components/RichText';
import KnowledgeSelect from './KnowledgeSelect';
import type { FieldsProps } from './types';
import { uploadImage } from './upload';
import '@/locales/zh-CN/exercise-form';

export default function BasicFields({ courseId, rule, readOnly }: FieldsProps & { courseId: number | null }) {
  const t = useT();
  return (
    <>
      <Form.Item name="type" label={t('exerciseForm.type')} required extra={t('exerciseForm.type.extra')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          data-testid="exercise-type"
          options={EXERCISE_TYPES.map((type) => ({ value: type, label: EXERCISE_TYPE_NAMES[type] }))}
        />
      </Form.Item>
      <Form.Item name="stem" label={t('exerciseForm.stem')} required rules={[rule(['stem'])]}>
        <RichText
          label={t('exerciseForm.stem')}
          placeholder={t('exerciseForm.stem.placeholder')}
          uploadImage={uploadImage}
          minHeight={160}
          readOnly={readOnly}
        />
      </Form.Item>
      <Row gutter={24}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="difficulty" label={t('exerciseForm.difficulty')} required>
            <Radio.Group optionType="button" options={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_NAMES[d] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="score" label={t('exerciseForm.score')} required rules={[rule(['score'])]}>
            <InputNumber min={0.1} max={EXERCISE_LIMITS.maxScore} step={0.5} precision={1} suffix={t('exerciseForm.score.unit')} style={{ width: 160 }} />
          </Form.Item>
        </Col>
        {courseId !== null && (
          <Col xs={24} xl={10}>
            <Form.Item name="knowIds" label={t('exerciseForm.knowledge')} rules={[rule(['knowIds'])]}>
              <KnowledgeSelect courseId={courseId} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}
