import { parentPort, workerData } from 'node:worker_threads';
import { readTable, TableRefusal } from './table.ts';

/**
 * Reads one uploaded price list off the main thread (see `table-reader.ts`) and posts the table or
 * the refusal's message. It imports the readers alone: the write kit would add tens of MiB to the
 * worker's memory for one error class.
 */
try {
  parentPort!.postMessage({ table: await readTable(workerData as Uint8Array) });
} catch (error) {
  if (error instanceof TableRefusal) parentPort!.postMessage({ refused: error.message });
  else throw error;
}
