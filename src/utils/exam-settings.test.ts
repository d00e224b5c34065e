import dayjs from 'dayjs';
import { ExamClassSettings, type ExamClassSummary } from '@contract/exam';
import { defaultExamSettings, examSettingsOf, examSettingsProblem, examSettingsValuesOf, windowMinutes } from './exam-settings';

const NOW = dayjs('2025-03-10T09:41:27');

describe('an exam-class’s settings', () => {
  it('by default open at the next full hour for the paper’s duration, in the paper’s order, releasing at the end', () => {
    const v = defaultExamSettings(90, NOW);
    expect(v.startAt!.format('YYYY-MM-DD HH:mm:ss')).toBe('2025-03-10 10:00:00');
    expect(v.endAt!.format('YYYY-MM-DD HH:mm:ss')).toBe('2025-03-10 11:30:00');
    expect(v).toMatchObject({ durationMinutes: 90, shuffleQuestions: false, shuffleOptions: false, showScore: 'end', showAnswer: 'end' });
    expect(windowMinutes(v)).toBe(90);
    expect(ExamClassSettings.safeParse(examSettingsOf(v)).success).toBe(true);
  });

  it('sends instants as ISO-8601 with their offset', () => {
    const sent = examSettingsOf(defaultExamSettings(45, NOW));
    expect(sent.startAt).toBe(NOW.add(1, 'hour').startOf('hour').toISOString());
    expect(sent.startAt).toMatch(/Z$/);
  });

  it('a publication’s settings come back as they were; a score never shown reads as shown after review', () => {
    const ec = {
      startAt: '2025-04-20T00:00:00.000Z',
      endAt: '2025-04-20T02:00:00.000Z',
      durationMinutes: 90,
      shuffleQuestions: true,
      shuffleOptions: false,
      showScore: 'never',
      showAnswer: 'never',
    } as ExamClassSummary;
    const v = examSettingsValuesOf(ec);
    expect(examSettingsOf(v)).toEqual({ ...ec, showScore: 'review' });
  });

  it('the contract names the field at fault, and leaves empty fields to their own rules', () => {
    const v = defaultExamSettings(90, NOW);
    expect(examSettingsProblem({ ...v, endAt: v.startAt!.subtract(1, 'minute') }, 'endAt')).toBe('结束时间须晚于开始时间');
    expect(examSettingsProblem({ ...v, endAt: v.startAt }, 'endAt')).toBe('结束时间须晚于开始时间');
    expect(examSettingsProblem(v, 'endAt')).toBeNull();
    expect(examSettingsProblem({ ...v, endAt: null }, 'endAt')).toBeNull();
    expect(examSettingsProblem({ ...v, durationMinutes: null }, 'endAt')).toBeNull();
  });
});
