import { parentPort } from 'node:worker_threads';

/**
 * A thread of the off-thread pool (`index.ts`): runs an exported function of a module by name and
 * answers its result (a Buffer or a string travels as it is; anything else structured-cloned).
 */
type Task = { id: number; module: string; name: string; args: unknown[] };
const modules = new Map<string, Promise<Record<string, unknown>>>();

parentPort!.on('message', async ({ id, module, name, args }: Task) => {
  try {
    let loaded = modules.get(module);
    if (!loaded) modules.set(module, (loaded = import(module) as Promise<Record<string, unknown>>));
    const fn = (await loaded)[name];
    if (typeof fn !== 'function') throw new Error(`${module} has no function ${name}`);
    const result: unknown = await (fn as (...args: unknown[]) => unknown)(...args);
    const transfer =
      Buffer.isBuffer(result) && result.byteOffset === 0 && result.buffer.byteLength === result.length
        ? [result.buffer as ArrayBuffer]
        : [];
    parentPort!.postMessage({ id, result }, transfer);
  } catch (error) {
    parentPort!.postMessage({
      id,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
});
