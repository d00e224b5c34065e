import { cleanLatex, isBlankHtml, needsEnhancing, safeLinkHref, storedHtml, withScrollingTables } from './html';

describe('what counts as written', () => {
  it('empty paragraphs and spaces are blank; text, images, formulas and tables are not', () => {
    expect(isBlankHtml(null)).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p> &nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>关系模型</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/htdz/readResourse/3"></p>')).toBe(false);
    expect(isBlankHtml('<p><span data-type="inline-math" data-latex="x^2"></span></p>')).toBe(false);
    expect(isBlankHtml('<table><tbody><tr><td><p></p></td></tr></tbody></table>')).toBe(false);
  });

  it('a blank description is stored as null', () => {
    expect(storedHtml('<p></p>')).toBeNull();
    expect(storedHtml('<p>介绍</p>')).toBe('<p>介绍</p>');
  });
});

describe('links typed by an author', () => {
  it('gets https:// when the scheme is missing and keeps site paths', () => {
    expect(safeLinkHref(' www.postgresql.org/docs ')).toBe('https://www.postgresql.org/docs');
    expect(safeLinkHref('/course/view/1')).toBe('/course/view/1');
    expect(safeLinkHref('mailto:li@htdz.edu.cn')).toBe('mailto:li@htdz.edu.cn');
    expect(safeLinkHref('http://example.com')).toBe('http://example.com');
  });

  it('refuses script-like schemes and text that is no address', () => {
    expect(safeLinkHref('javascript:alert(1)')).toBeNull();
    expect(safeLinkHref('JavaScript:alert(1)')).toBeNull();
    expect(safeLinkHref('data:text/html,<b>x</b>')).toBeNull();
    expect(safeLinkHref('数据库 教程')).toBeNull();
    expect(safeLinkHref('   ')).toBeNull();
  });
});

describe('the read-only view', () => {
  it('loads KaTeX and the highlighter only for formulas and code blocks', () => {
    expect(needsEnhancing('<p>纯文本</p>')).toBe(false);
    expect(needsEnhancing('<p><span data-type="inline-math" data-latex="x"></span></p>')).toBe(true);
    expect(needsEnhancing('<pre><code class="language-sql">SELECT 1;</code></pre>')).toBe(true);
    expect(needsEnhancing('<p>preview</p>')).toBe(false);
  });

  it('puts each table in a box that scrolls sideways, and leaves text without tables alone', () => {
    const table = '<table><tbody><tr><td><p>选择</p></td></tr></tbody></table>';
    expect(withScrollingTables(`<p>前</p>${table}<p>后</p>${table}`)).toBe(
      `<p>前</p><div class="htdz-table-scroll">${table}</div><p>后</p><div class="htdz-table-scroll">${table}</div>`,
    );
    expect(withScrollingTables('<p>关系模型，tables 与 table 一词</p>')).toBe('<p>关系模型，tables 与 table 一词</p>');
  });

  it('a formula must have some LaTeX', () => {
    expect(cleanLatex('  ')).toBeNull();
    expect(cleanLatex(' x^2 ')).toBe('x^2');
  });
});
