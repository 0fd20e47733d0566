import { ContentCommands, ContentQueries } from '../../modules/content/index.ts';
import { contentRouter } from '../../modules/content/http.ts';
import type { WiringKit } from './kit.ts';

/**
 * The site's pages, navigation and the service-category tree; the tree refuses to delete a category
 * that the services say still holds services.
 */
export function wireContent(
  { platform }: WiringKit,
  ports: { serviceCount: (categoryId: number) => Promise<number>; actorName: (userId: string) => Promise<string | null> },
) {
  const commands = new ContentCommands(platform.events, platform.sequences, ports.serviceCount);
  const queries = new ContentQueries(platform.readModels);
  return { commands, queries, router: contentRouter({ commands, queries, readModels: platform.readModels, actorName: ports.actorName }) };
}
