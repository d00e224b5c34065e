// The frame of a study page: the page's title, the course and class it belongs to, a way back, and the course's
// other study pages (课程信息 / 章节学习 / 学习进度 / 知识点练习 / 作业 / 考试 / 实验 / 学习统计). On a phone those are one row
// of small buttons under the title that scrolls sideways by itself, rather than three rows of big ones.
import {
  BarChartOutlined,
  CodeOutlined,
  ExperimentOutlined,
  FileDoneOutlined,
  FormOutlined,
  FundOutlined,
  InfoCircleOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import type { StudyCourse } from '@contract/study';
import { useT } from '@/components/Locale';
import { usePhone } from '@/hooks/use-phone';
import { STU_LINKS } from '@/utils/study';
import '@/locales/zh-CN/class-stats';
import '@/locales/zh-CN/exam-student';
import '@/locales/zh-CN/homework-stu';
import '@/locales/zh-CN/lab';
import '@/locales/zh-CN/practice';
import '@/locales/zh-CN/stu';

export type StudyPageKind = 'info' | 'chapters' | 'process' | 'chapter' | 'practice' | 'task' | 'exam' | 'lab' | 'stats';

type Props = {
  courseId: number;
  clazzId: number;
  kind: StudyPageKind;
  title: ReactNode;
  course: Pick<StudyCourse, 'courseName' | 'clazzName'> | null | undefined;
  /** the buttons to the other study pages (the info page has its own) */
  showNav?: boolean;
  /** where the back arrow goes when it is not the page kind's usual place (practice pages go up one level) */
  backTo?: string;
  children: ReactNode;
};

export default function StudyFrame({ courseId, clazzId, kind, title, course, showNav = true, backTo, children }: Props) {
  const t = useT();
  const phone = usePhone();
  const go = (to: string) => history.push(to);
  const size = phone ? 'small' : undefined;
  const buttons = (
    <>
      {kind !== 'info' && (
        <Button size={size} icon={<InfoCircleOutlined />} onClick={() => go(STU_LINKS.info(courseId, clazzId))} data-testid="study-nav-info">
          {t('stu.action.info')}
        </Button>
      )}
      {kind !== 'chapters' && (
        <Button size={size} icon={<ReadOutlined />} onClick={() => go(STU_LINKS.chapters(courseId, clazzId))} data-testid="study-nav-chapters">
          {t('stu.action.chapters')}
        </Button>
      )}
      {kind !== 'process' && (
        <Button size={size} icon={<BarChartOutlined />} onClick={() => go(STU_LINKS.process(courseId, clazzId))} data-testid="study-nav-process">
          {t('stu.action.process')}
        </Button>
      )}
      {kind !== 'practice' && (
        <Button size={size} icon={<ExperimentOutlined />} onClick={() => go(STU_LINKS.knowledge(courseId, clazzId))} data-testid="study-nav-practice">
          {t('practice.entry')}
        </Button>
      )}
      {kind !== 'task' && (
        <Button size={size} icon={<FormOutlined />} onClick={() => go(STU_LINKS.task(courseId, clazzId))} data-testid="study-nav-task">
          {t('stu.action.task')}
        </Button>
      )}
      {kind !== 'exam' && (
        <Button size={size} icon={<FileDoneOutlined />} onClick={() => go(STU_LINKS.exam(courseId, clazzId))} data-testid="study-nav-exam">
          {t('stu.action.exam')}
        </Button>
      )}
      {kind !== 'lab' && (
        <Button size={size} icon={<CodeOutlined />} onClick={() => go(STU_LINKS.lab(courseId, clazzId))} data-testid="study-nav-lab">
          {t('stu.action.lab')}
        </Button>
      )}
      {kind !== 'stats' && (
        <Button size={size} icon={<FundOutlined />} onClick={() => go(STU_LINKS.stats(courseId, clazzId))} data-testid="study-nav-stats">
          {t('classStats.my.entry')}
        </Button>
      )}
    </>
  );
  const nav = phone ? (
    <div
      key="nav"
      data-testid="study-nav"
      style={{ display: 'flex', gap: 8, overflowX: 'auto', scrollbarWidth: 'none', margin: '0 -12px', padding: '0 12px 2px' }}
    >
      {buttons}
    </div>
  ) : (
    <Space wrap key="nav" data-testid="study-nav">
      {buttons}
    </Space>
  );
  const back =
    backTo ?? (kind === 'info' ? STU_LINKS.courses() : kind === 'chapter' ? STU_LINKS.chapters(courseId, clazzId) : STU_LINKS.info(courseId, clazzId));
  return (
    <PageContainer
      title={title}
      subTitle={course ? `${course.courseName} · ${course.clazzName}` : undefined}
      onBack={() => go(back)}
      extra={showNav && !phone ? [nav] : undefined}
      content={showNav && phone ? nav : undefined}
    >
      {children}
    </PageContainer>
  );
}
