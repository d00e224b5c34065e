// A PDF in the page from its token-fetched blob: URL. It counts as opened once it is on screen (not merely on a
// long page below the fold), or opened in a tab of its own. A Content-Security-Policy without `frame-src blob:`
// blocks the frame; the page notices and offers the tab instead of a blank box.
import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ChapterResource } from '@contract/chapter';
import { useBlobUrl } from '@/components/BlobUrl';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/stu';

/** Share of the frame that must be visible for the PDF to count as shown. */
const SHOWN_RATIO = 0.25;

type Props = { resource: ChapterResource; onShown: () => void };

export default function PdfView({ resource, onShown }: Props) {
  const t = useT();
  const blob = useBlobUrl(resource.url);
  const box = useRef<HTMLDivElement>(null);
  const [blocked, setBlocked] = useState(false);
  const shown = useRef(onShown);
  shown.current = onShown;

  useEffect(() => {
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (/^(frame|child|default)-src/.test(e.effectiveDirective) && (e.blockedURI === 'blob' || e.blockedURI.startsWith('blob:'))) setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!blob.url || blocked || !el) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      shown.current();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        shown.current();
      },
      { threshold: SHOWN_RATIO },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [blob.url, blocked]);

  if (blob.error) return <Alert type="error" showIcon message={t('stu.resource.loadFailed')} />;
  if (!blob.url) {
    return (
      <Spin tip={t('stu.resource.loading')}>
        <div style={{ height: 400 }} />
      </Spin>
    );
  }
  const url = blob.url;
  const openTab = (
    <Button
      icon={<ExportOutlined />}
      data-testid="study-pdf-open"
      onClick={() => {
        window.open(url, '_blank', 'noopener');
        shown.current();
      }}
    >
      {t('stu.resource.openTab')}
    </Button>
  );
  if (blocked) return <Alert type="info" showIcon message={t('stu.resource.pdfBlocked')} action={openTab} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <div ref={box}>
        <iframe data-testid="study-pdf" src={url} title={resource.title} style={{ width: '100%', height: 720, border: 0, display: 'block' }} />
      </div>
      {openTab}
    </Space>
  );
}
