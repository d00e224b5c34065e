import { byTime, clock, inReadingOrder, matchesStudent, percentOf, placeOf, STATS_LINKS, summaryOf, watchedSegments } from './study-statistics';

describe('the statistics addresses', () => {
  const place = { courseId: 1, chapterId: 2, clazzId: 1, serialNum: 1 };

  it('read the route parameters, serialNum may be 0, anything else is refused', () => {
    expect(placeOf({ courseId: '1', chapterId: '2', clazzId: '1', serialNum: '1' })).toEqual(place);
    expect(placeOf({ courseId: '1', chapterId: '2', clazzId: '1', serialNum: '0' })).toEqual({ ...place, serialNum: 0 });
    expect(placeOf({ courseId: '1', chapterId: '2', clazzId: '0', serialNum: '1' })).toBeNull();
    expect(placeOf({ courseId: 'x', chapterId: '2', clazzId: '1', serialNum: '1' })).toBeNull();
    expect(placeOf({ courseId: '1', chapterId: '2', clazzId: '1' })).toBeNull();
  });

  it('are the routes of the list, detail and student pages', () => {
    expect(STATS_LINKS.list(place)).toBe('/teacher/course/chapter/statis/list/1/2/1/1');
    expect(STATS_LINKS.detail(place, 5)).toBe('/teacher/course/chapter/statis/detail/1/2/1/1/5');
    expect(STATS_LINKS.process(place, 4)).toBe('/teacher/course/chapter/statis/student/process/1/2/1/1/4');
    expect(STATS_LINKS.expert(11)).toBe('/expert/course/11/statistics');
  });
});

describe('chapters in reading order', () => {
  it('puts each chapter before its sections, both by serialNum, sections one level in', () => {
    const rows = [
      { chapterId: 6, parentId: 5, serialNum: 1 },
      { chapterId: 5, parentId: null, serialNum: 2 },
      { chapterId: 3, parentId: 1, serialNum: 2 },
      { chapterId: 1, parentId: null, serialNum: 1 },
      { chapterId: 2, parentId: 1, serialNum: 1 },
    ];
    expect(inReadingOrder(rows).map((r) => [r.chapterId, r.depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 1],
      [5, 0],
      [6, 1],
    ]);
  });

  it('keeps a section whose chapter is missing, as a chapter', () => {
    expect(inReadingOrder([{ chapterId: 7, parentId: 99, serialNum: 1 }]).map((r) => r.depth)).toEqual([0]);
    expect(inReadingOrder([])).toEqual([]);
  });
});

describe('figures', () => {
  it('clock shows mm:ss, h:mm:ss from an hour, a dash for unknown', () => {
    expect(clock(0)).toBe('00:00');
    expect(clock(75.9)).toBe('01:15');
    expect(clock(612)).toBe('10:12');
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(null)).toBe('—');
    expect(clock(-1)).toBe('—');
  });

  it('watched parts become shares of the video, clipped to it, in order', () => {
    expect(
      watchedSegments(
        [
          [300, 600],
          [0, 150],
        ],
        600,
      ),
    ).toEqual([
      { left: 0, width: 25 },
      { left: 50, width: 50 },
    ]);
    expect(watchedSegments([[500, 700]], 600)).toEqual([{ left: expect.closeTo(83.33, 1), width: expect.closeTo(16.67, 1) }]);
    expect(watchedSegments([[0, 10]], null)).toEqual([]);
    expect(watchedSegments([[5, 5]], 100)).toEqual([]);
  });

  it('percentOf rounds and is 0 without a whole', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 0)).toBe(0);
  });

  it('a chapter summary counts students who began, who completed, and the mean progress', () => {
    expect(
      summaryOf([
        { progress: 100, completed: true, doneCount: 3, lastStudiedAt: '2025-03-18T05:00:00.000Z' },
        { progress: 35, completed: false, doneCount: 0, lastStudiedAt: '2025-03-18T06:00:00.000Z' },
        { progress: 0, completed: false, doneCount: 0, lastStudiedAt: null },
      ]),
    ).toEqual({ studentCount: 3, startedCount: 2, completedCount: 1, averageProgress: 45 });
    expect(summaryOf([])).toEqual({ studentCount: 0, startedCount: 0, completedCount: 0, averageProgress: 0 });
  });
});

describe('students search and order', () => {
  const s = { code: '2023010101', name: '王小明' };
  it('matches the code or the name, ignoring case and spaces around', () => {
    expect(matchesStudent(s, ' 0101 ')).toBe(true);
    expect(matchesStudent(s, '小明')).toBe(true);
    expect(matchesStudent({ code: 'Student', name: '张同学' }, 'stu')).toBe(true);
    expect(matchesStudent(s, '张')).toBe(false);
    expect(matchesStudent(s, '')).toBe(true);
  });

  it('orders the never-studied first, then by time', () => {
    const times = ['2025-03-18T05:00:00.000Z', null, '2025-03-17T05:00:00.000Z'];
    expect([...times].sort(byTime)).toEqual([null, '2025-03-17T05:00:00.000Z', '2025-03-18T05:00:00.000Z']);
  });
});
