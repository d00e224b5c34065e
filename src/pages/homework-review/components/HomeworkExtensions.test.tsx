// 作业加时: the dialog lists the grants with their granter, refuses a new end before the homework's own without asking
// the server, sends the chosen students with the new end, and withdraws a grant (撤销).
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { HomeworkExtension } from '@contract/homework';
import { renderAntd } from '../../../../tests/unit/render';
import { ok } from '../../../../tests/unit/envelope';
import { homework } from '../../../../tests/unit/fixtures/review';
import { extendHomework, queryHomeworkExtensions, withdrawHomeworkExtension } from '@/services/htdz/homework';
import HomeworkExtensions from './HomeworkExtensions';

jest.mock('@umijs/max', () => jest.requireActual('../../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/homework', () => ({ queryHomeworkExtensions: jest.fn(), extendHomework: jest.fn(), withdrawHomeworkExtension: jest.fn() }));

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const STUDENTS = [
  { userId: 21, code: '2023010101', name: '王小明' },
  { userId: 22, code: '2023010102', name: '李思雨' },
];
const granted = (studentId: number, name: string, endAt: string): HomeworkExtension => ({
  studentId,
  code: `20230101${studentId}`,
  name,
  endAt,
  grantedBy: '李老师',
  grantedAt: '2025-03-16T02:00:00.000Z',
});

/** Types a time into the date picker and confirms it with Enter, as a keyboard user does. */
async function typeEnd(text: string) {
  const input = within(screen.getByTestId('extension-end').closest('.ant-picker') as HTMLElement).getByRole('textbox');
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
  });
}

async function pick(label: string) {
  await act(async () => {
    fireEvent.mouseDown(within(screen.getByTestId('extension-students')).getByRole('combobox'));
  });
  fireEvent.click(await screen.findByText(label));
}

beforeEach(() => {
  jest.clearAllMocks();
  (queryHomeworkExtensions as jest.Mock).mockResolvedValue(ok([granted(21, '王小明', '2025-03-19T15:59:00.000Z')]));
});

it('lists the grants, refuses an end before the homework’s, then grants and withdraws', async () => {
  const onChanged = jest.fn();
  renderAntd(<HomeworkExtensions homework={homework()} students={STUDENTS} onChanged={onChanged} onClose={jest.fn()} />);
  expect(await screen.findByTestId('extension-row-21')).toBeTruthy();
  expect(screen.getByText('李老师')).toBeTruthy();
  expect(queryHomeworkExtensions).toHaveBeenCalledWith(7);

  await pick('李思雨（2023010102）');
  await typeEnd('2025-03-17 08:00');
  await act(async () => {
    fireEvent.click(screen.getByTestId('extension-grant'));
  });
  expect(await screen.findByText('须晚于作业的截止时间')).toBeTruthy();
  expect(extendHomework).not.toHaveBeenCalled();

  (extendHomework as jest.Mock).mockResolvedValue(
    ok([granted(21, '王小明', '2025-03-19T15:59:00.000Z'), granted(22, '李思雨', dayjs('2025-03-20 08:00').toISOString())]),
  );
  await typeEnd('2025-03-20 08:00');
  await act(async () => {
    fireEvent.click(screen.getByTestId('extension-grant'));
  });
  await waitFor(() => expect(extendHomework).toHaveBeenCalledWith({ homeworkId: 7, studentIds: [22], endAt: dayjs('2025-03-20 08:00').toISOString() }));
  expect(await screen.findByTestId('extension-row-22')).toBeTruthy();
  expect(onChanged).toHaveBeenCalledTimes(1);

  (withdrawHomeworkExtension as jest.Mock).mockResolvedValue(ok([granted(22, '李思雨', dayjs('2025-03-20 08:00').toISOString())]));
  fireEvent.click(screen.getByTestId('extension-withdraw-21'));
  fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(withdrawHomeworkExtension).toHaveBeenCalledWith({ homeworkId: 7, studentId: 21 }));
  await waitFor(() => expect(screen.queryByTestId('extension-row-21')).toBeNull());
});
