import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { KnowledgeMastery } from '@contract/practice';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { ok } from '../../../../../tests/unit/envelope';
import { queryPracticeKnowledge } from '@/services/htdz/practice';
import PracticeKnowledgePage from './index';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../../tests/unit/umi-max'), useParams: () => ({ courseId: '1', clazzId: '1' }) }));
jest.mock('@/services/htdz/practice', () => ({ queryPracticeKnowledge: jest.fn() }));

const point = (knowId: number, name: string, parentId: number | null, exerciseCount: number, correctCount: number): KnowledgeMastery => ({
  knowId,
  name,
  parentId,
  description: null,
  exerciseCount,
  correctCount,
  mastery: exerciseCount ? Math.floor((correctCount * 100) / exerciseCount) : 0,
  resetAt: null,
});
const points = [point(105, '单表查询', 103, 4, 3), point(101, '关系模型', null, 2, 0), point(103, 'SQL', null, 0, 0), point(106, '连接查询', 103, 1, 1)];
const answer = (list: KnowledgeMastery[]) => ok({ courseName: '数据库系统原理', className: '2023级计算机科学1班', points: list });

async function open(list: KnowledgeMastery[]) {
  (queryPracticeKnowledge as jest.Mock).mockResolvedValue(answer(list));
  renderAntd(<PracticeKnowledgePage />);
  await waitFor(() => expect(screen.queryByTestId('practice-knowledge-table') ?? screen.queryByTestId('practice-knowledge-empty')).toBeTruthy());
}
const names = () => screen.getAllByTestId(/^practice-point-/).map((n) => [n.textContent, Number(n.closest('[data-depth]')?.getAttribute('data-depth'))]);

beforeEach(() => jest.clearAllMocks());

describe('the knowledge points of a class to practise', () => {
  it('lists the points under their parents with my counts and mastery', async () => {
    await open(points);
    expect(queryPracticeKnowledge).toHaveBeenCalledWith(1, 1);
    expect(names()).toEqual([
      ['关系模型', 0],
      ['SQL', 0],
      ['单表查询', 1],
      ['连接查询', 1],
    ]);
    expect(screen.getByTestId('practice-count-105').textContent).toBe('3 / 4');
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByText('暂无题目')).toBeTruthy();
  });

  it('a point with questions opens them; one without is no link', async () => {
    await open(points);
    fireEvent.click(screen.getByTestId('practice-point-105'));
    expect(history.push).toHaveBeenCalledWith('/stu/course/knowledge/exercise/1/1/105');
    expect(screen.getByTestId('practice-point-103').tagName).not.toBe('A');
  });

  it('search by name keeps the matches and their parents', async () => {
    await open(points);
    fireEvent.change(screen.getByLabelText('按名称搜索知识点'), { target: { value: '连接' } });
    expect(names().map(([n]) => n)).toEqual(['SQL', '连接查询']);
    fireEvent.change(screen.getByLabelText('按名称搜索知识点'), { target: { value: '范式' } });
    expect(screen.getByText('没有名称包含“范式”的知识点')).toBeTruthy();
  });

  it.each([
    [[], '这门课程还没有知识点'],
    [[point(101, '关系模型', null, 0, 0)], '这门课程的知识点还没有练习题'],
  ])('an empty course says so (%#)', async (list, text) => {
    await open(list);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByTestId('practice-knowledge-table')).toBeNull();
  });

  it('a class I am not in shows the reason instead of a list', async () => {
    // ahooks logs the failed request; the request layer has shown it to the user
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (queryPracticeKnowledge as jest.Mock).mockRejectedValue(new Error('你不在这个班级中'));
    renderAntd(<PracticeKnowledgePage />);
    await waitFor(() => expect(screen.getByText('课程不存在，或你不在这个班级中')).toBeTruthy());
    logged.mockRestore();
  });
});
