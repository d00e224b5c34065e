// Generated from contract/chapter.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { chapterCalls } from '@contract/chapter';

export const chapterRoutes: RoutesOf<typeof chapterCalls> = {
  chapterTree: { method: 'GET', path: '/chapter/tree/:courseId', reads: ['outlines'] },
  getChapter: { method: 'GET', path: '/chapter/:chapterId' },
  saveChapter: { method: 'POST', path: '/chapter/save', invalidates: ['outlines'] },
  deleteChapter: { method: 'POST', path: '/chapter/delete/:chapterId', invalidates: ['outlines'] },
  moveChapter: { method: 'POST', path: '/chapter/move', invalidates: ['outlines'] },
  uploadResource: { method: 'POST', path: '/chapter/:chapterId/uploadResource', invalidates: ['outlines'] },
  addLink: { method: 'POST', path: '/chapter/addLink', invalidates: ['outlines'] },
  addFromLibrary: { method: 'POST', path: '/chapter/addFromLibrary', invalidates: ['outlines'] },
  resourceSettings: { method: 'POST', path: '/chapter/resourceSettings', invalidates: ['outlines'] },
  deleteResource: { method: 'POST', path: '/chapter/deleteResource/:resourceId', invalidates: ['outlines'] },
  streamUrl: { method: 'GET', path: '/chapter/streamUrl/:resourceId' },
};
