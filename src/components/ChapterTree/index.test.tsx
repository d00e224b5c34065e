import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChapterNode } from '@contract/chapter';
import { renderAntd } from '../../../tests/unit/render';
import ChapterTree from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));

const tree: ChapterNode[] = [
  {
    chapterId: 5,
    parentId: null,
    title: '第三章 SQL',
    serialNum: 1,
    children: [
      { chapterId: 6, parentId: 5, title: '3.1 数据定义', serialNum: 1 },
      { chapterId: 7, parentId: 5, title: '3.2 数据查询', serialNum: 2 },
    ],
  },
  { chapterId: 9, parentId: null, title: '第四章 数据库安全性', serialNum: 2, children: [] },
];

describe('deleting in the chapter tree', () => {
  it('a chapter with sections asks first and says its sections go too', async () => {
    const onEdit = jest.fn();
    renderAntd(<ChapterTree tree={tree} selectedId={5} onSelect={jest.fn()} onEdit={onEdit} />);
    fireEvent.click(screen.getByTestId('chapter-delete-5'));
    await waitFor(() => expect(screen.getByText('删除“第三章 SQL”？')).toBeTruthy());
    expect(screen.getByText('它下面的 2 个小节及所有资源也会一并删除，且不能恢复。')).toBeTruthy();
    expect(onEdit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onEdit).toHaveBeenCalledWith({ kind: 'delete', chapterId: 5, title: '第三章 SQL' });
  });

  it('a chapter without sections says only its content and resources go', async () => {
    renderAntd(<ChapterTree tree={tree} selectedId={9} onSelect={jest.fn()} onEdit={jest.fn()} />);
    fireEvent.click(screen.getByTestId('chapter-delete-9'));
    await waitFor(() => expect(screen.getByText('章节内容和资源会一并删除，且不能恢复。')).toBeTruthy());
  });

  it('a read-only tree offers no editing, only choosing a chapter', () => {
    const onSelect = jest.fn();
    renderAntd(<ChapterTree tree={tree} selectedId={null} onSelect={onSelect} />);
    expect(screen.queryByTestId('chapter-delete-5')).toBeNull();
    expect(screen.queryByTestId('chapter-add-section-5')).toBeNull();
    fireEvent.click(screen.getByText('3.2 数据查询'));
    expect(onSelect).toHaveBeenCalledWith(7);
  });
});
