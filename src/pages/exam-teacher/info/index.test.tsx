import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ClassSummary } from '@contract/clazz';
import type { ExamClassSummary, ExamDetail } from '@contract/exam';
import { renderAntd, renderAntdUntil } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { queryClasses } from '@/services/htdz/clazz';
import { deleteExamClass, getExam, publishExam, queryExamClasses, saveExam, updateExamClass } from '@/services/htdz/exam';
import ExamInfoPage from './index';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../tests/unit/umi-max'), useParams: () => ({ courseId: '1', examId: '5' }) }));
// The page's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/exam', () => ({
  getExam: jest.fn(),
  saveExam: jest.fn(),
  queryExamClasses: jest.fn(),
  publishExam: jest.fn(),
  updateExamClass: jest.fn(),
  deleteExamClass: jest.fn(),
}));
jest.mock('@/services/htdz/clazz', () => ({ queryClasses: jest.fn() }));

// antd forms, pickers and dialogs render slowly in jsdom on a busy machine
jest.setTimeout(40_000);

const load = getExam as jest.MockedFunction<typeof getExam>;
const save = saveExam as jest.MockedFunction<typeof saveExam>;
const list = queryExamClasses as jest.MockedFunction<typeof queryExamClasses>;
const publish = publishExam as jest.MockedFunction<typeof publishExam>;
const update = updateExamClass as jest.MockedFunction<typeof updateExamClass>;
const withdraw = deleteExamClass as jest.MockedFunction<typeof deleteExamClass>;
const classes = queryClasses as jest.MockedFunction<typeof queryClasses>;

const EXAM: ExamDetail = {
  examId: 5,
  courseId: 1,
  name: '数据库系统原理 期中考试',
  description: '闭卷，独立完成。',
  durationMinutes: 90,
  questionCount: 6,
  totalScore: 30,
  publishedCount: 2,
  authorName: '李老师',
  updatedAt: '2025-03-18T08:30:00.000Z',
  courseName: '数据库系统原理',
  questions: [],
};
const at = (text: string) => dayjs(text, 'YYYY-MM-DD HH:mm').toISOString();
const examClass = (over: Partial<ExamClassSummary>): ExamClassSummary => ({
  examClassId: 11,
  examId: 5,
  courseId: 1,
  classId: 1,
  className: '2023级计算机科学1班',
  name: '数据库系统原理 期中考试',
  questionCount: 6,
  totalScore: 30,
  startAt: '2025-04-20T00:00:00.000Z',
  endAt: '2025-04-20T02:00:00.000Z',
  durationMinutes: 90,
  shuffleQuestions: false,
  shuffleOptions: true,
  releaseVerdicts: false,
  showScore: 'end',
  showAnswer: 'end',
  publishedAt: '2025-04-01T02:00:00.000Z',
  targeted: false,
  studentCount: 7,
  startedCount: 7,
  submittedCount: 6,
  reviewedCount: 5,
  pendingCount: 1,
  averageScore: 21.5,
  ...over,
});
const PUBLISHED = [
  examClass({}),
  examClass({
    examClassId: 12,
    classId: 2,
    className: '2023级计算机科学2班',
    studentCount: 3,
    startedCount: 0,
    submittedCount: 0,
    reviewedCount: 0,
    pendingCount: 0,
    averageScore: null,
  }),
];
const clazz = (sclassId: number, name: string, studentCount: number) => ({ sclassId, name, courseId: 1, studentCount }) as ClassSummary;

const rowOf = (text: string) => within(screen.getByTestId('exam-publications')).getByText(text).closest('tr') as HTMLElement;
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

/** Types a time into a date picker and confirms it with Enter, as a keyboard user does. */
async function typeTime(testId: string, text: string) {
  const input = within(screen.getByTestId(testId).closest('.ant-picker') as HTMLElement).getByRole('textbox');
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
  });
}

async function show() {
  await renderAntdUntil(<ExamInfoPage />, '2023级计算机科学2班', 8000);
}

async function openPublish() {
  await click(screen.getByTestId('exam-publish-open'));
  await screen.findByText('2023级计算机科学1班（7 人）', {}, { timeout: 5000 });
  return screen.getByText('发布考试', { selector: '.ant-modal-title' }).closest('.ant-modal') as HTMLElement;
}

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue(ok(EXAM));
  list.mockResolvedValue(ok(PUBLISHED));
  classes.mockResolvedValue(ok({ list: [clazz(1, '2023级计算机科学1班', 7), clazz(2, '2023级计算机科学2班', 3)], total: 2 }));
});

