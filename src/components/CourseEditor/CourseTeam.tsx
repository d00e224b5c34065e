// 教学团队 of a course: its owner (课程负责人), co-teachers (协作教师: edit everything of the course, open and teach its
// classes) and assistants (助教: read and grade, change nothing). The owner and admins add a teacher by account with a
// role, change a member's role and 移除 one; members see the list only. The server checks every change again.
import { UserAddOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { App, Button, Card, Input, Popconfirm, Result, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CourseRole, TeamMember, TeamRole } from '@contract/course';
import { type MessageId, useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import { addTeamMember, courseTeam, removeTeamMember, setTeamRole } from '@/services/htdz/course';
import '@/locales/zh-CN/course';

/** The roles a member may have, in the order the form offers them (contract/course.ts TEAM_ROLES). */
const ROLES: TeamRole[] = ['co_teacher', 'assistant'];
const ROLE_COLORS: Record<CourseRole, string> = { owner: 'green', co_teacher: 'blue', assistant: 'default' };
export const ROLE_TEXT: Record<CourseRole, MessageId> = {
  owner: 'course.team.role.owner',
  co_teacher: 'course.team.role.co_teacher',
  assistant: 'course.team.role.assistant',
};

type Props = {
  courseId: number;
  /** offer adding, changing roles and 移除 (the owner, admins) */
  manageable: boolean;
};

export default function CourseTeam({ courseId, manageable }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const [role, setRole] = useState<TeamRole>('co_teacher');
  const team = useRequest(async () => (await courseTeam(courseId)).obj, { refreshDeps: [courseId] });
  const add = useRequest(addTeamMember, { manual: true });
  const change = useRequest(setTeamRole, { manual: true });
  const remove = useRequest(removeTeamMember, { manual: true });
  const roleName = (r: CourseRole) => t(ROLE_TEXT[r]);

  const onAdd = async () => {
    const account = code.trim();
    if (!account || add.loading) return;
    try {
      const list = (await add.runAsync({ courseId, code: account, role })).obj;
      team.mutate(list);
      setCode('');
      const added = list.find((m) => m.code.toLowerCase() === account.toLowerCase());
      message.success(t('course.team.added', { name: added?.name ?? account, role: roleName(role) }));
    } catch {
      // shown by the request error handler; the account stays for correcting
    }
  };

  const onChange = async (member: TeamMember, to: TeamRole) => {
    try {
      team.mutate((await change.runAsync({ courseId, userId: member.userId, role: to })).obj);
      message.success(t('course.team.roleChanged', { name: member.name, role: roleName(to) }));
    } catch {
      team.refresh(); // shown by the request error handler; the list may have changed meanwhile
    }
  };

  const onRemove = async (member: TeamMember) => {
    try {
      team.mutate((await remove.runAsync({ courseId, userId: member.userId })).obj);
      message.success(t('course.team.removed', { name: member.name }));
    } catch {
      team.refresh();
    }
  };

  const columns: TableColumnsType<TeamMember> = [
    { title: t('course.team.code'), dataIndex: 'code', width: 160 },
    { title: t('course.team.name'), dataIndex: 'name' },
    {
      title: t('course.team.role'),
      dataIndex: 'role',
      width: 160,
      render: (r: CourseRole, member) =>
        manageable && r !== 'owner' ? (
          <Select<TeamRole>
            size="small"
            style={{ width: 120 }}
            aria-label={t('course.team.roleOf', { name: member.name })}
            data-testid={`course-team-role-${member.userId}`}
            value={r}
            loading={change.loading && change.params[0]?.userId === member.userId}
            onChange={(to) => onChange(member, to)}
            options={ROLES.map((x) => ({ value: x, label: roleName(x) }))}
          />
        ) : (
          <Tag color={ROLE_COLORS[r]}>{roleName(r)}</Tag>
        ),
    },
  ];
  if (manageable) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      render: (_, member) =>
        member.role !== 'owner' && (
          <Popconfirm
            title={t('course.team.remove.confirm', { name: member.name, code: member.code })}
            description={t('course.team.remove.confirmDesc')}
            okText={t('course.team.remove')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onRemove(member)}
          >
            <Button
              type="link"
              danger
              size="small"
              style={{ padding: 0 }}
              data-testid={`course-team-remove-${member.userId}`}
              loading={remove.loading && remove.params[0]?.userId === member.userId}
            >
              {t('course.team.remove')}
            </Button>
          </Popconfirm>
        ),
    });
  }

  const body =
    team.error && !team.data ? (
      <Result
        status="warning"
        title={t('course.team.loadFailed')}
        subTitle={bizMessage(team.error) ?? undefined}
        extra={<Button onClick={team.refresh}>{t('course.team.retry')}</Button>}
      />
    ) : (
      <Table<TeamMember> rowKey="userId" size="middle" columns={columns} dataSource={team.data ?? []} loading={team.loading} pagination={false} />
    );

  return (
    <Card
      data-testid="course-team"
      title={t('course.team.title')}
      extra={
        manageable && (
          <Space.Compact>
            <Input
              allowClear
              placeholder={t('course.team.account')}
              aria-label={t('course.team.account')}
              style={{ width: 180 }}
              value={code}
              maxLength={50}
              onChange={(e) => setCode(e.target.value)}
              onPressEnter={onAdd}
            />
            <Select<TeamRole>
              aria-label={t('course.team.newRole')}
              data-testid="course-team-new-role"
              style={{ width: 110 }}
              value={role}
              onChange={setRole}
              options={ROLES.map((x) => ({ value: x, label: roleName(x) }))}
            />
            <Button type="primary" icon={<UserAddOutlined />} disabled={!code.trim()} loading={add.loading} onClick={onAdd} data-testid="course-team-add">
              {t('course.team.add')}
            </Button>
          </Space.Compact>
        )
      }
    >
      {body}
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {t('course.team.help')}
        {!manageable && ` ${t('course.team.readonly')}`}
      </Typography.Paragraph>
    </Card>
  );
}
