/**
 * One load run with autocannon against the running server: `connections` clients for `duration`
 * seconds, each cycling through the scenario's requests in order.
 */
import autocannon from 'autocannon';
import type { LoadResult } from './results.ts';

export interface ScenarioRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** called before each send; returns the request to send (e.g. a fresh guest per request) */
  setup?: (request: {
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }) => {
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
  };
}

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  requests: ScenarioRequest[];
  /** how many distinct requests it sends (a setup function may make every request distinct) */
  distinct: number;
}

export async function runLoad(
  baseUrl: string,
  scenario: Scenario,
  options: { connections: number; duration: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    requests: scenario.requests.map((r) => ({
      method: r.method,
      path: r.path,
      headers: r.headers,
      body: r.body,
      ...(r.setup
        ? {
            setupRequest: (request: autocannon.Request) => {
              const next = r.setup?.({
                method: r.method,
                path: request.path ?? r.path,
                headers: request.headers as Record<string, string> | undefined,
                body: typeof request.body === 'string' ? request.body : undefined,
              });
              return { ...request, ...next };
            },
          }
        : {}),
    })),
  });
  return {
    name: scenario.name,
    method: scenario.method,
    urls: scenario.distinct,
    connections: options.connections,
    durationS: result.duration,
    requests: result.requests.total,
    requestsPerSec: result.duration > 0 ? result.requests.total / result.duration : 0,
    latency:
      result.requests.total > 0
        ? { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max }
        : { p50: null, p99: null, max: null },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ceilingRequestsPerSec: null,
    ratioToCeiling: null,
  };
}
