// The server's clock, ticking: the offset is learnt once from a serverNow the server answered (when it arrives),
// then the browser's clock counts on from there. Re-renders every `tickMs`.
import { useEffect, useMemo, useState } from 'react';
import { clockOffset } from '@/utils/server-time';

export function useServerNow(serverNow: string | undefined, tickMs = 1000): number | null {
  const offset = useMemo(() => (serverNow ? clockOffset(serverNow) : null), [serverNow]);
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return offset === null ? null : Date.now() + offset;
}
