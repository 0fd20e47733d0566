import type { Decider, DomainEvent } from './decider.ts';
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

/** The commands every tree takes alike; each tree adds the field naming its section. */
export interface TreeSectionCreate {
  readonly kind: 'create';
  readonly name: string;
  /** Absent: derived from the name, made unique in the tree. */
  readonly slug?: string | undefined;
  readonly parentId: number | null;
}
/** Without a slug the address stays as it was. */
export interface TreeSectionRename {
  readonly kind: 'rename';
  readonly name: string;
  readonly slug?: string | undefined;
}
export interface TreeSectionsReorder {
  readonly kind: 'reorder';
  readonly parentId: number | null;
  readonly orderedIds: readonly number[];
}
/** A tree's shared commands: its section named by its own field `K`, a new one with its extra fields. */
export type TreeCommands<K extends string, Extra> =
  | (TreeSectionCreate & { readonly [P in K]: number } & Extra)
  | (TreeSectionRename & { readonly [P in K]: number })
  | TreeSectionsReorder;

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
 * What an event of a tree does to it, in words every tree shares: a section added, changed
 * (renamed, moved, a picture…), the sections under a parent reordered, a section removed. Each
 * tree says what its stored events mean (`changeOf`); its decider's state and its read model then
 * follow one rule (`treeAfter`, and `treeDocAfter` on the read side).
 */
export type TreeChange<N extends TreeNode> =
  | { readonly kind: 'added'; readonly node: N }
  | { readonly kind: 'changed'; readonly id: number; readonly change: Partial<Omit<N, 'id'>> }
  | { readonly kind: 'reordered'; readonly parentId: number | null; readonly orderedIds: readonly number[] }
  | { readonly kind: 'removed'; readonly id: number };

/**
 * What a tree's stored events mean, read by their kind: each event names its section by `idField`
 * (`categoryId`, `serviceCategoryId`); an `added` event carries the whole node, a `changed` one the
 * fields it changes, a `reordered` one the parent and the order, a `removed` one the id alone.
 */
export function treeChangeOf<N extends TreeNode, E extends { readonly type: string; readonly data: object }>(
  idField: string,
  kinds: { readonly [K in E['type']]: TreeChange<N>['kind'] },
): (event: E) => TreeChange<N> {
  return (event) => {
    const { [idField]: id, ...rest } = event.data as Record<string, unknown>;
    const kind = kinds[event.type as E['type']];
    switch (kind) {
      case 'added':
        return { kind, node: { id, ...rest } as unknown as N };
      case 'changed':
        return { kind, id: id as number, change: rest as Partial<Omit<N, 'id'>> };
      case 'reordered':
        return {
          kind,
          parentId: rest.parentId as number | null,
          orderedIds: rest.orderedIds as readonly number[],
        };
      case 'removed':
        return { kind, id: id as number };
    }
  };
}

/** The tree after one change (a decider's `evolve`). */
export function treeAfter<N extends TreeNode>(tree: Tree<N>, change: TreeChange<N>): Tree<N> {
  const nodes = new Map(tree.nodes);
  const update = (id: number, partial: Partial<Omit<N, 'id'>>): void => {
    const node = nodes.get(id);
    if (node) nodes.set(id, { ...node, ...partial });
  };
  switch (change.kind) {
    case 'added':
      nodes.set(change.node.id, change.node);
      break;
    case 'changed':
      update(change.id, change.change);
      break;
    case 'reordered':
      change.orderedIds.forEach((id, position) => update(id, { position } as Partial<Omit<N, 'id'>>));
      break;
    case 'removed':
      nodes.delete(change.id);
      break;
  }
  return { nodes };
}

/** A tree's decider: it starts empty and its state follows what its events mean (`change`). */
export function treeDecider<N extends TreeNode, C, E extends DomainEvent>(
  change: (event: E) => TreeChange<N>,
  decide: (command: C, tree: Tree<N>) => E[],
): Decider<C, E, Tree<N>> {
  return {
    initialState: { nodes: new Map() },
    evolve: (tree, event) => treeAfter(tree, change(event)),
    decide,
  };
}

/** The ids of the sections one change touches (a read model's keys). */
export const touchedBy = <N extends TreeNode>(change: TreeChange<N>): string[] =>
  change.kind === 'reordered'
    ? change.orderedIds.map(String)
    : [String(change.kind === 'added' ? change.node.id : change.id)];

