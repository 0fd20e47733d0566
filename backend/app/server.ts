import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Config } from '../../infra/config.ts';
import { createApp, type ConnectionsReport } from './app.ts';
import { connectionBudget, descriptorsAtMost, type ConnectionBudget } from './connection-budget.ts';
import { createLogger, type Logger } from './logger.ts';
import { createModules, type Modules } from './modules.ts';
import { readOpenFileLimit } from './open-files.ts';
import { createPlatform, type Platform } from './platform.ts';
import { startRealtimeGateway } from './realtime/gateway.ts';
import { seedDemoIfEmpty } from './seed/index.ts';
import { systemContext } from '../kit/write/index.ts';

export const SPA_DIR = resolve(import.meta.dirname, '../../frontend/dist');
/** What a shutdown keeps after the index snapshot, to close the platform before its deadline. */
const PLATFORM_CLOSE_MS = 3000;

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly wsPort: number;
  readonly platform: Platform;
  readonly modules: Modules;
  /** The caps this process runs with (ADR 0050). */
  readonly budget: ConnectionBudget;
  close(): Promise<void>;
}

/** Starts the API (and, on the embedded stack, the projectors) and the realtime gateway. */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
): Promise<RunningServer> {
  const platform = await createPlatform(config, logger, { runProjectors: config.runProjectors });
  const modules = createModules(platform);
  if (config.seedDemo) await seedDemoIfEmpty(platform, modules);
  // Once per installation (a marker says it ran): offers linked before parts knew their offers (ADR 0073).
  const backfill = await modules.parts.backfillOfferAttachments(systemContext());
  if (backfill.ran) logger.info(backfill, 'parts: offers linked before ADR 0067 recorded on their parts');
  // Every socket is a file descriptor: the caps keep the HTTP API's own below the open-file limit
  // whatever the socket port's clients do (ADR 0050).
  const openFiles = readOpenFileLimit();
  const budget = connectionBudget(openFiles?.soft ?? null, config.connectionLimits);
  if (budget.openFiles !== null && descriptorsAtMost(budget) > budget.openFiles) {
    logger.warn(
      {
        openFiles: budget.openFiles,
        http: budget.http.maxConnections,
        realtime: budget.realtime.maxConnections,
      },
      'the configured connection caps exceed the open-file limit: the HTTP API may be refused descriptors',
    );
  }
  const gateway = await startRealtimeGateway({
    port: config.wsPort,
    pubsub: platform.pubsub,
    tokens: platform.tokens,
    guard: modules.accessGuard,
    logger,
    allowedOrigins: config.wsAllowedOrigins,
    limits: {
      heartbeatMs: config.wsHeartbeatMs,
      maxConnections: budget.realtime.maxConnections,
      maxConnectionsPerIp: budget.realtime.maxConnectionsPerIp,
      handshakeAllowance: budget.realtime.handshakeAllowance,
      authTimeoutMs: budget.realtime.authTimeoutMs,
    },
  });
  // Asked by admins' health requests, which arrive once `server` listens.
  const connections = async (): Promise<ConnectionsReport> => ({
    openFiles: budget.openFiles,
    http: {
      open: await new Promise<number>((ok) => server.getConnections((_error, count) => ok(count ?? 0))),
      maxConnections: budget.http.maxConnections,
    },
    realtime: gateway.status(),
  });
  const app = createApp(platform, modules, { spaDir: config.spaDir ?? SPA_DIR, connections });
  // Slow clients hold a connection no longer than their request needs: headers within
  // HTTP_HEADERS_TIMEOUT_MS, the whole request (an upload) within HTTP_REQUEST_TIMEOUT_MS, checked
  // every second rather than Node's 30 s; past HTTP_MAX_CONNECTIONS new ones are closed at once.
  const server: Server = createServer(
    {
      headersTimeout: budget.http.headersTimeoutMs,
      requestTimeout: budget.http.requestTimeoutMs,
      keepAliveTimeout: budget.http.keepAliveTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    app,
  );
  server.maxConnections = budget.http.maxConnections;
  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(config.port, ok);
    });
  } catch (error) {
    await gateway.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  logger.info(
    {
      port,
      wsPort: gateway.port,
      openFiles: budget.openFiles,
      maxConnections: { http: budget.http.maxConnections, realtime: budget.realtime.maxConnections },
    },
    'marketplace listening',
  );
  // On a durable read store the search index is loaded now (from its snapshot), not by the first search.
  if (platform.store.kind !== 'memory') {
    modules.catalogQueries.sync
      .refresh()
      .catch((error: unknown) => logger.error({ err: error }, 'loading the catalogue index failed'));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    wsPort: gateway.port,
    platform,
    modules,
    budget,
    async close() {
      const closing = Date.now();
      await gateway.close();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      // The next start begins from here instead of from the last periodic snapshot: the one under
      // way is finished, or abandoned in time for the platform to close before the deadline.
      await modules.catalogQueries.sync.close(closing + config.shutdownDeadlineMs - PLATFORM_CLOSE_MS);
      await platform.close();
    },
  };
}
