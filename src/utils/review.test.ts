import { byScore, draftOf, filterSubmissions, gradeBodyOf, placeOf, REVIEW_LINKS, sameDraft, scoreProblem, segmentsOf } from './review';
import { review, rows } from '../../tests/unit/fixtures/review';

const names = (list: { name: string }[]) => list.map((r) => r.name);

describe('the submissions list filters', () => {
  it('by status, late, waiting for review, flagged, and account or name, together', () => {
    expect(names(filterSubmissions(rows, {}))).toEqual(['王小明', '李思雨', '陈浩', '刘婷婷', '吴佳怡']);
    expect(names(filterSubmissions(rows, { status: 'reviewed' }))).toEqual(['陈浩']);
    expect(names(filterSubmissions(rows, { late: true }))).toEqual(['李思雨']);
    expect(names(filterSubmissions(rows, { pending: true }))).toEqual(['王小明', '李思雨']);
    expect(names(filterSubmissions(rows, { flagged: true }))).toEqual(['王小明', '李思雨']);
    expect(names(filterSubmissions(rows, { keyword: ' 10102 ' }))).toEqual(['李思雨']);
    expect(names(filterSubmissions(rows, { keyword: '婷' }))).toEqual(['刘婷婷']);
    expect(names(filterSubmissions(rows, { pending: true, late: false, keyword: '王' }))).toEqual(['王小明']);
    expect(filterSubmissions(rows, { status: 'new', pending: true })).toEqual([]);
  });

  it('sorts by score with students without one below every score', () => {
    expect(names([...rows].sort(byScore))).toEqual(['吴佳怡', '李思雨', '王小明', '刘婷婷', '陈浩']);
  });
});

describe('a typed score', () => {
  it('may be empty (the automatic score stands), 0 up to the points, one decimal', () => {
    expect(scoreProblem(null, 10)).toBeNull();
    expect(scoreProblem(undefined, 10)).toBeNull();
    expect(scoreProblem(0, 10)).toBeNull();
    expect(scoreProblem(10, 10)).toBeNull();
    expect(scoreProblem(7.5, 10)).toBeNull();
    expect(scoreProblem(0.3, 10)).toBeNull();
  });

  it('is refused below 0, above the points or with two decimals', () => {
    expect(scoreProblem(-1, 10)?.id).toBe('min');
    expect(scoreProblem(10.1, 10)?.id).toBe('max');
    expect(scoreProblem(2.25, 10)?.id).toBe('decimal');
    expect(scoreProblem('x', 10)?.id).toBe('notNumber');
  });
});

describe('the grading body', () => {
  it('starts from the saved scores and comments and sends every question, empty meaning automatic', () => {
    const r = review();
    const draft = draftOf(r);
    expect(draft).toEqual({
      questions: [
        { score: null, comment: '' },
        { score: 6, comment: '少了两个特性' },
        { score: null, comment: '' },
      ],
      comment: '',
    });
    draft.questions[0] = { score: 1.5, comment: '  选项看错了 ' };
    draft.comment = ' 继续努力 ';
    expect(gradeBodyOf(r, draft, true)).toEqual({
      homeworkId: 7,
      studentId: 21,
      questions: [
        { questionId: 601, score: 1.5, comment: '选项看错了' },
        { questionId: 605, score: 6, comment: '少了两个特性' },
        { questionId: 606, score: null, comment: null },
      ],
      comment: '继续努力',
      finish: true,
    });
  });

  it('tells a changed form from the saved one, whitespace and undefined aside', () => {
    const saved = draftOf(review());
    expect(sameDraft(saved, { ...saved, comment: '  ' })).toBe(true);
    expect(sameDraft(saved, { questions: saved.questions.map((q) => ({ ...q, score: q.score ?? (undefined as unknown as null) })), comment: '' })).toBe(true);
    expect(sameDraft(saved, { ...saved, comment: '好' })).toBe(false);
    expect(sameDraft(saved, { ...saved, questions: [{ score: 0, comment: '' }, ...saved.questions.slice(1)] })).toBe(false);
  });
});

describe('highlighting', () => {
  it('cuts the text at the spans, marks them, clips out-of-range ones and merges overlaps', () => {
    expect(segmentsOf('SELECT a FROM t;', [[7, 8]])).toEqual([
      { text: 'SELECT ', marked: false },
      { text: 'a', marked: true },
      { text: ' FROM t;', marked: false },
    ]);
    expect(
      segmentsOf('abcdef', [
        [3, 5],
        [0, 2],
        [1, 3],
        [4, 99],
        [-4, 0],
      ]),
    ).toEqual([{ text: 'abcdef', marked: true }]);
    expect(segmentsOf('abcdef', [[2, 2]])).toEqual([{ text: 'abcdef', marked: false }]);
    expect(segmentsOf('', [[0, 3]])).toEqual([]);
  });
});

describe('addresses', () => {
  it('read the four numbers of a review address and refuse anything else', () => {
    expect(placeOf({ studentId: '21', homeworkId: '7', courseId: '1', classId: '2' })).toEqual({ studentId: 21, homeworkId: 7, courseId: 1, classId: 2 });
    expect(placeOf({ studentId: '21', homeworkId: 'x', courseId: '1', classId: '2' })).toBeNull();
    expect(placeOf({ studentId: '21', homeworkId: '7', courseId: '1' })).toBeNull();
  });

  it('are the routes of config/routes.ts', () => {
    expect(REVIEW_LINKS.review(21, 7, 1, 2)).toBe('/task-bank/task/review/studentId/homeworkId/21/7/1/2');
    expect(REVIEW_LINKS.detail(21, 7, 1, 2)).toBe('/task-bank/task/detail/studentId/homeworkId/21/7/1/2');
    expect(REVIEW_LINKS.duplicate(21, 22, 7)).toBe('/task-bank/task/review/duplicate/studentId/otherStudentId/homeworkId/21/22/7');
    expect(REVIEW_LINKS.submissions(1, 2, 7)).toBe('/teacher/course/task/review/courseId/classId/homeworkId/1/2/7');
  });
});
