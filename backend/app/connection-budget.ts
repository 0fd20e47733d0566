import type { ConnectionLimitSettings } from '../../infra/config.ts';

/**
 * How the API process spends its file descriptors (ADR 0050): a reserve for what the process itself
 * holds (event and read stores, Redis and MongoDB pools, uploads being written, mail, the
 * renderer's loopback requests), the HTTP API's connections, and the realtime gateway's sockets.
 * Every socket is a descriptor; past the open-file limit the kernel refuses every new one, the
 * HTTP API's included. The caps keep the sum below the limit whatever clients do.
 */
export interface ConnectionBudget {
  /** The soft open-file limit the budget was derived from; null when it could not be read. */
  readonly openFiles: number | null;
  /** Descriptors kept for the process's own files and connections. */
  readonly reserve: number;
  readonly http: {
    /** Open HTTP connections; more are closed as they arrive. */
    readonly maxConnections: number;
    readonly headersTimeoutMs: number;
    readonly requestTimeoutMs: number;
    readonly keepAliveTimeoutMs: number;
  };
  readonly realtime: {
    /** Open sockets, authenticated or not: more are refused with 503 at the upgrade. */
    readonly maxConnections: number;
    /** Open sockets of one client address: more are refused with 429 at the upgrade. */
    readonly maxConnectionsPerIp: number;
    /** Connections still in their handshake beyond the cap, which get their 503 or 429; past these
     * the gateway closes new connections without a word. */
    readonly handshakeAllowance: number;
    readonly authTimeoutMs: number;
  };
}

/** The reserve never takes more than a quarter of a small limit. */
export const MAX_RESERVE = 512;
/** Above this, memory binds before descriptors do: ≈ 8 KiB a socket (ADR 0013) is 400 MiB. */
export const MAX_DERIVED_CONNECTIONS = 50_000;
/** When the limit cannot be read, Linux's usual default. */
export const ASSUMED_OPEN_FILES = 1024;

const handshakesFor = (sockets: number): number => Math.min(64, Math.max(1, Math.ceil(sockets / 16)));

/**
 * The caps for a process whose soft open-file limit is `openFiles`: after the reserve, a third for
 * the gateway's sockets (and its handshakes) and two thirds for the HTTP API, whose every connection
 * may hold a second descriptor (a file it sends, an upload it writes, a render's loopback request).
 * A cap the operator set is taken as it is.
 */
export function connectionBudget(
  openFiles: number | null,
  settings: ConnectionLimitSettings,
): ConnectionBudget {
  const limit = openFiles === null ? ASSUMED_OPEN_FILES : Math.min(openFiles, Number.MAX_SAFE_INTEGER);
  const reserve = Math.min(MAX_RESERVE, Math.floor(limit / 4));
  const share = Math.max(2, Math.min(MAX_DERIVED_CONNECTIONS, Math.floor((limit - reserve) / 3)));
  const realtimeMax = settings.wsMaxConnections ?? share - handshakesFor(share);
  return {
    openFiles: openFiles !== null && Number.isFinite(openFiles) ? openFiles : null,
    reserve,
    http: {
      maxConnections: settings.httpMaxConnections ?? share,
      headersTimeoutMs: settings.httpHeadersTimeoutMs,
      requestTimeoutMs: settings.httpRequestTimeoutMs,
      keepAliveTimeoutMs: settings.httpKeepAliveTimeoutMs,
    },
    realtime: {
      maxConnections: realtimeMax,
      maxConnectionsPerIp: Math.min(settings.wsMaxConnectionsPerIp, realtimeMax),
      handshakeAllowance: handshakesFor(realtimeMax),
      authTimeoutMs: settings.wsAuthTimeoutMs,
    },
  };
}

/** The descriptors the budget may use at most; above the limit, the HTTP API can be starved. */
export function descriptorsAtMost(budget: ConnectionBudget): number {
  return (
    budget.reserve +
    2 * budget.http.maxConnections +
    budget.realtime.maxConnections +
    budget.realtime.handshakeAllowance
  );
}
