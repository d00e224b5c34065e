// The class pages' addresses, apart from src/utils/school-class.ts (which checks typed input with the contract's
// limits, and so brings zod): the home page links to classes and stays light (src/first-load.test.ts).
export const CLASS_LINKS = {
  list: '/teacher/sclassList',
  /** 0 opens the form of a new class */
  edit: (sclassId: number) => `/sclass/edit/${sclassId}`,
  view: (sclassId: number) => `/sclass/view/${sclassId}`,
  course: (courseId: number) => `/course/view/${courseId}`,
};
