export {
  defineProjection,
  typedProjection,
  type TypedProjection,
  type TypedProjectedEvent,
  type ProjectionDefinition,
  type ProjectedDoc,
  type ProjectedEvent,
} from './definition.ts';
export { applyBatch, catchUp, DEFAULT_BATCH_SIZE, type BatchApplied } from './runner.ts';
export {
  ProjectionEngine,
  PROGRESS_CHANNEL,
  queueName,
  rebuildQueueName,
  type ProjectionRuntime,
  type ProgressMessage,
  type IdleMessage,
  type Logger,
} from './engine.ts';
export { ReadModels, type ProjectionHealth } from './read-models.ts';
export {
  readPointer,
  writePointer,
  readCheckpoint,
  writeCheckpoint,
  dropProjectionCollection,
} from './storage.ts';
export { ProjectionSpecification, SPEC_COLLECTION, recordEvents, type GivenEvent } from './specification.ts';
export { containing } from './containing.ts';
export { pageCount, pagesOf, PAGE_DOCS, type PageCount, type PageRequest } from './pages.ts';
export { CollectionQueries } from './collection-queries.ts';
