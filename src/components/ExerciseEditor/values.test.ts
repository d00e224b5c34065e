import { SchemaDesign } from '@contract/ddl-design';
import { SaveExerciseBody, type Exercise } from '@contract/exercise';
import { problemsOf } from './validate';
import { bodyOf, emptyValues, nextValues, normalizeValues, sameValues, valuesOfExercise, type ExerciseValues } from './values';

const target = { exerciseId: null, courseId: 3, parentId: 7 };
const messages = { score: '请输入分值', correct: '请标出正确答案', scene: '请选择场景' };
const typed = (over: Partial<ExerciseValues>): ExerciseValues => ({ ...emptyValues(), stem: '<p>题干</p>', ...over });

describe('what the editor sends for each type', () => {
  it('a multiple choice: keys from the places, the marked ones as answers, partial credit', () => {
    const body = bodyOf(
      typed({
        type: 'multiple',
        options: [
          { text: 'SELECT', correct: true },
          { text: 'UPDATE', correct: false },
          { text: 'INSERT', correct: true },
        ],
        partialCredit: true,
        knowIds: [5],
      }),
      target,
    );
    expect(body).toMatchObject({ courseId: 3, parentId: 7, knowIds: [5], score: 2, difficulty: 'medium', analysis: null });
    expect(body.spec).toEqual({
      type: 'multiple',
      options: [
        { key: 'A', text: 'SELECT' },
        { key: 'B', text: 'UPDATE' },
        { key: 'C', text: 'INSERT' },
      ],
      answers: ['A', 'C'],
      partialCredit: true,
    });
    expect(SaveExerciseBody.safeParse(body).success).toBe(true);
  });

  it('a fill-in: answers trimmed, empty and repeated ones dropped', () => {
    const body = bodyOf(typed({ type: 'fill', blanks: [{ answers: [' 主键 ', '主码', '主键'] }, { answers: ['外键'] }], caseSensitive: true }), target);
    expect(body.spec).toEqual({ type: 'fill', blanks: [{ answers: ['主键', '主码'] }, { answers: ['外键'] }], caseSensitive: true });
  });

  it('a SQL query sends no verify SQL even when one was typed for another type; 顺序敏感 maps to the contract', () => {
    const v = typed({ type: 'query', sceneId: 4, referenceSql: 'SELECT 1;', verifySql: 'SELECT 2;', orderSensitive: 'yes', checkColumnNames: true });
    expect(bodyOf(v, target).spec).toEqual({
      type: 'query',
      sceneId: 4,
      referenceSql: 'SELECT 1;',
      verifySql: null,
      orderSensitive: true,
      checkColumnNames: true,
    });
    expect(bodyOf({ ...v, type: 'dml', orderSensitive: 'auto' }, target).spec).toMatchObject({ type: 'dml', verifySql: 'SELECT 2;', orderSensitive: null });
    expect(bodyOf({ ...v, type: 'ddl', orderSensitive: 'no' }, target).spec).toMatchObject({ orderSensitive: false });
  });

  it('a DDL or view question sends its designed structure; another SQL type, and a draft with a broken one, none', () => {
    const design = SchemaDesign.parse({ tables: [{ name: 'enroll', columns: [{ name: 'id', type: 'int' }], primaryKey: ['id'] }] });
    const v = typed({ type: 'ddl', sceneId: 4, referenceSql: 'CREATE TABLE enroll (id int PRIMARY KEY);', verifySql: 'SELECT 1;', design });
    expect(bodyOf(v, target).spec).toMatchObject({ type: 'ddl', design });
    expect(bodyOf({ ...v, type: 'view' }, target).spec).toMatchObject({ type: 'view', design });
    expect(bodyOf({ ...v, type: 'dml' }, target).spec).not.toHaveProperty('design');
    expect(bodyOf({ ...v, design: null }, target).spec).not.toHaveProperty('design');
    expect(normalizeValues({ ...v, design: { tables: 'DROP TABLE x' } })?.design).toBeNull();
    expect(normalizeValues(v)?.design).toEqual(design);
    expect(nextValues(v).design).toBeNull();
  });

  it('the public library sends no knowledge points', () => {
    expect(bodyOf(typed({ type: 'judge', judge: false, knowIds: [5] }), { exerciseId: 9, courseId: null, parentId: null })).toMatchObject({
      exerciseId: 9,
      courseId: null,
      knowIds: [],
      spec: { type: 'judge', answer: false },
    });
  });

  it('a short answer with a blank reference answer sends null', () => {
    expect(bodyOf(typed({ type: 'short', referenceAnswer: '<p></p>', keywords: ['范式', ' 依赖 '] }), target).spec).toEqual({
      type: 'short',
      referenceAnswer: null,
      keywords: ['范式', '依赖'],
    });
  });
});

