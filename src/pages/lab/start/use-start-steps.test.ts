import { act, renderHook } from '@testing-library/react';
import { START_STEPS, useStartSteps } from './use-start-steps';

const shown = (s: { step: number; failed: boolean } | null) => (s ? `${START_STEPS[s.step]}${s.failed ? ' failed' : ''}` : 'none');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the steps of a start', () => {
  it('pass by time while the call is out, never beyond 启动环境; the answer completes them', () => {
    const { result } = renderHook(() => useStartSteps());
    expect(shown(result.current.steps)).toBe('none');
    act(() => result.current.begin());
    expect(shown(result.current.steps)).toBe('check');
    act(() => jest.advanceTimersByTime(700));
    expect(shown(result.current.steps)).toBe('create');
    act(() => jest.advanceTimersByTime(60_000));
    expect(shown(result.current.steps)).toBe('boot');
    act(() => result.current.done());
    expect(shown(result.current.steps)).toBe('open');
  });

  it('a refusal marks the step reached as failed, and time moves it no further', () => {
    const { result } = renderHook(() => useStartSteps());
    act(() => result.current.begin());
    act(() => jest.advanceTimersByTime(700));
    act(() => result.current.fail());
    act(() => jest.advanceTimersByTime(60_000));
    expect(shown(result.current.steps)).toBe('create failed');
    act(() => result.current.reset());
    expect(shown(result.current.steps)).toBe('none');
  });
});
