import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Course } from '@contract/course';
import type { TemplateCard } from '@contract/template';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { createFromTemplate } from '@/services/htdz/course';
import { queryTemplates } from '@/services/htdz/template';
import TemplateGalleryPage from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
// The page's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/template', () => ({ queryTemplates: jest.fn() }));
jest.mock('@/services/htdz/course', () => ({ createFromTemplate: jest.fn() }));
// antd cards and dialogs render slowly in jsdom on a busy machine
jest.setTimeout(30_000);

const query = queryTemplates as jest.MockedFunction<typeof queryTemplates>;
const create = createFromTemplate as jest.MockedFunction<typeof createFromTemplate>;

const template = (over: Partial<TemplateCard>): TemplateCard => ({
  courseId: 11,
  name: '关系数据库设计（模板）',
  cover: null,
  summary: '从 ER 图到范式：关系数据库的设计方法',
  status: 'confirmed',
  ownerName: '王专家',
  chapterCount: 2,
  sectionCount: 3,
  questionCount: 4,
  questionTypes: [
    { type: 'single', count: 2 },
    { type: 'judge', count: 1 },
    { type: 'short', count: 1 },
  ],
  sceneCount: 1,
  knowledgeCount: 2,
  updatedAt: '2025-03-14T07:10:00.000Z',
  ...over,
});
const EMPTY = template({
  courseId: 2,
  name: '数据库原理（专家模板）',
  summary: null,
  chapterCount: 0,
  sectionCount: 0,
  questionCount: 0,
  questionTypes: [],
  sceneCount: 0,
  knowledgeCount: 0,
});
const page = (list: TemplateCard[], total = list.length) => ok({ list, total });
const cardOf = (name: string) => screen.getByText(name).closest('[data-testid="template-card"]') as HTMLElement;

async function show() {
  renderAntd(<TemplateGalleryPage />);
  await waitFor(() => expect(query).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByTestId('template-cards-loading')).toBeNull());
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe('课程模板 for teachers', () => {
  it('shows placeholders while the first page loads', async () => {
    query.mockReturnValue(new Promise(() => undefined));
    renderAntd(<TemplateGalleryPage />);
    expect(await screen.findByTestId('template-cards-loading')).toBeTruthy();
  });

  it('asks for the first page and shows each template with its author, text and what it holds', async () => {
    query.mockResolvedValue(page([template({}), EMPTY]));
    await show();
    expect(query).toHaveBeenCalledWith({ current: 1, pageSize: 12, keyword: undefined });
    const card = within(cardOf('关系数据库设计（模板）'));
    expect(card.getByTestId('template-author').textContent).toContain('王专家');
    expect(card.getByTestId('template-summary').textContent).toBe('从 ER 图到范式：关系数据库的设计方法');
    expect(card.getByTestId('template-chapters').textContent).toContain('2 章 · 3 节');
    expect(card.getByTestId('template-question-count').textContent).toContain('4 道题');
    expect(card.getByText('单选题 2')).toBeTruthy();
    expect(card.getByText('判断题 1')).toBeTruthy();
    expect(card.getByText('简答题 1')).toBeTruthy();
    expect(card.getByTestId('template-scenes').textContent).toContain('1 个场景');
    expect(card.getByTestId('template-knowledge').textContent).toContain('2 个知识点');
    expect(card.getByTestId('course-cover-placeholder').textContent).toBe('关');
    // a confirmed template needs no status; an empty one says so
    expect(card.queryByTestId('course-status')).toBeNull();
    const empty = within(cardOf('数据库原理（专家模板）'));
    expect(empty.getByTestId('template-summary').textContent).toBe('暂无介绍');
    expect(empty.getByTestId('template-question-count').textContent).toContain('暂无题目');
  });

  it('says when there is no template, and when a search finds none', async () => {
    query.mockResolvedValue(page([]));
    await show();
    expect(screen.getByTestId('template-cards-empty').textContent).toContain('还没有可用的课程模板');
    fireEvent.change(screen.getByPlaceholderText('搜索模板名称、介绍或作者'), { target: { value: ' 范式 ' } });
    await act(async () => {
      fireEvent.keyDown(screen.getByPlaceholderText('搜索模板名称、介绍或作者'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await waitFor(() => expect(query).toHaveBeenLastCalledWith({ current: 1, pageSize: 12, keyword: '范式' }));
    await waitFor(() => expect(screen.getByTestId('template-cards-empty').textContent).toContain('没有找到匹配的课程模板'));
  });

  it('pages through many templates', async () => {
    query.mockResolvedValue(page([template({})], 30));
    await show();
    expect(screen.getByText('共 30 个模板')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTitle('2'));
    });
    await waitFor(() => expect(query).toHaveBeenLastCalledWith({ current: 2, pageSize: 12, keyword: undefined }));
  });

  it('预览 opens the template as a student sees it', async () => {
    query.mockResolvedValue(page([template({})]));
    await show();
    fireEvent.click(within(cardOf('关系数据库设计（模板）')).getByText('预览'));
    expect(history.push).toHaveBeenLastCalledWith('/student/course/info/11');
  });

  it('使用此模板 asks for a name (the template’s to start with), makes the course and opens it', async () => {
    query.mockResolvedValue(page([template({})]));
    create.mockResolvedValue(ok({ courseId: 57, name: '我的关系数据库设计' } as Course));
    await show();
    fireEvent.click(within(cardOf('关系数据库设计（模板）')).getByText('使用此模板'));
    const name = (await screen.findByTestId('template-use-name')) as HTMLInputElement;
    expect(name.value).toBe('关系数据库设计（模板）');
    // a name is required
    fireEvent.change(name, { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByText('创建课程'));
    });
    expect(await screen.findByText('请输入课程名称')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: ' 我的关系数据库设计 ' } });
    await act(async () => {
      fireEvent.click(screen.getByText('创建课程'));
    });
    await waitFor(() => expect(create).toHaveBeenCalledWith({ templateId: 11, name: '我的关系数据库设计' }));
    await waitFor(() => expect(history.push).toHaveBeenLastCalledWith('/course/course/edit/57'));
  });
});
