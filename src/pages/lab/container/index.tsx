// 我的实验容器 (/stu/container/:courseId/:studentCode/:roleId/:clazzId): the student's container of the course, asked
// for with the path's account and role (the server compares them with the session) and asked again every 10 s for its
// state and usage; its head (ContainerHeader) and the terminal filling the rest of the page. Stopped: why, and
// 重新启动 with the same image. Never started: the way to the start page.
import { PlayCircleOutlined } from '@ant-design/icons';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Card, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import type { LabContainer } from '@contract/lab';
import LabTerminal from '@/components/LabTerminal';
import { stopReasonText } from '@/components/LabTerminal/stop-reason';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import BadParam from '@/components/BadParam';
import StudyFrame from '@/components/StudyFrame';
import { STU_LINKS } from '@/utils/study';
import { useStudyCourse } from '@/hooks/use-study-course';
import { queryMyLabContainer, resetLabContainer, restartLabContainer, startLabContainer, stopLabContainer } from '@/services/htdz/lab';
import type { StartPlace } from '../start/types';
import ContainerHeader, { type ContainerActions } from './ContainerHeader';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/lab';

/** How often the page asks for the container's state and usage. */
const POLL_MS = 10_000;

type Place = StartPlace & { clazzId: number };

function MyContainer({ place }: { place: Place }) {
  const t = useT();
  const { message } = App.useApp();
  const { courseId, clazzId, studentCode, roleId } = place;
  const [busy, setBusy] = useState<ContainerActions['busy'] | 'start'>(null);
  const mine = useRequest(async () => (await queryMyLabContainer(courseId, { clazzId, studentCode, roleId }, { skipErrorHandler: true })).obj, {
    pollingInterval: POLL_MS,
    pollingWhenHidden: false,
  });

  /** Runs an action whose answer is the container as it is now; a refusal is shown by the request error handler. */
  const act = async (kind: NonNullable<typeof busy>, call: () => Promise<{ obj: LabContainer }>, done: string) => {
    setBusy(kind);
    try {
      mine.mutate((await call()).obj);
      message.success(done);
    } catch {
      mine.refresh();
    } finally {
      setBusy(null);
    }
  };

  const refused = bizMessage(mine.error);
  if (mine.data === undefined) {
    if (refused !== null) {
      return (
        <Card data-testid="lab-container-refused">
          <Result status="403" title={t('lab.container.refused')} subTitle={refused} />
        </Card>
      );
    }
    if (mine.error) {
      return (
        <Card data-testid="lab-container-failed">
          <Result status="warning" title={t('lab.container.loadFailed')} extra={<Button onClick={mine.refresh}>{t('lab.retry')}</Button>} />
        </Card>
      );
    }
    return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
  }

  const container = mine.data;
  if (container === null) {
    return (
      <Card data-testid="lab-container-none">
        <Result
          status="info"
          title={t('lab.container.none')}
          subTitle={t('lab.container.none.desc')}
          extra={
            <Button type="primary" icon={<PlayCircleOutlined />} onClick={() => history.push(STU_LINKS.labStart(courseId, clazzId, studentCode, roleId))}>
              {t('lab.container.toStart')}
            </Button>
          }
        />
      </Card>
    );
  }

  const { containerId } = container;
  const header = (
    <ContainerHeader
      container={container}
      busy={busy === 'start' ? 'restart' : busy}
      onRestart={() => act('restart', () => restartLabContainer(containerId), t('lab.container.restarted'))}
      onStop={() => act('stop', () => stopLabContainer(containerId), t('lab.container.stopped'))}
      onReset={() => act('reset', () => resetLabContainer(containerId), t('lab.container.wasReset'))}
    />
  );
  if (container.state === 'stopped') {
    const startAgain = () =>
      act('start', () => startLabContainer({ courseId, clazzId, imageId: container.image.imageId, studentCode, roleId }), t('lab.container.started'));
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {header}
        <Card data-testid="lab-container-stopped">
          <Result
            status="info"
            title={t('lab.container.isStopped')}
            subTitle={container.stopReason === null ? t('lab.stopReason.unknown') : stopReasonText(t, container.stopReason)}
            extra={
              <Space>
                <Button type="primary" icon={<PlayCircleOutlined />} loading={busy === 'start'} onClick={startAgain} data-testid="lab-container-start-again">
                  {t('lab.container.startAgain')}
                </Button>
                <Button onClick={() => history.push(STU_LINKS.labStart(courseId, clazzId, studentCode, roleId))}>{t('lab.container.otherImage')}</Button>
              </Space>
            }
          />
        </Card>
      </Space>
    );
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {header}
      <Card size="small">
        {/* a restart is a new shell: a new startedAt opens a new terminal */}
        <LabTerminal
          key={`${containerId}/${container.startedAt}`}
          containerId={containerId}
          onStopped={() => mine.refresh()}
          height="max(360px, calc(100vh - 420px))"
        />
      </Card>
    </Space>
  );
}

export default function LabContainerPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const roleId = idParam(params.roleId);
  const studentCode = params.studentCode ?? '';
  const course = useStudyCourse(courseId, clazzId);
  if (courseId === null || clazzId === null || roleId === null || studentCode === '') return <BadParam kind="chapter" bare={false} />;
  return (
    <StudyFrame
      courseId={courseId}
      clazzId={clazzId}
      kind="lab"
      title={t('lab.container.title')}
      course={course.data}
      backTo={STU_LINKS.lab(courseId, clazzId)}
    >
      <MyContainer key={`${courseId}/${clazzId}/${studentCode}/${roleId}`} place={{ courseId, clazzId, studentCode, roleId }} />
    </StudyFrame>
  );
}
