/**
 * @jest-environment node
 */
import { addressOf, apiOf, DEMO_PASSWORD, loginThroughForm, screenshot, usePlatform, waitForText } from './harness';

const platform = usePlatform();

/** A real one-page PDF (with a correct cross-reference table) that says "SQL". */
function onePagePdf(): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 48 Tf 60 50 Td (SQL) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}
const PDF = onePagePdf();

describe('chapters in a real browser', () => {
  it('a teacher writes a chapter with a PDF; the preview shows it as a student would, with next/previous', async () => {
    // The tree is laid out through the API; the page is used for what a person does there.
    const token = (await apiOf(platform.url).login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const save = (body: { title: string; parentId?: number | null }) => apiOf(platform.url).saveChapter({ body: { courseId: 1, ...body } }, { token });
    const first = (await save({ title: '第一章 绪论' })).obj.chapterId;
    await save({ title: '1.1 数据库系统概述', parentId: first });
    const second = (await save({ title: '第二章 关系数据库' })).obj.chapterId;
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), '讲义.pdf');
    const uploaded = await fetch(`${platform.url}${addressOf('uploadResource', { params: { chapterId: second } })}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(((await uploaded.json()) as { success: boolean }).success).toBe(true);

    const page = await platform.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/edit/chapter/1/0/${second}`, { waitUntil: 'networkidle0' });
    await waitForText(page, '1.1 数据库系统概述', '[data-testid="chapter-tree"]');
    await waitForText(page, '讲义.pdf', '[data-testid="chapter-resources"]');

    const editor = '[data-testid="rich-text-content"] .ProseMirror';
    await page.waitForSelector(editor, { visible: true });
    await page.click(editor);
    await page.keyboard.type('关系数据库建立在集合论之上。');
    await page.click('[data-testid="chapter-save"]');
    await page.waitForFunction(
      async (address: string) => {
        const res = await fetch(address, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
        return ((await res.json()) as { obj?: { content?: string } }).obj?.content?.includes('集合论') ?? false;
      },
      { timeout: 15_000, polling: 500 },
      addressOf('getChapter', { params: { chapterId: second } }),
    );
    await screenshot(page, 'chapter-edit');

    await page.goto(`${platform.url}/edit/preview/1/0/${second}`, { waitUntil: 'networkidle0' });
    await waitForText(page, '关系数据库建立在集合论之上', '[data-testid="chapter-content"]');
    // the PDF is fetched with the token and shown in the page
    await page.waitForSelector('[data-testid="chapter-pdf"]', { timeout: 15_000 });
    await screenshot(page, 'chapter-preview');
    await page.$eval('[data-testid="chapter-prev"]', (el) => (el as HTMLElement).click());
    await waitForText(page, '1.1 数据库系统概述', '[data-testid="chapter-title"]');
    await page.close();
  });

  it('a student cannot open the chapter editor', async () => {
    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'student');
    await page.goto(`${platform.url}/edit/chapter/1/0/0`, { waitUntil: 'networkidle0' });
    await waitForText(page, '403');
    await page.close();
  });
});
