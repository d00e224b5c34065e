// 学生学习过程 (/teacher/course/chapter/statis/student/process/:courseId/:chapterId/:clazzId/:serialNum/:userId): one
// student of the class: their course progress, this chapter's items one by one, and every chapter's progress.
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Descriptions, Progress, Result, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { StudentProcess } from '@contract/chapter-stats';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { getStudentProcess } from '@/services/htdz/chapter-stats';
import ProcessItems from '../../components/ProcessItems';
import { byTime, inReadingOrder, placeOf, STATS_LINKS, type StatsPlace } from '@/utils/study-statistics';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/stats';

type ChapterRow = StudentProcess['chapters'][number] & { depth: 0 | 1 };

export default function StudentProcessPage() {
  const params = useParams();
  const place = placeOf(params);
  const userId = idParam(params.userId);
  if (!place || userId === null) return <BadParam kind="chapter" bare={false} />;
  return <StudentProcessView place={place} userId={userId} />;
}

function StudentProcessView({ place, userId }: { place: StatsPlace; userId: number }) {
  const t = useT();
  const { chapterId, clazzId } = place;
  const load = useRequest(async () => (await getStudentProcess(chapterId, clazzId, userId)).obj, { refreshDeps: [chapterId, clazzId, userId] });
  const process = load.data;
  const page = (children: React.ReactNode) => (
    <PageContainer
      title={t('stats.process.title')}
      subTitle={
        process && (
          <Space size={8} wrap>
            {`${process.student.name}（${process.student.code}）`}
            <Typography.Text type="secondary">{process.clazz.name}</Typography.Text>
          </Space>
        )
      }
      onBack={() => history.push(STATS_LINKS.list(place))}
    >
      {children}
    </PageContainer>
  );
  if (load.error) return page(<Result status="404" title={t('stats.notFound')} subTitle={t('stats.notFound.desc')} />);
  if (!process || process.chapter.chapterId !== chapterId) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const rows = inReadingOrder(process.chapters);
  const openChapter = (c: ChapterRow) => history.push(STATS_LINKS.process({ ...place, chapterId: c.chapterId, serialNum: c.serialNum }, userId));
  const columns: ProColumns<ChapterRow>[] = [
    {
      title: t('stats.process.chapter'),
      dataIndex: 'title',
      render: (_, c) => (
        <span style={{ paddingLeft: c.depth * 20 }}>
          {c.chapterId === chapterId ? (
            <Typography.Text strong>{c.title}</Typography.Text>
          ) : (
            <a onClick={() => openChapter(c)} data-testid={`stats-process-chapter-${c.chapterId}`}>
              {c.title}
            </a>
          )}
        </span>
      ),
    },
    {
      title: t('stats.student.progress'),
      dataIndex: 'progress',
      width: 200,
      sorter: (a, b) => a.progress - b.progress,
      render: (_, c) => <Progress percent={c.progress} size="small" status={c.completed ? 'success' : 'normal'} style={{ margin: 0 }} />,
    },
    {
      title: t('stats.student.doneOfTotal'),
      dataIndex: 'doneCount',
      width: 110,
      sorter: (a, b) => a.doneCount - b.doneCount,
      render: (_, c) => `${c.doneCount} / ${c.itemCount}`,
    },
    {
      title: t('stats.student.completed'),
      dataIndex: 'completed',
      width: 100,
      sorter: (a, b) => Number(a.completed) - Number(b.completed),
      render: (_, c) => (c.completed ? <Tag color="success">{t('stats.completed')}</Tag> : <Tag>{t('stats.notCompleted')}</Tag>),
    },
    {
      title: t('stats.student.lastStudiedAt'),
      dataIndex: 'lastStudiedAt',
      width: 170,
      sorter: (a, b) => byTime(a.lastStudiedAt, b.lastStudiedAt),
      render: (_, c) =>
        c.lastStudiedAt ? dayjs(c.lastStudiedAt).format('YYYY-MM-DD HH:mm') : <Typography.Text type="secondary">{t('stats.notStarted')}</Typography.Text>,
    },
  ];

  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} size="small">
          <Descriptions.Item label={t('stats.student.name')}>{process.student.name}</Descriptions.Item>
          <Descriptions.Item label={t('stats.student.code')}>{process.student.code}</Descriptions.Item>
          <Descriptions.Item label={t('stats.process.class')}>{process.clazz.name}</Descriptions.Item>
          <Descriptions.Item label={t('stats.process.chapters')}>
            {t('stats.process.chaptersDone', { done: process.chapters.filter((c) => c.completed).length, total: process.chapters.length })}
          </Descriptions.Item>
        </Descriptions>
        <Space align="center" style={{ marginTop: 8, width: '100%' }}>
          <Typography.Text>{t('stats.process.courseProgress')}</Typography.Text>
          <Progress percent={process.courseProgress} style={{ width: 320, margin: 0 }} data-testid="stats-process-course" />
        </Space>
      </Card>
      <Card title={t('stats.process.thisChapter', { title: process.chapter.title })}>
        <ProcessItems process={process} />
      </Card>
      <div data-testid="stats-process-chapters">
        <ProTable<ChapterRow>
          rowKey="chapterId"
          headerTitle={t('stats.process.allChapters')}
          columns={columns}
          dataSource={rows}
          search={false}
          options={false}
          pagination={false}
          scroll={{ x: 760 }}
          rowClassName={(c) => (c.chapterId === chapterId ? 'ant-table-row-selected' : '')}
          locale={{ emptyText: t('stats.chapters.empty') }}
        />
      </div>
    </Space>,
  );
}
