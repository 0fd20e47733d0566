import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '../../backend/modules/orders/published.ts';
import {
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  SERVICE_STATUSES,
  SERVICE_STATUS_LABELS,
} from '../../backend/modules/services/published.ts';
import { PRODUCT_STATUSES, PRODUCT_STATUS_LABELS } from '../../backend/modules/catalog/published.ts';
import { CONTRACT_STATUS_LABELS } from '../../backend/modules/contracts/published.ts';
import { SERVICE_LIMITS } from '../../backend/modules/services/index.ts';
import { CATALOG_LIMITS } from '../../backend/modules/catalog/index.ts';
import { LABELS_FILE, labelsModule } from '../../scripts/api-labels.ts';

/**
 * A rule lives in one place (issue 31, ADR 0071): the API document says what the modules' rules
 * say — each status enumeration and its labels, each limit — and the SPA's labels are generated
 * from the document. A disagreement fails here, naming the schema and the field.
 */
type Schema = {
  enum?: string[];
  'x-labels'?: Record<string, string>;
  properties?: Record<string, Schema>;
  maxLength?: number;
  maxItems?: number;
  maximum?: number;
};
const openapi = readFileSync(new URL('../../docs/openapi.yaml', import.meta.url), 'utf8');
const schemas = (parse(openapi) as { components: { schemas: Record<string, Schema> } }).components.schemas;

describe('status enumerations and labels: the modules’ rules and the API document agree', () => {
  it.each([
    ['OrderStatus', ORDER_STATUS_LABELS, ORDER_STATUSES],
    ['ProductStatus', PRODUCT_STATUS_LABELS, PRODUCT_STATUSES],
    ['ServiceStatus', SERVICE_STATUS_LABELS, SERVICE_STATUSES],
    ['ServiceRequestStatus', REQUEST_STATUS_LABELS, REQUEST_STATUSES],
    ['ContractDisplayStatus', CONTRACT_STATUS_LABELS, Object.keys(CONTRACT_STATUS_LABELS)],
  ] as const)('%s', (name, labels, values) => {
    const schema = schemas[name]!;
    expect(schema.enum, `docs/openapi.yaml ${name}.enum`).toEqual([...values]);
    expect(schema['x-labels'], `docs/openapi.yaml ${name}.x-labels`).toEqual(labels);
  });

  it(`the SPA’s labels (${LABELS_FILE}) are generated from the document: run npm run api:types`, () => {
    expect(readFileSync(new URL(`../../${LABELS_FILE}`, import.meta.url), 'utf8')).toBe(
      labelsModule(openapi),
    );
  });
});

describe('limits: the modules’ rules and the API document agree', () => {
  const limit = (schema: string, field: string, kind: 'maxLength' | 'maxItems' | 'maximum') =>
    schemas[schema]?.properties?.[field]?.[kind];
  it.each([
    ['ServiceInput', 'name', 'maxLength', SERVICE_LIMITS.name],
    ['ServiceInput', 'shortDescription', 'maxLength', SERVICE_LIMITS.shortDescription],
    ['ServiceInput', 'description', 'maxLength', SERVICE_LIMITS.description],
    ['ServiceInput', 'duration', 'maxLength', SERVICE_LIMITS.duration],
    ['ServiceInput', 'location', 'maxLength', SERVICE_LIMITS.location],
    ['ServiceInput', 'requirements', 'maxLength', SERVICE_LIMITS.requirements],
    ['ServiceInput', 'images', 'maxItems', SERVICE_LIMITS.images],
    ['ProductInput', 'name', 'maxLength', CATALOG_LIMITS.name],
    ['ProductInput', 'partNumber', 'maxLength', CATALOG_LIMITS.partNumber],
    ['ProductInput', 'description', 'maxLength', CATALOG_LIMITS.description],
    ['ProductInput', 'price', 'maximum', CATALOG_LIMITS.price],
    ['ProductInput', 'images', 'maxItems', CATALOG_LIMITS.images],
    ['ProductInput', 'characteristics', 'maxItems', CATALOG_LIMITS.characteristics],
    ['ProductInput', 'normativeDocuments', 'maxItems', CATALOG_LIMITS.documents],
  ] as const)('%s.%s %s is %i, as the rules say', (schema, field, kind, value) => {
    expect(limit(schema, field, kind), `docs/openapi.yaml ${schema}.${field}.${kind}`).toBe(value);
  });
});
