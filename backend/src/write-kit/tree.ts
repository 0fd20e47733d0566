import { DomainError, badRequest, conflict, notFound } from './errors.ts';
import { slugFromName, uniqueSlug } from './slug.ts';

/** A node of a tree aggregate of named sections: product categories, service categories (ADR 0006). */
export interface TreeNode {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly parentId: number | null;
  readonly position: number;
}

/** The whole tree is one aggregate: names, addresses and cycles are checked against all of it. */
export interface Tree<N extends TreeNode> {
  readonly nodes: ReadonlyMap<number, N>;
}

/** The texts of a tree's refusals, in its own words («Категория …», «Категория услуг …»). */
export interface TreeMessages {
  readonly notFound: string;
  readonly parentNotFound: string;
  readonly nameRequired: string;
  readonly nameTooLong: string;
  readonly duplicateName: string;
  readonly badSlug: string;
  readonly duplicateSlug: string;
  readonly badOrder: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The rules every tree of named sections keeps, for its decider: sibling names unique (any case),
 * addresses unique in the tree and well-formed, no section moved into itself, a new order that
 * names every sibling exactly once.
 */
export class TreeRules<N extends TreeNode> {
  private readonly messages: TreeMessages;
  private readonly nameMaxLength: number;

  constructor(messages: TreeMessages, nameMaxLength: number) {
    this.messages = messages;
    this.nameMaxLength = nameMaxLength;
  }

  /** The sections under `parentId` (the roots for null), in their order. */
  children(tree: Tree<N>, parentId: number | null): N[] {
    return [...tree.nodes.values()]
      .filter((node) => node.parentId === parentId)
      .sort((a, b) => a.position - b.position);
  }

  /** Where a section added under `parentId` goes: after its last sibling. */
  nextPosition(tree: Tree<N>, parentId: number | null): number {
    return this.children(tree, parentId).reduce((max, node) => Math.max(max, node.position + 1), 0);
  }

  existing(tree: Tree<N>, id: number): N {
    const node = tree.nodes.get(id);
    if (!node) throw notFound(this.messages.notFound);
    return node;
  }

  /** The parent a section is put under (none for a root); a 404 when it does not exist. */
  parent(tree: Tree<N>, parentId: number | null): N | null {
    if (parentId === null) return null;
    const parent = tree.nodes.get(parentId);
    if (!parent) throw new DomainError(404, 'not_found', this.messages.parentNotFound);
    return parent;
  }

  /** A name is given, not too long, and no other section under the same parent has it. */
  checkName(tree: Tree<N>, name: string, parentId: number | null, self: number | null): void {
    const { nameRequired, nameTooLong, duplicateName } = this.messages;
    if (name.length === 0) throw badRequest(nameRequired, { name: nameRequired });
    if (name.length > this.nameMaxLength) throw badRequest(nameTooLong, { name: nameTooLong });
    const lower = name.toLocaleLowerCase('ru');
    if (this.children(tree, parentId).some((n) => n.id !== self && n.name.toLocaleLowerCase('ru') === lower)) {
      throw conflict(duplicateName);
    }
  }

  checkSlug(tree: Tree<N>, slug: string, self: number | null): void {
    if (!SLUG.test(slug)) throw badRequest(this.messages.badSlug, { slug: this.messages.badSlug });
    if ([...tree.nodes.values()].some((n) => n.id !== self && n.slug === slug)) throw conflict(this.messages.duplicateSlug);
  }

  /** The address of a new section without one: from its name, made unique in the tree. */
  derivedSlug(tree: Tree<N>, name: string): string {
    const taken = new Set([...tree.nodes.values()].map((n) => n.slug));
    return uniqueSlug(slugFromName(name), (slug) => taken.has(slug));
  }

  /** Whether `candidate` is `ancestor` or lies somewhere under it. */
  isInside(tree: Tree<N>, candidate: number | null, ancestor: number): boolean {
    for (let id = candidate; id !== null; id = tree.nodes.get(id)?.parentId ?? null) {
      if (id === ancestor) return true;
    }
    return false;
  }

  /**
   * Checks a new order of the sections under `parentId`: every one of them exactly once. False
   * when it is the order they already have (nothing to record).
   */
  checkOrder(tree: Tree<N>, parentId: number | null, orderedIds: readonly number[]): boolean {
    if (parentId !== null) this.existing(tree, parentId);
    const current = this.children(tree, parentId).map((n) => n.id);
    const wanted = new Set(orderedIds);
    if (wanted.size !== orderedIds.length || wanted.size !== current.length || current.some((id) => !wanted.has(id))) {
      throw badRequest(this.messages.badOrder, { orderedIds: this.messages.badOrder });
    }
    return !current.every((id, index) => orderedIds[index] === id);
  }
}
