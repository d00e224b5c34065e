// Nothing typed into the scene editor is lost: the form is kept as a draft in this browser's localStorage (per
// scene, or per course for a new one) until it is saved, and offered back when the page opens again. The draft
// logic is the shared one of '@/components/Draft'; this file holds what is the scene's own.
import { HIDDEN_DATA_MAX, type Scene } from '@contract/scene';
import { draftKit } from '@/components/Draft';

/** The form fields of the hidden data scripts, one each (drafts are flat records of text): hidden1 … hidden5. */
export const HIDDEN_FIELDS = Array.from({ length: HIDDEN_DATA_MAX }, (_, i) => `hidden${i + 1}` as const);

export type SceneValues = { name: string; description: string; initSql: string } & Record<(typeof HIDDEN_FIELDS)[number], string>;

/** A stored draft counts only with its name and script; a missing description or hidden data reads as ''. */
export const sceneDraft = draftKit<SceneValues>(['name', 'description', 'initSql', ...HIDDEN_FIELDS], ['name', 'initSql']);

export const EMPTY_SCENE: SceneValues = sceneDraft.valuesOf({});

/** `htdz.sceneDraft.12` for scene 12; `htdz.sceneDraft.new-3` for a new scene of course 3, `new-public` in the library. */
export const draftKey = (sceneId: number | null, courseId: number | null) => `htdz.sceneDraft.${sceneId ?? `new-${courseId ?? 'public'}`}`;

/** The SQL console's text of a scene, kept the same way. */
export const consoleKey = (sceneId: number) => `htdz.sceneConsole.${sceneId}`;

export const savedValuesOf = (scene: Pick<Scene, 'name' | 'description' | 'initSql' | 'hiddenData'>): SceneValues =>
  sceneDraft.valuesOf({ ...scene, ...Object.fromEntries(scene.hiddenData.map((data, i) => [HIDDEN_FIELDS[i], data])) });

/** The hidden data scripts of the form's values, in order, the empty ones left out. */
export const hiddenDataOf = (values: SceneValues): string[] => HIDDEN_FIELDS.map((f) => values[f] ?? '').filter((data) => data.trim() !== '');

/** How many hidden data editors to show for these values: up to the last one with text. */
export const hiddenShownOf = (values: SceneValues): number => HIDDEN_FIELDS.reduce((shown, f, i) => (values[f]?.trim() ? i + 1 : shown), 0);
