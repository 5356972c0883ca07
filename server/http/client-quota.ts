/**
 * Per-client shares of the server: requests in flight and generations in flight. A client is its bearer
 * token when it sent one, else its address (see `clientKey`). Entries are removed when they drop to zero,
 * so the maps hold only clients with work in flight.
 */
export class ClientQuota {
  private readonly requests = new Map<string, number>();
  private readonly samples = new Map<string, number>();
  constructor(readonly limits: { requests: number; samples: number }) {}

  /** Takes one request place for `client`; false when it already has `limits.requests` in flight. */
  enter(client: string): boolean {
    return take(this.requests, client, 1, this.limits.requests);
  }

  leave(client: string): void {
    give(this.requests, client, 1);
  }

  /** Takes `n` generations for `client`; false when that would pass `limits.samples`. */
  takeSamples(client: string, n: number): boolean {
    return take(this.samples, client, n, this.limits.samples);
  }

  giveSamples(client: string, n: number): void {
    give(this.samples, client, n);
  }

  /** Requests in flight for `client` (for tests and /health). */
  requestsOf(client: string): number {
    return this.requests.get(client) ?? 0;
  }
}

function take(counts: Map<string, number>, client: string, n: number, limit: number): boolean {
  const now = counts.get(client) ?? 0;
  if (now + n > limit) return false;
  counts.set(client, now + n);
  return true;
}

function give(counts: Map<string, number>, client: string, n: number): void {
  const left = (counts.get(client) ?? 0) - n;
  if (left > 0) counts.set(client, left);
  else counts.delete(client);
}

/** The quota key of a request: its bearer token (so one token is one client), else its address. */
export function clientKey(authorization: string | undefined, address: string | undefined): string {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
  return token ? `token:${token}` : `address:${address ?? 'unknown'}`;
}
