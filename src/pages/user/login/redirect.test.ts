import { safeRedirect } from './redirect';

const origin = 'https://edu.example.cn';
const q = (redirect: string) => `?${new URLSearchParams({ redirect })}`;

describe('where login sends the user back to', () => {
  it('goes back to the page and query the user came from', () => {
    expect(safeRedirect(q('/sys/user?current=2'), origin)).toBe('/sys/user?current=2');
  });

  it('goes home without a redirect', () => {
    expect(safeRedirect('', origin)).toBe('/');
  });

  it.each(['https://evil.example.com/x', '//evil.example.com/x', '/\\evil.example.com', 'javascript:alert(1)', 'home', '/user/login'])(
    'refuses %s',
    (target) => {
      expect(safeRedirect(q(target), origin)).toBe('/');
    },
  );
});
