import { Worker } from 'node:worker_threads';
import { DomainError } from '../../src/write-kit/index.ts';
import { TABLE_MESSAGES, type Table } from './table.ts';

type Answer =
  | { table: Table }
  | { refused: { status: number; code: string; message: string; fields: Record<string, string> | undefined } };

/**
 * Reads an uploaded price list in a worker thread: unzipping and parsing a 10,000-row XLSX takes
 * seconds of CPU the server's event loop must not spend (ADR 0063). The worker reads one file and
 * ends; its refusals come back as the same DomainErrors `readTable` throws.
 */
export function readTableOffThread(bytes: Uint8Array): Promise<Table> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./table-worker.ts', import.meta.url), { workerData: bytes });
    let answered = false;
    worker.once('message', (answer: Answer) => {
      answered = true;
      if ('table' in answer) resolve(answer.table);
      else reject(new DomainError(answer.refused.status, answer.refused.code, answer.refused.message, answer.refused.fields));
    });
    worker.once('error', () => {
      answered = true;
      reject(new DomainError(400, 'bad_request', TABLE_MESSAGES.unreadable, { file: TABLE_MESSAGES.unreadable }));
    });
    worker.once('exit', () => {
      if (!answered) reject(new DomainError(400, 'bad_request', TABLE_MESSAGES.unreadable, { file: TABLE_MESSAGES.unreadable }));
    });
  });
}
