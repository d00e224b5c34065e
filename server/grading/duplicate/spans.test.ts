import homework from '../../../tests/fixtures/duplicate/homework-3-sql-and-transactions.json';
import { type DuplicateQuestion, sharedSpans } from '.';

const questions = homework.questions as DuplicateQuestion[];
const answer = (name: string, questionId: number) => {
  const text = homework.submissions.find((s) => s.name === name)?.answers.find((a) => a.questionId === questionId)?.text;
  if (text === undefined) throw new Error(`no answer of ${name} to ${questionId}`);
  return text;
};
const given = (questionId: number) => questions.find((q) => q.questionId === questionId)?.givenText ?? '';
const pieces = (text: string, ranges: [number, number][]) => ranges.map(([s, e]) => text.slice(s, e));

/** Sorted, inside the text, not empty, and merged: no two ranges overlap, touch or have only spaces between. */
function expectWellFormed(text: string, ranges: [number, number][]) {
  ranges.forEach(([s, e], i) => {
    expect(Number.isInteger(s) && Number.isInteger(e)).toBe(true);
    expect(0 <= s && s < e && e <= text.length).toBe(true);
    if (i > 0) expect(text.slice(ranges[i - 1][1], s).trim()).not.toBe('');
  });
}

describe('highlighting what two answers share', () => {
  it('SQL: the copied mistake is highlighted in both originals, though written in another order, case and spacing', () => {
    const lina = answer('李娜', 104); // ... where sdept = '计算机系' and sage <= 20;
    const qiang = answer('王强', 104); // ... where sage<=20 and '计算机系'=sdept
    const spans = sharedSpans('sql', lina, qiang, given(104));
    expectWellFormed(lina, spans.a);
    expectWellFormed(qiang, spans.b);
    for (const [text, ranges] of [
      [lina, spans.a],
      [qiang, spans.b],
    ] as const) {
      const marked = pieces(text, ranges).join(' ');
      expect(marked).toContain("'计算机系'");
      expect(marked).toContain('<=');
      // the select list is the reference answer's own: given, so not highlighted
      expect(marked).not.toContain('sname');
    }
  });

  it('SQL: a token moved by the normalisation is highlighted where it was typed', () => {
    const a = 'select * from sc where grade = 59 and cno = 7';
    const b = 'select * from sc where 7 = cno and 59 = grade';
    const spans = sharedSpans('sql', a, b);
    expect(pieces(b, spans.b)).toEqual(['select * from sc where 7 = cno and 59 = grade']);
    expect(pieces(a, spans.a)).toEqual([a]);
  });

  it('text: the copied sentence is one range in each answer, whatever the punctuation around it', () => {
    const a = '我认为：原子性就是事务要么全做要么全不做。';
    const b = '原子性就是事务要么全做，要么全不做！这是我的理解';
    const spans = sharedSpans('text', a, b);
    expect(pieces(a, spans.a)).toEqual(['原子性就是事务要么全做要么全不做']);
    expect(pieces(b, spans.b)).toEqual(['原子性就是事务要么全做，要么全不做']);
  });

  it('text: the copied short answer of homework 3 is mostly highlighted, and only with well-formed ranges', () => {
    const jing = answer('陈静', 106);
    const yang = answer('刘洋', 106);
    const spans = sharedSpans('text', jing, yang, given(106));
    expectWellFormed(jing, spans.a);
    expectWellFormed(yang, spans.b);
    const covered = spans.a.reduce((n, [s, e]) => n + e - s, 0);
    expect(covered / jing.length).toBeGreaterThan(0.6);
    expect(pieces(jing, spans.a).join('')).toContain('锁住整个数据库');
  });

  it('text from the question is never highlighted, even when both answers repeat it', () => {
    const lei = answer('黄磊', 106);
    const fang = answer('林芳', 106);
    expect(sharedSpans('text', lei, fang, given(106))).toEqual({ a: [], b: [] });
    expect(sharedSpans('text', lei, fang).a.length).toBeGreaterThan(0);
  });

  it('a stray quote in the stem does not hide the reference answer that follows it', () => {
    const reference = "SELECT sname FROM student WHERE sdept = 'CS' AND sage < 20;";
    const stem = `查询计算机系 20 岁以下学生的姓名（注意 'CS 是系的代码）。\n参考答案：\n${reference}`;
    expect(sharedSpans('sql', reference, reference.toLowerCase(), stem)).toEqual({ a: [], b: [] });
  });

  it('choice: the same picks are highlighted whole, different picks not at all', () => {
    expect(sharedSpans('choice', ' C, A ', 'AC')).toEqual({ a: [[1, 5]], b: [[0, 2]] });
    expect(sharedSpans('choice', 'A', 'B')).toEqual({ a: [], b: [] });
  });

  it('answers with nothing in common, or nothing at all, have nothing highlighted', () => {
    expect(sharedSpans('sql', 'select sname from student', 'delete from sc where grade < 60')).toEqual({ a: [], b: [] });
    expect(sharedSpans('text', '', '')).toEqual({ a: [], b: [] });
    expect(sharedSpans('sql', '   ', '-- only a comment')).toEqual({ a: [], b: [] });
  });
});
