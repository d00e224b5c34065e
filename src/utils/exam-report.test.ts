import routes from '../../config/routes';
import { rows } from '../../tests/unit/fixtures/exam-report';
import {
  answerPlaceOf,
  EXAM_REPORT_LINKS,
  filterExamRows,
  gradeExamBodyOf,
  isExamFiltered,
  isLive,
  reportPlaceOf,
  windowOf,
  type AnswerPlace,
} from './exam-report';
import { draftOf } from './review';
import { reviewQuestions } from '../../tests/unit/fixtures/review';

type Route = { path?: string; component?: string };

/** The component config/routes.ts opens at an address, or undefined. */
function componentAt(address: string): string | undefined {
  const match = (routes as Route[]).find((r) => r.path && new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(address));
  return match?.component;
}

describe('addresses', () => {
  it('read a report address from a course or from a class, and refuse bad numbers', () => {
    expect(reportPlaceOf({ courseId: '1', examClassId: '9' })).toEqual({ courseId: 1, examClassId: 9, sclassId: null });
    expect(reportPlaceOf({ sclassId: '2', courseId: '1', examClassId: '9' })).toEqual({ courseId: 1, examClassId: 9, sclassId: 2 });
    expect(reportPlaceOf({ courseId: '1', examClassId: '0' })).toBeNull();
    expect(reportPlaceOf({ sclassId: 'x', courseId: '1', examClassId: '9' })).toBeNull();
  });

  it('tell the four forms of an answer view address apart', () => {
    expect(answerPlaceOf({ courseId: '1', scoreId: '5' }, '/teacher/course/1/stuExamAnswerView/score/5')).toEqual({ form: 'course', courseId: 1, scoreId: 5 });
    expect(answerPlaceOf({ scoreId: '5' }, '/teacher/stuAnswerView/score/5')).toEqual({ form: 'plain', scoreId: 5 });
    expect(answerPlaceOf({ sclassId: '2', scoreId: '5' }, '/teacher/stuAnswerView/class/2/score/5')).toEqual({ form: 'class', sclassId: 2, scoreId: 5 });
    expect(answerPlaceOf({ sclassId: '2', scoreId: '5' }, '/teacher/sclass/2/stuExamAnswerView/score/5')).toEqual({ form: 'sclass', sclassId: 2, scoreId: 5 });
    expect(answerPlaceOf({ scoreId: 'abc' }, '/teacher/stuAnswerView/score/abc')).toBeNull();
    expect(answerPlaceOf({ courseId: '-1', scoreId: '5' }, '/teacher/course/-1/stuExamAnswerView/score/5')).toBeNull();
  });

  it('are routes of config/routes.ts that open these pages', () => {
    const report = './exam-report/report';
    const answer = './exam-report/answer-view';
    expect(componentAt(EXAM_REPORT_LINKS.report({ examClassId: 9, courseId: 1, sclassId: null }))).toBe(report);
    expect(componentAt(EXAM_REPORT_LINKS.report({ examClassId: 9, courseId: 1, sclassId: 2 }))).toBe(report);
    expect(componentAt(EXAM_REPORT_LINKS.answerFromReport({ courseId: 1, sclassId: null }, 5))).toBe(answer);
    expect(componentAt(EXAM_REPORT_LINKS.answerFromReport({ courseId: 1, sclassId: 2 }, 5))).toBe(answer);
    const places: AnswerPlace[] = [
      { form: 'course', courseId: 1, scoreId: 5 },
      { form: 'plain', scoreId: 5 },
      { form: 'class', sclassId: 2, scoreId: 5 },
      { form: 'sclass', sclassId: 2, scoreId: 5 },
    ];
    for (const place of places) {
      const address = EXAM_REPORT_LINKS.answer(place, 6);
      expect(componentAt(address)).toBe(answer);
      // read back, the address is the same form
      const params = Object.fromEntries(
        Object.entries(place)
          .filter(([k]) => k !== 'form')
          .map(([k, v]) => [k, String(k === 'scoreId' ? 6 : v)]),
      );
      expect(answerPlaceOf(params, address)).toEqual({ ...place, scoreId: 6 });
    }
    expect(componentAt(EXAM_REPORT_LINKS.courseExams(1))).toBeDefined();
    expect(componentAt(EXAM_REPORT_LINKS.classExams(2))).toBeDefined();
  });
});

describe('the window', () => {
  const c = { startAt: '2025-04-21T01:00:00.000Z', endAt: '2025-04-21T03:00:00.000Z' };
  it('is upcoming, running or ended, and the report polls only while it runs', () => {
    expect(windowOf(c, Date.parse('2025-04-21T00:59:00.000Z'))).toBe('upcoming');
    expect(windowOf(c, Date.parse('2025-04-21T01:00:00.000Z'))).toBe('running');
    expect(windowOf(c, Date.parse('2025-04-21T03:00:00.000Z'))).toBe('ended');
    expect(isLive(c, Date.parse('2025-04-21T02:00:00.000Z'))).toBe(true);
    expect(isLive(c, Date.parse('2025-04-22T02:00:00.000Z'))).toBe(false);
  });

  it('keeps polling past the class’s end while a student’s extra minutes last', () => {
    const extended = { ...c, lastEndAt: '2025-04-21T03:30:00.000Z' };
    expect(isLive(extended, Date.parse('2025-04-21T03:10:00.000Z'))).toBe(true);
    expect(isLive(c, Date.parse('2025-04-21T03:10:00.000Z'))).toBe(false);
    expect(isLive(extended, Date.parse('2025-04-21T03:30:00.000Z'))).toBe(false);
  });
});

describe('the student list', () => {
  it('filters by state, waiting for review and account or name, together', () => {
    expect(filterExamRows(rows, { state: 'submitted' }).map((r) => r.name)).toEqual(['王小明', '李思雨']);
    expect(filterExamRows(rows, { pending: true }).map((r) => r.name)).toEqual(['王小明']);
    expect(filterExamRows(rows, { state: 'missed', keyword: ' 2023010201 ' }).map((r) => r.name)).toEqual(['吴佳怡']);
    expect(filterExamRows(rows, { state: 'reviewed', keyword: '王' })).toEqual([]);
    expect(isExamFiltered({ keyword: '  ' })).toBe(false);
    expect(isExamFiltered({ pending: true })).toBe(true);
  });
});

it('the grading body names the attempt and sends every question', () => {
  const view = { questions: reviewQuestions, comment: '不错' };
  const draft = draftOf(view);
  draft.questions[0] = { score: 1, comment: ' 看错了 ' };
  expect(gradeExamBodyOf(502, view, draft, false)).toEqual({
    scoreId: 502,
    questions: [
      { questionId: 601, score: 1, comment: '看错了' },
      { questionId: 605, score: 6, comment: '少了两个特性' },
      { questionId: 606, score: null, comment: null },
    ],
    comment: '不错',
    finish: false,
  });
});
