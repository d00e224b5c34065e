// Office documents to PDF with LibreOffice headless (`soffice --headless --convert-to pdf`), one document per run. A
// document is untrusted input, so each run has a fresh profile that never runs macros and never updates links, an
// environment without the server's secrets, and a time limit after which its whole process group is killed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Office documents by extension (what LibreOffice is told the input is). */
export const OFFICE_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp'] as const;
export type OfficeExtension = (typeof OFFICE_EXTENSIONS)[number];

/** Why a conversion did not give a PDF, in words for the document's owner. */
export class ConversionFailed extends Error {}

/**
 * The soffice to run: SOFFICE_PATH when set (`none`: conversion off), else `soffice` or `libreoffice` found on PATH;
 * null when there is none (documents are then download-only).
 */
export function findSoffice(setting: string | undefined, searchPath = process.env.PATH ?? ''): string | null {
  if (setting === 'none') return null;
  const runnable = (file: string) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };
  if (setting) return runnable(setting) ? setting : null;
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    for (const name of ['soffice', 'libreoffice']) if (runnable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/**
 * The profile of a run: macros never run (level "very high" and execution disabled), links to other files or
 * addresses are never updated (Writer: 2, Calc: 1 mean never), so a document cannot make the server fetch anything.
 */
const PROFILE_SETTINGS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Writer/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>2</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>1</value></prop></item>
</oor:items>
`;

/** Kills the run's whole process group (soffice is a script that starts oosplash, which starts soffice.bin). */
function killGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** A PDF made by LibreOffice from `input` (an Office document of type `ext`), or ConversionFailed. */
export async function officeToPdf(soffice: string, input: Buffer, ext: OfficeExtension, timeoutMs: number): Promise<Buffer> {
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'htdz-convert-'));
  try {
    const profile = path.join(work, 'profile');
    const out = path.join(work, 'out');
    await fs.promises.mkdir(path.join(profile, 'user'), { recursive: true });
    await fs.promises.mkdir(out);
    await fs.promises.writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), PROFILE_SETTINGS);
    const source = path.join(work, `document.${ext}`);
    await fs.promises.writeFile(source, input);
    const args = [
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--nodefault',
      '--nologo',
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--convert-to',
      'pdf',
      '--outdir',
      out,
      source,
    ];
    await new Promise<void>((resolve, reject) => {
      // its own process group (detached), to kill everything it started; none of the server's environment
      const child = spawn(soffice, args, {
        detached: true,
        stdio: 'ignore',
        cwd: work,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: work, TMPDIR: work, LANG: 'C.UTF-8', SAL_USE_VCLPLUGIN: 'svp' },
      });
      const timer = setTimeout(() => {
        killGroup(child.pid);
        reject(new ConversionFailed(`转换超过 ${Math.round(timeoutMs / 1000)} 秒，已停止`));
      }, timeoutMs);
      child.on('error', (err) => {
        clearTimeout(timer);
        reject(new ConversionFailed(`无法启动 LibreOffice：${err.message}`));
      });
      child.on('exit', () => {
        clearTimeout(timer);
        // whatever it left running goes with it
        killGroup(child.pid);
        resolve();
      });
    });
    const pdf = await fs.promises.readFile(path.join(out, 'document.pdf')).catch(() => null);
    // LibreOffice exits 0 and writes nothing for a file it cannot read
    if (!pdf || pdf.length === 0) throw new ConversionFailed('文件无法打开：可能已损坏，或不是它看起来的 Office 文档');
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new ConversionFailed('转换结果不是 PDF');
    return pdf;
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
