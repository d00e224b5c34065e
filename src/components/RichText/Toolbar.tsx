// The editor's toolbar: headings, marks, lists, quote, SQL code block, link, table, image and formulas.
import {
  BoldOutlined,
  CodeOutlined,
  DownOutlined,
  FunctionOutlined,
  ItalicOutlined,
  LinkOutlined,
  LoadingOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { App, Button, Divider, Dropdown, Tooltip, theme, type MenuProps } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { fileProblem, IMAGE_TYPES, MB } from '@/components/FileUpload';
import { useT, type MessageId } from '@/components/Locale';
import type { MathKind } from './extensions';
import '@/locales/zh-CN/course';

const IMAGE = { types: IMAGE_TYPES, maxBytes: 5 * MB };

type Props = {
  editor: Editor;
  uploadImage?: (file: File) => Promise<string>;
  onMath: (kind: MathKind) => void;
  onLink: () => void;
};

export default function Toolbar({ editor, uploadImage, onMath, onLink }: Props) {
  const t = useT();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const button = (id: MessageId, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip key={id} title={t(id)} mouseEnterDelay={0.4}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={t(id)}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const heading = (level: 1 | 2 | 3) =>
    button(`richText.h${level}` as MessageId, <b style={{ fontSize: 12 }}>H{level}</b>, state[`h${level}`], () => chain().toggleHeading({ level }).run());

  const tableItems: MenuProps['items'] = [
    { key: 'insert', label: t('richText.table.insert') },
    { type: 'divider' },
    { key: 'rowBefore', label: t('richText.table.rowBefore'), disabled: !state.table },
    { key: 'rowAfter', label: t('richText.table.rowAfter'), disabled: !state.table },
    { key: 'colBefore', label: t('richText.table.colBefore'), disabled: !state.table },
    { key: 'colAfter', label: t('richText.table.colAfter'), disabled: !state.table },
    { type: 'divider' },
    { key: 'deleteRow', label: t('richText.table.deleteRow'), disabled: !state.table, danger: true },
    { key: 'deleteCol', label: t('richText.table.deleteCol'), disabled: !state.table, danger: true },
    { key: 'deleteTable', label: t('richText.table.delete'), disabled: !state.table, danger: true },
  ];
  const onTable = (key: string) => {
    const c = chain();
    if (key === 'insert') c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
    else if (key === 'rowBefore') c.addRowBefore().run();
    else if (key === 'rowAfter') c.addRowAfter().run();
    else if (key === 'colBefore') c.addColumnBefore().run();
    else if (key === 'colAfter') c.addColumnAfter().run();
    else if (key === 'deleteRow') c.deleteRow().run();
    else if (key === 'deleteCol') c.deleteColumn().run();
    else if (key === 'deleteTable') c.deleteTable().run();
  };

  const onImage = async (chosen: File | undefined) => {
    if (!chosen || !uploadImage) return;
    const problem = fileProblem(chosen, IMAGE);
    if (problem) {
      message.error(problem === 'size' ? t('richText.image.tooLarge') : problem === 'empty' ? t('common.file.empty') : t('richText.image.notImage'));
      return;
    }
    setUploading(true);
    try {
      const src = await uploadImage(chosen);
      chain().setImage({ src, alt: chosen.name }).run();
    } catch {
      // the request error handler has shown why
    } finally {
      setUploading(false);
    }
  };

  const sep = (key: string) => <Divider key={key} type="vertical" style={{ margin: '0 4px' }} />;

  return (
    <div
      role="toolbar"
      aria-label={t('richText.toolbar')}
      data-testid="rich-text-toolbar"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        padding: '4px 8px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorFillQuaternary,
      }}
    >
      {button('richText.undo', <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
      {button('richText.redo', <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
      {sep('s1')}
      {heading(1)}
      {heading(2)}
      {heading(3)}
      {sep('s2')}
      {button('richText.bold', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {button('richText.italic', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {button('richText.underline', <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
      {button('richText.strike', <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
      {sep('s3')}
      {button('richText.bulletList', <UnorderedListOutlined />, state.bulletList, () => chain().toggleBulletList().run())}
      {button('richText.orderedList', <OrderedListOutlined />, state.orderedList, () => chain().toggleOrderedList().run())}
      {button('richText.blockquote', <b style={{ fontSize: 16, lineHeight: 1 }}>“</b>, state.blockquote, () => chain().toggleBlockquote().run())}
      {button('richText.codeBlock', <CodeOutlined />, state.codeBlock, () => chain().toggleCodeBlock({ language: 'sql' }).run())}
      {sep('s4')}
      {button('richText.link', <LinkOutlined />, state.link, onLink)}
      <Dropdown key="table" trigger={['click']} menu={{ items: tableItems, onClick: ({ key }) => onTable(key) }}>
        <Button
          type={state.table ? 'primary' : 'text'}
          ghost={state.table}
          size="small"
          aria-label={t('richText.table')}
          onMouseDown={(e) => e.preventDefault()}
        >
          <TableOutlined />
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {uploadImage && button('richText.image', uploading ? <LoadingOutlined /> : <PictureOutlined />, false, () => file.current?.click(), uploading)}
      <Dropdown
        key="math"
        trigger={['click']}
        menu={{
          items: [
            { key: 'inline', label: t('richText.math.inline') },
            { key: 'block', label: t('richText.math.block') },
          ],
          onClick: ({ key }) => onMath(key as MathKind),
        }}
      >
        <Button type="text" size="small" aria-label={t('richText.math')} onMouseDown={(e) => e.preventDefault()}>
          <FunctionOutlined />
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <input
        ref={file}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        data-testid="rich-text-image-input"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          void onImage(chosen);
        }}
      />
    </div>
  );
}
