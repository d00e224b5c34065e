import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Chapter, ChapterNode } from '@contract/chapter';
import { renderAntd } from '../../../tests/unit/render';
import { ok } from '../../../tests/unit/envelope';
import { getChapter } from '@/services/htdz/chapter';
import ChapterReader from './ChapterReader';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/chapter', () => ({ getChapter: jest.fn(), fetchResource: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../tests/unit/rich-text').RichTextViewStandIn }));

const get = getChapter as jest.MockedFunction<typeof getChapter>;

const tree: ChapterNode[] = [
  { chapterId: 1, parentId: null, title: '第一章 绪论', serialNum: 1, children: [{ chapterId: 2, parentId: 1, title: '1.1 数据库系统概述', serialNum: 1 }] },
  { chapterId: 4, parentId: null, title: '第二章 关系数据库', serialNum: 2, children: [] },
];
/** a link: no library item, counted, nothing to convert */
const LINK_SETTINGS = { libraryResourceId: null, taskPoint: true, allowSeek: true, conversion: null, pdfUrl: null };

const chapter = (chapterId: number, title: string): Chapter => ({
  chapterId,
  parentId: null,
  title,
  serialNum: 1,
  courseId: 1,
  content: `<p>${title}的内容</p>`,
  updatedAt: '2025-03-20T08:00:00.000Z',
  resources: [
    {
      resourceId: 3,
      chapterId,
      kind: 'link',
      title: 'PostgreSQL 中文文档',
      url: 'http://www.postgres.cn/docs/current/',
      size: null,
      serialNum: 1,
      ...LINK_SETTINGS,
    },
  ],
});

beforeEach(() => {
  jest.clearAllMocks();
  get.mockImplementation(async (id) => ok(chapter(id, id === 2 ? '1.1 数据库系统概述' : '第一章 绪论')));
});

describe('the chapter preview', () => {
  it('上一章 / 下一章 follow the reading order across chapter borders', async () => {
    const onSelect = jest.fn();
    renderAntd(<ChapterReader tree={tree} chapterId={2} onSelect={onSelect} />);
    await waitFor(() => expect(screen.getByTestId('chapter-title').textContent).toBe('1.1 数据库系统概述'));
    fireEvent.click(screen.getByTestId('chapter-next'));
    expect(onSelect).toHaveBeenLastCalledWith(4);
    fireEvent.click(screen.getByTestId('chapter-prev'));
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });

  it('the first chapter has no 上一章, and links open in a new tab', async () => {
    renderAntd(<ChapterReader tree={tree} chapterId={1} onSelect={jest.fn()} />);
    await waitFor(() => expect(screen.getByTestId('chapter-title').textContent).toBe('第一章 绪论'));
    expect((screen.getByTestId('chapter-prev') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('chapter-prev').textContent).toContain('已是第一章');
    const link = screen.getByTestId('chapter-link') as HTMLAnchorElement;
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
  });
});
