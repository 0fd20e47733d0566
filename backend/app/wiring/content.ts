import { ContentCommands, ContentQueries } from '../../modules/content/index.ts';
import { contentRouter } from '../../modules/content/http.ts';
import type { WiringKit } from './kit.ts';

/** The site's pages and navigation; the page history names who wrote each version. */
export function wireContent(
  { platform }: WiringKit,
  ports: { actorName: (userId: string) => Promise<string | null> },
) {
  const commands = new ContentCommands(platform.events, platform.sequences);
  const queries = new ContentQueries(platform.readModels);
  return {
    commands,
    queries,
    router: contentRouter({ commands, queries, readModels: platform.readModels, actorName: ports.actorName }),
  };
}
