// Running LibreOffice: where it is found, and that a run past its time limit takes everything it started with it.
// (Real conversions are in tests/api/resource-library.test.ts.)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConversionFailed, findSoffice, officeToPdf } from './office-pdf';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-soffice-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for soffice: a shell script with this body. */
function fakeSoffice(body: string): string {
  const file = path.join(dir, 'soffice');
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}

const running = (marker: string) => {
  try {
    return execFileSync('pgrep', ['-f', marker], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
};

describe('findSoffice', () => {
  it('takes SOFFICE_PATH, or soffice on PATH; none turns conversion off', () => {
    const fake = fakeSoffice('exit 0');
    expect(findSoffice('none', dir)).toBeNull();
    expect(findSoffice(undefined, `/nonexistent${path.delimiter}${dir}`)).toBe(fake);
    expect(findSoffice(fake, '')).toBe(fake);
    expect(findSoffice(path.join(dir, 'missing'), dir)).toBeNull();
    expect(findSoffice(undefined, '/nonexistent')).toBeNull();
  });
});

describe('officeToPdf', () => {
  it('kills the whole process group of a run past its time limit', async () => {
    const marker = `htdz-office-test-${process.pid}-${Date.now()}`;
    // a child that would outlive its parent if only the parent were killed
    const soffice = fakeSoffice(`sleep 30 ${marker} &\nsleep 30`);
    const started = Date.now();
    await expect(officeToPdf(soffice, Buffer.from('x'), 'docx', 500)).rejects.toThrow(ConversionFailed);
    expect(Date.now() - started).toBeLessThan(5000);
    // sleep takes the marker as a second duration: its command line names it
    await new Promise((r) => setTimeout(r, 200));
    expect(running(marker)).toBe(false);
  });

  it('a run that writes no PDF fails with a reason for the owner; the run gets none of the server environment', async () => {
    process.env.HTDZ_OFFICE_TEST_SECRET = 'do-not-pass';
    const seen = path.join(dir, 'env.txt');
    const soffice = fakeSoffice(`env > ${seen}`);
    await expect(officeToPdf(soffice, Buffer.from('x'), 'docx', 5000)).rejects.toThrow(/无法打开/);
    expect(fs.readFileSync(seen, 'utf8')).not.toContain('do-not-pass');
    delete process.env.HTDZ_OFFICE_TEST_SECRET;
  });

  it('answers the PDF the run wrote into its out folder, and removes its working folder', async () => {
    // the fake writes a PDF where LibreOffice would: --outdir <dir> <input>
    const soffice = fakeSoffice('while [ "$1" != "--outdir" ]; do shift; done; printf "%%PDF-1.4 fake" > "$2/document.pdf"');
    const pdf = await officeToPdf(soffice, Buffer.from('x'), 'xlsx', 5000);
    expect(pdf.toString()).toBe('%PDF-1.4 fake');
    expect(fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('htdz-convert-') && fs.existsSync(path.join(os.tmpdir(), f, 'document.xlsx')))).toEqual([]);
  });
});
