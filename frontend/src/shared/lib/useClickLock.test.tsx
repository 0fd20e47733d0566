import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClickLock, useClickLock } from './useClickLock';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useClickLock', () => {
  it('runs the first call and ignores calls within 300 ms of it', () => {
    const { result } = renderHook(() => useClickLock());
    const fn = vi.fn(() => 'ok');

    expect(result.current(fn)).toBe('ok');
    vi.advanceTimersByTime(100);
    expect(result.current(fn)).toBeUndefined();
    vi.advanceTimersByTime(199);
    expect(result.current(fn)).toBeUndefined();
    expect(fn).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(result.current(fn)).toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('measures from the last accepted call, not the last ignored one', () => {
    const { result } = renderHook(() => useClickLock());
    const fn = vi.fn();

    result.current(fn);
    vi.advanceTimersByTime(250);
    result.current(fn); // ignored: does not extend the lock
    vi.advanceTimersByTime(50);
    result.current(fn);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps the same run function across renders, so the lock survives them', () => {
    const { result, rerender } = renderHook(() => useClickLock());
    const first = result.current;
    const fn = vi.fn();
    first(fn);
    rerender();
    expect(result.current).toBe(first);
    result.current(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('takes another duration', () => {
    const { result } = renderHook(() => useClickLock(1000));
    const fn = vi.fn();
    result.current(fn);
    vi.advanceTimersByTime(999);
    result.current(fn);
    vi.advanceTimersByTime(1);
    result.current(fn);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('turns a double tap on a control into one action', () => {
    function Drill() {
      const [depth, setDepth] = useState(0);
      const run = useClickLock();
      return (
        <button type="button" onClick={() => run(() => setDepth((d) => d + 1))}>
          {`Глубина ${depth}`}
        </button>
      );
    }
    render(<Drill />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Глубина 1');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    fireEvent.click(button);
    expect(button.textContent).toBe('Глубина 2');
  });
});

describe('createClickLock', () => {
  it('gates calls outside React the same way', () => {
    const run = createClickLock();
    const fn = vi.fn();
    run(fn);
    run(fn);
    vi.advanceTimersByTime(300);
    run(fn);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
