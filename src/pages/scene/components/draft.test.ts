import { clearDraft, draftKey, draftToRestore, keepDraft, nextDraft, parseDraft, readDraft, valuesOf, type SceneValues } from './draft';

const saved: SceneValues = { name: '学生选课', description: '三张表', initSql: 'CREATE TABLE student (sno char(9));' };

/** An in-memory localStorage. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('scene drafts', () => {
  it('are kept per scene, and per course (or the public library) for a new one', () => {
    expect(draftKey(12, 3)).toBe('htdz.sceneDraft.12');
    expect(draftKey(null, 3)).toBe('htdz.sceneDraft.new-3');
    expect(draftKey(null, null)).toBe('htdz.sceneDraft.new-public');
  });

  it('a teacher who typed and closed the tab gets the typed script back', () => {
    const store = memoryStore();
    const typed = { ...saved, initSql: `${saved.initSql}\nINSERT INTO student VALUES ('201215121');` };
    keepDraft(store, draftKey(12, 3), typed, saved, 1_700_000_000_000);
    const restored = draftToRestore(readDraft(store, draftKey(12, 3)), saved);
    expect(restored).toEqual({ ...typed, savedAt: 1_700_000_000_000 });
  });

  it('nothing is offered back when the draft equals what is saved (typed and then undone)', () => {
    const store = memoryStore();
    keepDraft(store, 'k', { ...saved, name: '学生选课2' }, saved);
    expect(store.items.has('k')).toBe(true);
    keepDraft(store, 'k', saved, saved);
    expect(store.items.has('k')).toBe(false);
    expect(draftToRestore({ ...saved, savedAt: 1 }, saved)).toBeNull();
    expect(draftToRestore(null, saved)).toBeNull();
  });

  it('a draft differing only in the description is still a draft', () => {
    expect(nextDraft({ ...saved, description: '' }, saved, 5)).toEqual({ ...saved, description: '', savedAt: 5 });
  });

  it('a draft of a new scene is offered over the empty form', () => {
    const empty = valuesOf({});
    expect(draftToRestore({ name: '', description: '', initSql: 'CREATE TABLE t (id int);', savedAt: 9 }, empty)?.initSql).toBe(
      'CREATE TABLE t (id int);',
    );
  });

  it('unreadable or foreign values in storage are ignored', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('null')).toBeNull();
    expect(parseDraft(JSON.stringify({ name: 'x', initSql: 'y' }))).toBeNull();
    expect(parseDraft(JSON.stringify({ name: 'x', initSql: 3, savedAt: 1 }))).toBeNull();
    expect(parseDraft(JSON.stringify({ name: 'x', initSql: 'y', savedAt: 1 }))).toEqual({ name: 'x', description: '', initSql: 'y', savedAt: 1 });
  });

  it('a full or blocked storage does not break the editor', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => keepDraft(broken, 'k', { ...saved, name: 'x' }, saved)).not.toThrow();
    expect(readDraft(broken, 'k')).toBeNull();
    expect(() => clearDraft(broken, 'k')).not.toThrow();
  });

  it('form values with cleared fields read as empty text', () => {
    expect(valuesOf({ name: '图书馆', description: undefined, initSql: null })).toEqual({ name: '图书馆', description: '', initSql: '' });
  });
});
