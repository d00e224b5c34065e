import { draftKey, EMPTY_SCENE, hiddenDataOf, hiddenShownOf, savedValuesOf, sceneDraft, type SceneValues } from './scene-draft';

const saved: SceneValues = sceneDraft.valuesOf({ name: '学生选课', description: '三张表', initSql: 'CREATE TABLE student (sno char(9));' });

beforeEach(() => window.localStorage.clear());

describe('scene drafts', () => {
  it('are kept per scene, and per course (or the public library) for a new one', () => {
    expect(draftKey(12, 3)).toBe('htdz.sceneDraft.12');
    expect(draftKey(null, 3)).toBe('htdz.sceneDraft.new-3');
    expect(draftKey(null, null)).toBe('htdz.sceneDraft.new-public');
  });

  it('a teacher who typed and closed the tab gets the typed script back', () => {
    const typed = { ...saved, initSql: `${saved.initSql}\nINSERT INTO student VALUES ('201215121');` };
    sceneDraft.keepDraft(window.localStorage, draftKey(12, 3), typed, saved, 1_700_000_000_000);
    const restored = sceneDraft.draftToRestore(sceneDraft.readDraft(window.localStorage, draftKey(12, 3)), saved);
    expect(restored).toEqual({ ...typed, savedAt: 1_700_000_000_000 });
  });

  it('nothing is offered back when the draft equals what is saved (typed and then undone)', () => {
    sceneDraft.keepDraft(window.localStorage, draftKey(12, 3), { ...saved, name: '学生选课2' }, saved);
    expect(window.localStorage.getItem(draftKey(12, 3))).not.toBeNull();
    sceneDraft.keepDraft(window.localStorage, draftKey(12, 3), saved, saved);
    expect(window.localStorage.getItem(draftKey(12, 3))).toBeNull();
    expect(sceneDraft.draftToRestore({ ...saved, savedAt: 1 }, saved)).toBeNull();
  });

  it('a draft differing only in the description is still a draft', () => {
    expect(sceneDraft.nextDraft({ ...saved, description: '' }, saved, 5)).toEqual({ ...saved, description: '', savedAt: 5 });
  });

  it('a draft of a new scene is offered over the empty form', () => {
    const draft = { ...EMPTY_SCENE, initSql: 'CREATE TABLE t (id int);', savedAt: 9 };
    expect(sceneDraft.draftToRestore(draft, EMPTY_SCENE)?.initSql).toBe('CREATE TABLE t (id int);');
  });

  it('a stored draft needs its name and script; a missing description reads as empty', () => {
    expect(sceneDraft.parseDraft(JSON.stringify({ description: 'x', initSql: 'y', savedAt: 1 }))).toBeNull();
    expect(sceneDraft.parseDraft(JSON.stringify({ name: 'x', initSql: 3, savedAt: 1 }))).toBeNull();
    expect(sceneDraft.parseDraft(JSON.stringify({ name: 'x', initSql: 'y', savedAt: 1 }))).toEqual({ ...EMPTY_SCENE, name: 'x', initSql: 'y', savedAt: 1 });
  });

  it('the saved scene reads as form values, a missing description as empty text', () => {
    expect(savedValuesOf({ name: '图书馆', description: null, initSql: 'CREATE TABLE book (isbn char(13));', hiddenData: [] })).toEqual({
      ...EMPTY_SCENE,
      name: '图书馆',
      description: '',
      initSql: 'CREATE TABLE book (isbn char(13));',
    });
  });

  it('hidden data fills hidden1 … in order, and goes back without the emptied ones', () => {
    const values = savedValuesOf({ name: '图书馆', description: null, initSql: 'x', hiddenData: ['DELETE FROM book;', 'UPDATE book SET stock = 0;'] });
    expect([values.hidden1, values.hidden2, values.hidden3]).toEqual(['DELETE FROM book;', 'UPDATE book SET stock = 0;', '']);
    expect(hiddenShownOf(values)).toBe(2);
    expect(hiddenDataOf({ ...values, hidden1: '  ' })).toEqual(['UPDATE book SET stock = 0;']);
    expect(hiddenShownOf({ ...values, hidden2: '' })).toBe(1);
    expect(hiddenShownOf(EMPTY_SCENE)).toBe(0);
  });
});
