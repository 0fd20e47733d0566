/** Functions the off-thread pool's test runs in a worker thread (infra/offload). */

/** Spends `ms` of the calling thread's CPU time, then answers its argument doubled as bytes. */
export function spin(ms: number, value: number): Buffer {
  const cpu = () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
  const until = cpu() + ms;
  while (cpu() < until);
  return Buffer.from(String(value * 2));
}

export function refuse(): never {
  throw new Error('отказано');
}

export function forever(): Promise<never> {
  return new Promise(() => setInterval(() => undefined, 1000));
}
