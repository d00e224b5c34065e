import routes from '../../config/routes';
import { pageOf } from './page-names';

describe('pageOf', () => {
  it('names the page of a menu address by its route', () => {
    expect(pageOf('/sys/module', routes)).toEqual({ name: '模块管理' });
    expect(pageOf('/home', routes)).toEqual({ name: '首页' });
  });

  it('follows a redirect', () => {
    expect(pageOf('/', routes)).toEqual({ name: '首页' });
  });

  it('an address with parameters opens its page, nameless when the route has no name', () => {
    expect(pageOf('/scene/list/3', routes)).toEqual({ name: null });
  });

  it('an address no page answers is null', () => {
    expect(pageOf('/no/such/page', routes)).toBeNull();
    expect(pageOf('/sys', routes)).toBeNull();
  });

  it("Umi's layout route and catch-all are not pages", () => {
    const umi = [{ path: '/', isLayout: true }, { path: '/*' }, { path: '/home', name: '首页' }];
    expect(pageOf('/', umi)).toBeNull();
    expect(pageOf('/anything', umi)).toBeNull();
  });

  it('exact segments win over parameters', () => {
    const table = [
      { path: '/a/:id', name: '参数' },
      { path: '/a/new', name: '新建' },
    ];
    expect(pageOf('/a/new', table)).toEqual({ name: '新建' });
    expect(pageOf('/a/7', table)).toEqual({ name: '参数' });
  });
});
