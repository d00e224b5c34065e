import { byFigure, matchesStudent, percentText, shareOf, CLASS_STATS_LINKS } from './class-statistics';

describe('the rules of the statistics pages', () => {
  it('find students by account or name, case ignored', () => {
    const s = { code: 'S2023001', name: '王小明' };
    expect(['', ' ', 's2023', '小明', 'S2023001'].map((k) => matchesStudent(s, k))).toEqual([true, true, true, true, true]);
    expect(matchesStudent(s, '李')).toBe(false);
  });

  it('read figures: percents and the share of a total, none as the placeholder', () => {
    expect(percentText(56.7, '暂无')).toBe('56.7%');
    expect(percentText(null, '暂无')).toBe('暂无');
    expect(shareOf(8, 10)).toBe(80);
    expect(shareOf(7, 30)).toBe(23.3);
    expect(shareOf(null, 10)).toBe(0);
    expect(shareOf(5, 0)).toBe(0);
  });

  it('sort missing figures after the others', () => {
    expect([null, 70, null, 25].sort(byFigure)).toEqual([25, 70, null, null]);
  });

  it('address the class pages and the statistics', () => {
    expect(CLASS_STATS_LINKS.studentStat(3, 21)).toBe('/statis/stuStat?sclassId=3&userId=21');
    expect(CLASS_STATS_LINKS.classStat()).toBe('/statis/sclassStat');
    expect(CLASS_STATS_LINKS.reviewHomework(1, 3, 9)).toBe('/teacher/course/task/review/courseId/classId/homeworkId/1/3/9');
  });
});