/** A section's read-model document after one change: the node itself, keyed by its id. */
export function treeDocAfter<N extends TreeNode, D extends N & { _id: string }>(
  doc: D | null,
  change: TreeChange<N>,
): D | null {
  switch (change.kind) {
    case 'added':
      // A tree's document is its node and the key, nothing more (CategoryDoc, ServiceCategoryDoc).
      return { _id: String(change.node.id), ...change.node } as unknown as D;
    case 'removed':
      return null;
    case 'changed':
      return doc && { ...doc, ...change.change };
    case 'reordered':
      return doc && { ...doc, position: change.orderedIds.indexOf(doc.id) };
  }
}

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
    if (
      this.children(tree, parentId).some((n) => n.id !== self && n.name.toLocaleLowerCase('ru') === lower)
    ) {
      throw conflict(duplicateName);
    }
  }

  checkSlug(tree: Tree<N>, slug: string, self: number | null): void {
    if (!SLUG.test(slug)) throw badRequest(this.messages.badSlug, { slug: this.messages.badSlug });
    if ([...tree.nodes.values()].some((n) => n.id !== self && n.slug === slug))
      throw conflict(this.messages.duplicateSlug);
  }

  /** The address of a new section without one: from its name, made unique in the tree. */
  derivedSlug(tree: Tree<N>, name: string): string {
    const taken = new Set([...tree.nodes.values()].map((n) => n.slug));
    return uniqueSlug(slugFromName(name), (slug) => taken.has(slug));
  }

  /**
   * A section added under `parentId`: its name checked among its siblings, its address given or
   * derived and checked in the tree, its place after its last sibling.
   */
  added(
    tree: Tree<N>,
    section: { id: number; name: string; slug?: string | undefined; parentId: number | null },
  ): TreeNode {
    this.parent(tree, section.parentId);
    this.checkName(tree, section.name, section.parentId, null);
    const slug = section.slug ?? this.derivedSlug(tree, section.name);
    this.checkSlug(tree, slug, null);
    return {
      id: section.id,
      name: section.name,
      slug,
      parentId: section.parentId,
      position: this.nextPosition(tree, section.parentId),
    };
  }

  /** A section renamed: its new name and address checked; null when both stay as they are. */
  renamed(
    tree: Tree<N>,
    id: number,
    name: string,
    slug: string | undefined,
  ): { node: N; name: string; slug: string } | null {
    const node = this.existing(tree, id);
    this.checkName(tree, name, node.parentId, node.id);
    const address = slug ?? node.slug;
    this.checkSlug(tree, address, node.id);
    return node.name === name && node.slug === address ? null : { node, name, slug: address };
  }

  /** A section that may be removed: it has no subsections and holds nothing (`held`: what holds it). */
  removable(tree: Tree<N>, id: number, held: number, messages: { hasChildren: string; held: string }): N {
    const node = this.existing(tree, id);
    if (this.children(tree, node.id).length > 0) throw conflict(messages.hasChildren);
    if (held > 0) throw conflict(messages.held);
    return node;
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
    if (
      wanted.size !== orderedIds.length ||
      wanted.size !== current.length ||
      current.some((id) => !wanted.has(id))
    ) {
      throw badRequest(this.messages.badOrder, { orderedIds: this.messages.badOrder });
    }
    return !current.every((id, index) => orderedIds[index] === id);
  }
}

/** How one tree writes the events of the decisions every tree shares, in its own names and fields. */
export interface TreeEvents<E> {
  readonly renamed: (id: number, name: string, slug: string) => E;
  readonly reordered: (parentId: number | null, orderedIds: number[]) => E;
  readonly removed: (id: number) => E;
}

/**
 * The decisions every tree of named sections takes alike: rename, reorder and remove a section. A
 * tree's decider keeps what is its own (creation with its extra fields, moves, pictures).
 */
export class TreeDecisions<N extends TreeNode, E> {
  private readonly rules: TreeRules<N>;
  private readonly events: TreeEvents<E>;
  /** The refusals of a removal: the section has subsections, or something is filed under it. */
  private readonly removal: { readonly hasChildren: string; readonly held: string };

  constructor(
    rules: TreeRules<N>,
    events: TreeEvents<E>,
    removal: { readonly hasChildren: string; readonly held: string },
  ) {
    this.rules = rules;
    this.events = events;
    this.removal = removal;
  }

  /** Without a slug the address stays as it was; nothing is recorded when both stay. */
  rename(tree: Tree<N>, id: number, name: string, slug: string | undefined): E[] {
    const renamed = this.rules.renamed(tree, id, name, slug);
    return renamed ? [this.events.renamed(renamed.node.id, renamed.name, renamed.slug)] : [];
  }

  reorder(tree: Tree<N>, parentId: number | null, orderedIds: readonly number[]): E[] {
    if (!this.rules.checkOrder(tree, parentId, orderedIds)) return [];
    return [this.events.reordered(parentId, [...orderedIds])];
  }

  /** `held`: how many things are filed under the section (products, services). */
  remove(tree: Tree<N>, id: number, held: number): E[] {
    return [this.events.removed(this.rules.removable(tree, id, held, this.removal).id)];
  }
}
