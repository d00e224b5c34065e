// Nothing typed into the scene editor is lost: the form is kept as a draft in this browser's localStorage (per
// scene, or per course for a new one) until it is saved, and offered back when the page opens again.
import type { Scene } from '../../../../contract/scene';

export type SceneValues = { name: string; description: string; initSql: string };
export type SceneDraft = SceneValues & { savedAt: number };
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const EMPTY_SCENE: SceneValues = { name: '', description: '', initSql: '' };

/** `htdz.sceneDraft.12` for scene 12; `htdz.sceneDraft.new-3` for a new scene of course 3, `new-public` in the library. */
export const draftKey = (sceneId: number | null, courseId: number | null) =>
  `htdz.sceneDraft.${sceneId ?? `new-${courseId ?? 'public'}`}`;

/** The SQL console's text of a scene, kept the same way. */
export const consoleKey = (sceneId: number) => `htdz.sceneConsole.${sceneId}`;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Form values with every field a string (a cleared field reads as ''). */
export const valuesOf = (v: Partial<Record<keyof SceneValues, unknown>>): SceneValues => ({
  name: text(v.name),
  description: text(v.description),
  initSql: text(v.initSql),
});

export const savedValuesOf = (scene: Pick<Scene, 'name' | 'description' | 'initSql'>): SceneValues => valuesOf(scene);

export const sameValues = (a: SceneValues, b: SceneValues) => a.name === b.name && a.description === b.description && a.initSql === b.initSql;

/** A stored draft, or null when there is none or it is unreadable. */
export function parseDraft(raw: string | null): SceneDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<SceneDraft> | null;
    if (!d || typeof d !== 'object' || typeof d.savedAt !== 'number') return null;
    if (typeof d.name !== 'string' || typeof d.initSql !== 'string') return null;
    return { ...valuesOf(d), savedAt: d.savedAt };
  } catch {
    return null;
  }
}

/** The draft to offer back over `saved` (what the server holds), or null when it adds nothing. */
export function draftToRestore(draft: SceneDraft | null, saved: SceneValues): SceneDraft | null {
  if (!draft || sameValues(draft, saved)) return null;
  return draft;
}

/** What to keep for `values`: a draft when they differ from `saved`, null (remove it) when they do not. */
export const nextDraft = (values: SceneValues, saved: SceneValues, now: number): SceneDraft | null =>
  sameValues(values, saved) ? null : { ...values, savedAt: now };

export const readDraft = (store: Store, key: string) => parseDraft(safely(() => store.getItem(key)) ?? null);

/** Stores the draft of `values`, or removes it once they equal the saved scene. */
export function keepDraft(store: Store, key: string, values: SceneValues, saved: SceneValues, now = Date.now()) {
  const draft = nextDraft(values, saved, now);
  safely(() => (draft ? store.setItem(key, JSON.stringify(draft)) : store.removeItem(key)));
}

export const clearDraft = (store: Store, key: string) => safely(() => store.removeItem(key));

// A full or blocked localStorage (private windows, quota) must not break the editor.
function safely<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}
