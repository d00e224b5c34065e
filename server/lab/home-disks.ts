// The disk quota of sandbox home folders (P10). Where the server may mount (root, loop devices, mkfs.ext4), each home
// is an ext4 file system of exactly the image's disk limit in a sparse file (`.images/{key}.img` beside the homes),
// loop-mounted on the home folder while its container runs: writing past it fails inside with "No space left on
// device". Where it may not (not root, no loop devices: a container without privileges), homes stay plain folders and
// the quota is only measured: a start over it is refused, the reaper stops a container over it, the file-size rlimit
// bounds a single file. Which of the two runs is decided once, by mounting a small probe image, and reported.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { RuntimeError } from './runtime';

/** `image`: a loop-mounted ext4 image per home, the real quota; `measure`: plain folders, usage measured only */
export type QuotaMode = 'image' | 'measure';
export type QuotaState = { mode: QuotaMode /** why `measure` (null for `image`) */; reason: string | null };

const MB = 1024 * 1024;
/** the sandbox's user outside when the server runs as root (sandbox.ts) */
const OUTSIDE_UID = 65534;
const asRoot = () => process.getuid?.() === 0;
/** mkfs.ext4, losetup and resize2fs are in sbin, which a service's PATH may lack */
const ENV = { PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C' };
const execFileP = promisify(execFile);

async function run(cmd: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await execFileP(cmd, args, { env: ENV, encoding: 'utf8' });
    return stdout;
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error((e.stderr || e.message).trim().split('\n').slice(-2).join(' '));
  }
}

/** `\040` and the like in /proc/self/mountinfo are octal escapes of the path's bytes */
const unescapeMount = (s: string) => s.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));

/** Every mount point of this process's mount namespace (a point mounted twice is listed twice). */
export function mountPoints(): string[] {
  try {
    return fs
      .readFileSync('/proc/self/mountinfo', 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => unescapeMount(line.split(' ')[4] ?? ''));
  } catch {
    return [];
  }
}

/** A folder's size in MB as `du` counts it (allocated blocks), or null when it cannot be measured. */
export async function folderSizeMb(dir: string): Promise<number | null> {
  try {
    const out = await run('du', ['-sk', dir]);
    return Number(out.split(/\s+/)[0]) / 1024;
  } catch {
    return null;
  }
}

/** whole MB, or tenths where rounding would hide that it is over the quota */
const shownMb = (mb: number, quotaMb = Infinity) => (Math.round(mb) > quotaMb ? `${Math.round(mb)} MB` : `${Math.ceil(mb * 10) / 10} MB`);

/** The refusal of a start while the home holds more than the quota: what is used, the quota, and the way out. */
export const overQuota = (usedMb: number, quotaMb: number) =>
  new RuntimeError(
    `实验空间已超出配额（已用 ${shownMb(usedMb, quotaMb)} / 配额 ${quotaMb} MB），无法启动容器。请先删除文件：在容器页点击“重置”清空实验空间（其中的文件将全部删除），或请教师调高镜像的磁盘上限`,
  );

export class HomeDisks {
  private probed: Promise<QuotaState> | null = null;
  /** the homes folder with symbolic links resolved, as mount points are listed */
  private root = '';

  constructor(
    private readonly homesDir: string,
    private forced: 'auto' | 'measure' = 'auto',
    private readonly log: (message: string) => void = () => {},
  ) {}

  private get imagesDir() {
    return path.join(this.homesDir, '.images');
  }

  imageOf(homeKey: string) {
    return path.join(this.imagesDir, `${homeKey}.img`);
  }

  /** `measure` from now on, or `auto` to probe again (tests; an operator who wants no loop devices sets it at start) */
  force(mode: 'auto' | 'measure') {
    this.forced = mode;
    this.probed = null;
  }

  /** Which quota runs here; probed once (mounts left by a server that died are removed first). */
  state(): Promise<QuotaState> {
    this.probed ??= this.probe().then((s) => {
      if (s.mode === 'measure' && this.forced !== 'measure')
        this.log(`实验 home 目录没有真正的磁盘配额（${s.reason}）：只在启动时和定期测量用量，超出的容器被停止且不能再启动`);
      return s;
    });
    return this.probed;
  }

