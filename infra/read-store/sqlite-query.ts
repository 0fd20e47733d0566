import type { Filter } from './types.ts';

/**
 * A MongoDB filter as a SQLite condition on a table of JSON documents (`_id`, `doc`), with the
 * same answers as MongoDB (and the memory store) gives, or a wider condition when a part of the
 * filter has no SQL form here: then `exact` is false and the caller tests the filter itself on the
 * rows the condition lets through.
 *
 * As in MongoDB, a field that holds an array matches a value when one of its elements does; a
 * comparison (`$gt`, ...) takes only values of the bound's type (a number never matches a string
 * bound, nor a boolean a numeric one). Where the store knows that no document holds an array at a
 * path (`shape.scalar`, answered from the path's type index), the condition is a plain comparison
 * the path's expression index answers; otherwise the array's elements are searched too.
 */
export interface Shape {
  /** True when no document holds an array at `path` nor at any of its parents. */
  scalar(path: string): boolean;
  /** How to read the path's value and JSON type where the store has better than `json_extract`. */
  operand(path: string): Operand | null;
}

export interface Condition {
  readonly sql: string;
  readonly params: Array<string | number | null>;
  readonly exact: boolean;
}

type Value = string | number | boolean | null;
type Param = string | number | null;

const TRUE: Condition = { sql: '1', params: [], exact: false };
const ALL: Condition = { sql: '1', params: [], exact: true };
const NONE: Condition = { sql: '0', params: [], exact: true };
const FIELD = /^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/;
const COMPARISONS = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

export const jsonPath = (field: string): string => `'$.${field.replace(/'/g, "''")}'`;

const isValue = (value: unknown): value is Value =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

const and = (parts: Condition[]): Condition => {
  if (parts.some((part) => part.sql === '0' && part.exact)) return NONE;
  const kept = parts.filter((part) => part.sql !== '1');
  const exact = parts.every((part) => part.exact);
  if (kept.length === 0) return { sql: '1', params: [], exact };
  return {
    sql: kept.map((part) => `(${part.sql})`).join(' AND '),
    params: kept.flatMap((part) => part.params),
    exact,
  };
};

const or = (parts: Condition[]): Condition => {
  // A wider part makes the whole disjunction only as narrow as "anything".
  if (parts.some((part) => !part.exact)) return TRUE;
  const kept = parts.filter((part) => part.sql !== '0');
  if (kept.length === 0) return NONE;
  if (kept.some((part) => part.sql === '1')) return ALL;
  return {
    sql: kept.map((part) => `(${part.sql})`).join(' OR '),
    params: kept.flatMap((part) => part.params),
    exact: true,
  };
};

/** NOT of an exact condition (a comparison with a missing value is false, so its negation true). */
const not = (part: Condition): Condition =>
  part.exact ? { sql: `NOT IFNULL((${part.sql}), 0)`, params: part.params, exact: true } : TRUE;

/** How one value is tested: the document's value at the path, or one element of an array there. */
export interface Operand {
  /** The value as SQL (json_extract: numbers, text, NULL for null or missing; booleans as 1/0). */
  readonly value: string;
  /** Its JSON type ('null', 'true', 'false', 'integer', 'real', 'text', 'array', 'object'), NULL when missing. */
  readonly type: string;
}

