import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import { handleCommandOn, type CommandContext, type Decider } from '../../kit/write/index.ts';
import { notificationEvents, notificationStream, type NotificationEvent } from './events.ts';
import type { NoticeType } from './view.ts';

/** A person's own acts on their notifications: no invariant beyond being theirs (the stream is theirs). */
type NotificationCommand =
  | { readonly kind: 'read' | 'delete'; readonly userId: number; readonly notificationId: string }
  | { readonly kind: 'readAll'; readonly userId: number; readonly upTo: string }
  | { readonly kind: 'chooseEmailCopies'; readonly userId: number; readonly types: readonly NoticeType[] };

const notificationDecider: Decider<NotificationCommand, NotificationEvent, null> = {
  initialState: null,
  evolve: () => null,
  decide(command) {
    switch (command.kind) {
      case 'read':
        return [
          {
            type: 'NotificationRead',
            data: { userId: command.userId, notificationId: command.notificationId },
          },
        ];
      case 'delete':
        return [
          {
            type: 'NotificationDeleted',
            data: { userId: command.userId, notificationId: command.notificationId },
          },
        ];
      case 'readAll':
        return [{ type: 'AllNotificationsRead', data: { userId: command.userId, upTo: command.upTo } }];
      case 'chooseEmailCopies':
        return [
          { type: 'EmailCopiesChosen', data: { userId: command.userId, types: [...new Set(command.types)] } },
        ];
    }
  },
};

/** The aggregate this module's commands run on. */
const NOTIFICATIONS = {
  streamOf: notificationStream,
  decider: notificationDecider,
  codec: notificationEvents,
};

export class NotificationCommands {
  private readonly store: EventStore;
  constructor(store: EventStore) {
    this.store = store;
  }

  private async run(command: NotificationCommand, context: CommandContext): Promise<Position | null> {
    const id = command.userId;
    return (await handleCommandOn(this.store, NOTIFICATIONS, id, command, context)).position;
  }

  read(userId: number, notificationId: string, context: CommandContext): Promise<Position | null> {
    return this.run({ kind: 'read', userId, notificationId }, context);
  }

  remove(userId: number, notificationId: string, context: CommandContext): Promise<Position | null> {
    return this.run({ kind: 'delete', userId, notificationId }, context);
  }

  readAll(userId: number, context: CommandContext): Promise<Position | null> {
    return this.run({ kind: 'readAll', userId, upTo: context.now.toISOString() }, context);
  }

  chooseEmailCopies(
    userId: number,
    types: readonly NoticeType[],
    context: CommandContext,
  ): Promise<Position | null> {
    return this.run({ kind: 'chooseEmailCopies', userId, types }, context);
  }
}