describe('an exam paper’s info and publications', () => {
  it('shows the paper and each class it was published to, with progress, average and the way to its report', async () => {
    await show();
    expect(list).toHaveBeenCalledWith({ examId: 5 });
    expect(screen.getByTestId('exam-info-total').textContent).toBe('30');
    expect((screen.getByTestId('exam-name-input') as HTMLInputElement).value).toBe('数据库系统原理 期中考试');
    expect(screen.getByTestId('exam-progress-11').textContent).toBe('开始 7 · 交卷 6 · 批阅 5 / 7 人');
    const first = rowOf('2023级计算机科学1班');
    expect(first.textContent).toContain('待批 1');
    expect(first.textContent).toContain('21.5 / 30');
    expect(first.textContent).toContain('90 分钟');
    expect(rowOf('2023级计算机科学2班').textContent).toContain('—');
    fireEvent.click(screen.getByTestId('exam-report-12'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/course/1/exam/report/12');
  });

  it('saves the name, rules and duration, refusing an empty name', async () => {
    save.mockResolvedValue(ok({ ...EXAM, name: '期中考试（A 卷）', durationMinutes: 100 }));
    await show();
    fireEvent.change(screen.getByTestId('exam-name-input'), { target: { value: '  ' } });
    await click(screen.getByTestId('exam-info-save'));
    expect(await screen.findByText('请输入试卷名称')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('exam-name-input'), { target: { value: ' 期中考试（A 卷） ' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '考试时长' }), { target: { value: '100' } });
    fireEvent.change(screen.getByTestId('exam-description-input'), { target: { value: '' } });
    await click(screen.getByTestId('exam-info-save'));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ examId: 5, courseId: 1, name: '期中考试（A 卷）', description: null, durationMinutes: 100 }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('publishing asks for classes and an end after the start, and sends nothing until both are right', async () => {
    await show();
    const dialog = await openPublish();
    // the paper's duration by default
    expect((within(dialog).getByRole('spinbutton', { name: '考试时长' }) as HTMLInputElement).value).toBe('90');
    await click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    expect(await within(dialog).findByText('请选择班级')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /计算机科学1班/ }));
    await typeTime('exam-settings-start', '2025-05-10 09:00');
    await typeTime('exam-settings-end', '2025-05-10 08:00');
    await click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    expect(await within(dialog).findByText('结束时间须晚于开始时间')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '考试时长' }), { target: { value: '' } });
    await click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    expect(await within(dialog).findByText('请填写考试时长')).toBeTruthy();
    expect(publish).not.toHaveBeenCalled();
  });

  it('publishing sends the classes, the settings and ISO times, then lists the new publications', async () => {
    publish.mockResolvedValue(ok([examClass({ examClassId: 20 })]));
    await show();
    const dialog = await openPublish();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /计算机科学1班/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /计算机科学2班/ }));
    await typeTime('exam-settings-start', '2025-05-10 09:00');
    await typeTime('exam-settings-end', '2025-05-10 10:00');
    // a window shorter than the duration is allowed, with a warning
    expect(await within(dialog).findByTestId('exam-short-window')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '考试时长' }), { target: { value: '60' } });
    await waitFor(() => expect(within(dialog).queryByTestId('exam-short-window')).toBeNull());
    fireEvent.click(within(dialog).getByRole('switch', { name: '打乱题目顺序' }));
    fireEvent.click(within(dialog).getAllByRole('radio', { name: '交卷后' })[0]);
    fireEvent.click(within(dialog).getByRole('radio', { name: '不公布' }));
    list.mockResolvedValue(ok([...PUBLISHED, examClass({ examClassId: 20, className: '2023级计算机科学3班' })]));
    await click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(publish).toHaveBeenCalled());
    expect(publish).toHaveBeenCalledWith({
      examId: 5,
      classIds: [1, 2],
      name: '数据库系统原理 期中考试',
      settings: {
        startAt: at('2025-05-10 09:00'),
        endAt: at('2025-05-10 10:00'),
        durationMinutes: 60,
        shuffleQuestions: true,
        shuffleOptions: false,
        showScore: 'submit',
        showAnswer: 'never',
        releaseVerdicts: false,
      },
    });
    const sent = publish.mock.calls[0][0].settings.startAt;
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await screen.findByText('2023级计算机科学3班')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('发布考试', { selector: '.ant-modal-title' })).toBeNull());
  });

  it('changes a publication’s settings, telling that started attempts keep their deadline and shuffling', async () => {
    update.mockResolvedValue(ok(examClass({ durationMinutes: 100 })));
    await show();
    await click(screen.getByTestId('exam-class-edit-11'));
    const dialog = (await screen.findByText('修改“数据库系统原理 期中考试”（2023级计算机科学1班）')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText(/已有 7 名学生开始作答.*乱序设置已固定/)).toBeTruthy();
    // the server refuses a change of shuffling once students have started; the switches say so first
    for (const name of ['打乱题目顺序', '打乱选项顺序']) expect((within(dialog).getByRole('switch', { name }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '考试时长' }), { target: { value: '100' } });
    await click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][0]).toEqual({
      examClassId: 11,
      settings: {
        startAt: '2025-04-20T00:00:00.000Z',
        endAt: '2025-04-20T02:00:00.000Z',
        durationMinutes: 100,
        shuffleQuestions: false,
        shuffleOptions: true,
        showScore: 'end',
        showAnswer: 'end',
        releaseVerdicts: false,
      },
    });
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('withdraws a publication only after a confirmation naming what goes with it', async () => {
    withdraw.mockResolvedValue(ok(null));
    await show();
    await click(screen.getByTestId('exam-class-withdraw-11'));
    expect(await screen.findByText('班级的这场考试连同 7 名学生的作答和成绩一起删除，不能恢复。')).toBeTruthy();
    expect(withdraw).not.toHaveBeenCalled();
    const confirm = (await screen.findByText('撤回“数据库系统原理 期中考试”（2023级计算机科学1班）？')).closest('.ant-popover') as HTMLElement;
    await click(within(confirm).getByRole('button', { name: /撤\s*回/ }));
    expect(withdraw).toHaveBeenCalledWith(11);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('a paper without questions cannot be published yet', async () => {
    load.mockResolvedValue(ok({ ...EXAM, questionCount: 0, totalScore: 0, publishedCount: 0 }));
    list.mockResolvedValue(ok([]));
    renderAntd(<ExamInfoPage />);
    expect(await screen.findByText('还没有发布到班级')).toBeTruthy();
    expect((screen.getByTestId('exam-publish-open') as HTMLButtonElement).disabled).toBe(true);
  });
});
