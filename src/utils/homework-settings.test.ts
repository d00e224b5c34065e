import dayjs from 'dayjs';
import { HomeworkSettings } from '@contract/homework';
import { defaultSettings, settingsOf, settingsProblem } from './homework-settings';

const NOW = dayjs('2025-03-10T09:41:27');

describe('a publication’s settings', () => {
  it('by default open now, end a week later at 23:59, refuse late work, show scores on submission and answers at the end', () => {
    const v = defaultSettings(NOW);
    expect(v.startAt!.format('YYYY-MM-DD HH:mm:ss')).toBe('2025-03-10 09:41:00');
    expect(v.endAt!.format('YYYY-MM-DD HH:mm:ss')).toBe('2025-03-17 23:59:00');
    expect(v).toMatchObject({ latePolicy: 'refuse', lateUntil: null, showScore: 'submit', showAnswer: 'end', duplicateCheck: true });
    expect(HomeworkSettings.safeParse(settingsOf(v)).success).toBe(true);
  });

  it('a refused late policy sends no late limit and no penalty', () => {
    const v = { ...defaultSettings(NOW), lateUntil: NOW.add(9, 'day'), latePenalty: 30 };
    expect(settingsOf(v)).toMatchObject({ latePolicy: 'refuse', lateUntil: null, latePenalty: 0 });
    expect(settingsOf({ ...v, latePolicy: 'accept' })).toMatchObject({ lateUntil: NOW.add(9, 'day').toISOString(), latePenalty: 30 });
  });

  it('the contract names the field at fault', () => {
    const v = defaultSettings(NOW);
    expect(settingsProblem({ ...v, endAt: NOW.subtract(1, 'hour') }, 'endAt')).toBe('截止时间须晚于开始时间');
    expect(settingsProblem({ ...v, latePolicy: 'accept' }, 'lateUntil')).toBe('允许迟交时，请设置晚于截止时间的迟交截止时间');
    expect(settingsProblem({ ...v, latePolicy: 'accept', lateUntil: v.endAt!.subtract(1, 'day') }, 'lateUntil')).toBe(
      '允许迟交时，请设置晚于截止时间的迟交截止时间',
    );
    expect(settingsProblem({ ...v, latePolicy: 'accept', lateUntil: v.endAt!.add(1, 'day') }, 'lateUntil')).toBeNull();
    // empty times are the required rules' business
    expect(settingsProblem({ ...v, endAt: null }, 'endAt')).toBeNull();
  });
});