  private async probe(): Promise<QuotaState> {
    try {
      fs.mkdirSync(this.homesDir, { recursive: true, mode: 0o711 });
      this.root = fs.realpathSync(this.homesDir);
    } catch (err) {
      return { mode: 'measure', reason: `实验目录不可用：${err instanceof Error ? err.message : String(err)}` };
    }
    await this.releaseAll();
    if (this.forced === 'measure') return { mode: 'measure', reason: '按设置只测量用量' };
    if (!asRoot()) return { mode: 'measure', reason: '服务器不是以 root 运行，不能挂载磁盘映像' };
    const img = path.join(this.imagesDir, '.probe.img');
    const mnt = path.join(this.imagesDir, '.probe');
    try {
      fs.mkdirSync(this.imagesDir, { recursive: true, mode: 0o700 });
      fs.mkdirSync(mnt, { recursive: true });
      await this.makeImage(img, 4);
      await this.mount(img, mnt);
      fs.writeFileSync(path.join(mnt, 'probe'), 'ok');
      await this.unmount(mnt);
      return { mode: 'image', reason: null };
    } catch (err) {
      return { mode: 'measure', reason: `不能挂载磁盘映像：${err instanceof Error ? err.message : String(err)}` };
    } finally {
      await this.unmount(mnt).catch(() => {});
      fs.rmSync(img, { force: true });
      fs.rmSync(mnt, { recursive: true, force: true });
    }
  }

  private resolved(dir: string) {
    return path.join(this.root || fs.realpathSync(this.homesDir), path.relative(this.homesDir, dir));
  }

  isMounted(dir: string): boolean {
    try {
      return mountPoints().includes(this.resolved(dir));
    } catch {
      // the homes folder does not exist yet: nothing is mounted in it
      return false;
    }
  }

  private async makeImage(img: string, quotaMb: number) {
    fs.rmSync(img, { force: true });
    // sparse: the host's disk holds what is written, not the quota (discard gives deleted blocks back)
    fs.writeFileSync(img, '', { mode: 0o600 });
    fs.truncateSync(img, quotaMb * MB);
    await run('mkfs.ext4', ['-q', '-F', '-m', '0', '-E', 'nodiscard', img]);
  }

  private async mount(img: string, dir: string) {
    // `-o loop` attaches a free loop device with autoclear: it goes when the file system is unmounted everywhere
    await run('mount', ['-t', 'ext4', '-o', 'loop,nosuid,nodev,discard', img, dir]);
  }

