// The LaTeX of a formula: typed with a live KaTeX preview; inline (行内) or block (公式块).
import { App, Button, Input, Modal, Space, Typography } from 'antd';
import katex from 'katex';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '@/components/Locale';
import { cleanLatex } from './html';
import type { MathKind } from './extensions';
import '@/locales/zh-CN/course';

/** A formula being written: new (pos null) or the one at pos. */
export type MathEdit = { kind: MathKind; latex: string; pos: number | null };

type Props = {
  edit: MathEdit | null;
  onClose: () => void;
  onSubmit: (latex: string) => void;
  onDelete: () => void;
};

export default function MathDialog({ edit, onClose, onSubmit, onDelete }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [latex, setLatex] = useState('');
  useEffect(() => setLatex(edit?.latex ?? ''), [edit]);

  const preview = useMemo(() => {
    if (!latex.trim()) return null;
    return katex.renderToString(latex, { displayMode: edit?.kind === 'block', throwOnError: false, trust: false });
  }, [latex, edit?.kind]);

  const submit = () => {
    const clean = cleanLatex(latex);
    if (clean === null) {
      message.warning(t('richText.math.required'));
      return;
    }
    onSubmit(clean);
  };

  return (
    <Modal
      open={edit !== null}
      title={edit?.kind === 'block' ? t('richText.math.block') : t('richText.math.inline')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          {edit?.pos !== null && edit?.pos !== undefined && (
            <Button danger onClick={onDelete}>
              {t('richText.math.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={submit} data-testid="rich-text-math-ok">
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      <Input.TextArea
        autoFocus
        aria-label={t('richText.math.latex')}
        data-testid="rich-text-math-input"
        value={latex}
        onChange={(e) => setLatex(e.target.value)}
        placeholder={t('richText.math.placeholder')}
        autoSize={{ minRows: 2, maxRows: 8 }}
        style={{ fontFamily: 'SFMono-Regular, Consolas, monospace' }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
      />
      <Typography.Text type="secondary" style={{ display: 'block', margin: '8px 0 4px' }}>
        {t('richText.math.preview')}
      </Typography.Text>
      <div
        data-testid="rich-text-math-preview"
        style={{ minHeight: 48, padding: 8, border: '1px dashed #d9d9d9', borderRadius: 6, overflowX: 'auto' }}
        // KaTeX's own output (trust: false: no \href, \url or HTML extensions)
        // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX renders the formula as HTML; see above
        dangerouslySetInnerHTML={{ __html: preview ?? '' }}
      />
    </Modal>
  );
}
