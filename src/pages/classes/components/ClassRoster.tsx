// 学生名单 of a class: search by account or name, and where the class may be changed 添加学生, 导入名单 and 移除 per student.
// The whole roster comes in one answer (a class is tens to hundreds of students), so search and paging are local.
import { SearchOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Empty, Input, Popconfirm, Result, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { ClassStudent } from '@contract/clazz';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import { queryClassStudents, removeClassStudent } from '@/services/htdz/clazz';
import AddStudentsModal, { type AddedStudents } from './AddStudentsModal';
import RosterImportModal from './RosterImportModal';

type Props = {
  sclassId: number;
  /** offer 添加学生, 导入名单 and 移除 */
  editable: boolean;
  /** after the roster changed (the class's student count with it) */
  onChanged?: () => void;
};

const matches = (s: ClassStudent, word: string) => s.code.toLowerCase().includes(word) || s.name.toLowerCase().includes(word);

export default function ClassRoster({ sclassId, editable, onChanged }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [added, setAdded] = useState<AddedStudents | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const roster = useRequest(async () => (await queryClassStudents(sclassId)).obj, { refreshDeps: [sclassId] });
  const shown = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    const list = roster.data ?? [];
    return word ? list.filter((s) => matches(s, word)) : list;
  }, [roster.data, keyword]);

  const changed = () => {
    roster.refresh();
    onChanged?.();
  };

  const onRemove = async (student: ClassStudent) => {
    setRemoving(student.userId);
    try {
      await removeClassStudent({ sclassId, userId: student.userId });
      message.success(t('classes.roster.removed', { name: student.name }));
    } catch {
      // shown by the request error handler
    } finally {
      setRemoving(null);
      changed();
    }
  };

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
      width: 100,
      render: (_, student) => (
        <Popconfirm
          title={t('classes.roster.remove.confirm', { name: student.name, code: student.code })}
          description={t('classes.roster.remove.confirmDesc')}
          okText={t('classes.roster.remove')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onRemove(student)}
        >
          <Button type="link" danger size="small" style={{ padding: 0 }} loading={removing === student.userId}>
            {t('classes.roster.remove')}
          </Button>
        </Popconfirm>
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
          description={added.already.length > 0 ? t('classes.add.already', { count: added.already.length, codes: added.already.join('、') }) : undefined}
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
            setAdded(result);
            message.success(t('classes.add.done', { count: result.added }));
            changed();
          }}
        />
      )}
      {editable && (
        <RosterImportModal
          sclassId={sclassId}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={({ added: count, already }) => {
            setAdded({ added: count, already });
            changed();
          }}
        />
      )}
    </Card>
  );
}
