// The frame of a study page: the page's title, the course and class it belongs to, a way back, and the course's
// other study pages (课程信息 / 章节学习 / 学习进度 / 知识点练习 / 作业 / 考试 / 实验 / 学习统计).
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
import { STU_LINKS } from '@/utils/study';

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
  const go = (to: string) => history.push(to);
  const nav = (
    <Space wrap key="nav">
      {kind !== 'info' && (
        <Button icon={<InfoCircleOutlined />} onClick={() => go(STU_LINKS.info(courseId, clazzId))} data-testid="study-nav-info">
          {t('stu.action.info')}
        </Button>
      )}
      {kind !== 'chapters' && (
        <Button icon={<ReadOutlined />} onClick={() => go(STU_LINKS.chapters(courseId, clazzId))} data-testid="study-nav-chapters">
          {t('stu.action.chapters')}
        </Button>
      )}
      {kind !== 'process' && (
        <Button icon={<BarChartOutlined />} onClick={() => go(STU_LINKS.process(courseId, clazzId))} data-testid="study-nav-process">
          {t('stu.action.process')}
        </Button>
      )}
      {kind !== 'practice' && (
        <Button icon={<ExperimentOutlined />} onClick={() => go(STU_LINKS.knowledge(courseId, clazzId))} data-testid="study-nav-practice">
          {t('practice.entry')}
        </Button>
      )}
      {kind !== 'task' && (
        <Button icon={<FormOutlined />} onClick={() => go(STU_LINKS.task(courseId, clazzId))} data-testid="study-nav-task">
          {t('stu.action.task')}
        </Button>
      )}
      {kind !== 'exam' && (
        <Button icon={<FileDoneOutlined />} onClick={() => go(STU_LINKS.exam(courseId, clazzId))} data-testid="study-nav-exam">
          {t('stu.action.exam')}
        </Button>
      )}
      {kind !== 'lab' && (
        <Button icon={<CodeOutlined />} onClick={() => go(STU_LINKS.lab(courseId, clazzId))} data-testid="study-nav-lab">
          {t('stu.action.lab')}
        </Button>
      )}
      {kind !== 'stats' && (
        <Button icon={<FundOutlined />} onClick={() => go(STU_LINKS.stats(courseId, clazzId))} data-testid="study-nav-stats">
          {t('classStats.my.entry')}
        </Button>
      )}
    </Space>
  );
  const back =
    backTo ?? (kind === 'info' ? STU_LINKS.courses() : kind === 'chapter' ? STU_LINKS.chapters(courseId, clazzId) : STU_LINKS.info(courseId, clazzId));
  return (
    <PageContainer
      title={title}
      subTitle={course ? `${course.courseName} · ${course.clazzName}` : undefined}
      onBack={() => go(back)}
      extra={showNav ? [nav] : undefined}
    >
      {children}
    </PageContainer>
  );
}
