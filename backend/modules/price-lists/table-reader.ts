import { Worker } from 'node:worker_threads';
import { badRequest } from '../../kit/write/index.ts';
import { TABLE_MESSAGES, type Table } from './table.ts';

/**
 * A file that unpacks into more than this, or takes longer than this to read, is refused as
 * unreadable: a crafted XLSX (a zip bomb, huge shared strings) must not hold a thread or the heap.
 */
const WORKER_HEAP_MB = 1024;
const WORKER_DEADLINE_MS = 120_000;
/**
 * The reader's garbage is short-lived (parser events, decoded chunks): a small young generation
 * collects it often instead of letting it grow the process's memory (ADR 0095).
 */
const WORKER_YOUNG_MB = 8;

type Answer = { table: Table } | { refused: string };
const refused = (message: string) => badRequest(message, { file: message });

/**
 * Reads an uploaded price list in a worker thread: unzipping and parsing a 10,000-row XLSX takes
 * seconds of CPU the server's event loop must not spend (ADR 0063). The worker reads one file and
 * ends; its refusals come back as 400s with the reason for the file field.
 */
export function readTableOffThread(bytes: Uint8Array): Promise<Table> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./table-worker.ts', import.meta.url), {
      workerData: bytes,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    // Ended past its deadline, the worker exits unanswered: refused below like an unreadable file.
    const deadline = setTimeout(() => void worker.terminate(), WORKER_DEADLINE_MS);
    let answered = false;
    worker.once('message', (answer: Answer) => {
      clearTimeout(deadline);
      answered = true;
      if ('table' in answer) resolve(answer.table);
      else reject(refused(answer.refused));
    });
    worker.once('error', () => {
      clearTimeout(deadline);
      answered = true;
      reject(refused(TABLE_MESSAGES.unreadable));
    });
    worker.once('exit', () => {
      clearTimeout(deadline);
      if (!answered) reject(refused(TABLE_MESSAGES.unreadable));
    });
  });
}
