// Nothing typed into the scene editor is lost: the form is kept as a draft in this browser's localStorage (per
// scene, or per course for a new one) until it is saved, and offered back when the page opens again. The draft
// logic is the shared one of '@/components/Draft'; this file holds what is the scene's own.
import type { Scene } from '../../../../contract/scene';
import { draftKit } from '@/components/Draft';

export type SceneValues = { name: string; description: string; initSql: string };

/** A stored draft counts only with its name and script; a missing description reads as ''. */
export const sceneDraft = draftKit<SceneValues>(['name', 'description', 'initSql'], ['name', 'initSql']);

export const EMPTY_SCENE: SceneValues = { name: '', description: '', initSql: '' };

/** `htdz.sceneDraft.12` for scene 12; `htdz.sceneDraft.new-3` for a new scene of course 3, `new-public` in the library. */
export const draftKey = (sceneId: number | null, courseId: number | null) =>
  `htdz.sceneDraft.${sceneId ?? `new-${courseId ?? 'public'}`}`;

/** The SQL console's text of a scene, kept the same way. */
export const consoleKey = (sceneId: number) => `htdz.sceneConsole.${sceneId}`;

export const savedValuesOf = (scene: Pick<Scene, 'name' | 'description' | 'initSql'>): SceneValues => sceneDraft.valuesOf(scene);
