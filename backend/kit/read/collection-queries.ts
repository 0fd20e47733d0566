import type { Collection, Doc } from '../../../infra/read-store/index.ts';
import type { ReadModels } from './read-models.ts';

/** The queries of a module that reads one read model: its collection, wherever a rebuild has put it. */
export abstract class CollectionQueries<T extends Doc> {
  private readonly readModels: ReadModels;
  private readonly projection: string;

  constructor(readModels: ReadModels, projection: string) {
    this.readModels = readModels;
    this.projection = projection;
  }

  protected collection(): Promise<Collection<T>> {
    return this.readModels.collection<T>(this.projection);
  }
}
