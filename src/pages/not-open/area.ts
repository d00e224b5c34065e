// Which area of the product a route belongs to, from its path pattern: names and describes the not-open page.
// Order matters: the first match wins (a chapter's statistics are statistics, a class's exams are exams).
export const AREAS = [
  'chapterEdit',
  'chapterPreview',
  'taskAnswer',
  'statis',
  'exam',
  'task',
  'knowledge',
  'question',
  'scene',
  'lab',
  'sclass',
  'chapter',
  'course',
] as const;
export type Area = (typeof AREAS)[number] | 'other';

const RULES: ReadonlyArray<readonly [RegExp, Area]> = [
  [/^\/edit\/chapter\//, 'chapterEdit'],
  [/^\/edit\/preview\//, 'chapterPreview'],
  [/^\/task-stu\//, 'taskAnswer'],
  [/\/statis|Stat$/, 'statis'],
  [/exam|AnswerView/i, 'exam'],
  [/task/i, 'task'],
  [/\/knowledge/, 'knowledge'],
  [/question|exercise/i, 'question'],
  [/scene/i, 'scene'],
  [/\/(start|container|images)\//, 'lab'],
  [/sclass|\/class\//i, 'sclass'],
  [/\/chapter\//, 'chapter'],
  [/course|\/list$/, 'course'],
];

export function areaOf(path: string | undefined): Area {
  if (!path) return 'other';
  return RULES.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
}
