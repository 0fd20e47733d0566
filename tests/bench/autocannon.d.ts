/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Each request built by `setupRequest` from the one before (its path changed, say). */
    requests?: Array<{
      setupRequest?: (
        request: { path: string } & Record<string, unknown>,
      ) => { path: string } & Record<string, unknown>;
    }>;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
