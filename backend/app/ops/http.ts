import { timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import { allProjections } from '../../../projections/index.ts';
import { queueName, rebuildQueueName } from '../../kit/read/index.ts';
import { QueueUnavailableError } from '../../../infra/queue/index.ts';
import { requireRole } from '../../kit/http/index.ts';
import type { Platform } from '../platform.ts';
import { DomainError, conflict, notFound } from '../../kit/write/index.ts';
import { metricsRegistry } from './metrics.ts';
import { opsStatus } from './status.ts';

export const OPS_MESSAGES = {
  unknownProjection: 'Проекция не найдена',
  unknownQueue: 'Очередь не найдена',
  rebuildRunning: 'Перестройка этой проекции уже идёт',
  worker: 'Проекции работают в отдельном процессе: перестройте их командой npm run replay',
  queueUnavailable: 'Очередь заданий недоступна: Redis не отвечает. Повторите, когда он вернётся',
} as const;

/** The queue's Redis away or hung is a 503 with the reason, not a 500 (ADR 0049). */
async function needingQueue<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QueueUnavailableError)
      throw new DomainError(503, 'unavailable', OPS_MESSAGES.queueUnavailable);
    throw error;
  }
}

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function bearer(req: Request): string | null {
  const header = req.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

/**
 * The operations console's routes (admins): projections and queues, a blue-green rebuild, a retry
 * of failed jobs; and `GET /metrics` for Prometheus behind its own token (ADR 0022).
 */
export function opsRouter(platform: Platform): Router {
  const router = Router();
  const admin = Router();
  admin.use(requireRole('admin'));

  admin.get('/', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await opsStatus(platform));
  });

  admin.post('/projections/:name/rebuild', async (req, res) => {
    const name = String(req.params.name);
    if (!allProjections.some((projection) => projection.name === name))
      throw notFound(OPS_MESSAGES.unknownProjection);
    if (!platform.engine) throw conflict(OPS_MESSAGES.worker);
    const engine = platform.engine;
    if (!(await needingQueue(() => engine.rebuild(name)))) throw conflict(OPS_MESSAGES.rebuildRunning);
    res.status(202).json(await opsStatus(platform));
  });

  admin.post('/queues/:name/retry', async (req, res) => {
    const name = String(req.params.name);
    const known = allProjections.some((p) => name === queueName(p.name) || name === rebuildQueueName(p.name));
    if (!known) throw notFound(OPS_MESSAGES.unknownQueue);
    res.json({ retried: await needingQueue(() => platform.queue.retryFailed(name)) });
  });

  router.use('/api/admin/ops', admin);

  const metrics = metricsRegistry(platform);
  router.get('/metrics', async (req, res) => {
    const expected = platform.config.metricsToken;
    // Without a configured token the endpoint does not exist.
    if (!expected) throw new DomainError(404, 'not_found', 'Запрашиваемый ресурс не найден');
    const given = bearer(req) ?? (typeof req.query.token === 'string' ? req.query.token : null);
    if (!given || !sameToken(given, expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new DomainError(401, 'unauthenticated', 'Неверный токен метрик');
    }
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.send(await metrics.scrape());
  });
  return router;
}
