// The homework published to the class, newest first: times, how many handed in and were reviewed, the average;
// each opens its review page.
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Empty } from 'antd';
import dayjs from 'dayjs';
import type { HomeworkSummary } from '@contract/homework';
import { useT } from '@/components/Locale';
import { pointsText, CLASS_STATS_LINKS } from '@/utils/class-statistics';
import { queryHomeworks } from '@/services/htdz/homework';
import '@/locales/zh-CN/class-stats';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

export default function ClassHomeworks({ sclassId, courseId }: { sclassId: number; courseId: number }) {
  const t = useT();
  const load = useRequest(async () => (await queryHomeworks({ classId: sclassId })).obj, { refreshDeps: [sclassId] });
  const review = (h: HomeworkSummary) => history.push(CLASS_STATS_LINKS.reviewHomework(courseId, sclassId, h.homeworkId));
  const columns: ProColumns<HomeworkSummary>[] = [
    {
      title: t('classStats.info.hw.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (_, h) => (
        <a onClick={() => review(h)} data-testid={`class-homework-${h.homeworkId}`}>
          {h.name}
        </a>
      ),
    },
    { title: t('classStats.info.hw.start'), dataIndex: 'startAt', width: 160, render: (_, h) => time(h.startAt) },
    { title: t('classStats.info.hw.end'), dataIndex: 'endAt', width: 160, render: (_, h) => time(h.endAt) },
    {
      title: t('classStats.info.hw.submitted'),
      dataIndex: 'submittedCount',
      width: 90,
      align: 'right',
      render: (_, h) => `${h.submittedCount} / ${h.studentCount}`,
    },
    { title: t('classStats.info.hw.reviewed'), dataIndex: 'reviewedCount', width: 80, align: 'right' },
    {
      title: t('classStats.info.hw.average'),
      dataIndex: 'averageScore',
      width: 100,
      align: 'right',
      render: (_, h) => `${pointsText(h.averageScore, t('classStats.figure.none'))} / ${h.totalScore}`,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 80,
      render: (_, h) => [
        <a key="review" onClick={() => review(h)}>
          {t('classStats.info.hw.review')}
        </a>,
      ],
    },
  ];
  const emptyText = load.error ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('classStats.info.homeworks.loadFailed')}>
      <Button onClick={load.refresh}>{t('classStats.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('classStats.info.homeworks.empty')} />
  );
  return (
    <div data-testid="class-homeworks">
      <ProTable<HomeworkSummary>
        rowKey="homeworkId"
        headerTitle={t('classStats.info.homeworks')}
        columns={columns}
        dataSource={load.data ?? []}
        loading={load.loading}
        search={false}
        options={false}
        scroll={{ x: 900 }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText }}
      />
    </div>
  );
}
