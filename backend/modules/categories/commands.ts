import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import {
  CONCURRENT_CHANGE_MESSAGE,
  conflict,
  type CommandContext,
  type Holds,
  type Sequences,
} from '../../kit/write/index.ts';
import { MESSAGES, categoryDecider, type CategoryCommand, type CategoryNode } from './decider.ts';
import type { CategoryEvent, ServiceCategoryEvent } from './events.ts';
import type { ServiceCategoryCommand, ServiceCategoryNode } from './service-category-decider.ts';
import { TreeCommands, type CommandOutcome, type NewSection, type NewSectionInput } from './tree-commands.ts';
import { PRODUCT_CATEGORY_TREE, SERVICE_CATEGORY_TREE } from './tree-kinds.ts';

/**
 * How many products a category holds; answered by the catalogue (given by the composition root). `holders` are the
 * products the category's ledger names, to be asked on their own streams.
 */
export type ProductCounter = (categoryId: number, holders: readonly string[]) => Promise<number>;
/** The catalogue's ledger scope of categories (products hold the category they are filed under). */
export const CATEGORY_HOLDS = 'category';

export interface CreateCategoryInput extends NewSectionInput {
  readonly icon?: string | null | undefined;
  readonly isNameFilter?: boolean | undefined;
}

/** Commands of the product category tree: names trimmed, then decided on the tree. */
export class CategoryCommands extends TreeCommands<
  CategoryNode,
  CategoryCommand,
  CategoryEvent,
  CreateCategoryInput
> {
  private readonly holds: Holds | null;
  private readonly productCounter: ProductCounter;

  /** `productCounter`: how the catalogue counts a category's products, so deletion can refuse. */
  constructor(
    store: EventStore,
    sequences: Sequences,
    holds?: Holds,
    productCounter: ProductCounter = async () => 0,
  ) {
    super(store, sequences, PRODUCT_CATEGORY_TREE);
    this.holds = holds ?? null;
    this.productCounter = productCounter;
  }

  protected createCommand(
    categoryId: number,
    section: NewSection,
    input: CreateCategoryInput,
  ): CategoryCommand {
    return {
      kind: 'create',
      categoryId,
      ...section,
      icon: input.icon ?? null,
      isNameFilter: input.isNameFilter ?? false,
    };
  }

  protected renameCommand(categoryId: number, name: string, slug: string | undefined): CategoryCommand {
    return { kind: 'rename', categoryId, name, slug };
  }

  move(
    categoryId: number,
    parentId: number | null,
    position: number | undefined,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return this.changed(
      categoryId,
      { kind: 'move', categoryId, parentId, ...(position === undefined ? {} : { position }) },
      context,
    );
  }

  setImage(
    categoryId: number,
    image: string | null,
    icon: string | null | undefined,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return this.changed(categoryId, { kind: 'setImage', categoryId, image, icon }, context);
  }

  setNameFilter(categoryId: number, isNameFilter: boolean, context: CommandContext): Promise<CommandOutcome> {
    return this.changed(categoryId, { kind: 'setNameFilter', categoryId, isNameFilter }, context);
  }

  /**
   * Refused while products are filed under the category. Decided on the category's ledger: a product
   * written into it meanwhile holds the ledger, so the two cannot both win (the read model may lag).
   */
  async delete(categoryId: number, context: CommandContext): Promise<Position | null> {
    if (!this.holds) {
      return this.run(
        { kind: 'delete', categoryId, productCount: await this.productCounter(categoryId, []) },
        context,
      );
    }
    // What the tree refuses (unknown, has subcategories) is said before the ledger closes.
    categoryDecider.decide({ kind: 'delete', categoryId, productCount: 0 }, await this.tree());
    const target = { scope: CATEGORY_HOLDS, id: categoryId };
    await this.holds.close(
      target,
      context,
      async (holders) =>
        (await this.productCounter(categoryId, holders)) > 0 ? conflict(MESSAGES.hasProducts) : null,
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

/** How many services a service category holds; answered by the services module (given by the composition root). */
export type ServiceCounter = (serviceCategoryId: number) => Promise<number>;

export type CreateServiceCategoryInput = NewSectionInput;

/** Commands of the service-category tree: names trimmed, then decided on the tree. */
export class ServiceCategoryCommands extends TreeCommands<
  ServiceCategoryNode,
  ServiceCategoryCommand,
  ServiceCategoryEvent
> {
  private readonly serviceCounter: ServiceCounter;

  /** `serviceCounter`: how the services module counts a category's services, so deletion can refuse. */
  constructor(store: EventStore, sequences: Sequences, serviceCounter: ServiceCounter = async () => 0) {
    super(store, sequences, SERVICE_CATEGORY_TREE);
    this.serviceCounter = serviceCounter;
  }

  protected createCommand(serviceCategoryId: number, section: NewSection): ServiceCategoryCommand {
    return { kind: 'create', serviceCategoryId, ...section };
  }

  protected renameCommand(
    serviceCategoryId: number,
    name: string,
    slug: string | undefined,
  ): ServiceCategoryCommand {
    return { kind: 'rename', serviceCategoryId, name, slug };
  }

  setImage(
    serviceCategoryId: number,
    image: string | null,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return this.changed(serviceCategoryId, { kind: 'setImage', serviceCategoryId, image }, context);
  }

  /** Refused while the services module counts services filed under the category. */
  async delete(serviceCategoryId: number, context: CommandContext): Promise<Position | null> {
    const serviceCount = await this.serviceCounter(serviceCategoryId);
    return this.run({ kind: 'delete', serviceCategoryId, serviceCount }, context);
  }
}
