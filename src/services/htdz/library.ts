// The resource library 资源库 (contract/library.ts): one's uploads and colleagues' shared ones. Chapters use items
// through addFromLibrary in ./chapter.
import type { BodyOf, QueryOf } from '@contract/call';
import type { libraryCalls } from '@contract/library';
import { htdzClient } from './client';
import { libraryRoutes } from './routes/library';
import { fileForm, progressOf, type UploadOptions } from './sys';

type Calls = typeof libraryCalls;
const api = htdzClient(libraryRoutes);

/** A page of library items: one's own, colleagues' shared ones, or both; by title and kind. */
export async function queryLibrary(query: QueryOf<Calls['listLibrary']>) {
  return api.listLibrary({ query });
}

export async function getLibraryResource(libraryResourceId: number) {
  return api.getLibraryResource({ params: { libraryResourceId } });
}

/** Uploads a video, PDF or Office document into one's library (the server tells the type from the bytes). */
export async function uploadLibraryResource(file: Blob, opts?: UploadOptions) {
  return api.uploadLibraryResource({}, { data: fileForm(file, file instanceof File ? file.name : 'resource'), timeout: 0, ...progressOf(opts) });
}

export async function renameLibraryResource(body: BodyOf<Calls['renameLibraryResource']>) {
  return api.renameLibraryResource({ body });
}

export async function shareLibraryResource(body: BodyOf<Calls['shareLibraryResource']>) {
  return api.shareLibraryResource({ body });
}

export async function deleteLibraryResource(libraryResourceId: number) {
  return api.deleteLibraryResource({ params: { libraryResourceId } });
}
