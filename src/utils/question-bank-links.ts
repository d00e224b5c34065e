// Where question bank pages live. Teachers work under /question-bank (pages without the layout), experts under
// /expert: a course template's bank and the public library. The question editor and preview pages link back here.

/** The teacher's bank of a course; `parentId` is where the list starts (0 or absent: the whole bank). */
export const teacherBankLink = (courseId: number) => `/question-bank/list/${courseId}`;
export const teacherCreateLink = (courseId: number, parentId: number) => `/question-bank/create/courseId/parentId/${courseId}/${parentId}`;
export const teacherEditLink = (courseId: number, exerciseId: number, parentId: number) =>
  `/question-bank/edit/courseId/exerciseId/parentId/${courseId}/${exerciseId}/${parentId}`;
export const teacherPreviewLink = (courseId: number, exerciseId: number, parentId: number) =>
  `/question-bank/preview/courseId/exerciseId/${courseId}/${exerciseId}/${parentId}`;

export const expertBankLink = (courseId: number) => `/expert/course/${courseId}/exercise`;
export const expertCreateLink = (courseId: number) => `/expert/course/${courseId}/exercise/create`;
export const expertEditLink = (courseId: number, exerciseId: number) => `/expert/course/${courseId}/exercise/${exerciseId}/update`;

export const libraryLink = () => '/expert/public_library/exercise';
export const libraryCreateLink = () => '/expert/public_library/exercise/create';
export const libraryEditLink = (exerciseId: number) => `/expert/public_library/exercise/${exerciseId}/update`;

/** The student preview of a course's questions (read-only). */
export const studentPreviewLink = (courseId: number) => `/student/course/exercise/${courseId}`;

/** Which bank a page shows: a course's, as a teacher or as an expert (templates), or the public library. */
export type BankPlace = { area: 'teacher' | 'expert'; courseId: number } | { area: 'library' };

/** The links of one bank, the same shape wherever it is; `parentId` is a folder (0: the bank's root). */
export type BankLinks = {
  list: string;
  create: (parentId: number) => string;
  edit: (exerciseId: number, parentId: number) => string;
  /** null: this area has no preview page, the list previews in a drawer */
  preview: (exerciseId: number, parentId: number) => string | null;
};

export function bankLinksOf(place: BankPlace): BankLinks {
  if (place.area === 'library') {
    return { list: libraryLink(), create: libraryCreateLink, edit: libraryEditLink, preview: () => null };
  }
  const { courseId } = place;
  if (place.area === 'expert') {
    // the expert's pages have no folder in their address: a new question starts at the bank's root
    return { list: expertBankLink(courseId), create: () => expertCreateLink(courseId), edit: (id) => expertEditLink(courseId, id), preview: () => null };
  }
  return {
    list: teacherBankLink(courseId),
    create: (parentId) => teacherCreateLink(courseId, parentId),
    edit: (id, parentId) => teacherEditLink(courseId, id, parentId),
    preview: (id, parentId) => teacherPreviewLink(courseId, id, parentId),
  };
}
