// Zip archives are inflated with a cap before anything else opens them: the declared sizes are not trusted. Course
// files are told by their bytes, Office documents down to the type LibreOffice is told.
import fs from 'node:fs';
import path from 'node:path';
import { zipOf } from '../../tests/zip-bomb';
import { isZip, sniffCourseFile, zipInflatedSize } from './sniff';

const MB = 1024 * 1024;

describe('zipInflatedSize', () => {
  it('counts what the entries really inflate to', () => {
    const zip = zipOf([
      { name: 'a.xml', content: Buffer.from('<a>'.repeat(1000)) },
      { name: 'b.xml', content: Buffer.alloc(5000, 'x') },
    ]);
    expect(isZip(zip)).toBe(true);
    expect(zipInflatedSize(zip, 50 * MB)).toBe(8000);
  });

  it('a bomb that declares 100 bytes and inflates to 60 MB is caught without inflating it all', () => {
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(60 * MB), declaredSize: 100 }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    expect(zipInflatedSize(bomb, 50 * MB)).toBeNull();
    // the inflation stopped at the cap: far less than the 60 MB were ever held
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(55 * MB);
  });

  it('many small entries that add up past the cap', () => {
    const zip = zipOf(Array.from({ length: 6 }, (_, i) => ({ name: `s${i}.xml`, content: Buffer.alloc(10 * MB), declaredSize: 10 })));
    expect(zipInflatedSize(zip, 50 * MB)).toBeNull();
    expect(zipInflatedSize(zip, 70 * MB)).toBe(60 * MB);
  });

  it('an archive that is not one, or whose data is not deflate, is unreadable', () => {
    expect(zipInflatedSize(Buffer.from('PK\x03\x04 but nothing else'), 50 * MB)).toBeNull();
    const zip = zipOf([{ name: 'a.xml', content: Buffer.from('hello') }]);
    // corrupt the deflate stream
    const broken = Buffer.from(zip);
    broken.fill(0xff, 30 + 'a.xml'.length, 30 + 'a.xml'.length + 4);
    expect(zipInflatedSize(broken, 50 * MB)).toBeNull();
  });
});

describe('sniffCourseFile', () => {
  const office = (name: string) => fs.readFileSync(path.join(__dirname, '../../tests/fixtures/office', name));

  it('tells Office documents written by LibreOffice (sizes only in the central directory) by their entries', () => {
    expect(sniffCourseFile(office('lecture.docx'))).toMatchObject({ kind: 'document', office: 'docx' });
    expect(sniffCourseFile(office('scores.xlsx'))).toMatchObject({ kind: 'document', office: 'xlsx' });
    expect(sniffCourseFile(office('slides.pptx'), '随便起的名字.docx')).toMatchObject({ kind: 'document', office: 'pptx' });
  });

  it('tells OpenDocument files by their stored mimetype entry', () => {
    const odt = zipOf([{ name: 'content.xml', content: Buffer.from('<x/>') }]);
    expect(sniffCourseFile(odt)).toBeNull();
    const mimetype = Buffer.from('application/vnd.oasis.opendocument.spreadsheet');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt32LE(mimetype.length, 18);
    header.writeUInt32LE(mimetype.length, 22);
    header.writeUInt16LE('mimetype'.length, 26);
    expect(sniffCourseFile(Buffer.concat([header, Buffer.from('mimetype'), mimetype]))).toMatchObject({ kind: 'document', office: 'ods' });
  });

  it('the legacy binary formats look alike: the name picks among them, Word otherwise', () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(500)]);
    expect(sniffCourseFile(ole, '成绩.XLS')).toMatchObject({ kind: 'document', office: 'xls' });
    expect(sniffCourseFile(ole, '课件.ppt')).toMatchObject({ office: 'ppt' });
    expect(sniffCourseFile(ole, '讲稿.pdf')).toMatchObject({ office: 'doc' });
  });
});
