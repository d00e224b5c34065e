// Folders of a course's question bank: the shared folder rules (server/lib/folder-store.ts) on exercise_folders,
// counting questions, behind the bank's view and edit checks (./bank.ts).
import { exerciseFolderStore } from './bank';

export const { listFolders, saveFolder, moveFolder, deleteFolder } = exerciseFolderStore;