describe('a saved question opens with its own values and the defaults of the others', () => {
  const saved = {
    type: 'single',
    stem: '<p>关系模型的数据结构是</p>',
    difficulty: 'easy',
    score: 2.5,
    knowledge: [{ knowId: 5, name: '关系模型' }],
    analysis: null,
    practice: false,
    answerShows: 'afterSubmit',
    spec: {
      type: 'single',
      options: [
        { key: 'A', text: '树' },
        { key: 'B', text: '二维表' },
      ],
      answer: 'B',
    },
  } as Pick<Exercise, 'type' | 'stem' | 'difficulty' | 'score' | 'knowledge' | 'analysis' | 'practice' | 'answerShows' | 'spec'>;

  it('and sends the same question back', () => {
    const v = valuesOfExercise(saved);
    expect(v.options).toEqual([
      { text: '树', correct: false },
      { text: '二维表', correct: true },
    ]);
    expect(v.knowIds).toEqual([5]);
    expect(v.blanks).toEqual([{ answers: [] }]);
    expect(bodyOf(v, target)).toMatchObject({
      stem: saved.stem,
      score: 2.5,
      difficulty: 'easy',
      practice: false,
      answerShows: 'afterSubmit',
      spec: saved.spec,
    });
  });

  it('a SQL question with automatic order opens as 自动', () => {
    const v = valuesOfExercise({
      ...saved,
      type: 'view',
      spec: {
        type: 'view',
        sceneId: 4,
        referenceSql: 'CREATE VIEW v AS SELECT 1;',
        verifySql: 'SELECT * FROM v;',
        orderSensitive: null,
        checkColumnNames: false,
      },
    });
    expect(v).toMatchObject({ sceneId: 4, verifySql: 'SELECT * FROM v;', orderSensitive: 'auto' });
  });
});

describe('drafts compare and read form values safely', () => {
  it('missing fields read as defaults, anything without a known type is no question', () => {
    expect(normalizeValues({ type: 'fill', stem: '<p>x</p>' })).toEqual({ ...emptyValues(), type: 'fill', stem: '<p>x</p>', score: null });
    expect(normalizeValues({ type: 'essay' })).toBeNull();
    expect(normalizeValues(null)).toBeNull();
    expect(sameValues({ ...emptyValues(), extra: 1 }, emptyValues())).toBe(true);
    expect(sameValues({ ...emptyValues(), stem: 'x' }, emptyValues())).toBe(false);
  });

  it('the next new question keeps type, difficulty, score, knowledge points and scene', () => {
    const next = nextValues(typed({ type: 'query', difficulty: 'hard', score: 5, knowIds: [1], sceneId: 4, referenceSql: 'SELECT 1;' }));
    expect(next).toMatchObject({ type: 'query', difficulty: 'hard', score: 5, knowIds: [1], sceneId: 4, stem: '', referenceSql: '' });
  });
});

describe('the contract problems land on the fields they concern', () => {
  it('a choice without a marked answer, an option twice, an empty option', () => {
    const problems = problemsOf(
      typed({
        type: 'single',
        options: [
          { text: '树', correct: false },
          { text: '树', correct: false },
          { text: '', correct: false },
        ],
      }),
      messages,
    );
    expect(problems.get('options')).toBe('请标出正确答案');
    expect(problems.get('options.2.text')).toBe('请输入选项内容');
  });

  it('duplicate options are named under the list once an answer is marked', () => {
    const problems = problemsOf(
      typed({
        type: 'multiple',
        options: [
          { text: '树', correct: true },
          { text: '树', correct: false },
        ],
      }),
      messages,
    );
    expect(problems.get('options')).toBe('选项内容不能重复');
  });

  it('a SQL type other than query without verify SQL; no scene; no reference', () => {
    const problems = problemsOf(typed({ type: 'trigger', sceneId: null, referenceSql: ' ' }), messages);
    expect(problems.get('verifySql')).toBe('除 SQL 查询外的题型需要验证 SQL');
    expect(problems.get('sceneId')).toBe('请选择场景');
    expect(problems.get('referenceSql')).toBe('请输入参考答案');
    expect(problemsOf(typed({ type: 'query', sceneId: 4, referenceSql: 'SELECT 1;' }), messages).size).toBe(0);
  });

  it('stem, score, judge and blanks', () => {
    const problems = problemsOf(typed({ type: 'judge', stem: '<p> </p>', score: null }), messages);
    expect(problems.get('stem')).toBe('请输入题干');
    expect(problems.get('score')).toBe('请输入分值');
    expect(problems.get('judge')).toBe('请选择正确或错误');
    expect(problemsOf(typed({ type: 'fill', blanks: [{ answers: ['a'] }, { answers: [] }] }), messages).get('blanks.1.answers')).toBe('每个空至少有一个答案');
    expect(
      problemsOf(
        typed({
          score: 2.55,
          options: [
            { text: 'a', correct: true },
            { text: 'b', correct: false },
          ],
        }),
        messages,
      ).get('score'),
    ).toBe('分值最多一位小数');
  });
});
