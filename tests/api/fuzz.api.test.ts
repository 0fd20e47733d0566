import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../backend/app/app.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Every operation of docs/openapi.yaml is sent bodies, query strings and path values generated
 * from its schemas and then broken (wrong types, missing and extra fields, huge strings, unicode
 * edge cases, `__proto__` keys, numbers out of range, arrays where objects belong), with each
 * role's token and none. Never a 5xx; every refusal is JSON with a Russian `message`; afterwards
 * the server restarted on the same data replays every stored event and answers as before.
 *
 * Seeded and bounded: FUZZ_SEED reproduces a run, FUZZ_CASES sets the cases per operation and role.
 */

type Schema = Record<string, unknown>;
interface Parameter {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header';
  readonly schema?: Schema;
}
interface Operation {
  readonly parameters?: Parameter[];
  readonly requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const CASES = Number(process.env.FUZZ_CASES ?? 3);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Ending the fuzzer's own sessions would only turn the rest of the run into 401s. */
const SKIPPED = new Set(['POST /api/auth/logout', 'POST /api/auth/logout-all']);

const document = parse(readFileSync(OPENAPI_PATH, 'utf8')) as {
  paths: Record<string, Record<string, Operation & Record<string, unknown>>>;
  components: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
};

function resolve<T>(value: T): T {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (!ref) return value;
  const [, , group, name] = ref.split('/');
  return resolve((document.components as Record<string, Record<string, unknown>>)[group!]![name!] as T);
}

const EDGE_STRINGS = [
  '',
  ' ',
  'ё'.repeat(3),
  '\u0000',
  '\ud800',
  '🚂'.repeat(50),
  '\u202eRTL',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  'x'.repeat(100_000),
  '1e309',
  '-1',
  'null',
  '__proto__',
];
const EDGE_NUMBERS = [0, -1, 1.5, 2 ** 53 + 1, -(2 ** 63), 1e308, 999_999_999];

/** A value that fits the schema, as far as a generator can tell without the domain. */
function valid(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema ?? {});
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as unknown[]));
  const variants = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((variant) => valid(variant, depth + 1)));
  const type = Array.isArray(s.type)
    ? (s.type.find((t) => t !== 'null') as string | undefined)
    : (s.type as string | undefined);
  switch (type) {
    case 'integer':
      return fc.integer({
        min: (s.minimum as number | undefined) ?? 1,
        max: Math.min((s.maximum as number | undefined) ?? 50, 1_000_000),
      });
    case 'number':
      return fc.double({
        min: (s.minimum as number | undefined) ?? 0,
        max: (s.maximum as number | undefined) ?? 100_000,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valid(s.items as Schema, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required ?? []) as string[]);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = valid(property, depth + 1);
      return fc.record(record, { requiredKeys: [...required].filter((key) => key in record) });
    }
    default: {
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'date' || s.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      const max = Math.min((s.maxLength as number | undefined) ?? 40, 60);
      const min = Math.min((s.minLength as number | undefined) ?? 0, max);
      return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
    }
  }
}

/** One way of breaking a value: the text sent (JSON, or not quite). */
function broken(body: unknown): fc.Arbitrary<string> {
  const object =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const keys = Object.keys(object);
  const someKey = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('name');
  const wrong = fc.oneof(
    fc.constantFrom<unknown>(null, true, [], {}, [1, 2], { nested: { deeper: [] } }),
    fc.constantFrom(...EDGE_STRINGS),
    fc.constantFrom(...EDGE_NUMBERS),
  );
  return fc.oneof(
    // A field of the wrong type or out of range.
    fc.tuple(someKey, wrong).map(([key, value]) => JSON.stringify({ ...object, [key]: value })),
    // A required field missing.
    someKey.map((key) => {
      const { [key]: _dropped, ...rest } = object;
      return JSON.stringify(rest);
    }),
    // Extra fields, and a prototype-pollution attempt (written as text: an object literal would set the prototype).
    fc.constant(
      `${JSON.stringify({ ...object, role: 'admin', isAdmin: true }).slice(0, -1)}${keys.length > 0 ? ',' : ''}"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}`,
    ),
    // An array or a scalar where the object belongs.
    fc.constantFrom(JSON.stringify([object]), 'null', '"text"', '42', 'true'),
    // Not JSON at all.
    fc.constantFrom('{', '{"a":', '\u0000', '{"a":1}{"b":2}', 'x'.repeat(2_000)),
  );
}

function pathValue(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: 1, max: 40 }).map(String),
    fc.constantFrom(
      '0',
      '-1',
      '999999999999',
      '1.5',
      'abc',
      '1e3',
      '%00',
      '%D1%91',
      'x'.repeat(300),
      '__proto__',
      '..%2F..',
    ),
  );
}

