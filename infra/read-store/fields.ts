import type { Doc } from './types.ts';

/**
 * A document cut down to `_id` and the given paths (`FindOptions.fields`): each path that leads
 * through objects to a value is kept at its place, the objects on the way holding only what was
 * asked; a path the document lacks is left out.
 */
export function selectFields<T extends Doc>(doc: T, fields: readonly string[]): T {
  const selected: Record<string, unknown> = { _id: doc._id };
  for (const path of fields) {
    let value: unknown = doc;
    for (const key of path.split('.')) {
      if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, key)) {
        value = undefined;
        break;
      }
      value = (value as Record<string, unknown>)[key];
    }
    if (value !== undefined) setPath(selected, path, value);
  }
  return selected as T;
}

/** Sets `value` at a dotted path, making the objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) {
    const next = at[key];
    if (next === null || typeof next !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1)!] = value;
}
