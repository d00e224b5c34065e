import { format } from '../../../../tests/unit/umi-max';
import type { Translate } from '@/components/Locale';
import { cpuText, ofLimitText, timeLeftText } from './usage';

const t = format as Translate;

describe('a container’s figures in readable units', () => {
  it('time left counts to stopsAt on the server’s clock; none without either', () => {
    const now = Date.parse('2020-05-01T08:00:00Z');
    expect(timeLeftText(t, '2020-05-01T09:02:03Z', now)).toBe('01:02:03');
    expect(timeLeftText(t, '2020-05-02T09:00:00Z', now)).toBe('1 天 01:00:00');
    expect(timeLeftText(t, '2020-05-01T07:00:00Z', now)).toBe('00:00:00');
    expect(timeLeftText(t, null, now)).toBeNull();
    expect(timeLeftText(t, '2020-05-01T09:00:00Z', null)).toBeNull();
  });

  it('CPU with one decimal; memory and disk against their limits, the disk perhaps not measured yet', () => {
    expect([0, 12.46, 99.95, 150].map((p) => cpuText(t, p))).toEqual(['0%', '12.5%', '100%', '150%']);
    expect(ofLimitText(t, 128.4, 512)).toBe('128 MB / 512 MB');
    expect(ofLimitText(t, 1024, 2048)).toBe('1 GB / 2 GB');
    expect(ofLimitText(t, null, 1024)).toBe('尚未测量 / 1 GB');
  });
});
