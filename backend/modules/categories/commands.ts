import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import {
  CONCURRENT_CHANGE_MESSAGE,
  PROVISIONAL_ID,
  conflict,
  decideFirst,
  handleCommand,
  loadAggregate,
  type CommandContext,
  type Holds,
  type Sequences,
} from '../../src/write-kit/index.ts';
import { MESSAGES, categoryDecider, type CategoryCommand, type CategoryNode, type CategoryTree } from './decider.ts';
import { categoryEvents, CATEGORY_TREE_STREAM } from './events.ts';

/**
 * How many products a category holds; answered by the catalogue (given by the composition root). `holders` are the
 * products the category's ledger names, to be asked on their own streams.
 */
export type ProductCounter = (categoryId: number, holders: readonly string[]) => Promise<number>;
/** The catalogue's ledger scope of categories (products hold the category they are filed under). */
export const CATEGORY_HOLDS = 'category';

export interface CreateCategoryInput {
  readonly name: string;
  readonly slug?: string | undefined;
  readonly parentId?: number | null | undefined;
  readonly image?: string | null | undefined;
  readonly icon?: string | null | undefined;
  readonly isNameFilter?: boolean | undefined;
}

export interface CommandOutcome {
  readonly categoryId: number;
  readonly position: Position | null;
}

/** Commands of the categories module: ids allocated and names trimmed, then decided on the tree. */
export class CategoryCommands {
  private readonly store: EventStore;
  private readonly sequences: Sequences;
  private readonly holds: Holds | null;
  private readonly productCounter: ProductCounter;
  private seen: { revision: number | 'no_stream'; state: CategoryTree } = { revision: 'no_stream', state: categoryDecider.initialState };

  /** `productCounter`: how the catalogue counts a category's products, so deletion can refuse. */
  constructor(store: EventStore, sequences: Sequences, holds?: Holds, productCounter: ProductCounter = async () => 0) {
    this.store = store;
    this.sequences = sequences;
    this.holds = holds ?? null;
    this.productCounter = productCounter;
  }

  /**
   * The tree as its stream has it now, folded from the last state seen: every product written
   * asks whether its category exists, and a 10,000-row import asked 10,000 full folds (ADR 0063).
   */
  private async tree(): Promise<CategoryTree> {
    const from = this.seen.revision === 'no_stream' ? 0 : this.seen.revision + 1;
    const recorded = await this.store.readStream(CATEGORY_TREE_STREAM, from);
    if (recorded.length === 0) return this.seen.state;
    let state = this.seen.state;
    for (const event of recorded) state = categoryDecider.evolve(state, categoryEvents.check(event.type, event.data));
    this.seen = { revision: recorded.at(-1)!.revision, state };
    return state;
  }

  /** A category as the tree's own stream has it now (not the read model): for other modules' checks. */
  async node(categoryId: number): Promise<CategoryNode | null> {
    return (await this.tree()).nodes.get(categoryId) ?? null;
  }

  /** Whether a category exists in the tree's own stream (other modules check what they file under it). */
  async has(categoryId: number): Promise<boolean> {
    return (await this.node(categoryId)) !== null;
  }

  /** Every category of the tree, from its stream (the demo seed finds categories by name). */
  async nodes(): Promise<readonly CategoryNode[]> {
    const { state } = await loadAggregate(this.store, CATEGORY_TREE_STREAM, categoryDecider, categoryEvents);
    return [...state.nodes.values()];
  }

  private async run(command: CategoryCommand, context: CommandContext): Promise<Position | null> {
    const result = await handleCommand({
      store: this.store,
      streamId: CATEGORY_TREE_STREAM,
      decider: categoryDecider,
      codec: categoryEvents,
      command,
      context,
    });
    return result.position;
  }

  async create(input: CreateCategoryInput, context: CommandContext): Promise<CommandOutcome> {
    const command = (categoryId: number): CategoryCommand => ({
      kind: 'create',
      categoryId,
      name: input.name.trim(),
      slug: input.slug,
      parentId: input.parentId ?? null,
      image: input.image ?? null,
      icon: input.icon ?? null,
      isNameFilter: input.isNameFilter ?? false,
    });
    // Refused before an id is spent (ADR 0052).
    await decideFirst({ store: this.store, streamId: CATEGORY_TREE_STREAM, decider: categoryDecider, codec: categoryEvents, command: command(PROVISIONAL_ID) });
    const categoryId = await this.sequences.allocate('category', context);
    return { categoryId, position: await this.run(command(categoryId), context) };
  }

  async rename(
    categoryId: number,
    input: { name: string; slug?: string | undefined },
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return {
      categoryId,
      position: await this.run(
        { kind: 'rename', categoryId, name: input.name.trim(), slug: input.slug },
        context,
      ),
    };
  }

  async move(
    categoryId: number,
    parentId: number | null,
    position: number | undefined,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return {
      categoryId,
      position: await this.run(
        { kind: 'move', categoryId, parentId, ...(position === undefined ? {} : { position }) },
        context,
      ),
    };
  }

  async reorder(
    parentId: number | null,
    orderedIds: readonly number[],
    context: CommandContext,
  ): Promise<Position | null> {
    return this.run({ kind: 'reorder', parentId, orderedIds }, context);
  }

  async setImage(
    categoryId: number,
    image: string | null,
    icon: string | null | undefined,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return { categoryId, position: await this.run({ kind: 'setImage', categoryId, image, icon }, context) };
  }

  async setNameFilter(
    categoryId: number,
    isNameFilter: boolean,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return {
      categoryId,
      position: await this.run({ kind: 'setNameFilter', categoryId, isNameFilter }, context),
    };
  }

  /**
   * Refused while products are filed under the category. Decided on the category's ledger: a product
   * written into it meanwhile holds the ledger, so the two cannot both win (the read model may lag).
   */
  async delete(categoryId: number, context: CommandContext): Promise<Position | null> {
    if (!this.holds) {
      return this.run({ kind: 'delete', categoryId, productCount: await this.productCounter(categoryId, []) }, context);
    }
    // What the tree refuses (unknown, has subcategories) is said before the ledger closes.
    const { state } = await loadAggregate(this.store, CATEGORY_TREE_STREAM, categoryDecider, categoryEvents);
    categoryDecider.decide({ kind: 'delete', categoryId, productCount: 0 }, state);
    const target = { scope: CATEGORY_HOLDS, id: categoryId };
    await this.holds.close(
      target,
      context,
      async (holders) => ((await this.productCounter(categoryId, holders)) > 0 ? conflict(MESSAGES.hasProducts) : null),
      conflict(CONCURRENT_CHANGE_MESSAGE),
    );
    try {
      return await this.run({ kind: 'delete', categoryId, productCount: 0 }, context);
    } catch (error) {
      await this.holds.reopen(target, context);
      throw error;
    }
  }
}
