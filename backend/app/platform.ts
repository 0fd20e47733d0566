import { join } from 'node:path';
import { createMailer, type Mailer } from '../../infra/mail/index.ts';
import { RedisLink } from '../../infra/redis/link.ts';
import {
  createEventStore,
  type EventStore,
  type Position,
  type Subscription,
} from '../../infra/event-store/index.ts';
import { createReadStore, type ReadStore } from '../../infra/read-store/index.ts';
import { createJobQueue, type JobQueue } from '../../infra/queue/index.ts';
import { createPubSub, type PubSub } from '../../infra/pubsub/index.ts';
import { createFileStore, type FileStore } from '../../infra/file-store/index.ts';
import type { Config } from '../../infra/config.ts';
import {
  ProjectionEngine,
  ReadModels,
  allProjections,
  auditEntitiesProjection,
  auditEntriesProjection,
} from '../../projections/index.ts';
import { Holds, Reservations, Sequences } from '../kit/write/index.ts';
// Only the token service, not the HTTP kit's index: the worker runs this too and serves no HTTP.
import { TokenService, loadJwtSecret } from '../kit/auth/index.ts';
import type { Logger } from './logger.ts';
import { startMessagePusher } from './realtime/message-pusher.ts';
import { startNotificationPusher } from './realtime/notification-pusher.ts';
import { emailCopies, NotificationQueries } from '../modules/notifications/index.ts';
import { IdentityQueries } from '../modules/identity/index.ts';
import { CompanyQueries } from '../modules/companies/index.ts';
import { UploadSweeper } from '../modules/uploads/index.ts';

/** The adapters chosen by configuration and the services every module shares. */
export interface Platform {
  readonly config: Config;
  readonly logger: Logger;
  readonly events: EventStore;
  readonly store: ReadStore;
  readonly queue: JobQueue;
  readonly pubsub: PubSub;
  /** Uploaded files (images, documents, avatars). */
  readonly files: FileStore;
  /** Frees pictures nothing names any more; null where the projectors do not run. */
  readonly sweeper: UploadSweeper | null;
  readonly sequences: Sequences;
  readonly reservations: Reservations;
  /** Ledgers of things that may close while others hold them (warehouses, categories). */
  readonly holds: Holds;
  readonly tokens: TokenService;
  readonly readModels: ReadModels;
  /** The process's watched Redis connection: the modules' shared counters (rate limits) use it,
   * and its PING tells whether Redis answers (ADR 0049). Null without REDIS_URL (the counters then
   * live in this process). */
  readonly redis: RedisLink | null;
  /** The site's origin for links in letters: PUBLIC_URL, else this process on localhost. */
  readonly siteUrl: string;
  /** Outgoing mail: SMTP when SMTP_URL is set, else the log (the embedded default). */
  readonly mailer: Mailer;
  /** Present where this process runs the projectors. */
  readonly engine: ProjectionEngine | null;
  /** 'degraded' with the reasons while a dependency is away (ADR 0013); for admins only. */
  condition(): PlatformCondition;
  /**
   * Starts a module's subscription (a process manager, ADR 0072) from the log's head when the
   * platform started, and closes it with the platform.
   */
  follow(start: (head: Position) => Subscription): void;
  close(): Promise<void>;
}

export interface PlatformCondition {
  readonly status: 'ok' | 'degraded';
  readonly reasons: readonly string[];
}

