// Sharing 共享 questions and scenes with colleagues or the whole school, and what others shared with one
// (contract/share.ts).
import type { BodyOf, QueryOf } from '@contract/call';
import type { shareCalls } from '@contract/share';
import { htdzClient } from './client';
import { shareRoutes } from './routes/share';

type Calls = typeof shareCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(shareRoutes);

/** Shares questions one may edit with named teachers and/or the whole school; answers how many shares are new. */
export async function shareExercises(body: Body<'shareExercises'>) {
  return api.shareExercises({ body });
}

export async function shareScenes(body: Body<'shareScenes'>) {
  return api.shareScenes({ body });
}

/** A page of one's own shares of questions or of scenes, newest first. */
export async function queryMyShares(params: QueryOf<Calls['myShares']>) {
  return api.myShares({ query: params });
}

export async function withdrawShares(body: Body<'withdrawShares'>) {
  return api.withdrawShares({ body });
}

/** A page of the questions shared with one (共享给我的), with who shared them. */
export async function querySharedExercises(params: QueryOf<Calls['sharedExercises']>) {
  return api.sharedExercises({ query: params });
}

/** The whole shared question, answers included. */
export async function getSharedExercise(exerciseId: number) {
  return api.sharedExercise({ params: { exerciseId } });
}

/** Copies shared questions into a folder of a course one edits, with their scenes. */
export async function copySharedExercises(body: Body<'copySharedExercises'>) {
  return api.copySharedExercises({ body });
}

export async function querySharedScenes(params: QueryOf<Calls['sharedScenes']>) {
  return api.sharedScenes({ query: params });
}

/** A scene shared with one, or the scene of a question shared with one. */
export async function getSharedScene(sceneId: number) {
  return api.sharedScene({ params: { sceneId } });
}

export async function copySharedScenes(body: Body<'copySharedScenes'>) {
  return api.copySharedScenes({ body });
}
