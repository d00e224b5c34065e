// 我与班级: my practice (in the point, if any) beside the means of the class's students who practised, and per
// question my attempts beside the class's share right. Only the class's aggregates come from the server, none under
// MIN_PEERS students; the reset (重新练习) does not apply here, as the class's figures count every attempt too.
import { useRequest } from 'ahooks';
import { Card, Empty, Spin, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { MIN_PEERS, type PracticeCompareRow, type PracticeFigures } from '@contract/practice';
import { useT } from '@/components/Locale';
import { getPracticeCompare } from '@/services/htdz/practice';
import '@/locales/zh-CN/practice';

type FigureRow = { key: 'mine' | 'class'; figures: PracticeFigures | null };

export default function PracticeCompareCard({ clazzId, knowId }: { clazzId: number; knowId?: number }) {
  const t = useT();
  const compare = useRequest(async () => (await getPracticeCompare(clazzId, knowId)).obj, { refreshDeps: [clazzId, knowId] });
  const data = compare.data;
  const none = t('practice.compare.none');
  let body: ReactNode;
  if (compare.loading && !data) body = <Spin style={{ display: 'block', padding: 24 }} />;
  else if (!data) body = <Typography.Text type="secondary">{t('practice.compare.loadFailed')}</Typography.Text>;
  else if (data.practising === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('practice.compare.empty')} />;
  else {
    const figure = (f: PracticeFigures | null, v: (f: PracticeFigures) => string | number) => (f === null ? none : v(f));
    body = (
      <>
        <Table<FigureRow>
          data-testid="practice-compare-figures"
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={[
            { key: 'mine', figures: data.mine },
            { key: 'class', figures: data.classMean },
          ]}
          columns={[
            { title: '', key: 'who', width: 100, render: (_, r) => t(r.key === 'mine' ? 'practice.compare.mine' : 'practice.compare.class') },
            { title: t('practice.compare.attempts'), key: 'attempts', render: (_, r) => figure(r.figures, (f) => f.attempts) },
            { title: t('practice.compare.answered'), key: 'answered', render: (_, r) => figure(r.figures, (f) => f.answered) },
            { title: t('practice.compare.correct'), key: 'correct', render: (_, r) => figure(r.figures, (f) => f.correct) },
            { title: t('practice.compare.share'), key: 'share', render: (_, r) => figure(r.figures, (f) => `${f.share}%`) },
          ]}
        />
        {data.classMean === null && (
          <Typography.Text type="secondary" data-testid="practice-compare-few">
            {t('practice.compare.few', { min: MIN_PEERS })}
          </Typography.Text>
        )}
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('practice.compare.questions')}
        </Typography.Title>
        <Table<PracticeCompareRow>
          data-testid="practice-compare-questions"
          rowKey="exerciseId"
          size="small"
          dataSource={data.questions}
          pagination={data.questions.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { title: t('practice.compare.col.stem'), dataIndex: 'stemText', ellipsis: true },
            {
              title: t('practice.compare.col.mine'),
              key: 'mine',
              width: 150,
              render: (_, r) =>
                r.myAttempts === 0
                  ? t('practice.compare.notTried')
                  : t('practice.compare.mineCell', { attempts: r.myAttempts, result: t(r.myCorrect ? 'practice.compare.right' : 'practice.compare.notRight') }),
            },
            {
              title: t('practice.compare.col.classShare'),
              dataIndex: 'classCorrectShare',
              width: 110,
              render: (v: number | null) => (v === null ? none : `${v}%`),
            },
            { title: t('practice.compare.col.classAttempts'), dataIndex: 'classAttempts', width: 120, render: (v: number | null) => v ?? none },
          ]}
        />
      </>
    );
  }
  return (
    <Card title={t('practice.compare.title')} data-testid="practice-compare">
      <Typography.Paragraph type="secondary">{t('practice.compare.note')}</Typography.Paragraph>
      {body}
    </Card>
  );
}
