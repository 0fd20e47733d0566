import { PartCommands, PartQueries, type OfferLink, type PartCategoryExists } from '../../modules/parts/index.ts';
import { partsRouter } from '../../modules/parts/http.ts';
import type { WiringKit } from './kit.ts';

/** Parts check categories in the tree's own stream; an offer is linked by the catalogue's own command. */
export function wireParts({ platform, creations }: WiringKit, ports: { categoryExists: PartCategoryExists; linkOffer: OfferLink }) {
  const commands = new PartCommands({
    store: platform.events,
    sequences: platform.sequences,
    reservations: platform.reservations,
    categoryExists: ports.categoryExists,
    linkOffer: ports.linkOffer,
  });
  const queries = new PartQueries({ readModels: platform.readModels });
  return { commands, queries, router: partsRouter({ commands, queries, readModels: platform.readModels, creations }) };
}
