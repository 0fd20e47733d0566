import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * The load generator of `npm run bench:api`, in its own process (`node load-generator.ts <run.json>`),
 * so its work is neither the measured server's nor the bare server's. Given one path, every request
 * asks it; given many (`paths`), each request asks the next one, so no two requests of a run ask the
 * same thing while there are more paths than requests. Prints one JSON line: requests/s, p99, errors,
 * requests sent and distinct paths asked.
 */
type Run = { origin: string; paths: string[]; connections: number; seconds: number; encodings: string };
const run = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Run;
let next = 0;
const result = await autocannon({
  url: run.origin,
  connections: run.connections,
  duration: run.seconds,
  headers: { 'accept-encoding': run.encodings },
  requests: [{ setupRequest: (request) => ({ ...request, path: run.paths[next++ % run.paths.length]! }) }],
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result.requests.total,
    distinct: Math.min(next, run.paths.length),
  }),
);
