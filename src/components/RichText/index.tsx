// Rich text editing (课程介绍, chapters, question stems): Tiptap with KaTeX formulas and SQL code blocks, loaded
// lazily so it stays out of the entry bundle (ARCHITECTURE.md). Until its chunk arrives the text shows read-only
// under a skeleton toolbar; if the chunk never arrives it stays read-only with a note, and nothing is lost.
import { Alert, Skeleton, theme } from 'antd';
import { lazy, Suspense } from 'react';
import KeepFallback from '@/components/KeepFallback';
import { useT } from '@/components/Locale';
import RichTextView from './RichTextView';
import type { RichTextProps } from './types';
import '@/locales/zh-CN/course';

export type { RichTextProps } from './types';
export { default as RichTextView } from './RichTextView';

const TiptapEditor = lazy(() => import('./TiptapEditor'));

type Props = RichTextProps & {
  /** given by Form.Item */
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
};

export default function RichText({ id, 'aria-invalid': invalid, ...props }: Props) {
  const t = useT();
  const { token } = theme.useToken();
  const { value, readOnly, minHeight = 240 } = props;

  const loading = (
    <div data-testid="rich-text-loading">
      {!readOnly && (
        <div style={{ padding: '6px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          <Skeleton.Input active size="small" style={{ width: 320 }} />
        </div>
      )}
      <div style={{ minHeight, padding: '12px 16px' }}>{value ? <RichTextView html={value} /> : <Skeleton active paragraph={{ rows: 3 }} title={false} />}</div>
    </div>
  );
  const failed = (
    <div>
      <Alert type="warning" banner message={t('richText.loadFailed')} />
      <div style={{ minHeight, padding: '12px 16px' }}>
        <RichTextView html={value ?? ''} />
      </div>
    </div>
  );

  return (
    <div
      id={id}
      data-testid="rich-text"
      style={{
        border: `1px solid ${invalid === true || invalid === 'true' ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        overflow: 'hidden',
        background: readOnly ? token.colorFillAlter : token.colorBgContainer,
      }}
    >
      <KeepFallback fallback={failed}>
        <Suspense fallback={loading}>
          <TiptapEditor {...props} />
        </Suspense>
      </KeepFallback>
    </div>
  );
}
