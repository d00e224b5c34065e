// 考试加时: the extensions dialog (ExtensionsModal) of an exam-class: extra minutes for chosen students of it (they may
// start until the end plus them, and a running attempt's deadline moves with them); the grants with who made them,
// and 撤销.
import { Form, InputNumber } from 'antd';
import { useState } from 'react';
import { EXAM_LIMITS, type ExamClassSummary, type ExamExtension } from '@contract/exam';
import ExtensionsModal from '@/components/ExtensionsModal';
import { useT } from '@/components/Locale';
import type { PickableStudent } from '@/components/StudentPicker';
import { extendExam, queryExamExtensions, withdrawExamExtension } from '@/services/htdz/exam';
import '@/locales/zh-CN/exam-report';

type Props = { examClass: ExamClassSummary; students: readonly PickableStudent[]; onChanged: () => void; onClose: () => void };

/** the extra minutes the dialog starts with: a third of the duration, in whole tens (an accommodation's usual share) */
const firstMinutes = (duration: number) => Math.min(EXAM_LIMITS.maxExtraMinutes, Math.max(10, Math.round(duration / 30) * 10));

export default function ExamExtensions({ examClass, students, onChanged, onClose }: Props) {
  const t = useT();
  const { examClassId } = examClass;
  const [minutes, setMinutes] = useState<number | null>(() => firstMinutes(examClass.durationMinutes));
  const [tried, setTried] = useState(false);
  const problem = minutes === null ? t('examReport.extension.minutes.required') : null;
  return (
    <ExtensionsModal<ExamExtension>
      title={t('examReport.extension.title')}
      note={t('examReport.extension.note', { minutes: examClass.durationMinutes })}
      students={students}
      load={async () => (await queryExamExtensions(examClassId)).obj}
      fields={
        <Form.Item
          label={t('examReport.extension.minutes')}
          required
          validateStatus={tried && problem ? 'error' : undefined}
          help={tried ? problem : undefined}
        >
          <InputNumber
            min={EXAM_LIMITS.minExtraMinutes}
            max={EXAM_LIMITS.maxExtraMinutes}
            precision={0}
            value={minutes}
            onChange={setMinutes}
            style={{ width: 160 }}
            aria-label={t('examReport.extension.minutes')}
            data-testid="extension-minutes"
          />
        </Form.Item>
      }
      valueTitle={t('examReport.extension.col.minutes')}
      valueOf={(e) => t('examReport.extension.value', { minutes: e.extraMinutes })}
      grant={async (studentIds) => {
        setTried(true);
        if (minutes === null) return null;
        return (await extendExam({ examClassId, studentIds, extraMinutes: minutes })).obj;
      }}
      withdraw={async (studentId) => (await withdrawExamExtension({ examClassId, studentId })).obj}
      onChanged={onChanged}
      onClose={onClose}
    />
  );
}
