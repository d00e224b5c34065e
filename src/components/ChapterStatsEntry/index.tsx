// 学习统计 on a course's page: a teacher picks one of the course's classes and lands on the statistics of the
// first chapter for that class (the list page's chapter list and class switcher take it from there).
import { BarChartOutlined, TeamOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Empty, List, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { ClassSummary } from '@contract/clazz';
import { useT } from '@/components/Locale';
import { readingOrder } from '@/utils/chapter';
import { queryChapterTree } from '@/services/htdz/chapter';
import { queryClasses } from '@/services/htdz/clazz';
import { STATS_LINKS } from '@/utils/study-statistics';
import '@/locales/zh-CN/stats';

export default function ChapterStatsEntry({ courseId }: { courseId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const load = useRequest(
    async () => {
      const [classes, tree] = await Promise.all([queryClasses({ courseId, pageSize: 100 }), queryChapterTree(courseId)]);
      return { classes: classes.obj.list, first: readingOrder(tree.obj)[0] ?? null };
    },
    { manual: true },
  );
  const show = () => {
    setOpen(true);
    load.run();
  };
  const pick = (c: ClassSummary) => {
    const first = load.data?.first;
    if (!first) return;
    setOpen(false);
    history.push(STATS_LINKS.list({ courseId, chapterId: first.chapterId, clazzId: c.sclassId, serialNum: first.serialNum }));
  };

  const body = (() => {
    if (load.loading || (!load.data && !load.error)) return <Spin style={{ display: 'block', padding: 32 }} />;
    if (!load.data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stats.entry.failed')} />;
    if (load.data.classes.length === 0) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stats.entry.noClass')} data-testid="stats-entry-no-class">
          <Button type="primary" icon={<TeamOutlined />} onClick={() => history.push('/teacher/sclassList')}>
            {t('stats.entry.toClasses')}
          </Button>
        </Empty>
      );
    }
    if (!load.data.first) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stats.entry.noChapter')} data-testid="stats-entry-no-chapter" />;
    return (
      <List<ClassSummary>
        dataSource={load.data.classes}
        rowKey="sclassId"
        renderItem={(c) => (
          <List.Item
            data-testid={`stats-entry-class-${c.sclassId}`}
            style={{ cursor: 'pointer' }}
            onClick={() => pick(c)}
            actions={[<a key="open">{t('stats.entry.open')}</a>]}
          >
            <List.Item.Meta title={c.name} description={t('stats.entry.students', { count: c.studentCount })} />
          </List.Item>
        )}
      />
    );
  })();

  return (
    <>
      <Button icon={<BarChartOutlined />} onClick={show} data-testid="course-stats-button">
        {t('stats.entry.button')}
      </Button>
      <Modal open={open} title={t('stats.entry.title')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden width={460}>
        <Typography.Paragraph type="secondary">{t('stats.entry.hint')}</Typography.Paragraph>
        {body}
      </Modal>
    </>
  );
}
