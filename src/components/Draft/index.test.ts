import { draftKit } from '.';

type Values = { title: string; body: string; note: string };
/** A form whose draft counts only with its title and body. */
const kit = draftKit<Values>(['title', 'body', 'note'], ['title', 'body']);
const saved: Values = { title: '第一章', body: '关系模型', note: '' };

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

describe('form drafts', () => {
  it('what was typed is kept and offered back', () => {
    const store = memoryStore();
    const typed = { ...saved, body: '关系模型与关系代数' };
    kit.keepDraft(store, 'k', typed, saved, 1_700_000_000_000);
    expect(kit.draftToRestore(kit.readDraft(store, 'k'), saved)).toEqual({ ...typed, savedAt: 1_700_000_000_000 });
  });

  it('a draft is kept only while it differs from what is saved', () => {
    expect(kit.nextDraft({ ...saved, note: '补充' }, saved, 5)).toEqual({ ...saved, note: '补充', savedAt: 5 });
    expect(kit.nextDraft(saved, saved, 5)).toBeNull();
    const store = memoryStore();
    kit.keepDraft(store, 'k', { ...saved, title: '第二章' }, saved);
    expect(store.items.has('k')).toBe(true);
    kit.keepDraft(store, 'k', saved, saved);
    expect(store.items.has('k')).toBe(false);
    expect(kit.draftToRestore({ ...saved, savedAt: 1 }, saved)).toBeNull();
    expect(kit.draftToRestore(null, saved)).toBeNull();
  });

  it('unreadable drafts, or ones without a required field, are ignored', () => {
    expect(kit.parseDraft(null)).toBeNull();
    expect(kit.parseDraft('{not json')).toBeNull();
    expect(kit.parseDraft('null')).toBeNull();
    expect(kit.parseDraft(JSON.stringify({ title: 'x', body: 'y' }))).toBeNull();
    expect(kit.parseDraft(JSON.stringify({ title: 'x', body: 3, savedAt: 1 }))).toBeNull();
    expect(kit.parseDraft(JSON.stringify({ title: 'x', body: 'y', savedAt: 1 }))).toEqual({ title: 'x', body: 'y', note: '', savedAt: 1 });
  });

  it('a full or blocked storage does not break the form', () => {
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
    expect(() => kit.keepDraft(broken, 'k', { ...saved, title: 'x' }, saved)).not.toThrow();
    expect(kit.readDraft(broken, 'k')).toBeNull();
    expect(() => kit.clearDraft(broken, 'k')).not.toThrow();
  });

  it('form values with cleared fields read as empty text', () => {
    expect(kit.valuesOf({ title: '第一章', body: undefined, note: null })).toEqual({ title: '第一章', body: '', note: '' });
  });
});
