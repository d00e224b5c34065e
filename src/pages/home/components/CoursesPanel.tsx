// The courses block of the home page, for the active role: a student's courses (through their classes) with their
// progress; a teacher's or an expert's own courses with their status; a teacher's classes; and for an expert the
// other authors' courses waiting for review. Each item opens its page, and 全部 the whole list.
import { Link } from '@umijs/max';
import { Card, Progress, Tag, Typography } from 'antd';
import List from '@/components/PlainList';
import type { ReactNode } from 'react';
import { COURSE_STATUS_NAMES } from '@contract/states';
import type { HomeSummary } from '@contract/home';
import { useT } from '@/components/Locale';
import { COURSE_LINKS, reviewLink } from '@/utils/course';
import { CLASS_LINKS } from '@/utils/class-links';
import { STU_LINKS } from '@/utils/study';
import '@/locales/zh-CN/pages';

const STATUS_COLORS = { draft: 'default', submitted: 'orange', confirmed: 'green', archived: 'default' } as const;

function Block<T>({
  title,
  all,
  items,
  empty,
  testId,
  render,
}: {
  title: string;
  all: string;
  items: T[];
  empty: string;
  testId: string;
  render: (item: T) => ReactNode;
}) {
  const t = useT();
  return (
    <Card title={title} extra={<Link to={all}>{t('home.all')}</Link>} data-testid={testId} style={{ height: '100%' }}>
      <List dataSource={items} locale={{ emptyText: empty }} renderItem={render} />
    </Card>
  );
}

/** The blocks this role has, each as one card. */
export function courseBlocks(summary: HomeSummary, t: ReturnType<typeof useT>): { key: string; node: ReactNode }[] {
  const blocks: { key: string; node: ReactNode }[] = [];
  if (summary.studyCourses) {
    blocks.push({
      key: 'study',
      node: (
        <Block
          title={t('home.courses.study')}
          all={STU_LINKS.courses()}
          items={summary.studyCourses}
          empty={t('home.courses.study.empty')}
          testId="home-study-courses"
          render={(c) => (
            <List.Item extra={<Progress type="circle" percent={c.progress} size={40} />}>
              <List.Item.Meta
                title={<Link to={STU_LINKS.info(c.courseId, c.clazzId)}>{c.courseName}</Link>}
                description={t('home.courses.study.line', { teacher: c.teacherName, clazz: c.clazzName })}
              />
            </List.Item>
          )}
        />
      ),
    });
  }
  if (summary.myCourses) {
    const area = summary.baseRoleType === 2 ? 'expert' : 'teacher';
    blocks.push({
      key: 'mine',
      node: (
        <Block
          title={t(area === 'expert' ? 'home.courses.templates' : 'home.courses.mine')}
          all={COURSE_LINKS[area].list}
          items={summary.myCourses}
          empty={t('home.courses.mine.empty')}
          testId="home-my-courses"
          render={(c) => (
            <List.Item extra={<Tag color={STATUS_COLORS[c.status]}>{COURSE_STATUS_NAMES[c.status]}</Tag>}>
              <List.Item.Meta
                title={<Link to={area === 'expert' ? COURSE_LINKS.expert.edit(c.courseId) : COURSE_LINKS.teacher.view(c.courseId)}>{c.name}</Link>}
              />
            </List.Item>
          )}
        />
      ),
    });
  }
  if (summary.myClasses) {
    blocks.push({
      key: 'classes',
      node: (
        <Block
          title={t('home.classes')}
          all={CLASS_LINKS.list}
          items={summary.myClasses}
          empty={t('home.classes.empty')}
          testId="home-my-classes"
          render={(c) => (
            <List.Item extra={<Typography.Text type="secondary">{t('home.classes.students', { n: c.studentCount })}</Typography.Text>}>
              <List.Item.Meta title={<Link to={CLASS_LINKS.view(c.sclassId)}>{c.name}</Link>} description={c.courseName} />
            </List.Item>
          )}
        />
      ),
    });
  }
  if (summary.toConfirm) {
    blocks.push({
      key: 'confirm',
      node: (
        <Block
          title={t('home.confirm', { n: summary.toConfirm.total })}
          all={COURSE_LINKS.expert.list}
          items={summary.toConfirm.list}
          empty={t('home.confirm.empty')}
          testId="home-to-confirm"
          render={(c) => (
            <List.Item>
              <List.Item.Meta title={<Link to={reviewLink(c.courseId)}>{c.name}</Link>} description={c.ownerName} />
            </List.Item>
          )}
        />
      ),
    });
  }
  return blocks;
}
