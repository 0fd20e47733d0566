import type { Filter } from './types.ts';

export type Primitive = string | number | boolean | null;

export function isPrimitive(value: unknown): value is Primitive {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * Values a filter requires of `field` by plain equality, `$eq` or `$in`, or undefined when it does
 * not: what an equality index can answer before the full filter is tested.
 */
export function requiredValues(filter: Filter, field: string): Primitive[] | undefined {
  const condition = filter[field];
  if (condition === undefined) return undefined;
  if (isPrimitive(condition)) return [condition];
  if (typeof condition === 'object' && !Array.isArray(condition)) {
    const ops = condition as Record<string, unknown>;
    if (Object.keys(ops).length !== 1) return undefined;
    if (isPrimitive(ops.$eq)) return [ops.$eq];
    if (Array.isArray(ops.$in) && ops.$in.every(isPrimitive)) return ops.$in;
  }
  return undefined;
}
