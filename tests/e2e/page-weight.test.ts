/**
 * @jest-environment node
 */
// The page-weight budget of issue P14, on the build the browser tests use: the login page's first load at most 280 KB
// gzip (JS+CSS), a page inside the layout at most 520 KB, as a student and as a teacher. A failure names the page and
// its largest files; `npm run bench:page-weight` lists the largest modules in each.
import { apiOf, DEMO_PASSWORD, usePlatform } from './harness';
import { measurePages, overBudget, PAGE_BUDGET } from './page-weight';

const platform = usePlatform();

describe('page weight', () => {
  it('first loads stay within the budget', async () => {
    const api = apiOf(platform.url);
    const token = async (username: string) => (await api.login({ body: { username, password: DEMO_PASSWORD } })).token!;
    const loads = await measurePages({
      url: platform.url,
      newPage: platform.newPage,
      api,
      tokens: { student: await token('student'), teacher: await token('teacher') },
    });
    expect(loads.map((l) => l.name)).toHaveLength(5);
    // every measured page loaded its code (a page that failed to load would weigh nothing)
    for (const load of loads) expect(load.files.some((f) => f.file.startsWith('umi.'))).toBe(true);
    expect(loads.find((l) => l.name === '/user/login')?.budget).toBe(PAGE_BUDGET.login);
    expect(loads.map(overBudget).filter(Boolean)).toEqual([]);
  });
});
