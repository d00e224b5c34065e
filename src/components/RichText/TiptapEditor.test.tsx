import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAntd } from '../../../tests/unit/render';
import TiptapEditor from './TiptapEditor';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
// lowlight ships ES modules only, which jest's CommonJS runtime cannot load: highlighting is not what is tested here.
jest.mock('./lowlight', () => ({
  DEFAULT_CODE_LANGUAGE: 'sql',
  lowlight: {
    highlight: () => ({ type: 'root', children: [] }),
    highlightAuto: () => ({ type: 'root', children: [] }),
    listLanguages: () => ['sql'],
    registered: () => true,
  },
}));
jest.mock('./rich-text.css', () => ({}));
jest.mock('katex/dist/katex.min.css', () => ({}));

// ProseMirror measures the page when it scrolls the selection into view; jsdom has no layout.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

async function open(value: string, props: Partial<Parameters<typeof TiptapEditor>[0]> = {}) {
  const onChange = jest.fn();
  const view = renderAntd(<TiptapEditor value={value} onChange={onChange} label="课程介绍" {...props} />);
  await waitFor(() => expect(document.querySelector('.ProseMirror')).not.toBeNull());
  return { onChange, view, last: () => onChange.mock.calls[onChange.mock.calls.length - 1]?.[0] as string };
}

const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('the rich text toolbar', () => {
  it('shows the document in an editable area a browser test can reach', async () => {
    await open('<p>关系数据库</p>');
    const area = screen.getByRole('textbox', { name: '课程介绍' });
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.textContent).toBe('关系数据库');
  });

  it('turns the paragraph into a heading, a list, a quote and a SQL code block', async () => {
    const { onChange } = await open('<p>SELECT 1</p>');
    // Tiptap keeps an empty paragraph after the last block so there is always a place to type on
    const last = () => String(onChange.mock.calls[onChange.mock.calls.length - 1]?.[0]).replace(/<p><\/p>$/, '');
    await press('标题 2');
    expect(last()).toBe('<h2>SELECT 1</h2>');
    await press('标题 2');
    await press('无序列表');
    expect(last()).toBe('<ul><li><p>SELECT 1</p></li></ul>');
    await press('无序列表');
    await press('引用');
    expect(last()).toBe('<blockquote><p>SELECT 1</p></blockquote>');
    await press('引用');
    await press('SQL 代码块');
    expect(last()).toBe('<pre><code class="language-sql">SELECT 1</code></pre>');
  });

  it('inserts a table with a header row', async () => {
    const { last } = await open('<p>成绩</p>');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '表格' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByText('插入表格（3×3）'));
    });
    expect(last()).toContain('<table');
    expect(last().match(/<th/g)).toHaveLength(3);
    expect(last().match(/<tr/g)).toHaveLength(3);
  });

  it('inserts a formula typed as LaTeX, and refuses an empty one', async () => {
    const { last, onChange } = await open('<p>闭包</p>');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '公式' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByText('行内公式'));
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('rich-text-math-ok'));
    });
    expect(await screen.findByText('请输入公式')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('rich-text-math-input'), { target: { value: 'X_F^+' } });
    expect(screen.getByTestId('rich-text-math-preview').innerHTML).toContain('katex');
    await act(async () => {
      fireEvent.click(screen.getByTestId('rich-text-math-ok'));
    });
    expect(last()).toContain('data-type="inline-math"');
    expect(last()).toContain('data-latex="X_F^+"');
  });

  it('uploads a chosen image and shows it at the URL the upload answers', async () => {
    const uploadImage = jest.fn().mockResolvedValue('/htdz/readResourse/42');
    const { last } = await open('<p>E-R 图</p>', { uploadImage });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'er.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [file] } });
    });
    expect(uploadImage).toHaveBeenCalledWith(file);
    await waitFor(() => expect(last()).toContain('<img src="/htdz/readResourse/42"'));
  });

  it('has no image button without an upload, and no toolbar when read-only', async () => {
    const { view } = await open('<p>x</p>');
    expect(screen.queryByRole('button', { name: '插入图片' })).toBeNull();
    view.unmount();
    await open('<p>x</p>', { readOnly: true });
    expect(screen.queryByTestId('rich-text-toolbar')).toBeNull();
    expect(screen.getByRole('textbox', { name: '课程介绍' }).getAttribute('contenteditable')).toBe('false');
  });

  it('a new value from outside replaces the document without reporting a change', async () => {
    const { onChange, view } = await open('<p>草稿</p>');
    view.rerender(<TiptapEditor value="<p>保存的版本</p>" onChange={onChange} label="课程介绍" />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '课程介绍' }).textContent).toBe('保存的版本'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
