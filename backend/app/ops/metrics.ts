import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Gauge, Registry } from 'prom-client';
import type { Platform } from '../platform.ts';
import { opsStatus } from './status.ts';
import { LoopHold } from '../../../infra/loop-hold/index.ts';

/**
 * The operations figures as Prometheus metrics, computed at each scrape from the same status the
 * console shows (no background timers): `scrape()` reads the status once, then every gauge reports it.
 * The event loop's delay is the exception: sampled by Node itself, reported per interval between
 * scrapes (the longest delay says whether any task held every request up; ADR 0063), and so is
 * the longest CPU time the main thread spent between two turns of a timer (ADR 0075).
 */
export function metricsRegistry(platform: Platform): { registry: Registry; scrape(): Promise<string> } {
  const registry = new Registry();
  let status: Awaited<ReturnType<typeof opsStatus>> | null = null;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const loopHold = new LoopHold();
  const refresh = async () => {
    status = await opsStatus(platform);
  };
  const projection = (
    name: string,
    help: string,
    value: (p: NonNullable<typeof status>['projections'][number]) => number | null,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['projection'],
      registers: [registry],
      collect() {
        for (const entry of status?.projections ?? []) {
          const figure = value(entry);
          if (figure !== null) this.set({ projection: entry.name }, figure);
        }
      },
    });
  new Gauge({
    name: 'railparts_event_store_head_position',
    help: 'Commit position of the last event in the store',
    registers: [registry],
    collect() {
      this.set(status?.head.commit ?? 0);
    },
  });
  new Gauge({
    name: 'railparts_event_loop_delay_max_seconds',
    help: 'Longest event-loop delay since the previous scrape',
    registers: [registry],
    collect() {
      this.set(loopDelay.count === 0 ? 0 : loopDelay.max / 1e9);
    },
  });
  new Gauge({
    name: 'railparts_event_loop_delay_p99_seconds',
    help: '99th percentile of the event-loop delay since the previous scrape',
    registers: [registry],
    collect() {
      this.set(loopDelay.count === 0 ? 0 : loopDelay.percentile(99) / 1e9);
    },
  });
  new Gauge({
    name: 'railparts_event_loop_hold_cpu_max_seconds',
    help: 'Most CPU time the main thread spent between two turns of a 10 ms timer since the previous scrape (the longest any task held the loop, not stretched by a loaded machine)',
    registers: [registry],
    collect() {
      const longest = loopHold.take();
      if (longest !== null) this.set(longest / 1000);
    },
  });
  projection(
    'railparts_projection_position',
    'Commit position the projection has applied',
    (p) => p.position?.commit ?? -1,
  );
  projection(
    'railparts_projection_lag_events',
    'Events written after the projection checkpoint',
    (p) => p.lagEvents,
  );
  projection(
    'railparts_projection_lag_seconds',
    'Age of the first event the projection has not applied',
    (p) => p.lagSeconds,
  );
  projection(
    'railparts_projection_events_per_second',
    'Events applied per second over the last 10 s',
    (p) => p.rate.at(-1) ?? 0,
  );
  projection(
    'railparts_projection_rebuild_percent',
    'Progress of a running blue-green rebuild',
    (p) => p.rebuild?.percent ?? null,
  );
  for (const [metric, field, help] of [
    ['railparts_queue_waiting_jobs', 'waiting', 'Jobs waiting in the queue'],
    ['railparts_queue_active_jobs', 'active', 'Jobs running'],
    ['railparts_queue_failed_jobs', 'failed', 'Failed jobs kept for retry'],
  ] as const)
    new Gauge({
      name: metric,
      help,
      labelNames: ['queue'],
      registers: [registry],
      collect() {
        for (const queue of status?.queues ?? []) this.set({ queue: queue.name }, queue[field]);
      },
    });
  return {
    registry,
    async scrape() {
      await refresh();
      const text = await registry.metrics();
      loopDelay.reset();
      return text;
    },
  };
}
