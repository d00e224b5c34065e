// 任课教师 of a class: its owner (负责教师) and co-teachers, who manage the roster as the owner does. The owner and
// admins add a co-teacher by account and 移除 one; co-teachers see the list only.
import { UserAddOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { App, Button, Card, Input, Popconfirm, Result, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ClassTeacher } from '@contract/clazz';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import { addClassTeacher, queryClassTeachers, removeClassTeacher } from '@/services/htdz/clazz';
import '@/locales/zh-CN/classes';

type Props = {
  sclassId: number;
  /** offer 添加教师 and 移除 (the class's owner, admins) */
  editable: boolean;
};

export default function ClassTeachers({ sclassId, editable }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const teachers = useRequest(async () => (await queryClassTeachers(sclassId)).obj, { refreshDeps: [sclassId] });
  const add = useRequest(addClassTeacher, { manual: true });
  const remove = useRequest(removeClassTeacher, { manual: true });

  const onAdd = async () => {
    const account = code.trim();
    if (!account || add.loading) return;
    try {
      const list = (await add.runAsync({ sclassId, code: account })).obj;
      teachers.mutate(list);
      setCode('');
      const added = list.find((x) => x.code.toLowerCase() === account.toLowerCase());
      message.success(t('classes.teachers.added', { name: added?.name ?? account }));
    } catch {
      // shown by the request error handler; the account stays for correcting
    }
  };

  const onRemove = async (teacher: ClassTeacher) => {
    try {
      teachers.mutate((await remove.runAsync({ sclassId, userId: teacher.userId })).obj);
      message.success(t('classes.teachers.removed', { name: teacher.name }));
    } catch {
      teachers.refresh(); // shown by the request error handler; the list may have changed meanwhile
    }
  };

  const columns: TableColumnsType<ClassTeacher> = [
    { title: t('classes.teachers.code'), dataIndex: 'code', width: 180 },
    { title: t('classes.teachers.name'), dataIndex: 'name' },
    {
      title: t('classes.teachers.role'),
      dataIndex: 'isOwner',
      width: 140,
      render: (isOwner: boolean) => (isOwner ? <Tag color="green">{t('classes.teachers.owner')}</Tag> : <Tag>{t('classes.teachers.co')}</Tag>),
    },
  ];
  if (editable) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      render: (_, teacher) =>
        !teacher.isOwner && (
          <Popconfirm
            title={t('classes.teachers.remove.confirm', { name: teacher.name, code: teacher.code })}
            description={t('classes.teachers.remove.confirmDesc')}
            okText={t('classes.teachers.remove')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onRemove(teacher)}
          >
            <Button type="link" danger size="small" style={{ padding: 0 }} loading={remove.loading && remove.params[0]?.userId === teacher.userId}>
              {t('classes.teachers.remove')}
            </Button>
          </Popconfirm>
        ),
    });
  }

  const body =
    teachers.error && !teachers.data ? (
      <Result
        status="warning"
        title={t('classes.teachers.loadFailed')}
        subTitle={bizMessage(teachers.error) ?? undefined}
        extra={<Button onClick={teachers.refresh}>{t('classes.retry')}</Button>}
      />
    ) : (
      <Table<ClassTeacher> rowKey="userId" size="middle" columns={columns} dataSource={teachers.data ?? []} loading={teachers.loading} pagination={false} />
    );

  return (
    <Card
      data-testid="class-teachers"
      title={t('classes.teachers.title')}
      extra={
        editable && (
          <Space.Compact>
            <Input
              allowClear
              placeholder={t('classes.teachers.account')}
              aria-label={t('classes.teachers.account')}
              style={{ width: 200 }}
              value={code}
              maxLength={50}
              onChange={(e) => setCode(e.target.value)}
              onPressEnter={onAdd}
            />
            <Button type="primary" icon={<UserAddOutlined />} disabled={!code.trim()} loading={add.loading} onClick={onAdd} data-testid="class-add-teacher">
              {t('classes.teachers.add')}
            </Button>
          </Space.Compact>
        )
      }
    >
      {body}
      {!editable && (
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {t('classes.teachers.readonly')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
