// One course as a card: cover, name, status, owner (and one's place on its team), scenes, last change; the actions its
// status and one's rights allow.
import { DatabaseOutlined, ClockCircleOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Popconfirm, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { CourseSummary } from '@contract/course';
import { type MessageId, useT } from '@/components/Locale';
import CourseCover from '@/components/CourseCover';
import CourseStatusTag from '@/components/CourseStatusTag';
import { cardActions, type CardAction, type CourseScope } from '@/utils/course';
import '@/locales/zh-CN/chapter';
import '@/locales/zh-CN/course';

const PRIMARY: CardAction[] = ['review', 'edit', 'view', 'chapters', 'scenes'];
/** The tag of a course one is on the team of (not one's own: the owner's name says whose it is). */
const TEAM_TAG: Record<'co_teacher' | 'assistant', { text: MessageId; color: string }> = {
  co_teacher: { text: 'course.team.role.co_teacher', color: 'blue' },
  assistant: { text: 'course.team.role.assistant', color: 'default' },
};

type Props = {
  course: CourseSummary;
  scope: CourseScope;
  onAction: (action: CardAction, course: CourseSummary) => void;
  /** the action running on this card, shown as loading */
  busy?: CardAction | null;
};

export default function CourseCard({ course, scope, onAction, busy }: Props) {
  const t = useT();
  const link = (action: CardAction, text: string): ReactNode => (
    <a key={action} data-action={action} onClick={() => onAction(action, course)} aria-disabled={busy === action}>
      {text}
    </a>
  );
  const confirm = (action: CardAction, text: string, title: string, description?: string, danger = false): ReactNode => (
    <Popconfirm key={action} title={title} description={description} okButtonProps={{ danger }} onConfirm={() => onAction(action, course)}>
      <a data-action={action} style={danger ? { color: 'var(--ant-color-error, #ff4d4f)' } : undefined}>
        {text}
      </a>
    </Popconfirm>
  );
  const render: Record<CardAction, () => ReactNode> = {
    edit: () => link('edit', t('common.edit')),
    view: () => link('view', t('course.action.view')),
    chapters: () => link('chapters', t('chapter.action.chapters')),
    scenes: () => link('scenes', t('course.action.scenes')),
    copy: () => link('copy', t('course.action.copy')),
    review: () => link('review', t('course.action.review')),
    submit: () => confirm('submit', t('course.action.submit'), t('course.submit.confirm', { name: course.name }), t('course.submit.confirmDesc')),
    archive: () => confirm('archive', t('course.action.archive'), t('course.archive.confirm', { name: course.name }), t('course.archive.confirmDesc')),
    delete: () => confirm('delete', t('common.delete'), t('course.delete.confirm', { name: course.name }), t('course.delete.confirmDesc'), true),
  };
  const actions = cardActions(course, scope);
  // opening actions on the card's foot; changes of state in a row above it, so nothing hides in a menu
  const primary = actions.filter((a) => PRIMARY.includes(a));
  const secondary = actions.filter((a) => !PRIMARY.includes(a));
  return (
    <Card
      hoverable
      data-testid="course-card"
      data-course-id={course.courseId}
      cover={
        <div style={{ cursor: 'pointer' }} onClick={() => onAction(actions[0], course)}>
          <CourseCover name={course.name} cover={course.cover} />
        </div>
      }
      styles={{ body: { padding: 16 } }}
      actions={primary.map((a) => render[a]())}
    >
      <Space direction="vertical" size={6} style={{ width: '100%' }}>
        <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text strong ellipsis={{ tooltip: course.name }} style={{ fontSize: 16, maxWidth: 200 }}>
            {course.name}
          </Typography.Text>
          <CourseStatusTag status={course.status} />
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <Space size={12} wrap>
            <span>
              <UserOutlined /> {course.ownerName}
            </span>
            {(course.myRole === 'co_teacher' || course.myRole === 'assistant') && (
              <Tag color={TEAM_TAG[course.myRole].color} style={{ marginInlineEnd: 0 }} data-testid="course-team-role">
                {t(TEAM_TAG[course.myRole].text)}
              </Tag>
            )}
            <span>
              <DatabaseOutlined /> {t('course.sceneCount', { count: course.sceneCount })}
            </span>
          </Space>
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <ClockCircleOutlined /> {t('course.updatedAt', { time: dayjs(course.updatedAt).format('YYYY-MM-DD HH:mm') })}
        </Typography.Text>
        {secondary.length > 0 && (
          <Space size={12} wrap style={{ fontSize: 13, paddingTop: 4 }} data-testid="course-card-more">
            {secondary.map((a) => render[a]())}
          </Space>
        )}
      </Space>
    </Card>
  );
}
