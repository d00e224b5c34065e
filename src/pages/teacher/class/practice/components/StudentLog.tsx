// One student's practice attempts in the class, newest first and paged by the server, each with its answer one click
// away (AttemptDrawer).
import { useRequest } from 'ahooks';
import { Button, Drawer, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { PracticeLogRow, PracticeResult } from '@contract/practice';
import { useT } from '@/components/Locale';
import { getPracticeLog } from '@/services/htdz/practice';
import AttemptDrawer from './AttemptDrawer';
import '@/locales/zh-CN/class-stats';

const PAGE_SIZE = 10;
const RESULT_COLOR: Record<PracticeResult, string> = { correct: 'success', wrong: 'error', pending: 'processing' };

type Props = { sclassId: number; student: { userId: number; name: string } | null; onClose: () => void };

export default function StudentLog({ sclassId, student, onClose }: Props) {
  const t = useT();
  const [current, setCurrent] = useState(1);
  const [attemptId, setAttemptId] = useState<number | null>(null);
  const log = useRequest(async () => (student ? (await getPracticeLog(sclassId, student.userId, current, PAGE_SIZE)).obj : null), {
    refreshDeps: [sclassId, student?.userId, current],
  });
  const none = t('classPractice.none');
  return (
    <Drawer
      open={student !== null}
      onClose={() => {
        setCurrent(1);
        onClose();
      }}
      width={900}
      title={student ? t('classPractice.log.title', { name: student.name }) : ''}
    >
      <Table<PracticeLogRow>
        data-testid="practice-log"
        rowKey="attemptId"
        size="small"
        loading={log.loading}
        dataSource={log.data?.list ?? []}
        locale={{ emptyText: t('classPractice.log.empty') }}
        pagination={{ current, pageSize: PAGE_SIZE, total: log.data?.total ?? 0, showSizeChanger: false, onChange: setCurrent }}
        columns={[
          { title: t('classPractice.log.col.time'), dataIndex: 'createdAt', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
          { title: t('classPractice.col.stem'), dataIndex: 'stemText', ellipsis: true },
          {
            title: t('classPractice.log.col.result'),
            dataIndex: 'result',
            width: 80,
            render: (v: PracticeResult) => <Tag color={RESULT_COLOR[v]}>{t(`classPractice.result.${v}`)}</Tag>,
          },
          { title: t('classPractice.log.col.score'), key: 'score', width: 80, render: (_, r) => `${r.score ?? none} / ${r.maxScore}` },
          {
            title: t('classPractice.log.col.elapsed'),
            dataIndex: 'elapsedMs',
            width: 100,
            render: (v: number | null) => (v === null ? none : t('classPractice.log.ms', { ms: Math.round(v) })),
          },
          {
            title: t('classPractice.log.col.length'),
            dataIndex: 'codeLength',
            width: 100,
            render: (v: number | null) => (v === null ? none : t('classPractice.log.chars', { count: v })),
          },
          {
            title: t('classPractice.col.action'),
            key: 'action',
            width: 90,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setAttemptId(r.attemptId)}>
                {t('classPractice.log.view')}
              </Button>
            ),
          },
        ]}
      />
      <AttemptDrawer attemptId={attemptId} onClose={() => setAttemptId(null)} />
    </Drawer>
  );
}
