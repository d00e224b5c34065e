// Drafts of a form kept in this browser's localStorage until they are saved (generalised from the scene editor's
// drafts): values are flat records of strings, a draft is kept only while it differs from what the server holds.
export type DraftValues = Record<string, string>;
export type Draft<V extends DraftValues> = V & { savedAt: number };
export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type DraftKit<V extends DraftValues> = {
  /** form values with every field a string (a cleared field reads as '') */
  valuesOf: (v: Partial<Record<keyof V, unknown>>) => V;
  sameValues: (a: V, b: V) => boolean;
  parseDraft: (raw: string | null) => Draft<V> | null;
  /** the draft to offer back over `saved`, or null when it adds nothing */
  draftToRestore: (draft: Draft<V> | null, saved: V) => Draft<V> | null;
  /** what to keep for `values`: a draft when they differ from `saved`, null (remove it) when they do not */
  nextDraft: (values: V, saved: V, now: number) => Draft<V> | null;
  readDraft: (store: DraftStore, key: string) => Draft<V> | null;
  /** stores the draft of `values`, or removes it once they equal `saved` */
  keepDraft: (store: DraftStore, key: string, values: V, saved: V, now?: number) => void;
  clearDraft: (store: DraftStore, key: string) => void;
};

/** Runs a localStorage call: a full or blocked localStorage (private windows, quota) must not break the editor. */
export function safely<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** The draft functions of a form with these fields; `required` fields must be in a stored draft for it to count. */
export function draftKit<V extends DraftValues>(fields: readonly (keyof V & string)[], required: readonly (keyof V & string)[] = fields): DraftKit<V> {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const valuesOf = (v: Partial<Record<keyof V, unknown>>) => Object.fromEntries(fields.map((f) => [f, text(v[f])])) as V;
  const sameValues = (a: V, b: V) => fields.every((f) => a[f] === b[f]);
  const parseDraft = (raw: string | null): Draft<V> | null => {
    if (!raw) return null;
    try {
      const d = JSON.parse(raw) as Record<string, unknown> | null;
      if (!d || typeof d !== 'object' || typeof d.savedAt !== 'number') return null;
      if (required.some((f) => typeof d[f] !== 'string')) return null;
      return { ...valuesOf(d as Partial<Record<keyof V, unknown>>), savedAt: d.savedAt };
    } catch {
      return null;
    }
  };
  const nextDraft = (values: V, saved: V, now: number): Draft<V> | null => (sameValues(values, saved) ? null : { ...values, savedAt: now });
  return {
    valuesOf,
    sameValues,
    parseDraft,
    draftToRestore: (draft, saved) => (!draft || sameValues(draft, saved) ? null : draft),
    nextDraft,
    readDraft: (store, key) => parseDraft(safely(() => store.getItem(key)) ?? null),
    keepDraft: (store, key, values, saved, now = Date.now()) => {
      const draft = nextDraft(values, saved, now);
      safely(() => (draft ? store.setItem(key, JSON.stringify(draft)) : store.removeItem(key)));
    },
    clearDraft: (store, key) => safely(() => store.removeItem(key)),
  };
}
