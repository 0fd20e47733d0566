import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX, COMMENT_MAX, REASON_MAX, TERMS_MAX } from './order-decider.ts';

/**
 * Each of the orders' text limits exists once, in the order's rules: the API document must say the
 * same (issue 31, "A rule lives in one place"); the HTTP schemas and commands import the constants.
 */
type Operation = {
  requestBody?: {
    content: { 'application/json': { schema: { properties: Record<string, { maxLength?: number }> } } };
  };
};
const document = parse(readFileSync(new URL('../../../docs/openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation & { operationId?: string }>>;
};
const operations = new Map(
  Object.values(document.paths).flatMap((item) =>
    Object.values(item).flatMap((op) =>
      op && typeof op === 'object' && op.operationId ? [[op.operationId, op] as const] : [],
    ),
  ),
);
const maxLength = (operationId: string, field: string): number | undefined =>
  operations.get(operationId)?.requestBody?.content['application/json'].schema.properties[field]?.maxLength;

describe('the orders’ limits in the API document', () => {
  it.each([
    ['createOrder', 'deliveryAddress', ADDRESS_MAX],
    ['createOrder', 'comment', COMMENT_MAX],
    ['acceptOrder', 'terms', TERMS_MAX],
    ['declineOrder', 'reason', REASON_MAX],
    ['cancelOrder', 'reason', REASON_MAX],
  ])('%s %s is at most %i characters, as the rules say', (operationId, field, limit) => {
    expect(maxLength(operationId, field), `${operationId}.${field} in docs/openapi.yaml`).toBe(limit);
  });
});
