// The lab images table of two pages: a course's images for its teachers (/teacher/images/:courseId) and every image
// for admins (/sys/image). Both list a page at a time, searched by name or what an image provides; each image with its
// limits in readable units, 启用 / 停用 and its author; 新建镜像 and, on the images the caller may change (`editable`:
// their own; admins: all), 编辑 and 删除 after a confirmation. Only a course's page has 试用 (the teacher's own start
// page) and 实验容器, which need a course; only the admins' page shows the courses each image is offered to.
import { DesktopOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Empty, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { CourseSummary } from '@contract/course';
import type { LabImage } from '@contract/lab';
import DangerLink from '@/components/DangerLink';
import KeywordSearch from '@/components/KeywordSearch';
import { useT } from '@/components/Locale';
import { deleteLabImage, queryLabImages } from '@/services/htdz/lab';
import ImageFormModal from './ImageFormModal';
import { limitTexts } from '@/utils/lab-limits';
import { labContainersLink, teacherLabStartLink } from '@/utils/lab-links';
import '@/locales/zh-CN/lab';

type Params = { keyword?: string };

type Props = {
  /** the course whose images are listed; without it, every image the caller manages (admins: all of them) */
  course?: Pick<CourseSummary, 'courseId' | 'name' | 'canEdit'>;
};

export default function LabImageTable({ course }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const user = useModel('@@initialState').initialState?.currentUser;
  const tableRef = useRef<ActionType>();
  const [keyword, setKeyword] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  /** the image in the form, null for a new one (kept while the form closes) */
  const [editing, setEditing] = useState<LabImage | null>(null);
  const remove = useRequest(deleteLabImage, { manual: true });
  const courseId = course?.courseId;

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

  // a teacher adds images to a course they edit; the admins' page is for admins, who may add any
  const createButton = (course?.canEdit ?? true) && (
    <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)} data-testid="lab-image-create">
      {t('lab.create')}
    </Button>
  );

  const containersButton = courseId !== undefined && (
    <Button key="containers" icon={<DesktopOutlined />} onClick={() => history.push(labContainersLink(courseId))} data-testid="lab-containers-link">
      {t('lab.containers.title')}
    </Button>
  );

  const tryLink = (row: LabImage) =>
    courseId !== undefined && row.enabled && user ? (
      <a
        key="try"
        onClick={() => history.push(teacherLabStartLink(courseId, user.code, user.roleType, row.imageId))}
        data-testid={`lab-image-try-${row.imageId}`}
      >
        {t('lab.images.try')}
      </a>
    ) : null;

  const coursesColumn: ProColumns<LabImage> = {
    title: t('lab.col.courses'),
    key: 'courses',
    width: 200,
    render: (_, row) =>
      row.courses.length > 0 ? (
        <Space size={[0, 4]} wrap data-testid={`lab-image-courses-${row.imageId}`}>
          {row.courses.map((c) => (
            <Tag key={c.courseId}>{c.name}</Tag>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('lab.courses.none')}</Typography.Text>
      ),
  };

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
    ...(course ? [] : [coursesColumn]),
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
      render: (_, row) =>
        [
          tryLink(row),
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
        ].filter(Boolean),
    },
  ];

  const emptyText = failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lab.images.loadFailed')} data-testid="lab-images-failed">
      <Button onClick={() => tableRef.current?.reload()}>{t('lab.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(keyword ? 'lab.images.empty.search' : course ? 'lab.images.empty' : 'lab.images.empty.all')}>
      {!keyword && createButton}
    </Empty>
  );

  const params: Params = { keyword };
  return (
    <>
      <ProTable<LabImage, Params>
        rowKey="imageId"
        actionRef={tableRef}
        columns={columns}
        params={params}
        search={false}
        scroll={{ x: course ? 1000 : 1200 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, showTotal: (total) => t('lab.images.total', { total }) }}
        options={{ density: false, setting: false, reload: true }}
        headerTitle={<KeywordSearch label={t('lab.images.search')} onSearch={setKeyword} />}
        toolBarRender={() => [containersButton, createButton].filter(Boolean)}
        locale={{ emptyText }}
        onRequestError={() => setFailed(true)}
        request={async ({ current, pageSize, keyword: word }) => {
          setFailed(false);
          // without a course the server answers every image an admin manages
          const answer = await queryLabImages({ courseId, current, pageSize, keyword: word });
          return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
        }}
      />
      <ImageFormModal
        courseId={courseId}
        courseName={course?.name}
        image={editing}
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSaved={() => {
          setFormOpen(false);
          tableRef.current?.reload();
        }}
      />
    </>
  );
}
