// The head of a class's pages (/teacher/class/:sclassId/...): its name, course, dates, teachers and students, and
// the tabs 班级信息 / 学生 / 统计 / 考试 / 练习情况, each its own address.
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { StatClass } from '@contract/stats';
import { useT } from '@/components/Locale';
import { CLASS_STATS_LINKS } from '@/utils/class-statistics';
import '@/locales/zh-CN/class-stats';

export type ClassTab = 'info' | 'student' | 'stats' | 'exam' | 'practice';

/** 练习情况: not one of the specification's addresses, so not among CLASS_STATS_LINKS */
export const classPracticeLink = (sclassId: number) => `/teacher/class/${sclassId}/practice`;

const LINK_OF: Record<ClassTab, (sclassId: number) => string> = {
  info: CLASS_STATS_LINKS.classInfo,
  student: CLASS_STATS_LINKS.classStudents,
  stats: CLASS_STATS_LINKS.classStatsTab,
  exam: CLASS_STATS_LINKS.classExam,
  practice: classPracticeLink,
};

type Props = {
  sclassId: number;
  /** the class once loaded */
  clazz: StatClass | undefined;
  active: ClassTab;
  extra?: ReactNode;
  children: ReactNode;
};

export default function ClassTabs({ sclassId, clazz, active, extra, children }: Props) {
  const t = useT();
  const open = t('classStats.head.open');
  const head = clazz && (
    <Space size={[24, 4]} wrap data-testid="class-head">
      <span>
        <Typography.Text type="secondary">{t('classStats.head.course')}：</Typography.Text>
        {clazz.courseName}
      </span>
      <span>
        <Typography.Text type="secondary">{t('classStats.head.dates')}：</Typography.Text>
        {clazz.startDate ?? open} ~ {clazz.endDate ?? open}
      </span>
      <span>
        <Typography.Text type="secondary">{t('classStats.head.teachers')}：</Typography.Text>
        {t('classStats.people', { count: clazz.teacherCount })}
      </span>
      <span>
        <Typography.Text type="secondary">{t('classStats.head.students')}：</Typography.Text>
        {t('classStats.people', { count: clazz.studentCount })}
      </span>
    </Space>
  );
  return (
    <PageContainer
      title={clazz?.name ?? ' '}
      content={head}
      extra={extra}
      onBack={() => history.push(CLASS_STATS_LINKS.classList)}
      tabList={(['info', 'student', 'stats', 'exam', 'practice'] as const).map((key) => ({ key, tab: t(`classStats.tab.${key}`) }))}
      tabActiveKey={active}
      onTabChange={(key) => key !== active && history.push(LINK_OF[key as ClassTab](sclassId))}
    >
      {children}
    </PageContainer>
  );
}
