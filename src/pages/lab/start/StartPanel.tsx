// The body of the start page: the images to choose from, the chosen one's details, the caller's container as it is,
// and 启动实验 with its steps. A refusal (not this account or role, the limits full, a disabled image) is shown as the
// server says it, with 重试; it is never "fixed" here.
import { PlayCircleOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Result, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import type { LabContainer } from '@contract/lab';
import { useT } from '@/components/Locale';
import { bizMessage, useShowRequestError } from '@/components/RequestError';
import { startLabContainer } from '@/services/htdz/lab';
import ContainerState from './ContainerState';
import ImageDetails from './ImageDetails';
import ImagePicker from './ImagePicker';
import StartProgress from './StartProgress';
import type { StartImage, StartPlace } from './types';
import { useStartSteps } from './use-start-steps';
import '@/locales/zh-CN/lab';

type Props = {
  place: StartPlace;
  images: StartImage[];
  /** the image the link asked for (?imageId=) */
  askedImageId: number | null;
  /** the caller's container of the course, running or last stopped; null when never started */
  container: LabContainer | null;
  /** the container runs: open it */
  onOpen: (container: LabContainer) => void;
};

/** The first of these that may be started. */
const firstStartable = (images: StartImage[], ...ids: (number | null | undefined)[]) =>
  ids.find((id) => images.some((i) => i.enabled && i.image.imageId === id)) ?? images.find((i) => i.enabled)?.image.imageId ?? null;

export default function StartPanel({ place, images, askedImageId, container, onOpen }: Props) {
  const t = useT();
  const showError = useShowRequestError();
  const [picked, setPicked] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { steps, begin, done, fail, reset } = useStartSteps();
  const start = useRequest(startLabContainer, { manual: true });

  const chosenId = firstStartable(images, picked, askedImageId, container?.image.imageId);
  const chosen = images.find((i) => i.image.imageId === chosenId)?.image ?? null;

  const run = async () => {
    if (chosenId === null) return;
    setRefusal(null);
    begin();
    const { courseId, clazzId, studentCode, roleId } = place;
    const body = { courseId, ...(clazzId === null ? {} : { clazzId }), imageId: chosenId, studentCode, roleId };
    try {
      const answer = await start.runAsync(body, { skipErrorHandler: true });
      done();
      onOpen(answer.obj);
    } catch (e) {
      fail();
      const message = bizMessage(e);
      if (message === null) showError(e);
      setRefusal(message ?? t('lab.start.failed.desc'));
    }
  };

  if (refusal !== null) {
    return (
      <Card data-testid="lab-start-refused">
        {steps && <StartProgress steps={steps} />}
        <Result
          status="warning"
          title={t('lab.start.failed')}
          subTitle={refusal}
          extra={
            <Space>
              <Button type="primary" onClick={run} data-testid="lab-start-retry">
                {t('lab.retry')}
              </Button>
              <Button
                onClick={() => {
                  setRefusal(null);
                  reset();
                }}
              >
                {t('lab.start.back')}
              </Button>
            </Space>
          }
        />
      </Card>
    );
  }

  const starting = steps !== null && !steps.failed;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={9}>
        <Card title={t('lab.start.pick')}>
          <ImagePicker images={images} value={chosenId} onChange={setPicked} disabled={starting} />
        </Card>
      </Col>
      <Col xs={24} md={15}>
        <Card>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            {container && <ContainerState container={container} chosenImageId={chosenId} onContinue={() => onOpen(container)} />}
            {chosen ? <ImageDetails image={chosen} /> : <Typography.Text type="secondary">{t('lab.start.pick.none')}</Typography.Text>}
            {steps ? (
              <StartProgress steps={steps} />
            ) : (
              <Button type="primary" size="large" icon={<PlayCircleOutlined />} disabled={chosen === null} onClick={run} data-testid="lab-start-button">
                {t('lab.stu.start')}
              </Button>
            )}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
