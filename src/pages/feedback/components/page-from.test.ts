import { pageFrom } from './page-from';

describe('the page a feedback is about', () => {
  const origin = 'https://edu.example.cn';
  it('is the from query value when given', () => {
    expect(pageFrom('/sys/user?current=2', 'https://edu.example.cn/home', origin)).toBe('/sys/user?current=2');
  });
  it('is the referring page of this site otherwise', () => {
    expect(pageFrom(null, 'https://edu.example.cn/stu/course?x=1', origin)).toBe('/stu/course?x=1');
  });
  it('is nothing for another site, a feedback page, or no referrer', () => {
    expect(pageFrom(null, 'https://evil.example.com/a', origin)).toBeNull();
    expect(pageFrom('', 'https://edu.example.cn/feedback/list', origin)).toBeNull();
    expect(pageFrom(null, '', origin)).toBeNull();
    expect(pageFrom(null, 'not a url', origin)).toBeNull();
  });
});
