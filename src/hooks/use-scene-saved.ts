// A scene saved anywhere on the page (a scene page, the question editor's drawer) is announced here, so that what
// shows the same scene elsewhere (the question editor's tables panel) reads it again instead of showing old tables.
import { useSyncExternalStore } from 'react';

/** how many times each scene was saved since the page loaded */
const saves = new Map<number, number>();
const listeners = new Set<() => void>();

export function announceSceneSaved(sceneId: number) {
  saves.set(sceneId, (saves.get(sceneId) ?? 0) + 1);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A number that changes each time the scene is saved: a dependency that reloads what shows it. */
export function useSceneSaves(sceneId: number): number {
  return useSyncExternalStore(subscribe, () => saves.get(sceneId) ?? 0);
}
