import {
  PartCommands,
  PartQueries,
  type OfferLink,
  type PartCategoryExists,
} from '../../modules/parts/index.ts';
import { partsRouter } from '../../modules/parts/http.ts';
import type { WiringKit } from './kit.ts';

/**
 * Parts check categories in the tree's own stream; an offer is linked by the catalogue's own command;
 * a proposal names its supplier as the site names a party.
 */
export function wireParts(
  { platform, creations }: WiringKit,
  ports: {
    categoryExists: PartCategoryExists;
    linkOffer: OfferLink;
    partyName: (userId: number) => Promise<string | null>;
  },
) {
  const commands = new PartCommands({
    store: platform.events,
    sequences: platform.sequences,
    reservations: platform.reservations,
    categoryExists: ports.categoryExists,
    linkOffer: ports.linkOffer,
  });
  const queries = new PartQueries({ readModels: platform.readModels, names: ports.partyName });
  return {
    commands,
    queries,
    router: partsRouter({ commands, queries, readModels: platform.readModels, creations }),
  };
}
