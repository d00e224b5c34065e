// A resource as a student meets it: a video plays in the page, a PDF shows in the page, an Office document as the PDF
// it was converted to (else it downloads), links open in a new tab. Uploaded files are fetched with the token (see
// components/BlobUrl).
import { DownloadOutlined, ExportOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ChapterResource } from '@contract/chapter';
import ConversionState from '@/components/ConversionState';
import { useT } from '@/components/Locale';
import { saveBlob } from '@/components/SaveBlob';
import { fetchResource } from '@/services/htdz/chapter';
import { KIND_ICONS } from '@/components/ResourceKindIcons';
import { sizeText } from '@/utils/chapter';
import { keepStreaming, useBlobUrl, useStreamUrl } from '@/components/BlobUrl';
import '@/locales/zh-CN/chapter';

function Player({ resource }: { resource: ChapterResource }) {
  const t = useT();
  // videos stream from signed addresses, renewed as they expire; PDFs are fetched whole with the token
  const streamed = useStreamUrl(resource.kind === 'video' ? resource.resourceId : null);
  const fetched = useBlobUrl(resource.kind === 'video' ? null : resource.url);
  const blob = resource.kind === 'video' ? streamed : fetched;
  const ref = useRef<HTMLVideoElement>(null);
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video || !streamed.url || streamed.expiresAt === null) return undefined;
    setStopped(false);
    return keepStreaming(video, resource.resourceId, streamed.expiresAt, () => setStopped(true));
  }, [streamed.url, streamed.expiresAt, resource.resourceId]);
  if (blob.error || stopped) return <Alert type="error" showIcon message={t('chapter.resources.loadFailed')} />;
  if (!blob.url) {
    return (
      <Spin tip={resource.kind === 'video' ? t('chapter.resources.videoNote') : t('chapter.resources.loading')}>
        <div style={{ height: resource.kind === 'video' ? 240 : 400 }} />
      </Spin>
    );
  }
  if (resource.kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: teachers upload lecture videos without caption files; there is no track to offer
      <video ref={ref} data-testid="chapter-video" src={blob.url} controls preload="metadata" style={{ width: '100%', maxHeight: 540, background: '#000' }} />
    );
  }
  return <PdfFrame url={blob.url} title={resource.title} />;
}

/**
 * A PDF in the page from its blob: URL, and a button to open it in a tab of its own. A Content-Security-Policy
 * without `frame-src blob:` blocks the frame; the page notices the violation and says so instead of a blank box.
 */
function PdfFrame({ url, title }: { url: string; title: string }) {
  const t = useT();
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (/^(frame|child|default)-src/.test(e.effectiveDirective) && (e.blockedURI === 'blob' || e.blockedURI.startsWith('blob:'))) setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);
  const open = (
    <Button icon={<ExportOutlined />} onClick={() => window.open(url, '_blank', 'noopener')} data-testid="chapter-pdf-open">
      {t('chapter.resources.openTab')}
    </Button>
  );
  if (blocked) return <Alert type="info" showIcon message={t('chapter.resources.pdfBlocked')} action={open} data-testid="chapter-pdf-blocked" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <iframe data-testid="chapter-pdf" src={url} title={title} style={{ width: '100%', height: 720, border: 0 }} />
      {open}
    </Space>
  );
}

function Download({ resource }: { resource: ChapterResource }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await fetchResource(resource.url), resource.title);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={download} data-testid="chapter-download">
        {t('chapter.resources.download')}
      </Button>
      <Typography.Text type="secondary">{sizeText(resource.size)}</Typography.Text>
      {failed && <Typography.Text type="danger">{t('chapter.resources.loadFailed')}</Typography.Text>}
    </Space>
  );
}

export default function ResourceView({ resource }: { resource: ChapterResource }) {
  const t = useT();
  const title = (
    <Space>
      {KIND_ICONS[resource.kind]}
      <span>{resource.title}</span>
    </Space>
  );
  if (resource.kind === 'link') {
    return (
      <Card size="small" data-testid="chapter-resource-view">
        <a href={resource.url} target="_blank" rel="noopener noreferrer" data-testid="chapter-link">
          <Space>
            <LinkOutlined />
            {resource.title}
          </Space>
        </a>
        <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
          {resource.url}
        </Typography.Text>
      </Card>
    );
  }
  if (resource.kind === 'document' && resource.pdfUrl) {
    return (
      <Card size="small" title={title} data-testid="chapter-resource-view" extra={<Download resource={resource} />}>
        <Player resource={{ ...resource, kind: 'pdf', url: resource.pdfUrl }} />
      </Card>
    );
  }
  return (
    <Card size="small" title={title} data-testid="chapter-resource-view" extra={resource.kind !== 'document' && <Download resource={resource} />}>
      {resource.kind === 'document' ? (
        <Space wrap>
          <Download resource={resource} />
          <ConversionState conversion={resource.conversion} />
        </Space>
      ) : (
        <Player resource={resource} />
      )}
      {resource.kind === 'video' && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('chapter.resources.videoNote')}
        </Typography.Text>
      )}
    </Card>
  );
}
