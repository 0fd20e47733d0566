import { parentPort, workerData } from 'node:worker_threads';
import { DomainError } from '../../kit/write/index.ts';
import { readTable } from './table.ts';

/** Reads one uploaded price list off the main thread (see `table-reader.ts`) and posts the table or the refusal. */
try {
  parentPort!.postMessage({ table: await readTable(workerData as Uint8Array) });
} catch (error) {
  if (error instanceof DomainError)
    parentPort!.postMessage({
      refused: { status: error.status, code: error.code, message: error.message, fields: error.fields },
    });
  else throw error;
}