  /** Unmounts everything mounted on `dir`; waits a moment for a busy one (a `du` of the reaper), then detaches it lazily. */
  async unmount(dir: string): Promise<void> {
    for (let attempt = 0; this.isMounted(dir); attempt++) {
      try {
        await run('umount', attempt < 20 ? [dir] : ['-l', dir]);
      } catch (err) {
        if (attempt >= 25) throw new RuntimeError(`实验目录无法卸载：${err instanceof Error ? err.message : String(err)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  /** Unmounts every home (at start-up: the mounts of a server that died; at shutdown: what is left). */
  async releaseAll(): Promise<void> {
    let root: string;
    try {
      root = this.root || fs.realpathSync(this.homesDir);
    } catch {
      // no homes folder: nothing mounted in it
      return;
    }
    const under = [...new Set(mountPoints().filter((m) => m.startsWith(root + path.sep)))];
    // deepest first
    for (const m of under.sort((a, b) => b.length - a.length)) await this.unmount(m).catch(() => {});
  }

  /** The home's root as the sandbox needs it: owned by its user outside, private, without lost+found. */
  private own(home: string) {
    if (!asRoot()) return;
    fs.chownSync(home, OUTSIDE_UID, OUTSIDE_UID);
    fs.chmodSync(home, 0o700);
    try {
      fs.rmdirSync(path.join(home, 'lost+found'));
    } catch {
      // not there, or the user put files in it
    }
  }

  private async mountHome(img: string, home: string) {
    await this.mount(img, home);
    this.own(home);
  }

  /**
   * Readies the home folder for a start with this quota: mounted on its image (made, grown or shrunk to the quota;
   * a plain folder from before is moved into a new one), or, when measuring, a plain folder. Refuses while the home
   * holds more than the quota, with nothing left mounted.
   */
  async prepare(homeKey: string, home: string, quotaMb: number): Promise<void> {
    const { mode } = await this.state();
    fs.mkdirSync(home, { recursive: true, mode: 0o700 });
    if (mode === 'measure') {
      const used = await folderSizeMb(home);
      if (used !== null && used > quotaMb) throw overQuota(used, quotaMb);
      this.own(home);
      return;
    }
    // a mount left from before (it is ours: one sandbox host per platform)
    await this.unmount(home);
    fs.mkdirSync(this.imagesDir, { recursive: true, mode: 0o700 });
    const img = this.imageOf(homeKey);
    if (!fs.existsSync(img)) return this.fromFolder(homeKey, img, home, quotaMb);
    await this.mountHome(img, home);
    try {
      const used = (await folderSizeMb(home)) ?? 0;
      if (used > quotaMb) throw overQuota(used, quotaMb);
      const size = fs.statSync(img).size;
      if (size < quotaMb * MB) {
        await this.unmount(home);
        await this.grow(img, quotaMb);
        await this.mountHome(img, home);
      } else if (size > quotaMb * MB) {
        await this.shrink(homeKey, img, home, quotaMb, used);
      }
    } catch (err) {
      await this.unmount(home);
      throw err;
    }
  }

  /** The first start with a quota: the folder's files from before (plain folders) move into a new image. */
  private async fromFolder(homeKey: string, img: string, home: string, quotaMb: number) {
    const old = path.join(this.imagesDir, `${homeKey}.old`);
    // a server that died while moving them left the files there
    if (fs.existsSync(old) && fs.readdirSync(home).length === 0) {
      fs.rmdirSync(home);
      fs.renameSync(old, home);
    }
    fs.rmSync(old, { recursive: true, force: true });
    const used = (await folderSizeMb(home)) ?? 0;
    if (used > quotaMb) throw overQuota(used, quotaMb);
    if (fs.readdirSync(home).length === 0) {
      await this.makeImage(img, quotaMb);
      await this.mountHome(img, home);
      return;
    }
    fs.renameSync(home, old);
    fs.mkdirSync(home, { mode: 0o700 });
    try {
      await this.makeImage(img, quotaMb);
      await this.mountHome(img, home);
      await run('cp', ['-a', `${old}/.`, home]).catch(() => {
        throw new RuntimeError(
          `实验空间的文件（已用 ${shownMb(used)}）放不进 ${quotaMb} MB 的磁盘，无法启动容器。请在容器页点击“重置”清空实验空间，或请教师调高镜像的磁盘上限`,
        );
      });
      this.own(home);
      fs.rmSync(old, { recursive: true, force: true });
    } catch (err) {
      await this.unmount(home);
      fs.rmSync(img, { force: true });
      fs.rmSync(home, { recursive: true, force: true });
      fs.renameSync(old, home);
      throw err;
    }
  }

  /** offline, to the larger quota */
  private async grow(img: string, quotaMb: number) {
    await this.check(img);
    fs.truncateSync(img, quotaMb * MB);
    await run('resize2fs', ['-f', img]);
  }

  /**
   * To a smaller quota: a new image of that size with the files copied in (resize2fs cannot shrink below the inode
   * tables a large file system keeps). The home stays mounted on the old one until the copy succeeded.
   */
  private async shrink(homeKey: string, img: string, home: string, quotaMb: number, usedMb: number) {
    const next = path.join(this.imagesDir, `${homeKey}.next.img`);
    const staging = path.join(this.imagesDir, `${homeKey}.next`);
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    try {
      await this.makeImage(next, quotaMb);
      await this.mount(next, staging);
      await run('cp', ['-a', `${home}/.`, staging]).catch(() => {
        throw new RuntimeError(
          `实验空间的文件（已用 ${shownMb(usedMb)}）放不进 ${quotaMb} MB 的磁盘，无法启动容器。请在容器页点击“重置”清空实验空间，或请教师调高镜像的磁盘上限`,
        );
      });
      await this.unmount(staging);
      await this.unmount(home);
      fs.renameSync(next, img);
      await this.mountHome(img, home);
    } finally {
      await this.unmount(staging).catch(() => {});
      fs.rmSync(staging, { recursive: true, force: true });
      fs.rmSync(next, { force: true });
    }
  }

  /** e2fsck before resize2fs, which asks for it; 1 means it mended something, which is fine */
  private async check(img: string) {
    try {
      await execFileP('e2fsck', ['-f', '-p', img], { env: ENV });
    } catch (err) {
      const code = (err as { code?: number }).code;
      if (code !== 1) throw new RuntimeError(`实验空间的磁盘映像检查失败（e2fsck 退出码 ${String(code)}），请在容器页点击“重置”`);
    }
  }

  /** After the container stopped: its home is unmounted (the image stays, with the files). */
  release(home: string): Promise<void> {
    return this.unmount(home);
  }

  /** Empties a home: unmounted, its image and folder removed. */
  async wipe(homeKey: string, home: string): Promise<void> {
    await this.state();
    await this.unmount(home);
    for (const f of [this.imageOf(homeKey), path.join(this.imagesDir, `${homeKey}.next.img`)]) await fs.promises.rm(f, { force: true });
    for (const d of [home, path.join(this.imagesDir, `${homeKey}.old`), path.join(this.imagesDir, `${homeKey}.next`)]) {
      await fs.promises.rm(d, { recursive: true, force: true });
    }
  }
}
