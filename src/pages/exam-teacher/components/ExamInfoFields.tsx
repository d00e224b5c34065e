// A paper's name, rules (what students read before they start) and duration, as fields of the surrounding Form,
// checked by the contract's rules.
import { Form, Input, InputNumber } from 'antd';
import { EXAM_LIMITS, SaveExamPaperBody } from '@contract/exam';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/exam-teacher';

export type ExamInfoValues = { name: string; description?: string | null; durationMinutes: number | null };

/** What saveExam takes from the fields. */
export const examInfoBody = (v: ExamInfoValues) => ({
  name: v.name.trim(),
  description: v.description?.trim() || null,
  durationMinutes: v.durationMinutes ?? Number.NaN,
});

export default function ExamInfoFields({ autoFocus }: { autoFocus?: boolean }) {
  const t = useT();
  return (
    <>
      <Form.Item name="name" label={t('examTeacher.field.name')} rules={[zodRule(SaveExamPaperBody.shape.name, t('examTeacher.field.name.required'))]}>
        <Input maxLength={100} showCount autoFocus={autoFocus} placeholder={t('examTeacher.field.name.placeholder')} data-testid="exam-name-input" />
      </Form.Item>
      <Form.Item
        name="durationMinutes"
        label={t('examTeacher.field.duration')}
        rules={[zodRule(SaveExamPaperBody.shape.durationMinutes, t('examTeacher.field.duration.required'))]}
        extra={t('examTeacher.field.duration.extra')}
      >
        <InputNumber
          min={EXAM_LIMITS.minDuration}
          max={EXAM_LIMITS.maxDuration}
          precision={0}
          suffix={t('examTeacher.minutes')}
          style={{ width: 160 }}
          aria-label={t('examTeacher.field.duration')}
          data-testid="exam-duration-input"
        />
      </Form.Item>
      <Form.Item name="description" label={t('examTeacher.field.description')} rules={[zodRule(SaveExamPaperBody.shape.description)]}>
        <Input.TextArea
          maxLength={EXAM_LIMITS.maxDescription}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('examTeacher.field.description.placeholder')}
          data-testid="exam-description-input"
        />
      </Form.Item>
    </>
  );
}
