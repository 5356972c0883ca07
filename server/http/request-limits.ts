const MiB = 1024 * 1024;

/** What one request, and one client, may hold of the server. Every limit answers 413, 429 or 408 with `{error}`. */
export interface RequestLimits {
  /** Bytes of a `/execute` body (413 beyond; checked on Content-Length first, then while reading). */
  executeBodyBytes: number;
  /** Bytes of an `/evaluate` body. */
  evaluateBodyBytes: number;
  /** A body must have arrived within this many ms of the request (408 beyond: a slow client cannot hold a place). */
  bodyTimeoutMs: number;
  /** Generations one `/evaluate` request may ask for (413 beyond). */
  samplesPerRequest: number;
  /** `/execute` and `/evaluate` requests one client may have in flight at once (429 beyond). */
  clientRequests: number;
  /** Generations one client may have in flight over all its `/evaluate` requests (429 beyond). */
  clientSamples: number;
}

/** The defaults for a server with `slots` sandbox slots. */
export function defaultLimits(slots: number): RequestLimits {
  return {
    executeBodyBytes: 8 * MiB,
    evaluateBodyBytes: 64 * MiB,
    bodyTimeoutMs: 30_000,
    samplesPerRequest: 20_000,
    clientRequests: Math.max(4, slots * 4),
    clientSamples: 20_000,
  };
}

/** `8 MiB`, `512 KiB`, `100 bytes`: a limit as people read it. */
export function formatBytes(n: number): string {
  if (n >= MiB && n % MiB === 0) return `${n / MiB} MiB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KiB`;
  return `${n} bytes`;
}
