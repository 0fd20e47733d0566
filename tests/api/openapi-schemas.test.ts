import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * A description with a comma inside a YAML flow mapping (`{ type: number, description: Per piece,
 * else as listed. }`) is split by YAML: the text after the comma becomes a key of its own. Inside a
 * schema that key is a keyword nobody knows, inside `properties` a property whose name is prose; the
 * generated SPA types and every schema check built from the document carry it. This walks every
 * schema of the document and refuses both.
 */

type Json = { [key: string]: unknown };

/** JSON Schema 2020-12 (which OpenAPI 3.1 schemas are) and OpenAPI's own schema keywords. */
const SCHEMA_KEYWORDS = new Set(
  [
    // core
    '$schema $id $ref $anchor $dynamicRef $dynamicAnchor $vocabulary $comment $defs',
    // applicators
    'prefixItems items contains additionalProperties properties patternProperties dependentSchemas',
    'propertyNames if then else allOf anyOf oneOf not unevaluatedItems unevaluatedProperties',
    // validation
    'type enum const multipleOf maximum exclusiveMaximum minimum exclusiveMinimum maxLength minLength',
    'pattern maxItems minItems uniqueItems maxContains minContains maxProperties minProperties required',
    'dependentRequired',
    // annotations, format, content
    'title description default deprecated readOnly writeOnly examples format contentEncoding',
    'contentMediaType contentSchema',
    // OpenAPI 3.1
    'discriminator xml externalDocs example',
  ].flatMap((line) => line.split(' ')),
);
/** Keywords whose value is one schema. */
const ONE_SCHEMA = (
  'items additionalProperties contains propertyNames if then else not unevaluatedItems unevaluatedProperties ' +
  'contentSchema'
).split(' ');
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names to schemas (`properties` is walked on its own). */
const SCHEMA_MAPS = ['patternProperties', 'dependentSchemas', '$defs'];

/**
 * Property names with white space that the API really has, each with the route that answers it.
 * None today: every field is an identifier.
 */
const PROPERTY_NAMES_WITH_SPACES = new Set<string>();

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON pointer's segment (RFC 6901). */
const segment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The problems of one schema and of every schema inside it. */
function schemaProblems(schema: unknown, at: string, problems: string[]): void {
  if (!isObject(schema)) return; // `true` / `false`, or a value the validator reports anyway
  for (const key of Object.keys(schema)) {
    if (!SCHEMA_KEYWORDS.has(key) && !key.startsWith('x-'))
      problems.push(`${at}: "${key}" is no schema keyword (a description split at a comma?)`);
  }
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (/\s/.test(name) && !PROPERTY_NAMES_WITH_SPACES.has(name))
        problems.push(`${at}/properties: the property "${name}" is prose, not a field name`);
      schemaProblems(property, `${at}/properties/${segment(name)}`, problems);
    }
  }
  for (const key of ONE_SCHEMA) {
    if (key in schema) schemaProblems(schema[key], `${at}/${key}`, problems);
  }
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list))
      list.forEach((item, index) => schemaProblems(item, `${at}/${key}/${index}`, problems));
  }
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (isObject(map))
      for (const [name, item] of Object.entries(map))
        schemaProblems(item, `${at}/${key}/${segment(name)}`, problems);
  }
}

/**
 * Every schema of an OpenAPI document: `components.schemas`, and each `schema` of a parameter,
 * header or media type wherever it sits (paths, components, callbacks). Examples are data, not
 * schemas: they are not entered.
 */
function documentSchemaProblems(document: Json): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}/${index}`));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${at}/${segment(key)}`;
      if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
      if (key === 'schema') schemaProblems(value, here, problems);
      else if (here === '#/components/schemas' && isObject(value))
        for (const [name, schema] of Object.entries(value))
          schemaProblems(schema, `${here}/${segment(name)}`, problems);
      else visit(value, here);
    }
  };
  visit(document, '#');
  return problems;
}

describe('the schemas of docs/openapi.yaml', () => {
  it('have keywords for keys and field names for properties, no prose split off a description', () => {
    const document = parse(readFileSync(new URL('../../docs/openapi.yaml', import.meta.url), 'utf8')) as Json;
    expect(documentSchemaProblems(document)).toEqual([]);
  });

  it('are walked everywhere: a split description is found at every depth and in every kind of place', () => {
    // What YAML makes of `{ type: string, description: Per piece, else as listed. }`.
    const split = { type: 'string', description: 'Per piece', 'else as listed.': null };
    const prose = { type: 'object', properties: { 'with their errors.': { type: 'string' } } };
    const document: Json = {
      paths: {
        '/api/a': {
          parameters: [{ name: 'q', in: 'query', schema: split }],
          get: {
            responses: {
              '200': {
                headers: { 'X-A': { schema: { type: 'array', items: split } } },
                content: { 'application/json': { schema: { type: 'object', properties: { rows: prose } } } },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Nested: { allOf: [{ oneOf: [{ anyOf: [split] }] }] },
          Map: { type: 'object', additionalProperties: { type: 'array', items: prose } },
        },
        requestBodies: { Body: { content: { 'text/csv': { schema: { not: split } } } } },
      },
    };
    expect(documentSchemaProblems(document)).toEqual([
      '#/paths/~1api~1a/parameters/0/schema: "else as listed." is no schema keyword (a description split at a comma?)',
      '#/paths/~1api~1a/get/responses/200/headers/X-A/schema/items: "else as listed." is no schema keyword (a description split at a comma?)',
      '#/paths/~1api~1a/get/responses/200/content/application~1json/schema/properties/rows/properties: the property "with their errors." is prose, not a field name',
      '#/components/schemas/Nested/allOf/0/oneOf/0/anyOf/0: "else as listed." is no schema keyword (a description split at a comma?)',
      '#/components/schemas/Map/additionalProperties/items/properties: the property "with their errors." is prose, not a field name',
      '#/components/requestBodies/Body/content/text~1csv/schema/not: "else as listed." is no schema keyword (a description split at a comma?)',
    ]);
  });

  it('leave examples alone: an example is data, its keys may be anything', () => {
    const document: Json = {
      components: {
        schemas: { Row: { type: 'object', example: { 'Цена, руб': 3200 }, examples: [{ 'Цена, руб': 1 }] } },
      },
    };
    expect(documentSchemaProblems(document)).toEqual([]);
  });
});
