// Folder arithmetic for the bank's left pane and its dialogs: counts that include sub-folders (the list of a
// folder shows its sub-folders' questions too), the folders a folder may move under, and TreeSelect data.
import type { ExerciseFolder, ExerciseFolderNode } from '@contract/exercise';

/** Questions in each folder and all its sub-folders, by folder id. */
export function subtreeCounts(tree: readonly ExerciseFolderNode[]): Map<number, number> {
  const counts = new Map<number, number>();
  const visit = (node: ExerciseFolderNode): number => {
    const total = node.count + node.children.reduce((sum, child) => sum + visit(child), 0);
    counts.set(node.folderId, total);
    return total;
  };
  tree.forEach(visit);
  return counts;
}

/** The folder and every folder below it: where it cannot be moved to. */
export function selfAndBelow(folders: readonly ExerciseFolder[], folderId: number): Set<number> {
  const found = new Set([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders) {
      if (f.parentId !== null && found.has(f.parentId) && !found.has(f.folderId)) {
        found.add(f.folderId);
        grew = true;
      }
    }
  }
  return found;
}

/** A folder is deleted only when empty: no questions directly in it and no sub-folders. */
export const isEmptyFolder = (node: ExerciseFolderNode) => node.count === 0 && node.children.length === 0;

/** The folder's names from the root down, e.g. ['第三章 SQL', '单表查询']; empty for an unknown id. */
export function folderPath(folders: readonly ExerciseFolder[], folderId: number): string[] {
  const byId = new Map(folders.map((f) => [f.folderId, f]));
  const path: string[] = [];
  const seen = new Set<number>();
  for (let f = byId.get(folderId); f && !seen.has(f.folderId); f = f.parentId === null ? undefined : byId.get(f.parentId)) {
    seen.add(f.folderId);
    path.unshift(f.name);
  }
  return path;
}

export type FolderOption = { value: number; title: string; children: FolderOption[]; disabled?: boolean };

/**
 * TreeSelect data: the bank's root (value 0) holding the folder tree. Folders in `exclude` are left out with
 * everything below them (a folder cannot move into itself).
 */
export function folderOptions(tree: readonly ExerciseFolderNode[], rootTitle: string, exclude: ReadonlySet<number> = new Set()): FolderOption[] {
  const toOption = (node: ExerciseFolderNode): FolderOption[] =>
    exclude.has(node.folderId) ? [] : [{ value: node.folderId, title: node.name, children: node.children.flatMap(toOption) }];
  return [{ value: 0, title: rootTitle, children: tree.flatMap(toOption) }];
}
