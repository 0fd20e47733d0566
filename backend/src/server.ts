import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Config } from '../../infra/config.ts';
import { createApp } from './app.ts';
import { createLogger, type Logger } from './logger.ts';
import { createModules, type Modules } from './modules.ts';
import { createPlatform, type Platform } from './platform.ts';
import { startRealtimeGateway } from './realtime/gateway.ts';
import { seedDemoIfEmpty } from './seed/index.ts';

export const SPA_DIR = resolve(import.meta.dirname, '../../frontend/dist');

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly wsPort: number;
  readonly platform: Platform;
  readonly modules: Modules;
  close(): Promise<void>;
}

/** Starts the API (and, on the embedded stack, the projectors) and the realtime gateway. */
export async function startServer(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<RunningServer> {
  const platform = await createPlatform(config, logger, { runProjectors: config.runProjectors });
  const modules = createModules(platform);
  if (config.seedDemo) await seedDemoIfEmpty(platform, modules);
  const app = createApp(platform, modules, { spaDir: config.spaDir ?? SPA_DIR });
  const http: Server = createServer(app);
  await new Promise<void>((ok, fail) => {
    http.once('error', fail);
    http.listen(config.port, ok);
  });
  const port = (http.address() as AddressInfo).port;
  const gateway = await startRealtimeGateway({
    port: config.wsPort,
    pubsub: platform.pubsub,
    tokens: platform.tokens,
    guard: modules.accessGuard,
    logger,
    allowedOrigins: config.wsAllowedOrigins,
    limits: { heartbeatMs: config.wsHeartbeatMs },
  });
  logger.info({ port, wsPort: gateway.port }, 'marketplace listening');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    wsPort: gateway.port,
    platform,
    modules,
    async close() {
      await gateway.close();
      http.closeAllConnections();
      await new Promise<void>((ok) => http.close(() => ok()));
      await platform.close();
    },
  };
}
