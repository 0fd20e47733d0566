export { AuditLog } from './AuditLog';
export { Timeline as EntityTimeline } from './EntityHistory';
