import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

/**
 * The bare server of `npm run bench:api`, in its own process (`node bare-replay.ts <answers.json>`):
 * no framework and no work, it answers each path with exactly what the real server sent for it —
 * its status, its headers and its body bytes as sent (compressed when they were). It prints the
 * port it listens on.
 */
type Answer = { status: number; headers: Array<[string, string]>; body: string };
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, Answer>).map(
    ([path, answer]) => [path, { ...answer, bytes: Buffer.from(answer.body, 'base64') }],
  ),
);
const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers.flat());
  res.end(answer.bytes);
});
server.listen(0, '127.0.0.1', () => console.log(String((server.address() as AddressInfo).port)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
