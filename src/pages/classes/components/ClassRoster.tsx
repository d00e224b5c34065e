// 学生名单 of a class: search by account or name, and where the class may be changed 添加学生 (by 学号 + 姓名),
// 导入名单, and per student 改名, 重置密码 and 移除, or 移除所选 for several at once. The first passwords of accounts
// made or reset show once (FirstPasswords). The whole roster comes in one answer (a class is tens to hundreds of
// students), so search and paging are local.
import { DownOutlined, SearchOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Dropdown, Empty, Input, Popconfirm, Result, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { ClassStudent, RosterAnswer } from '@contract/clazz';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import { queryClassStudents, removeClassStudent, removeClassStudents, resetClassStudentPassword } from '@/services/htdz/clazz';
import AddStudentsModal from './AddStudentsModal';
import FirstPasswords, { type FirstPassword } from './FirstPasswords';
import RenameStudentModal from './RenameStudentModal';
import RosterImportModal from './RosterImportModal';
import '@/locales/zh-CN/classes';

type Props = {
  sclassId: number;
  /** heads the printed first passwords */
  className: string;
  /** offer 添加学生, 导入名单, 改名, 重置密码 and 移除 */
  editable: boolean;
  /** after the roster changed (the class's student count with it) */
  onChanged?: () => void;
};

const matches = (s: ClassStudent, word: string) => s.code.toLowerCase().includes(word) || s.name.toLowerCase().includes(word);

export default function ClassRoster({ sclassId, className, editable, onChanged }: Props) {
  const t = useT();
  const { message, modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [added, setAdded] = useState<RosterAnswer | null>(null);
  const [passwords, setPasswords] = useState<FirstPassword[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<ClassStudent | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [removingMany, setRemovingMany] = useState(false);

  const roster = useRequest(async () => (await queryClassStudents(sclassId)).obj, {
    refreshDeps: [sclassId],
    // a student no longer on the roster is no longer selected
    onSuccess: (list) => setSelected((ids) => ids.filter((id) => list.some((s) => s.userId === id))),
  });
  const shown = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    const list = roster.data ?? [];
    return word ? list.filter((s) => matches(s, word)) : list;
  }, [roster.data, keyword]);

  const changed = () => {
    roster.refresh();
    onChanged?.();
  };

  /** What adding or importing answered: the result above the table, and the first passwords of the accounts made. */
  const onAddedRows = (result: RosterAnswer) => {
    setAdded(result);
    if (result.created.length > 0) setPasswords(result.created.map(({ code, name, password }) => ({ code, name, password })));
    changed();
  };

  const onRemove = async (student: ClassStudent) => {
    setBusy(student.userId);
    try {
      await removeClassStudent({ sclassId, userId: student.userId });
      message.success(t('classes.roster.removed', { name: student.name }));
    } catch {
      // shown by the request error handler
    } finally {
      setBusy(null);
      changed();
    }
  };

  const onRemoveSelected = async () => {
    setRemovingMany(true);
    try {
      const answer = await removeClassStudents({ sclassId, userIds: selected });
      message.success(t('classes.roster.removedMany', { count: answer.obj.removed }));
      setSelected([]);
    } catch {
      // shown by the request error handler
    } finally {
      setRemovingMany(false);
      changed();
    }
  };

  const onResetPassword = (student: ClassStudent) =>
    modal.confirm({
      title: t('classes.roster.resetPassword.confirm', { name: student.name, code: student.code }),
      content: t('classes.roster.resetPassword.confirmDesc'),
      okText: t('classes.roster.resetPassword'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        setBusy(student.userId);
        try {
          const answer = await resetClassStudentPassword({ sclassId, userId: student.userId });
          setPasswords([{ code: answer.obj.code, name: answer.obj.name, password: answer.obj.password }]);
        } catch {
          // shown by the request error handler
        } finally {
          setBusy(null);
        }
      },
    });

  const columns: TableColumnsType<ClassStudent> = [
    { title: t('classes.roster.code'), dataIndex: 'code', width: 180 },
    { title: t('classes.roster.name'), dataIndex: 'name' },
    {
      title: t('classes.roster.joinedAt'),
      dataIndex: 'joinedAt',
      width: 180,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
  ];
  if (editable) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 190,
      render: (_, student) => (
        <Space size={12}>
          <Popconfirm
            title={t('classes.roster.remove.confirm', { name: student.name, code: student.code })}
            description={t('classes.roster.remove.confirmDesc')}
            okText={t('classes.roster.remove')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onRemove(student)}
          >
            <Button type="link" danger size="small" style={{ padding: 0 }} loading={busy === student.userId}>
              {t('classes.roster.remove')}
            </Button>
          </Popconfirm>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setRenaming(student)} data-testid={`class-rename-${student.userId}`}>
            {t('classes.roster.rename')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [{ key: 'reset', label: <span data-testid={`class-reset-password-${student.userId}`}>{t('classes.roster.resetPassword')}</span> }],
              onClick: () => onResetPassword(student),
            }}
          >
            <Button type="link" size="small" style={{ padding: 0 }} data-testid={`class-student-more-${student.userId}`}>
              {t('classes.roster.more')} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      ),
    });
  }

  const addButton = editable && (
    <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)} data-testid="class-add-students">
      {t('classes.roster.add')}
    </Button>
  );
  const total = roster.data?.length;

  const body = () => {
    if (roster.error && !roster.data) {
      return (
        <Result
          status="warning"
          title={t('classes.roster.loadFailed')}
          subTitle={bizMessage(roster.error) ?? undefined}
          extra={<Button onClick={roster.refresh}>{t('classes.retry')}</Button>}
        />
      );
    }
    const searching = keyword.trim() !== '';
    return (
      <Table<ClassStudent>
        rowKey="userId"
        size="middle"
        columns={columns}
        dataSource={shown}
        loading={roster.loading}
        rowSelection={editable ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), preserveSelectedRowKeys: true } : undefined}
        pagination={shown.length > 20 ? { defaultPageSize: 20, showSizeChanger: true, showTotal: (n) => t('classes.roster.total', { total: n }) } : false}
        locale={{
          emptyText: roster.loading ? (
            ' '
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={searching ? t('classes.roster.empty.search') : t('classes.roster.empty')}>
              {!searching && addButton}
            </Empty>
          ),
        }}
      />
    );
  };

  return (
    <Card
      data-testid="class-roster"
      title={total === undefined ? t('classes.roster.title') : t('classes.roster.titleCount', { count: total })}
      extra={
        <Space wrap>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('classes.roster.search')}
            aria-label={t('classes.roster.search')}
            style={{ width: 220 }}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          {editable && selected.length > 0 && (
            <Popconfirm
              title={t('classes.roster.removeSelected.confirm', { count: selected.length })}
              description={t('classes.roster.removeSelected.confirmDesc')}
              okText={t('classes.roster.remove')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={onRemoveSelected}
            >
              <Button danger loading={removingMany} data-testid="class-remove-selected">
                {t('classes.roster.removeSelected', { count: selected.length })}
              </Button>
            </Popconfirm>
          )}
          {editable && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="class-import-roster">
              {t('classes.roster.import')}
            </Button>
          )}
          {addButton}
        </Space>
      }
    >
      {added && (
        <Alert
          type={added.added > 0 ? 'success' : 'info'}
          showIcon
          closable
          onClose={() => setAdded(null)}
          style={{ marginBottom: 16 }}
          data-testid="class-add-students-result"
          message={t('classes.add.done', { count: added.added })}
          description={
            added.created.length > 0 || added.already.length > 0 ? (
              <>
                {added.created.length > 0 && <div>{t('classes.add.created', { count: added.created.length })}</div>}
                {added.already.length > 0 && <div>{t('classes.add.already', { count: added.already.length, codes: added.already.join('、') })}</div>}
              </>
            ) : undefined
          }
        />
      )}
      {body()}
      {editable && (
        <AddStudentsModal
          sclassId={sclassId}
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={(result) => {
            setAdding(false);
            message.success(t('classes.add.done', { count: result.added }));
            onAddedRows(result);
          }}
        />
      )}
      {editable && (
        <RosterImportModal
          sclassId={sclassId}
          open={importing}
          onClose={() => setImporting(false)}
          // the first passwords show over the import dialog's result, which stays until closed
          onImported={onAddedRows}
        />
      )}
      {editable && (
        <RenameStudentModal
          sclassId={sclassId}
          student={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(student) => {
            setRenaming(null);
            message.success(t('classes.roster.renamed', { name: student.name }));
            roster.mutate((list) => list?.map((s) => (s.userId === student.userId ? { ...s, name: student.name } : s)));
          }}
        />
      )}
      <FirstPasswords className={className} passwords={passwords} onClose={() => setPasswords(null)} />
    </Card>
  );
}
