import { marketplaceDay } from '../../../shared/calendar/index.ts';
import { Router, type Request } from 'express';
import { Schema } from 'effect';
import { decodeListQuery, pageQuery, periodEnd, requireRole, RequestInstant } from '../../kit/http/index.ts';
import { AUDIT_ENTITY_LABELS, notFound, type AuditEntityType } from '../../kit/write/index.ts';
import { auditCsv } from './csv.ts';
import { MESSAGES, type AuditFilter, type AuditQueries } from './queries.ts';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** The CSV holds at most this many entries (narrow the filter for more). */
export const EXPORT_LIMIT = 100_000;

const ENTITY_TYPES = Object.keys(AUDIT_ENTITY_LABELS) as AuditEntityType[];
const isEntityType = (value: string): value is AuditEntityType => (ENTITY_TYPES as string[]).includes(value);
const Short = Schema.String.check(Schema.isMaxLength(200));

const AuditQuery = Schema.Struct({
  actorId: Schema.optional(Schema.String.check(Schema.isPattern(/^[1-9]\d{0,15}$/))),
  entityType: Schema.optional(Schema.Literals(ENTITY_TYPES)),
  entityId: Schema.optional(Short),
  search: Schema.optional(Short),
  action: Schema.optional(Short),
  from: Schema.optional(RequestInstant),
  to: Schema.optional(RequestInstant),
  ...pageQuery(MAX_PAGE_SIZE),
});
const QUERY_FIELDS = {
  actorId: 'Администратор указывается номером пользователя',
  entityType: `Тип объекта: одно из ${ENTITY_TYPES.join(', ')}`,
  entityId: 'Номер объекта не длиннее 200 символов',
  search: 'Поиск не длиннее 200 символов',
  action: 'Решение не длиннее 200 символов',
  from: 'Начало периода — дата и время',
  to: 'Конец периода — дата и время',
  page: 'Номер страницы должен быть целым числом от 1',
  limit: `Количество на странице должно быть целым числом от 1 до ${MAX_PAGE_SIZE}`,
} as const;

function auditQuery(req: Request): { filter: AuditFilter; page: number; limit: number } {
  const { query, page, limit } = decodeListQuery(req.query, AuditQuery, QUERY_FIELDS, DEFAULT_PAGE_SIZE);
  return {
    filter: {
      actorId: query.actorId,
      entityType: query.entityType,
      entityId: query.entityId,
      search: query.search?.trim() || undefined,
      action: query.action?.trim() || undefined,
      from: query.from && new Date(query.from).toISOString(),
      // A bare date as the end of the period means the whole of that day.
      to: periodEnd(query.to),
    },
    page,
    limit,
  };
}

/**
 * `GET /api/admin/audit` (the decisions of admins), its CSV, and the whole history of one entity.
 * Read only: the audit has no route that changes it (an API test holds that).
 */
export function auditRouter({ queries }: { queries: AuditQueries }): Router {
  const router = Router();
  const admin = Router();
  admin.use(requireRole('admin'));

  admin.get('/', async (req, res) => {
    const { filter, page, limit } = auditQuery(req);
    res.json(await queries.list(filter, page, limit));
  });

  admin.get('/export.csv', async (req, res) => {
    const { filter } = auditQuery(req);
    const csv = auditCsv(await queries.all(filter, EXPORT_LIMIT));
    const stamp = marketplaceDay(new Date());
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="audit-${stamp}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(csv);
  });

  admin.get('/history/:entityType/:entityId', async (req, res) => {
    const { entityType, entityId } = req.params as { entityType: string; entityId: string };
    if (!isEntityType(entityType) || entityId.length > 200) throw notFound(MESSAGES.entityNotFound);
    res.json(await queries.history(entityType, entityId));
  });

  router.use('/api/admin/audit', admin);
  return router;
}
