// 知识点练习 (/stu/course/knowledge/list/:courseId/:clazzId): the knowledge points of the class's course, indented
// under their parents, each with how many of its questions I answered correctly and my mastery; a point opens its
// questions. On a phone the table keeps the point and my mastery, a tap on the point opens it.
import { RightOutlined } from '@ant-design/icons';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Empty, Input, Progress, Result, Space, Spin, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { queryPracticeKnowledge } from '@/services/htdz/practice';
import StudyFrame from '@/components/StudyFrame';
import { percentText, STU_LINKS } from '@/utils/study';
import { pointRows, searchPoints, type PointRow } from './points';
import { idParam } from '@/utils/route-params';
import { usePhone } from '@/hooks/use-phone';
import { withoutColumns } from '@/utils/phone-columns';
import '@/locales/zh-CN/practice';
import '@/locales/zh-CN/stu';

const INDENT = 24;

export default function PracticeKnowledgePage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const [keyword, setKeyword] = useState('');
  const load = useRequest(async () => (courseId === null || clazzId === null ? null : (await queryPracticeKnowledge(courseId, clazzId)).obj), {
    refreshDeps: [courseId, clazzId],
  });
  const rows = useMemo(() => pointRows(load.data?.points ?? []), [load.data]);
  const phone = usePhone();
  if (courseId === null || clazzId === null) return <BadParam kind="chapter" bare={false} />;

  const data = load.data;
  const frame = (children: React.ReactNode) => (
    <StudyFrame
      courseId={courseId}
      clazzId={clazzId}
      kind="practice"
      title={t('practice.knowledge.title')}
      course={data ? { courseName: data.courseName, clazzName: data.className } : null}
    >
      {children}
    </StudyFrame>
  );
  if (load.error && !data) return frame(<Result status="403" title={t('stu.notFound')} subTitle={t('stu.notFound.desc')} />);
  if (!data) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  if (rows.length === 0)
    return frame(
      <Card>
        <Empty description={t('practice.knowledge.empty')} data-testid="practice-knowledge-empty" />
      </Card>,
    );
  if (rows.every((r) => r.exerciseCount === 0)) {
    return frame(
      <Card>
        <Empty description={t('practice.knowledge.noExercises')} data-testid="practice-knowledge-empty" />
      </Card>,
    );
  }

  const open = (r: PointRow) => history.push(STU_LINKS.knowledgeExercises(courseId, clazzId, r.knowId));
  const shown = searchPoints(rows, keyword);
  const columns: TableColumnsType<PointRow> = [
    {
      title: t('practice.knowledge.col.name'),
      key: 'name',
      render: (_, r) => (
        <div style={{ paddingLeft: r.depth * (phone ? INDENT / 2 : INDENT) }} data-depth={r.depth}>
          {r.exerciseCount > 0 ? (
            <a onClick={() => open(r)} data-testid={`practice-point-${r.knowId}`}>
              {r.depth === 0 ? <Typography.Text strong>{r.name}</Typography.Text> : r.name}
            </a>
          ) : (
            <Typography.Text strong={r.depth === 0} data-testid={`practice-point-${r.knowId}`}>
              {r.name}
            </Typography.Text>
          )}
          {r.description && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ margin: 0, fontSize: 12 }}>
              {r.description}
            </Typography.Paragraph>
          )}
        </div>
      ),
    },
    {
      title: t('practice.knowledge.col.count'),
      key: 'count',
      width: 130,
      render: (_, r) =>
        r.exerciseCount > 0 ? (
          <span data-testid={`practice-count-${r.knowId}`}>{`${r.correctCount} / ${r.exerciseCount}`}</span>
        ) : (
          <Typography.Text type="secondary">{t('practice.knowledge.noQuestions')}</Typography.Text>
        ),
    },
    {
      title: t('practice.knowledge.col.mastery'),
      key: 'mastery',
      width: phone ? 110 : 220,
      sorter: (a, b) => a.mastery - b.mastery,
      render: (_, r) => (
        <Progress percent={r.mastery} size="small" format={percentText} style={{ margin: 0 }} status={r.mastery >= 100 ? 'success' : 'normal'} />
      ),
    },
    {
      key: 'action',
      width: 110,
      render: (_, r) =>
        r.exerciseCount > 0 && (
          <Button size="small" type="link" onClick={() => open(r)}>
            {t('practice.knowledge.open')}
            <RightOutlined />
          </Button>
        ),
    },
  ];

  return frame(
    <Card>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('practice.knowledge.search')}
          aria-label={t('practice.knowledge.search')}
          style={{ width: phone ? '100%' : 280 }}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={setKeyword}
          data-testid="practice-knowledge-search"
        />
        <Typography.Text type="secondary">
          {t('practice.knowledge.summary', { points: rows.length, withExercises: rows.filter((r) => r.exerciseCount > 0).length })}
        </Typography.Text>
      </Space>
      <Table<PointRow>
        rowKey="knowId"
        size="middle"
        columns={phone ? withoutColumns(columns, ['count', 'action']) : columns}
        dataSource={shown}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('practice.knowledge.noMatch', { keyword: keyword.trim() })} /> }}
        scroll={phone ? undefined : { x: 640 }}
        data-testid="practice-knowledge-table"
      />
    </Card>,
  );
}
