// 作业加时: the extensions dialog (ExtensionsModal) of a homework: a new end, after the homework's own, for chosen
// students of it; the grants with who made them, and 撤销.
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { HomeworkExtension, HomeworkSummary } from '@contract/homework';
import ExtensionsModal from '@/components/ExtensionsModal';
import { useT } from '@/components/Locale';
import type { PickableStudent } from '@/components/StudentPicker';
import { extendHomework, queryHomeworkExtensions, withdrawHomeworkExtension } from '@/services/htdz/homework';
import '@/locales/zh-CN/homework-review';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

type Props = { homework: HomeworkSummary; students: readonly PickableStudent[]; onChanged: () => void; onClose: () => void };

export default function HomeworkExtensions({ homework, students, onChanged, onClose }: Props) {
  const t = useT();
  const { homeworkId } = homework;
  const [endAt, setEndAt] = useState<Dayjs | null>(() => dayjs(homework.endAt).add(1, 'day'));
  const [tried, setTried] = useState(false);
  const problem =
    endAt === null ? t('homeworkReview.extension.endAt.required') : endAt.isAfter(homework.endAt) ? null : t('homeworkReview.extension.endAt.tooEarly');
  return (
    <ExtensionsModal<HomeworkExtension>
      title={t('homeworkReview.extension.title')}
      note={t('homeworkReview.extension.note', { end: dayjs(homework.endAt).format(TIME_FORMAT) })}
      students={students}
      load={async () => (await queryHomeworkExtensions(homeworkId)).obj}
      fields={
        <Form.Item
          label={t('homeworkReview.extension.endAt')}
          required
          validateStatus={tried && problem ? 'error' : undefined}
          help={tried ? problem : undefined}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            value={endAt}
            onChange={setEndAt}
            style={{ width: 200 }}
            aria-label={t('homeworkReview.extension.endAt')}
            data-testid="extension-end"
          />
        </Form.Item>
      }
      valueTitle={t('homeworkReview.extension.col.endAt')}
      valueOf={(e) => dayjs(e.endAt).format(TIME_FORMAT)}
      grant={async (studentIds) => {
        setTried(true);
        if (problem || !endAt) return null;
        return (await extendHomework({ homeworkId, studentIds, endAt: endAt.toISOString() })).obj;
      }}
      withdraw={async (studentId) => (await withdrawHomeworkExtension({ homeworkId, studentId })).obj}
      onChanged={onChanged}
      onClose={onClose}
    />
  );
}
