/**
 * Resolves after `n` turns of a 15 ms timer: a LoopHold (whose own timer turns every 10 ms) has then
 * counted the work done before, so the next `take()` measures only what follows.
 */
export const timerTurns = (n: number): Promise<void> =>
  new Promise((resolve) => {
    let left = n;
    const next = (): void => void (--left === 0 ? resolve() : setTimeout(next, 15));
    setTimeout(next, 15);
  });
