import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../../../infra/event-store/index.ts';

export type Role = 'admin' | 'supplier' | 'buyer' | 'system';

/** Who issues a command and in answer to what: becomes the metadata of every event it causes. */
export interface CommandContext {
  readonly userId: string | null;
  readonly role: Role | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly now: Date;
}

export function systemContext(now = new Date()): CommandContext {
  return { userId: null, role: 'system', correlationId: randomUUID(), causationId: null, now };
}

export function toMetadata(context: CommandContext): EventMetadata {
  return {
    userId: context.userId,
    role: context.role,
    at: context.now.toISOString(),
    correlationId: context.correlationId,
    causationId: context.causationId,
  };
}
