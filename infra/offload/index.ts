import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';

/** Threads the pool starts at most (each one when work waits for it), and a task's deadline. */
export const OFFLOAD_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
export const OFFLOAD_DEADLINE_MS = 120_000;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Queued = { module: string; name: string; args: unknown[]; pending: Omit<Pending, 'timer'> };

/**
 * Pure CPU work a request starts (a register's XLSX, a document's PDF) runs in a worker thread, so
 * it never holds the event loop that answers everyone else (ADR 0075). The work is named by module
 * and export (a function cannot travel between threads); its arguments are structured-cloned, a
 * Buffer result is handed over without a copy. Threads start on demand and stay for the next task
 * (unref'd: they never keep the process alive); one whose task passes its deadline is ended and
 * the task refused, so nothing holds a thread for good.
 */
export class OffThread {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Queued[] = [];
  private readonly threads: number;
  private readonly deadlineMs: number;
  private next = 1;

  constructor(options: { threads?: number; deadlineMs?: number } = {}) {
    this.threads = options.threads ?? OFFLOAD_THREADS;
    this.deadlineMs = options.deadlineMs ?? OFFLOAD_DEADLINE_MS;
  }

  /** Runs `module`'s exported function `name` with `args` in a worker thread; resolves with its result. */
  run<T>(module: URL, name: string, ...args: unknown[]): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        module: module.href,
        name,
        args,
        pending: { resolve: resolve as (value: unknown) => void, reject },
      });
      this.dispatch();
    });
  }

  /** Ends every thread (tests, shutdown); waiting tasks are refused. */
  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.pending.reject(new Error('Пул потоков закрыт'));
    const all = [...this.idle.splice(0), ...this.busy.keys()];
    for (const [, pending] of this.busy) {
      clearTimeout(pending.timer);
      pending.reject(new Error('Пул потоков закрыт'));
    }
    this.busy.clear();
    await Promise.all(all.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.threads ? this.start() : null);
      if (!worker) return;
      const task = this.queue.shift()!;
      const id = this.next++;
      const timer = setTimeout(
        () => this.fail(worker, new Error(`Задача ${task.name} не уложилась в ${this.deadlineMs} мс`)),
        this.deadlineMs,
      );
      this.busy.set(worker, { ...task.pending, timer });
      worker.ref();
      worker.postMessage({ id, module: task.module, name: task.name, args: task.args });
    }
  }

  private start(): Worker {
    const worker = new Worker(new URL('./worker.ts', import.meta.url));
    worker.on('message', (answer: { result?: unknown; error?: string }) => {
      const pending = this.busy.get(worker);
      if (!pending) return;
      clearTimeout(pending.timer);
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      if (answer.error !== undefined) pending.reject(new Error(answer.error));
      else
        pending.resolve(
          answer.result instanceof Uint8Array && !Buffer.isBuffer(answer.result)
            ? Buffer.from(answer.result.buffer, answer.result.byteOffset, answer.result.byteLength)
            : answer.result,
        );
      this.dispatch();
    });
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', () => this.fail(worker, new Error('Поток завершился, не ответив')));
    return worker;
  }

  /** A thread that failed or overran is ended; its task is refused, the others go on. */
  private fail(worker: Worker, error: Error): void {
    const pending = this.busy.get(worker);
    this.busy.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    void worker.terminate();
    this.dispatch();
  }
}

/** The process's pool, shared by the modules whose requests start such work. */
export const offThread = new OffThread();