function equals(operand: Operand, value: Value): Condition {
  if (value === null) return { sql: `${operand.value} IS NULL`, params: [], exact: true };
  // The value first: an index on it narrows to the 1s or 0s, the type then keeps the booleans.
  if (typeof value === 'boolean')
    return {
      sql: `${operand.value} = ${value ? 1 : 0} AND ${operand.type} = '${value ? 'true' : 'false'}'`,
      params: [],
      exact: true,
    };
  // Booleans read as 1 and 0, objects and arrays as their JSON text: only those values need the type.
  if (typeof value === 'number' && (value === 0 || value === 1))
    return {
      sql: `${operand.value} = ? AND ${operand.type} IN ('integer', 'real')`,
      params: [value],
      exact: true,
    };
  if (typeof value === 'string' && /^[[{]/.test(value))
    return { sql: `${operand.value} = ? AND ${operand.type} = 'text'`, params: [value], exact: true };
  return { sql: `${operand.value} = ?`, params: [value], exact: true };
}

function oneOf(operand: Operand, values: readonly Value[]): Condition {
  const plain = values.filter(
    (v): v is string | number =>
      (typeof v === 'number' && v !== 0 && v !== 1) || (typeof v === 'string' && !/^[[{]/.test(v)),
  );
  const rest = values.filter((v) => !plain.includes(v as string | number));
  const parts: Condition[] = rest.map((v) => equals(operand, v));
  if (plain.length > 0)
    parts.unshift({
      sql: `${operand.value} IN (${plain.map(() => '?').join(', ')})`,
      params: plain,
      exact: true,
    });
  return or(parts);
}

function compare(operand: Operand, op: keyof typeof COMPARISONS, bound: unknown): Condition {
  if (typeof bound === 'number' && Number.isFinite(bound))
    return {
      sql: `${operand.value} ${COMPARISONS[op]} ? AND ${operand.type} IN ('integer', 'real')`,
      params: [bound],
      exact: true,
    };
  if (typeof bound === 'string')
    return {
      sql: `${operand.value} ${COMPARISONS[op]} ? AND ${operand.type} = 'text'`,
      params: [bound],
      exact: true,
    };
  return TRUE;
}

const SPECIAL = '.*+?^${}()|[]\\/';

/**
 * The text a `$regex` stands for when it is a plain text (each special character escaped, no
 * options), as a search for a fragment writes it; null for a real pattern, which SQL cannot answer.
 */
export function literalOf(pattern: unknown, options: unknown): string | null {
  if (options !== undefined && options !== '') return null;
  const source = pattern instanceof RegExp ? (pattern.flags === '' ? pattern.source : null) : pattern;
  if (typeof source !== 'string') return null;
  let text = '';
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i] as string;
    if (char === '\\') {
      const next = source[i + 1];
      if (next === undefined || !SPECIAL.includes(next)) return null;
      text += next;
      i += 1;
    } else if (SPECIAL.includes(char)) return null;
    else text += char;
  }
  return text;
}

/** A text value that holds `text` (only texts match a `$regex`, as in MongoDB). */
function holds(operand: Operand, text: string): Condition {
  return {
    sql: `instr(${operand.value}, ?) > 0 AND ${operand.type} = 'text'`,
    params: [text],
    exact: true,
  };
}

/**
 * A test of one value, for the document's value and (where it may hold an array) for its elements:
 * true when either passes, as MongoDB matches an array field.
 */
function onValue(field: string, shape: Shape, test: (operand: Operand) => Condition): Condition {
  if (field === '_id') return test({ value: '_id', type: "'text'" });
  const path = jsonPath(field);
  const scalar = test(
    shape.operand(field) ?? { value: `json_extract(doc, ${path})`, type: `json_type(doc, ${path})` },
  );
  if (shape.scalar(field)) return scalar;
  // An array under a parent (`a.b` where `a` is an array) has no path expression here.
  if (field.includes('.') && !shape.scalar(field.slice(0, field.lastIndexOf('.')))) return TRUE;
  const element = test({ value: 'value', type: 'type' });
  if (!element.exact) return TRUE;
  // A column holds an array as its JSON text: the index finds the texts that open with '['.
  const column = shape.operand(field);
  const candidates = column ? `${column.value} >= '[' AND ${column.value} < '\\' AND ` : '';
  const inArray: Condition = {
    sql: `${candidates}json_type(doc, ${path}) = 'array' AND EXISTS (SELECT 1 FROM json_each(doc, ${path}) WHERE ${element.sql})`,
    params: element.params,
    exact: true,
  };
  return or([scalar, inArray]);
}

function fieldCondition(field: string, condition: unknown, shape: Shape): Condition {
  if (!FIELD.test(field)) return TRUE;
  if (isValue(condition)) return onValue(field, shape, (operand) => equals(operand, condition));
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return TRUE;
  const ops = condition as Record<string, unknown>;
  const keys = Object.keys(ops);
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) return TRUE;
  const parts = keys.map((key): Condition => {
    const operand = ops[key];
    switch (key) {
      case '$eq':
        return isValue(operand) ? onValue(field, shape, (o) => equals(o, operand)) : TRUE;
      case '$ne':
        return isValue(operand) ? not(onValue(field, shape, (o) => equals(o, operand))) : TRUE;
      case '$in':
        if (!Array.isArray(operand) || !operand.every(isValue)) return TRUE;
        return operand.length === 0 ? NONE : onValue(field, shape, (o) => oneOf(o, operand));
      case '$nin':
        if (!Array.isArray(operand) || !operand.every(isValue)) return TRUE;
        return operand.length === 0 ? ALL : not(onValue(field, shape, (o) => oneOf(o, operand)));
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        // Each bound may be met by a different element of an array, as in MongoDB.
        return onValue(field, shape, (o) => compare(o, key, operand));
      case '$regex': {
        const text = literalOf(operand, ops.$options);
        return text === null ? TRUE : onValue(field, shape, (o) => holds(o, text));
      }
      case '$options':
        // Read with its `$regex`: no options is the plain search above.
        return operand === '' && ops.$regex !== undefined ? ALL : TRUE;
      case '$exists':
        if (typeof operand !== 'boolean' || (field.includes('.') && !shape.scalar(field))) return TRUE;
        if (field === '_id') return operand ? ALL : NONE;
        // A column holds NULL for null and for a missing field alike: the document tells them apart.
        return {
          sql: `json_type(doc, ${jsonPath(field)}) IS ${operand ? 'NOT ' : ''}NULL`,
          params: [],
          exact: true,
        };
      default:
        return TRUE;
    }
  });
  return and(parts);
}

/** The condition for `filter` (see the module's comment). */
export function compileFilter(filter: Filter, shape: Shape): Condition {
  const parts = Object.entries(filter).map(([key, condition]): Condition => {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(condition) || condition.length === 0) return TRUE;
      const each = condition.map((sub) =>
        sub !== null && typeof sub === 'object' && !Array.isArray(sub)
          ? compileFilter(sub as Filter, shape)
          : TRUE,
      );
      if (key === '$and') return and(each);
      return key === '$or' ? or(each) : not(or(each));
    }
    if (key.startsWith('$')) return TRUE;
    return fieldCondition(key, condition, shape);
  });
  return and(parts);
}

/** The paths a filter reads, for the shape's questions. */
export function filterPaths(filter: Filter, into = new Set<string>()): Set<string> {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (Array.isArray(condition))
        for (const sub of condition) if (sub && typeof sub === 'object') filterPaths(sub as Filter, into);
    } else if (!key.startsWith('$') && FIELD.test(key)) into.add(key);
  }
  return into;
}

export const isField = (field: string): boolean => FIELD.test(field);
export type { Param };
