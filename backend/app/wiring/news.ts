import { NewsCommands, NewsQueries } from '../../modules/news/index.ts';
import { newsRouter } from '../../modules/news/http.ts';
import type { WiringKit } from './kit.ts';

export function wireNews({ platform }: WiringKit) {
  const commands = new NewsCommands(platform.events, platform.sequences);
  const queries = new NewsQueries(platform.readModels);
  return { commands, queries, router: newsRouter({ commands, queries, readModels: platform.readModels }) };
}
