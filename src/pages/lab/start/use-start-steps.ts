// The steps 检查权限 → 创建容器 → 启动环境 → 打开终端 of starting a container. The server answers only once the
// container runs (a few seconds), so the first three pass by time while the call is out, never beyond 启动环境;
// the answer completes them, a refusal marks the step reached as failed.
import { useEffect, useRef, useState } from 'react';

export const START_STEPS = ['check', 'create', 'boot', 'open'] as const;

/** When the shown step moves on to 创建容器 and to 启动环境, in ms after the call went out. */
export const STEP_TIMES = [600, 1800] as const;

export type StartSteps = { step: number; failed: boolean };

export function useStartSteps() {
  const [steps, setSteps] = useState<StartSteps | null>(null);
  const timers = useRef<number[]>([]);
  const clear = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };
  useEffect(() => clear, []);

  const begin = () => {
    clear();
    setSteps({ step: 0, failed: false });
    STEP_TIMES.forEach((ms, i) => {
      timers.current.push(window.setTimeout(() => setSteps((s) => (s && !s.failed && s.step <= i ? { step: i + 1, failed: false } : s)), ms));
    });
  };
  const done = () => {
    clear();
    setSteps({ step: START_STEPS.length - 1, failed: false });
  };
  const fail = () => {
    clear();
    setSteps((s) => ({ step: s?.step ?? 0, failed: true }));
  };
  const reset = () => {
    clear();
    setSteps(null);
  };
  return { steps, begin, done, fail, reset };
}
