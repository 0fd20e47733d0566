import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import {
  PROVISIONAL_ID,
  decideFirst,
  handleCommand,
  type CommandContext,
  type DomainEvent,
  type Sequences,
  type Tree,
  type TreeNode,
  type TreeSectionsReorder,
} from '../../kit/write/index.ts';
import type { TreeKind } from './tree-kinds.ts';

/** What every tree asks to create a section (a tree may ask more). */
export interface NewSectionInput {
  readonly name: string;
  /** Absent: derived from the name, made unique in the tree. */
  readonly slug?: string | undefined;
  readonly parentId?: number | null | undefined;
  readonly image?: string | null | undefined;
}

/** A new section as every tree's `create` command carries it: the name trimmed, absent parts null. */
export interface NewSection {
  readonly name: string;
  readonly slug: string | undefined;
  readonly parentId: number | null;
  readonly image: string | null;
}

/** What a command on a section answers: the section's id and where its events were appended. */
export interface CommandOutcome {
  readonly id: number;
  readonly position: Position | null;
}

/**
 * The commands every category tree has, whichever its kind: the tree read from its own stream
 * (never a read model that may lag), a command decided on it, a section created with an id spent
 * only after the tree has accepted it (ADR 0052).
 */
export abstract class TreeCommands<
  N extends TreeNode,
  C,
  E extends DomainEvent,
  I extends NewSectionInput = NewSectionInput,
> {
  protected readonly store: EventStore;
  protected readonly kind: TreeKind<N, C, E>;
  private readonly sequences: Sequences;
  private seen: { revision: number | 'no_stream'; state: Tree<N> };

  constructor(store: EventStore, sequences: Sequences, kind: TreeKind<N, C, E>) {
    this.store = store;
    this.sequences = sequences;
    this.kind = kind;
    this.seen = { revision: 'no_stream', state: kind.decider.initialState };
  }

  /**
   * The tree as its stream has it now, folded from the last state seen: every product written
   * asks whether its category exists, and a 10,000-row import asked 10,000 full folds (ADR 0063).
   */
  protected async tree(): Promise<Tree<N>> {
    const from = this.seen.revision === 'no_stream' ? 0 : this.seen.revision + 1;
    const recorded = await this.store.readStream(this.kind.stream, from);
    if (recorded.length === 0) return this.seen.state;
    let state = this.seen.state;
    for (const event of recorded)
      state = this.kind.decider.evolve(state, this.kind.codec.check(event.type, event.data));
    this.seen = { revision: recorded.at(-1)!.revision, state };
    return state;
  }

  /** A section as the tree's own stream has it now (null when unknown or deleted): for other modules' checks. */
  async node(id: number): Promise<N | null> {
    return (await this.tree()).nodes.get(id) ?? null;
  }

  /** Whether a section exists in the tree's own stream (other modules check what they file under it). */
  async has(id: number): Promise<boolean> {
    return (await this.node(id)) !== null;
  }

  /** Every section of the tree, from its stream (the demo seed finds sections by name). */
  async all(): Promise<readonly N[]> {
    return [...(await this.tree()).nodes.values()];
  }

  /** Whether the tree has ever been written (the demo seed fills it only when not). */
  async exists(): Promise<boolean> {
    return (await this.store.readStream(this.kind.stream)).length > 0;
  }

  protected async run(command: C, context: CommandContext): Promise<Position | null> {
    const { store, kind } = this;
    return (
      await handleCommand({
        store,
        streamId: kind.stream,
        decider: kind.decider,
        codec: kind.codec,
        command,
        context,
      })
    ).position;
  }

  /** The tree's own `create` and `rename` commands (their id field is named after the tree). */
  protected abstract createCommand(id: number, section: NewSection, input: I): C;
  protected abstract renameCommand(id: number, name: string, slug: string | undefined): C;

  create(input: I, context: CommandContext): Promise<CommandOutcome> {
    const section: NewSection = {
      name: input.name.trim(),
      slug: input.slug,
      parentId: input.parentId ?? null,
      image: input.image ?? null,
    };
    return this.created((id) => this.createCommand(id, section, input), context);
  }

  /** Without a slug the address stays as it was. */
  rename(
    id: number,
    input: { name: string; slug?: string | undefined },
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return this.changed(id, this.renameCommand(id, input.name.trim(), input.slug), context);
  }

  /** A new order of the sections under `parentId` (the roots for null). */
  reorder(
    parentId: number | null,
    orderedIds: readonly number[],
    context: CommandContext,
  ): Promise<Position | null> {
    const command: TreeSectionsReorder = { kind: 'reorder', parentId, orderedIds };
    // Every tree's commands include the shared reorder (the write kit's TreeCommands).
    return this.run(command as C, context);
  }

  /** A section created: refused before an id is spent (ADR 0052), then decided again with its id. */
  protected async created(command: (id: number) => C, context: CommandContext): Promise<CommandOutcome> {
    const { store, kind } = this;
    await decideFirst({
      store,
      streamId: kind.stream,
      decider: kind.decider,
      codec: kind.codec,
      command: command(PROVISIONAL_ID),
    });
    const id = await this.sequences.allocate(kind.sequence, context);
    return { id, position: await this.run(command(id), context) };
  }

  /** A command on one section, answered with the section's id. */
  protected async changed(id: number, command: C, context: CommandContext): Promise<CommandOutcome> {
    return { id, position: await this.run(command, context) };
  }
}
