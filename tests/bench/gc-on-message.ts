/**
 * Preloaded (`node --expose-gc --import gc-on-message.ts …`) into a process a bench measures: on
 * the message 'gc' from its parent it runs a full collection and answers 'gc-done', so the
 * bench reads its memory with no garbage in it. The channel never keeps the process alive.
 */
process.on('message', (message) => {
  if (message !== 'gc' || typeof global.gc !== 'function') return;
  global.gc();
  global.gc();
  process.send?.('gc-done');
});
// After the listener: adding one refs the channel again.
process.channel?.unref();
