// Zip archives are inflated with a cap before anything else opens them: the declared sizes are not trusted.
import { zipOf } from '../../tests/zip-bomb';
import { isZip, zipInflatedSize } from './sniff';

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