export async function createPlatform(
  config: Config,
  logger: Logger,
  options: { runProjectors: boolean },
): Promise<Platform> {
  const events = await createEventStore({ url: config.eventStoreUrl, dataDir: config.dataDir });
  const store = await createReadStore({
    url: config.mongoUrl,
    sqlite: config.readStore === 'sqlite',
    dataDir: config.dataDir,
  });
  // Redis is watched first: how the process starts (with Redis, or degraded) follows its answer.
  const redis = config.redisUrl
    ? new RedisLink(config.redisUrl, {
        commandTimeoutMs: config.redisCommandTimeoutMs,
        pingIntervalMs: config.redisPingIntervalMs,
      })
    : null;
  // An outage (stopped, unreachable or hung) is told once when it starts and once when it ends,
  // never per command, push or retry (ADR 0049).
  let downSince = 0;
  redis?.onChange((up, cause) => {
    if (!up) {
      logger.warn(
        { cause },
        'Redis unavailable: projectors catch up in process, pushes to other processes are paused',
      );
    } else {
      logger.info(
        { downForMs: Date.now() - downSince },
        'Redis available again: the queue wakes the projectors',
      );
    }
    downSince = up ? 0 : Date.now();
  });
  await redis?.start();
  const queue = await createJobQueue({
    redisUrl: config.redisUrl,
    onError: (name, error) => logger.error({ err: error, queue: name }, 'job failed'),
    commandTimeoutMs: config.redisCommandTimeoutMs,
    health: redis ?? undefined,
  });
  const condition = (): PlatformCondition => {
    const outage = redis?.outage();
    return outage
      ? {
          status: 'degraded',
          reasons: [
            `Redis недоступен с ${outage.since.toISOString()} (${outage.cause}): проекции догоняют журнал внутри процесса, ` +
              'realtime-сообщения другим процессам и общие счётчики ограничений не работают',
          ],
        }
      : { status: 'ok', reasons: [] };
  };
  const pubsub = await createPubSub({
    redisUrl: config.redisUrl,
    commandTimeoutMs: config.redisCommandTimeoutMs,
    health: redis ?? undefined,
  });
  const readModels = new ReadModels({
    store,
    events,
    pubsub,
    definitions: allProjections,
    waitMs: config.readWaitMs,
  });
  await readModels.start();
  const engine = options.runProjectors
    ? new ProjectionEngine({ definitions: allProjections, events, store, queue, pubsub, logger })
    : null;
  await engine?.start();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: logger,
    outbox: join(config.dataDir, 'outbox'),
  });
  // Where the projectors run, a new notice is pushed to its person once it is in the read model,
  // and mailed when they chose its kind.
  const head = await events.headPosition();
  const siteUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const companies = new CompanyQueries(readModels);
  const users = new IdentityQueries(
    readModels,
    async (companyId) => (await companies.byId(companyId))?.name ?? null,
  );
  const notices = new NotificationQueries(readModels);
  const copies = emailCopies({
    mailer,
    queries: notices,
    recipients: async (userId) => {
      const names = await users.names(userId);
      return names ? { email: names.person.email, greeting: names.greeting } : null;
    },
    siteUrl,
  });
  const pushers = engine
    ? [
        startNotificationPusher({
          events,
          readModels,
          notices,
          pubsub,
          logger,
          after: head,
          onNotice: copies,
        }),
        startMessagePusher({ events, readModels, pubsub, logger, after: head }),
      ]
    : [];
  const kept: Subscription[] = [];
  const files = createFileStore({ dataDir: config.dataDir });
  // Where the projectors run, pictures nothing names any more are freed (ADR 0039).
  const sweeper = engine
    ? new UploadSweeper({
        files,
        readModels,
        projections: allProjections
          .filter((p) => p !== auditEntitiesProjection && p !== auditEntriesProjection)
          .map((p) => p.name),
        graceMs: config.uploadSweepGraceMs,
        log: logger,
      })
    : null;
  sweeper?.start(events, head);
  logger.info(
    {
      eventStore: events.kind,
      readStore: store.kind,
      queue: queue.kind,
      pubsub: pubsub.kind,
      projectors: Boolean(engine),
    },
    'platform ready',
  );
  return {
    config,
    logger,
    events,
    store,
    queue,
    pubsub,
    files,
    sweeper,
    sequences: new Sequences(events),
    reservations: new Reservations(events),
    holds: new Holds(events),
    tokens: new TokenService(loadJwtSecret(config.jwtSecret, config.dataDir)),
    readModels,
    redis,
    siteUrl,
    mailer,
    engine,
    condition,
    follow(start: (after: Position) => Subscription) {
      kept.push(start(head));
    },
    async close() {
      await mailer.close();
      await Promise.all([...kept, ...pushers].map((pusher) => pusher.close()));
      await sweeper?.close();
      await engine?.stop();
      await redis?.close();
      await queue.close();
      await readModels.stop();
      await pubsub.close();
      await store.close();
      await events.close();
    },
  };
}
