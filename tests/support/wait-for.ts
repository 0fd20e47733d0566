/** Polls `condition` until it holds; tests await conditions instead of sleeping a fixed time. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
  message = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
