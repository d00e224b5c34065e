// 实验容器 of a course (/teacher/container/:courseId): the running containers of its students and teachers, a page at a
// time, searched by account or name and refreshed every 10 s: owner, image, started, time left by the server's clock,
// CPU and memory; 打开终端 (a drawer; the teacher's own container types, a student's is only watched) and 停止 after a
// confirmation. `?open=` opens that terminal at once (where the teacher's own start lands). Empty: the way to start
// one's own and to the course's images.
import { DesktopOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useModel, useParams, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Empty, Result, Space, Spin, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { LabContainer } from '@contract/lab';
import DangerLink from '@/components/DangerLink';
import KeywordSearch from '@/components/KeywordSearch';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { courseViewLink } from '@/utils/homework-links';
import { getCourse } from '@/services/htdz/course';
import { queryCourseLabContainers, stopLabContainer } from '@/services/htdz/lab';
import { labContainersLink, labImagesLink, teacherLabStartLink } from '@/utils/lab-links';
import TimeLeft from '../components/TimeLeft';
import { cpuText, usedText } from '../components/usage';
import TerminalDrawer from './TerminalDrawer';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/lab';

/** How often the list is asked again. */
const POLL_MS = 10_000;

type Params = { keyword?: string };

function ContainerList({ courseId, openAtOnce }: { courseId: number; openAtOnce: number | null }) {
  const t = useT();
  const { message } = App.useApp();
  const user = useModel('@@initialState').initialState?.currentUser;
  const tableRef = useRef<ActionType>();
  const [keyword, setKeyword] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [rows, setRows] = useState<LabContainer[]>([]);
  const [openId, setOpenId] = useState<number | null>(openAtOnce);
  const course = useRequest(async () => (await getCourse(courseId)).obj, { refreshDeps: [courseId] });
  const stop = useRequest(stopLabContainer, { manual: true });

  const frame = (children: React.ReactNode) => (
    <PageContainer title={t('lab.containers.title')} subTitle={course.data?.name} onBack={() => history.push(courseViewLink(courseId))}>
      {children}
    </PageContainer>
  );
  if (course.error) return frame(<Result status="403" title={t('lab.containers.unavailable')} subTitle={t('lab.images.unavailable.desc')} />);
  if (!course.data) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const onStop = async (row: LabContainer) => {
    try {
      await stop.runAsync(row.containerId);
      message.success(t('lab.containers.stopped', { name: row.owner.name }));
    } finally {
      // refused (the request error handler said why) or done: the list is as the server has it
      tableRef.current?.reload();
    }
  };
  const closeTerminal = () => {
    setOpenId(null);
    // the address no longer opens it, so a reload shows the list
    if (openAtOnce !== null) history.replace(labContainersLink(courseId));
  };

  const startOwn = user && (
    <Button
      key="start"
      type="primary"
      icon={<PlayCircleOutlined />}
      onClick={() => history.push(teacherLabStartLink(courseId, user.code, user.roleType))}
      data-testid="lab-containers-start"
    >
      {t('lab.containers.startOwn')}
    </Button>
  );
  const none = <Typography.Text type="secondary">{t('lab.usage.none')}</Typography.Text>;

  const columns: ProColumns<LabContainer>[] = [
    {
      title: t('lab.containers.col.owner'),
      key: 'owner',
      width: 200,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Space size={4}>
            <Typography.Text strong>{row.owner.name}</Typography.Text>
            {row.owner.userId === user?.userId && <Tag color="green">{t('lab.containers.mine')}</Tag>}
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {row.owner.code}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('lab.col.name'), key: 'image', render: (_, row) => row.image.name },
    { title: t('lab.container.startedAt'), dataIndex: 'startedAt', valueType: 'dateTime', width: 170 },
    {
      title: t('lab.container.timeLeft'),
      key: 'left',
      width: 110,
      render: (_, row) => <TimeLeft stopsAt={row.stopsAt} serverNow={row.now} testId={`lab-containers-left-${row.containerId}`} />,
    },
    { title: t('lab.containers.col.cpu'), key: 'cpu', width: 90, render: (_, row) => (row.usage ? cpuText(t, row.usage.cpuPercent) : none) },
    { title: t('lab.containers.col.memory'), key: 'memory', width: 100, render: (_, row) => (row.usage ? usedText(t, row.usage.memoryMb) : none) },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 150,
      fixed: 'right',
      render: (_, row) => [
        <a key="open" onClick={() => setOpenId(row.containerId)} data-testid={`lab-containers-open-${row.containerId}`}>
          {t('lab.containers.open')}
        </a>,
        <DangerLink
          key="stop"
          title={t('lab.containers.stop.confirm', { name: row.owner.name })}
          description={t('lab.containers.stop.confirmDesc')}
          okText={t('lab.container.stop')}
          onConfirm={() => onStop(row)}
          data-testid={`lab-containers-stop-${row.containerId}`}
        >
          {t('lab.container.stop')}
        </DangerLink>,
      ],
    },
  ];

  const emptyText = failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lab.containers.loadFailed')} data-testid="lab-containers-failed">
      <Button onClick={() => tableRef.current?.reload()}>{t('lab.retry')}</Button>
    </Empty>
  ) : keyword ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lab.containers.empty.search')} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lab.containers.empty')} data-testid="lab-containers-empty">
      <Space>
        {startOwn}
        <Button onClick={() => history.push(labImagesLink(courseId))}>{t('lab.entry')}</Button>
      </Space>
    </Empty>
  );

  const params: Params = { keyword };
  return frame(
    <>
      <ProTable<LabContainer, Params>
        rowKey="containerId"
        actionRef={tableRef}
        columns={columns}
        params={params}
        search={false}
        polling={POLL_MS}
        scroll={{ x: 900 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (total) => t('lab.containers.total', { total }) }}
        options={{ density: false, setting: false, reload: true }}
        headerTitle={
          <Space>
            <DesktopOutlined />
            <KeywordSearch label={t('lab.containers.search')} onSearch={setKeyword} />
          </Space>
        }
        toolBarRender={() => [startOwn].filter(Boolean)}
        locale={{ emptyText }}
        onRequestError={() => setFailed(true)}
        request={async ({ current, pageSize, keyword: word }) => {
          setFailed(false);
          const answer = await queryCourseLabContainers(courseId, { current, pageSize, keyword: word });
          setRows(answer.obj.list);
          return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
        }}
      />
      <TerminalDrawer
        containerId={openId}
        container={rows.find((r) => r.containerId === openId)}
        onClose={closeTerminal}
        onStopped={() => tableRef.current?.reload()}
      />
    </>,
  );
}

export default function LabContainersPage() {
  const courseId = idParam(useParams().courseId);
  const [search] = useSearchParams();
  const openAtOnce = idParam(search.get('open') ?? undefined);
  if (courseId === null) return <BadParam bare={false} />;
  return <ContainerList key={courseId} courseId={courseId} openAtOnce={openAtOnce} />;
}
