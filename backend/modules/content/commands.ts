import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import {
  PROVISIONAL_ID,
  decideFirst,
  handleCommand,
  notFound,
  type CommandContext,
  type Decider,
  type DomainEvent,
  type EventCodec,
  type Sequences,
} from '../../kit/write/index.ts';
import {
  navigationEvents,
  pageEvents,
  pageOf,
  type NavigationItemType,
  type Page,
  type PageSlug,
  NAVIGATION_STREAM,
  pageStream,
} from './events.ts';
import { navigationDecider, type NavigationCommand } from './navigation-decider.ts';
import { pageDecider } from './page-decider.ts';

export interface NavigationItemInput {
  readonly text: string;
  readonly link: string;
  readonly type?: NavigationItemType | undefined;
  readonly isActive?: boolean | undefined;
}

export interface ItemOutcome {
  readonly id: number;
  readonly position: Position | null;
}

async function run<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  codec: EventCodec<Event>,
  command: Command,
  context: CommandContext,
): Promise<Position | null> {
  return (await handleCommand({ store, streamId, decider, codec, command, context })).position;
}

async function exists(store: EventStore, streamId: string): Promise<boolean> {
  return (await store.readStream(streamId)).length > 0;
}

/** Commands on the site menu: ids allocated and texts trimmed, then decided on the whole menu. */
export class NavigationCommands {
  private readonly store: EventStore;
  private readonly sequences: Sequences;

  constructor(store: EventStore, sequences: Sequences) {
    this.store = store;
    this.sequences = sequences;
  }

  private run(command: NavigationCommand, context: CommandContext): Promise<Position | null> {
    return run(this.store, NAVIGATION_STREAM, navigationDecider, navigationEvents, command, context);
  }

  /** Whether the menu has ever been written (the demo seed fills it only when not). */
  exists(): Promise<boolean> {
    return exists(this.store, NAVIGATION_STREAM);
  }

  async add(input: NavigationItemInput, context: CommandContext): Promise<ItemOutcome> {
    const command = (itemId: number): NavigationCommand => ({
      kind: 'add',
      itemId,
      text: input.text.trim(),
      link: input.link.trim(),
      type: input.type ?? 'page',
      isActive: input.isActive ?? true,
    });
    // Refused before an id is spent (ADR 0052).
    await decideFirst({
      store: this.store,
      streamId: NAVIGATION_STREAM,
      decider: navigationDecider,
      codec: navigationEvents,
      command: command(PROVISIONAL_ID),
    });
    const itemId = await this.sequences.allocate('navigationItem', context);
    return { id: itemId, position: await this.run(command(itemId), context) };
  }

  async change(itemId: number, input: NavigationItemInput, context: CommandContext): Promise<ItemOutcome> {
    const position = await this.run(
      {
        kind: 'change',
        itemId,
        text: input.text.trim(),
        link: input.link.trim(),
        type: input.type,
        isActive: input.isActive,
      },
      context,
    );
    return { id: itemId, position };
  }

  async remove(itemId: number, context: CommandContext): Promise<Position | null> {
    return this.run({ kind: 'remove', itemId }, context);
  }

  async reorder(orderedIds: readonly number[], context: CommandContext): Promise<Position | null> {
    return this.run({ kind: 'reorder', orderedIds }, context);
  }
}

/** Commands on the content pages (home, guide, contacts): each page replaced as a whole. */
export class PageCommands {
  private readonly store: EventStore;

  constructor(store: EventStore) {
    this.store = store;
  }

  /** Whether the page has ever been written (the demo seed fills it only when not). */
  exists(slug: PageSlug): Promise<boolean> {
    return exists(this.store, pageStream(slug));
  }

  async replace(page: Page, context: CommandContext): Promise<Position | null> {
    return run(
      this.store,
      pageStream(page.slug),
      pageDecider,
      pageEvents,
      { kind: 'replace', page },
      context,
    );
  }

  /** Every version of the page, newest first, read from its stream: who wrote it, when, and what. */
  async history(slug: PageSlug): Promise<PageVersion[]> {
    const recorded = await this.store.readStream(pageStream(slug));
    return recorded
      .map((event) => ({
        version: event.revision + 1,
        at: event.metadata.at,
        userId: event.metadata.userId,
        page: pageOf(pageEvents.check(event.type, event.data)),
      }))
      .reverse();
  }

  /** Writes an earlier version again as the page's content (a new version; nothing is erased). */
  async restore(slug: PageSlug, version: number, context: CommandContext): Promise<Position | null> {
    const found = (await this.history(slug)).find((entry) => entry.version === version);
    if (!found) throw notFound(PAGE_VERSION_NOT_FOUND);
    return this.replace(found.page, context);
  }
}

export const PAGE_VERSION_NOT_FOUND = 'Версия страницы не найдена';

/** One written version of a page. */
export interface PageVersion {
  readonly version: number;
  readonly at: string;
  readonly userId: string | null;
  readonly page: Page;
}

/** The content module's command services, one per kind of aggregate. */
export class ContentCommands {
  readonly navigation: NavigationCommands;
  readonly pages: PageCommands;

  constructor(store: EventStore, sequences: Sequences) {
    this.navigation = new NavigationCommands(store, sequences);
    this.pages = new PageCommands(store);
  }
}
