import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { connectionBudget, descriptorsAtMost, MAX_DERIVED_CONNECTIONS } from './connection-budget.ts';

const derived = loadConfig({}).connectionLimits;

describe('connection budget (ADR 0050)', () => {
  it.each([256, 1024, 4096, 20_000, 65_536, 524_288, 1_048_576])(
    'with %i open files the caps never take the descriptors the HTTP API and the process need',
    (openFiles) => {
      const budget = connectionBudget(openFiles, derived);
      expect(descriptorsAtMost(budget)).toBeLessThanOrEqual(openFiles);
      expect(budget.reserve).toBeGreaterThanOrEqual(Math.min(512, openFiles / 4) - 1);
      expect(budget.realtime.maxConnections).toBeGreaterThan(0);
      expect(budget.realtime.maxConnections).toBeLessThanOrEqual(MAX_DERIVED_CONNECTIONS);
      expect(budget.http.maxConnections).toBeGreaterThanOrEqual(budget.realtime.maxConnections);
      expect(budget.realtime.maxConnectionsPerIp).toBeLessThanOrEqual(budget.realtime.maxConnections);
    },
  );

  it('the usual figures: 1024 open files leave 240 sockets and 256 HTTP connections; 65,536 leave 21,610 and 21,674', () => {
    expect(connectionBudget(1024, derived)).toMatchObject({
      reserve: 256,
      http: { maxConnections: 256 },
      realtime: { maxConnections: 240, maxConnectionsPerIp: 64, handshakeAllowance: 15 },
    });
    expect(connectionBudget(65_536, derived)).toMatchObject({
      reserve: 512,
      http: { maxConnections: 21_674 },
      realtime: { maxConnections: 21_610, handshakeAllowance: 64 },
    });
  });

  it('takes the operator’s caps as they are, and says when they overrun the limit', () => {
    const set = loadConfig({
      WS_MAX_CONNECTIONS: '5000',
      HTTP_MAX_CONNECTIONS: '3000',
      WS_MAX_CONNECTIONS_PER_IP: '10',
    });
    const budget = connectionBudget(4096, set.connectionLimits);
    expect(budget.realtime).toMatchObject({ maxConnections: 5000, maxConnectionsPerIp: 10 });
    expect(budget.http.maxConnections).toBe(3000);
    expect(descriptorsAtMost(budget)).toBeGreaterThan(4096);
  });

  it('an unreadable limit is taken as Linux’s usual 1024', () => {
    expect(connectionBudget(null, derived)).toMatchObject({
      openFiles: null,
      realtime: { maxConnections: 240 },
    });
  });
});
