// A resource as the student studies it: a video plays in the page and records what was watched, a PDF shows in
// the page, an Office document shows as the PDF it was converted to (else it downloads, saying why), links open in a
// new tab; all but videos count as done once opened.
import { CheckCircleOutlined, DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ResourceProgress, StudyResource } from '@contract/study';
import { useT } from '@/components/Locale';
import { usePhone } from '@/hooks/use-phone';
import StudyVideo from '@/components/StudyVideo';
import { KIND_ICONS } from '@/components/ResourceKindIcons';
import { sizeText } from '@/utils/chapter';
import { saveBlob } from '@/components/SaveBlob';
import { fetchResource } from '@/services/htdz/chapter';
import PdfView from './PdfView';
import '@/locales/zh-CN/stu';

type Props = {
  resource: StudyResource;
  clazzId: number;
  onVideoProgress: (progress: ResourceProgress) => void;
  /** a PDF was shown, a document downloaded or a link followed */
  onOpened: (resourceId: number) => void;
};

function Download({ resource, onDone }: { resource: StudyResource; onDone: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await fetchResource(resource.url), resource.title);
      onDone();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid="study-download">
        {t('stu.resource.download')}
      </Button>
      {resource.size !== null && <Typography.Text type="secondary">{sizeText(resource.size)}</Typography.Text>}
      {failed && <Typography.Text type="danger">{t('stu.resource.loadFailed')}</Typography.Text>}
    </Space>
  );
}

export default function StudyResourceView({ resource, clazzId, onVideoProgress, onOpened }: Props) {
  const t = useT();
  const phone = usePhone();
  const opened = () => onOpened(resource.resourceId);
  const done = resource.kind !== 'video' && resource.progress.completed && (
    <Tag color="success" icon={<CheckCircleOutlined />} data-testid="study-resource-done">
      {t('stu.resource.done')}
    </Tag>
  );
  const title = (
    <Space>
      {KIND_ICONS[resource.kind]}
      <span>{resource.title}</span>
      {done}
    </Space>
  );
  const card = { size: 'small' as const, 'data-testid': 'study-resource', 'data-kind': resource.kind, 'data-resource-id': resource.resourceId };

  if (resource.kind === 'link') {
    return (
      <Card {...card}>
        <Space wrap>
          <a href={resource.url} target="_blank" rel="noopener noreferrer" onClick={opened} data-testid="study-link">
            <Space>
              <LinkOutlined />
              {resource.title}
            </Space>
          </a>
          {done}
        </Space>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {resource.url}
          </Typography.Text>
        </div>
      </Card>
    );
  }
  if (resource.kind === 'document' && resource.pdfUrl) {
    return (
      <Card {...card} title={title} extra={<Download resource={resource} onDone={opened} />}>
        <PdfView resource={{ ...resource, url: resource.pdfUrl }} onShown={opened} />
      </Card>
    );
  }
  if (resource.kind === 'document') {
    const state = resource.conversion?.state;
    const note =
      state === 'pending' || state === 'converting'
        ? t('stu.resource.converting')
        : state === 'failed'
          ? t('stu.resource.convertFailed')
          : state === 'unavailable'
            ? t('stu.resource.convertUnavailable')
            : null;
    return (
      <Card {...card} title={title}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {note && <Alert type="info" showIcon message={note} data-testid="study-document-note" />}
          <Download resource={resource} onDone={opened} />
        </Space>
      </Card>
    );
  }
  if (resource.kind === 'pdf') {
    return (
      <Card {...card} title={title} extra={<Download resource={resource} onDone={opened} />}>
        <PdfView resource={resource} onShown={opened} />
      </Card>
    );
  }
  // on a phone the video takes the card's whole width; its figures keep a little room
  return (
    <Card {...card} title={title} styles={phone ? { body: { padding: '0 0 8px' } } : undefined}>
      <StudyVideo resource={resource} clazzId={clazzId} progress={resource.progress} onProgress={onVideoProgress} flush={phone} />
    </Card>
  );
}
