import { Worker } from 'node:worker_threads';
import { DomainError } from '../../kit/write/index.ts';
import { TABLE_MESSAGES, type Table } from './table.ts';

/**
 * A file that unpacks into more than this, or takes longer than this to read, is refused as
 * unreadable: a crafted XLSX (a zip bomb, huge shared strings) must not hold a thread or the heap.
 */
const WORKER_HEAP_MB = 1024;
const WORKER_DEADLINE_MS = 120_000;

type Answer =
  | { table: Table }
  | {
      refused: { status: number; code: string; message: string; fields: Record<string, string> | undefined };
    };

/**
 * Reads an uploaded price list in a worker thread: unzipping and parsing a 10,000-row XLSX takes
 * seconds of CPU the server's event loop must not spend (ADR 0063). The worker reads one file and
 * ends; its refusals come back as the same DomainErrors `readTable` throws.
 */
export function readTableOffThread(bytes: Uint8Array): Promise<Table> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./table-worker.ts', import.meta.url), {
      workerData: bytes,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // Ended past its deadline, the worker exits unanswered: refused below like an unreadable file.
    const deadline = setTimeout(() => void worker.terminate(), WORKER_DEADLINE_MS);
    let answered = false;
    worker.once('message', (answer: Answer) => {
      clearTimeout(deadline);
      answered = true;
      if ('table' in answer) resolve(answer.table);
      else
        reject(
          new DomainError(
            answer.refused.status,
            answer.refused.code,
            answer.refused.message,
            answer.refused.fields,
          ),
        );
    });
    worker.once('error', () => {
      clearTimeout(deadline);
      answered = true;
      reject(
        new DomainError(400, 'bad_request', TABLE_MESSAGES.unreadable, { file: TABLE_MESSAGES.unreadable }),
      );
    });
    worker.once('exit', () => {
      clearTimeout(deadline);
      if (!answered)
        reject(
          new DomainError(400, 'bad_request', TABLE_MESSAGES.unreadable, { file: TABLE_MESSAGES.unreadable }),
        );
    });
  });
}
