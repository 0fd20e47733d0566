import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * The words people see for each value of an enumeration, as docs/openapi.yaml gives them in
 * `x-labels` (issue 31, "A rule lives in one place"): written to the SPA's
 * `frontend/src/shared/api/labels.gen.ts` by `npm run api:types`, so the interface has no copy of
 * its own. `ORDER_STATUS_LABELS` is the labels of `components.schemas.OrderStatus`.
 */
export const LABELS_FILE = 'frontend/src/shared/api/labels.gen.ts';

type LabelledSchema = { enum?: unknown[]; 'x-labels'?: Record<string, string> };

const constantName = (schema: string) =>
  `${schema.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_LABELS`;

/** Each schema with `x-labels`: its name, its values and their labels. */
export function labelledSchemas(
  openapi: string,
): Array<{ schema: string; values: string[]; labels: Record<string, string> }> {
  const document = parse(openapi) as { components: { schemas: Record<string, LabelledSchema> } };
  return Object.entries(document.components.schemas).flatMap(([schema, body]) =>
    body['x-labels'] ? [{ schema, values: (body.enum ?? []).map(String), labels: body['x-labels'] }] : [],
  );
}

/** The generated module's text. */
export function labelsModule(openapi: string): string {
  const constants = labelledSchemas(openapi).map(({ schema, values, labels }) => {
    const entries = values.map(
      (value) => `  ${JSON.stringify(value)}: ${JSON.stringify(labels[value] ?? value)},`,
    );
    return `/** The labels of \`${schema}\`. */\nexport const ${constantName(schema)}: Readonly<Record<components['schemas']['${schema}'], string>> = {\n${entries.join('\n')}\n};\n`;
  });
  return [
    '// Generated from docs/openapi.yaml (x-labels) by scripts/api-labels.ts: run `npm run api:types`. Do not edit.',
    "import type { components } from './schema.gen';",
    '',
    constants.join('\n'),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(LABELS_FILE, labelsModule(readFileSync('docs/openapi.yaml', 'utf8')));
  console.log(`${LABELS_FILE} written`);
}