function queryString(parameters: readonly Parameter[]): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return fc.constant('');
  const one = (parameter: Parameter): fc.Arbitrary<string[]> =>
    fc.oneof(
      valid(parameter.schema).map((value) => [String(value)]),
      fc
        .constantFrom(...EDGE_STRINGS.filter((s) => s.length < 1000), ...EDGE_NUMBERS.map(String))
        .map((value) => [value]),
      fc.constant<string[]>(['1', '2']),
    );
  const record: Record<string, fc.Arbitrary<string[]>> = {};
  for (const parameter of query) record[parameter.name] = one(parameter);
  return fc.record(record, { requiredKeys: [] }).map((values) => {
    const search = new URLSearchParams();
    for (const [name, list] of Object.entries(values))
      for (const value of list ?? []) search.append(name, value);
    const text = search.toString();
    return text === '' ? '' : `?${text}`;
  });
}

interface Case {
  readonly operation: string;
  readonly path: string;
  readonly body: string | undefined;
}

function casesFor(method: string, template: string, operation: Operation): fc.Arbitrary<Case> {
  const parameters = (operation.parameters ?? []).map((parameter) => resolve(parameter));
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const pathArb = fc.tuple(...names.map(() => pathValue()), queryString(parameters)).map((values) => {
    let path = template;
    names.forEach((name, index) => (path = path.replace(`{${name}}`, values[index]!)));
    return `${path}${values.at(-1) ?? ''}`;
  });
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const bodyArb: fc.Arbitrary<string | undefined> =
    method === 'get' || method === 'delete'
      ? fc.constant(undefined)
      : valid(schema).chain((value) => fc.oneof(fc.constant(JSON.stringify(value ?? {})), broken(value)));
  return fc.record({ path: pathArb, body: bodyArb }).map(({ path, body }) => ({
    operation: `${method.toUpperCase()} ${template}`,
    path,
    body,
  }));
}

let server: TestServer;
const tokens: Record<string, string | undefined> = {};
let tried = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { REGISTER_LIMIT_IP: '100000', LOGIN_LIMIT_IP: '100000' } });
  tokens.anonymous = undefined;
  tokens.buyer = (await server.registerUser({ role: 'buyer' })).accessToken;
  tokens.supplier = (await server.registerUser({ role: 'supplier' })).accessToken;
  tokens.admin = (await server.createAdmin()).accessToken;
}, 120_000);

afterAll(async () => {
  console.info(`fuzz: ${tried} requests, seed ${SEED}, ${CASES} cases per operation and role`);
  await server?.stop();
});

const CYRILLIC = /[А-Яа-яЁё]/;

describe(`every documented operation, fuzzed (seed ${SEED})`, () => {
  const operations = Object.entries(document.paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method] !== undefined)
      .map((method) => ({ method, template, operation: item[method] as Operation }))
      .filter(({ method, template: t }) => !SKIPPED.has(`${method.toUpperCase()} ${t}`)),
  );

  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(90);
  });

  it('never answers 5xx, and every refusal is JSON with a Russian message', async () => {
    const failures: string[] = [];
    let index = 0;
    for (const { method, template, operation } of operations) {
      for (const [role, token] of Object.entries(tokens)) {
        const samples = fc.sample(casesFor(method, template, operation), {
          seed: SEED + index,
          numRuns: CASES,
        });
        index += 1;
        for (const sample of samples) {
          tried += 1;
          const before = await server.platform.events.headPosition();
          const response = await fetch(`${server.url}${sample.path}`, {
            method: method.toUpperCase(),
            headers: {
              ...(sample.body === undefined ? {} : { 'Content-Type': 'application/json' }),
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
            body: sample.body,
          }).catch((error: unknown) => error as Error);
          const where = `${role} ${method.toUpperCase()} ${sample.path.slice(0, 200)} ${String(sample.body).slice(0, 200)}`;
          if (response instanceof Error) {
            failures.push(`${where} → ${response.message}`);
            continue;
          }
          const text = (await response.text()).replace(/\s+/g, ' ');
          if (response.status >= 400) {
            const after = await server.platform.events.headPosition();
            if (after.commit !== before.commit) {
              const written = await server.platform.events.readAll(before, 10);
              failures.push(
                `${where} → ${response.status}, yet wrote ${written.map((e) => `${e.type}@${e.streamId}`).join(', ')}`,
              );
            }
          }
          if (response.status >= 500) {
            failures.push(`${where} → ${response.status} ${text.slice(0, 200)}`);
          } else if (response.status >= 400 && template.startsWith('/api/')) {
            // Documents (sitemaps, robots.txt) answer as documents; the API answers in JSON.
            let message: unknown;
            try {
              message = (JSON.parse(text) as { message?: unknown }).message;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string' || !CYRILLIC.test(message)) {
              failures.push(`${where} → ${response.status} without a Russian message: ${text.slice(0, 200)}`);
            }
          }
        }
      }
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
  }, 900_000);

  it('leaves stored data that replays and answers as before, after a restart', async () => {
    const before = await (await fetch(`${server.url}/api/categories`)).json();
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    server = await startTestServer({ dataDir });
    const health = await server.request('/api/health', { token: (await server.createAdmin()).accessToken });
    const body = (await health.json()) as { status: string; reasons?: string[] };
    expect(body.status, JSON.stringify(body.reasons)).toBe('ok');
    expect(await (await fetch(`${server.url}/api/categories`)).json()).toEqual(before);
  }, 120_000);
});
