import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Position } from '../../../infra/event-store/index.ts';
import { DomainError, type CommandContext, type Creation, type IdempotentCreations } from '../write/index.ts';

/** What the kit needs of the read side: whether named read models have applied a position. */
export interface ReadSide {
  waitFor(position: Position | null, names: readonly string[]): Promise<boolean>;
}

export const IDEMPOTENCY_KEY_MESSAGE =
  'Заголовок Idempotency-Key — от 1 до 200 видимых символов латиницы, цифр и знаков';
const KEY = /^[\x21-\x7e]{1,200}$/;

/** Sorted keys: a retry that sends the same fields in another order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * "Read your own write" for a router (ADR 0062): a write answers with what the read side shows once
 * the named read models have applied its events, and says honestly when they have not yet — 202
 * with the id and a `Location` to read later — rather than answering from a read model that does
 * not show it (a 404 for what was just stored).
 */
export class ReadYourWrite {
  private readonly reads: ReadSide;
  private readonly names: readonly string[];
  private readonly creations: IdempotentCreations | null;

  constructor(reads: ReadSide, names: readonly string[], creations: IdempotentCreations | null = null) {
    this.reads = reads;
    this.names = names;
    this.creations = creations;
  }

  /** True once the read models show `position` (a short wait), false while they lag. */
  settled(position: Position | null): Promise<boolean> {
    return this.reads.waitFor(position, this.names);
  }

  /**
   * Runs a creation once per `Idempotency-Key` of the signed-in user (ADR 0062); without the header
   * it simply runs. `scope` names the command, so one key may serve different commands.
   */
  async once(
    req: Request,
    scope: string,
    context: CommandContext,
    create: () => Promise<Creation>,
  ): Promise<Creation> {
    const key = req.get('idempotency-key');
    if (key === undefined || !this.creations) return create();
    if (!KEY.test(key))
      throw new DomainError(400, 'bad_request', IDEMPOTENCY_KEY_MESSAGE, {
        'Idempotency-Key': IDEMPOTENCY_KEY_MESSAGE,
      });
    const fingerprint = createHash('sha256')
      .update(canonical(req.body ?? null))
      .digest('hex');
    return this.creations.once(
      { scope, owner: String(req.auth?.userId ?? ''), key, fingerprint },
      context,
      create,
    );
  }

  /** 201 with the new resource and its `Location` once it is readable; 202 with its id and `Location` before. */
  async created(
    res: Response,
    creation: Creation,
    location: string,
    read: () => Promise<unknown>,
  ): Promise<void> {
    res.location(location);
    if (!(await this.settled(creation.position))) {
      res.status(202).json({ id: creation.id, location });
      return;
    }
    res.status(201).json(await read());
  }

  /** 200 with the changed resource once the read side shows the change; 202 with its `Location` before. */
  async changed(
    res: Response,
    change: { id: number | string; position: Position | null },
    location: string,
    read: () => Promise<unknown>,
  ): Promise<void> {
    if (!(await this.settled(change.position))) {
      res.location(location).status(202).json({ id: change.id, location });
      return;
    }
    res.json(await read());
  }

  /** 204 once the read side shows the change (a removal); 202 while it lags. */
  async done(res: Response, position: Position | null): Promise<void> {
    res.status((await this.settled(position)) ? 204 : 202).end();
  }
}

/**
 * What a module's router is given: its commands and queries, the read models its writes wait on,
 * and where creations are remembered by their Idempotency-Key (none: a retry is not recognised).
 */
export interface ModuleRouterDeps<C, Q> {
  readonly commands: C;
  readonly queries: Q;
  readonly readModels: ReadSide;
  readonly creations?: IdempotentCreations | undefined;
}

/** A router's writes answered once the read models `names` show them, creations remembered by key. */
export const writesShownBy = (
  deps: Pick<ModuleRouterDeps<unknown, unknown>, 'readModels' | 'creations'>,
  names: readonly string[],
): ReadYourWrite => new ReadYourWrite(deps.readModels, names, deps.creations ?? null);
