// Generated from contract/library.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { libraryCalls } from '@contract/library';

export const libraryRoutes: RoutesOf<typeof libraryCalls> = {
  listLibrary: { method: 'GET', path: '/library/list' },
  getLibraryResource: { method: 'GET', path: '/library/:libraryResourceId' },
  uploadLibraryResource: { method: 'POST', path: '/library/upload' },
  renameLibraryResource: { method: 'POST', path: '/library/rename', invalidates: ['outlines'] },
  shareLibraryResource: { method: 'POST', path: '/library/share' },
  deleteLibraryResource: { method: 'POST', path: '/library/delete/:libraryResourceId' },
};
