/**
 * The server's answers as docs/openapi.yaml declares them (ADR 0046). `schema.gen.ts` is generated
 * from that document (`npm run api:types`; a test fails when it is stale), so a changed answer
 * breaks the build of every screen that reads it, not the screen at run time.
 */
import type { components, paths } from './schema.gen';

/** The names of the document's schemas ('News', 'Product', …). */
export type ApiSchemaName = keyof components['schemas'];
/** A named schema of the document, e.g. `ApiSchema<'News'>`. */
export type ApiSchema<Name extends ApiSchemaName> = components['schemas'][Name];

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
type Success<Responses> = 200 extends keyof Responses
  ? Responses[200]
  : 201 extends keyof Responses
    ? Responses[201]
    : never;

/** The JSON a successful `method path` answers, e.g. `ApiAnswer<'/api/news', 'get'>`. */
export type ApiAnswer<
  Path extends keyof paths,
  Method extends keyof paths[Path],
> = paths[Path][Method] extends {
  responses: infer Responses;
}
  ? JsonOf<Success<Responses>>
  : never;
