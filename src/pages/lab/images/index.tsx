// 实验镜像 of a course (/teacher/images/:courseId): the images offered to the course a page at a time, searched by name
// or what they provide; each with its limits in readable units, 启用 / 停用 and its author; 新建镜像 (for a course the
// teacher edits) and, on the images the teacher may change (`editable`: their own; admins: all), 编辑 and 删除 after a
// confirmation; 试用 on an enabled image opens the teacher's own start page with it, and 实验容器 the course's running
// containers. The back arrow returns to the course.
import { DesktopOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useModel, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Empty, Result, Space, Spin, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { LabImage } from '../../../../contract/lab';
import DangerLink from '@/components/DangerLink';
import KeywordSearch from '@/components/KeywordSearch';
import { useT } from '@/components/Locale';
import BadParam from '@/pages/scene/components/BadParam';
import { idParam } from '@/pages/scene/components/links';
import { courseViewLink } from '@/pages/task-bank/components/links';
import { getCourse } from '@/services/htdz/course';
import { deleteLabImage, queryLabImages } from '@/services/htdz/lab';
import ImageFormModal from '../components/ImageFormModal';
import { limitTexts } from '../components/limits';
import { labContainersLink, teacherLabStartLink } from '../components/links';

type Params = { keyword?: string };

function ImageList({ courseId }: { courseId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const user = useModel('@@initialState').initialState?.currentUser;
  const tableRef = useRef<ActionType>();
  const [keyword, setKeyword] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  /** the image in the form, null for a new one (kept while the form closes) */
  const [editing, setEditing] = useState<LabImage | null>(null);
  const course = useRequest(async () => (await getCourse(courseId)).obj, { refreshDeps: [courseId] });
  const remove = useRequest(deleteLabImage, { manual: true });

  const frame = (children: React.ReactNode) => (
    <PageContainer title={t('lab.images.title')} subTitle={course.data?.name} onBack={() => history.push(courseViewLink(courseId))}>
      {children}
    </PageContainer>
  );
  if (course.error) return frame(<Result status="403" title={t('lab.images.unavailable')} subTitle={t('lab.images.unavailable.desc')} />);
  if (!course.data) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const onDelete = async (row: LabImage) => {
    try {
      await remove.runAsync(row.imageId);
      message.success(t('lab.deleted'));
    } finally {
      // refused (the request error handler said why) or done: the list is as the server has it
      tableRef.current?.reload();
    }
  };

  const openForm = (image: LabImage | null) => {
    setEditing(image);
    setFormOpen(true);
  };

  const createButton = course.data.canEdit && (
    <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)} data-testid="lab-image-create">
      {t('lab.create')}
    </Button>
  );

  const containersButton = (
    <Button key="containers" icon={<DesktopOutlined />} onClick={() => history.push(labContainersLink(courseId))} data-testid="lab-containers-link">
      {t('lab.containers.title')}
    </Button>
  );

  const columns: ProColumns<LabImage>[] = [
    {
      title: t('lab.col.name'),
      dataIndex: 'name',
      width: 260,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {row.provides}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('lab.col.limits'),
      key: 'limits',
      render: (_, row) => (
        <Space size={[0, 4]} wrap data-testid={`lab-image-limits-${row.imageId}`}>
          {limitTexts(t, row).map((l) => (
            <Tag key={l.key}>{l.text}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('lab.col.status'),
      dataIndex: 'enabled',
      width: 80,
      render: (_, row) => (row.enabled ? <Tag color="success">{t('lab.status.enabled')}</Tag> : <Tag>{t('lab.status.disabled')}</Tag>),
    },
    { title: t('lab.col.author'), dataIndex: 'authorName', width: 100 },
    { title: t('lab.col.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 160,
      fixed: 'right',
      render: (_, row) => [
        ...(row.enabled && user
          ? [
              <a key="try" onClick={() => history.push(teacherLabStartLink(courseId, user.code, user.roleType, row.imageId))} data-testid={`lab-image-try-${row.imageId}`}>
                {t('lab.images.try')}
              </a>,
            ]
          : []),
        ...(row.editable
          ? [
              <a key="edit" onClick={() => openForm(row)} data-testid={`lab-image-edit-${row.imageId}`}>
                {t('common.edit')}
              </a>,
              <DangerLink
                key="delete"
                title={t('lab.delete.confirm', { name: row.name })}
                description={t('lab.delete.confirmDesc')}
                okText={t('common.delete')}
                onConfirm={() => onDelete(row)}
                data-testid={`lab-image-delete-${row.imageId}`}
              >
                {t('common.delete')}
              </DangerLink>,
            ]
          : []),
      ],
    },
  ];

  const emptyText = failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lab.images.loadFailed')} data-testid="lab-images-failed">
      <Button onClick={() => tableRef.current?.reload()}>{t('lab.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keyword ? t('lab.images.empty.search') : t('lab.images.empty')}>
      {!keyword && createButton}
    </Empty>
  );

  const params: Params = { keyword };
  return frame(
    <>
      <ProTable<LabImage, Params>
        rowKey="imageId"
        actionRef={tableRef}
        columns={columns}
        params={params}
        search={false}
        scroll={{ x: 1000 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, showTotal: (total) => t('lab.images.total', { total }) }}
        options={{ density: false, setting: false, reload: true }}
        headerTitle={<KeywordSearch label={t('lab.images.search')} onSearch={setKeyword} />}
        toolBarRender={() => [containersButton, createButton].filter(Boolean)}
        locale={{ emptyText }}
        onRequestError={() => setFailed(true)}
        request={async ({ current, pageSize, keyword: word }) => {
          setFailed(false);
          const answer = await queryLabImages({ courseId, current, pageSize, keyword: word });
          return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
        }}
      />
      <ImageFormModal
        courseId={courseId}
        courseName={course.data.name}
        image={editing}
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSaved={() => {
          setFormOpen(false);
          tableRef.current?.reload();
        }}
      />
    </>,
  );
}

export default function LabImagesPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <ImageList key={courseId} courseId={courseId} />;
}
