export { AuditQueries } from './queries.ts';
