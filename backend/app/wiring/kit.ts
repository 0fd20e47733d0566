import { createRateCounters, type RateCounters } from '../../../infra/rate-limit/index.ts';
import { IdempotentCreations } from '../../kit/write/index.ts';
import type { Platform } from '../platform.ts';

/** What every module's wiring draws on: the platform, and the kits the modules share. */
export interface WiringKit {
  readonly platform: Platform;
  /** Creations a client may retry with an Idempotency-Key (ADR 0062). */
  readonly creations: IdempotentCreations;
  /** Rate limits and quotas: in Redis when it is configured (shared by every API process). */
  readonly counters: RateCounters;
}

export function wiringKit(platform: Platform): WiringKit {
  return {
    platform,
    creations: new IdempotentCreations(platform.events, {
      claimLeaseMs: platform.config.idempotencyClaimLeaseMs,
    }),
    counters: createRateCounters({ redis: platform.redis }),
  };
}
