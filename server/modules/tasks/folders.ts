// Folders of a course's task bank: the question bank's folder rules (server/lib/folder-store.ts) on task_folders,
// counting tasks, behind the task bank's checks.
import { taskFolders, tasks } from '../../db/schema';
import { folderStore } from '../../lib/folder-store';
import { editableTaskBank, viewableTaskBank } from './access';

export const taskFolderStore = folderStore({
  folders: taskFolders,
  items: { table: tasks, courseId: tasks.courseId, folderId: tasks.folderId },
  itemUnit: '份作业',
  view: viewableTaskBank,
  edit: editableTaskBank,
});

export const { listFolders, saveFolder, moveFolder, deleteFolder, folderIn, foldersOf } = taskFolderStore;
