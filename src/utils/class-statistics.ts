// What the class pages and the statistics pages share that is no component: their addresses, how figures read, and
// the students search.

export const CLASS_STATS_LINKS = {
  classInfo: (sclassId: number) => `/teacher/class/${sclassId}/info`,
  classStudents: (sclassId: number) => `/teacher/class/${sclassId}/student`,
  classStatsTab: (sclassId: number) => `/teacher/class/${sclassId}/statis`,
  classExam: (sclassId: number) => `/teacher/class/${sclassId}/exam`,
  classList: '/teacher/sclassList',
  editClass: (sclassId: number) => `/sclass/edit/${sclassId}`,
  /** the course's task bank and homework */
  courseTasks: (courseId: number) => `/teacher/course/task/${courseId}`,
  reviewHomework: (courseId: number, classId: number, homeworkId: number) =>
    `/teacher/course/task/review/courseId/classId/homeworkId/${courseId}/${classId}/${homeworkId}`,
  classStat: (sclassId?: number) => (sclassId === undefined ? '/statis/sclassStat' : `/statis/sclassStat?sclassId=${sclassId}`),
  studentStat: (sclassId: number, userId: number) => `/statis/stuStat?sclassId=${sclassId}&userId=${userId}`,
};

/** A percent as it reads: "85%", "56.7%", or the placeholder for none. */
export const percentText = (value: number | null, none: string) => (value === null ? none : `${value}%`);

/** Points as they read: "8", "7.5", or the placeholder for none. */
export const pointsText = (value: number | null, none: string) => (value === null ? none : String(value));

/** The share of the total the points are, one decimal (for charts of scores of different totals). */
export const shareOf = (points: number | null, total: number) => (points === null || total <= 0 ? 0 : Math.round((1000 * points) / total) / 10);

/** Whether a student matches the search: account or name contains it (case ignored); everyone for an empty one. */
export function matchesStudent(s: { code: string; name: string }, keyword: string) {
  const word = keyword.trim().toLowerCase();
  return word === '' || s.code.toLowerCase().includes(word) || s.name.toLowerCase().includes(word);
}

/** Nulls last, then ascending: a column sorter for figures that may be missing. */
export const byFigure = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);
