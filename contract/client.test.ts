import { clientOf, pathOf, requestOf, routeOf, routesOf, type CallRequest } from './client';
import { homeworkCalls } from './homework';
import { sysCalls } from './sys';

describe('pathOf', () => {
  it('fills every :name segment, URL-encoded', () => {
    expect(pathOf(homeworkCalls.compareDuplicate, { homeworkId: 1, studentId: 2, otherStudentId: 3 })).toBe('/homework/duplicates/compare/1/2/3');
    expect(pathOf({ path: '/changeRead/:type/:noticeId' }, { type: 'a/b c', noticeId: '7?x' })).toBe('/changeRead/a%2Fb%20c/7%3Fx');
    expect(pathOf(homeworkCalls.publishTask)).toBe('/homework/publish');
  });

  it('refuses a missing or empty value rather than call another address', () => {
    expect(() => pathOf(homeworkCalls.homeworkResult, { studentId: 1 })).toThrow('/stu/homework/detail/:studentId/:homeworkId: no value for :homeworkId');
    expect(() => pathOf(homeworkCalls.deleteHomework, { homeworkId: '' })).toThrow(':homeworkId');
  });
});

describe('routes and callers', () => {
  it('a route is the definition without its schemas', () => {
    expect(routeOf(homeworkCalls.deleteHomework)).toEqual({ method: 'POST', path: '/homework/delete/:homeworkId' });
    expect(routeOf(sysCalls.saveRole)).toEqual({ method: 'POST', path: '/sys/saveRole', invalidates: ['sessions'] });
    expect(routeOf(sysCalls.getRoles)).toEqual({ method: 'GET', path: '/sys/getRoles', reads: ['sessions'] });
  });

  it('a request carries only the parts the input has', () => {
    const route = routeOf(homeworkCalls.listHomeworks);
    expect(requestOf(route)).toEqual({ method: 'GET', path: '/homework/list', route });
    expect(requestOf(route, { query: { courseId: 1 } })).toEqual({ method: 'GET', path: '/homework/list', query: { courseId: 1 }, route });
  });

  it('each call of a client goes to the transport with its method, filled path, query, body and options', async () => {
    const sent: [CallRequest, unknown][] = [];
    const api = clientOf(routesOf(homeworkCalls), async (request, options) => {
      sent.push([request, options]);
      return { code: 200, success: true, message: '', obj: null };
    });
    await api.deleteHomework({ params: { homeworkId: 9 } }, { token: 't' });
    await api.gradeSubmission({ body: { homeworkId: 1, studentId: 2, scores: [] } as never });
    expect(sent.map(([r, o]) => [r.method, r.path, r.body, o])).toEqual([
      ['POST', '/homework/delete/9', undefined, { token: 't' }],
      ['POST', '/homework/grade', { homeworkId: 1, studentId: 2, scores: [] }, undefined],
    ]);
  });
});
