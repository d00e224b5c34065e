import { format } from '../../tests/unit/umi-max';
import type { Translate } from '@/components/Locale';
import { coresText, limitTexts, minutesText, sizeText } from './lab-limits';

const t = format as Translate;

describe('an image’s limits in readable units', () => {
  it('sizes read as MB, or as GB when that is whole or a short fraction', () => {
    expect([64, 512, 1000, 1024, 1100, 1280, 1536, 2048, 20480].map((mb) => sizeText(t, mb))).toEqual([
      '64 MB',
      '512 MB',
      '1000 MB',
      '1 GB',
      '1100 MB',
      '1.25 GB',
      '1.5 GB',
      '2 GB',
      '20 GB',
    ]);
  });

  it('CPU in cores, times in the largest units', () => {
    expect([1, 5, 10, 25].map((tenths) => coresText(t, tenths))).toEqual(['0.1 核', '0.5 核', '1 核', '2.5 核']);
    expect([5, 30, 60, 90, 240, 1440].map((m) => minutesText(t, m))).toEqual(['5 分钟', '30 分钟', '1 小时', '1 小时 30 分钟', '4 小时', '1 天']);
  });

  it('lists every limit; the process limit only where it is known', () => {
    const limits = { memoryMb: 512, cpuTenths: 5, diskMb: 1024, idleMinutes: 30, lifetimeMinutes: 240 };
    expect(limitTexts(t, { ...limits, maxProcesses: 256 }).map((l) => l.text)).toEqual([
      '内存 512 MB',
      'CPU 0.5 核',
      '进程 256',
      '磁盘 1 GB',
      '空闲 30 分钟',
      '最长 4 小时',
    ]);
    expect(limitTexts(t, limits).map((l) => l.key)).toEqual(['memory', 'cpu', 'disk', 'idle', 'lifetime']);
  });
});
