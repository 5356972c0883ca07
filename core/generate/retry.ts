/**
 * Retrying a model request (docs/generation.md#talking-to-the-endpoint): exponential backoff with jitter on rate
 * limits, server errors, timeouts and dropped connections; the server's Retry-After is obeyed, and
 * held by every request (one 429 pauses the whole batch, not just the request that got it).
 */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** First backoff; each further one doubles, up to `capMs`. */
  baseMs: number;
  capMs: number;
  /** A Retry-After longer than this is not waited for: the run stops (a quota, not a burst). */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 8, baseMs: 1000, capMs: 60_000, maxRetryAfterMs: 600_000 };

/** What a failed attempt means: try again (maybe after the server's Retry-After), or give up on it or on the run. */
export type Failure =
  | { retry: true; reason: string; retryAfterMs?: number }
  /** `fatal`: every request would fail the same way (wrong URL, model or key): stop the run. */
  | { retry: false; reason: string; fatal: boolean; status?: number };

/** Thrown when a request is given up: after its last retry, at once for a non-retryable error, or fatal. */
export class GaveUp extends Error {
  constructor(
    readonly reason: string,
    readonly attempts: number,
    readonly fatal: boolean,
    /** The HTTP status of the last attempt, when the server answered one. */
    readonly status?: number,
  ) {
    super(reason);
    this.name = 'GaveUp';
  }
}

/** The wait before retry number `retry` (1 = the first): base * 2^(retry-1), capped, with "equal jitter" (half fixed, half random). */
export function backoffMs(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const d = Math.min(policy.capMs, policy.baseMs * 2 ** (retry - 1));
  return d / 2 + random() * (d / 2);
}

/** A response's headers, as far as retrying reads them (Web `Headers` fits). */
export interface HeaderLookup {
  get(name: string): string | null;
}

/** The server's requested wait in ms: `retry-after-ms`, else `Retry-After` as seconds or an HTTP date; undefined if absent or unreadable. */
export function retryAfterMs(headers: HeaderLookup | undefined, now: number = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A pause shared by all requests: a Retry-After seen by one holds back everyone's next attempt. */
export class RetryGate {
  private until = 0;
  hold(ms: number): void {
    this.until = Math.max(this.until, Date.now() + ms);
  }
  async pass(signal?: AbortSignal): Promise<void> {
    const wait = this.until - Date.now();
    if (wait > 0) await sleep(wait, signal);
  }
}

export interface RetryOptions {
  policy?: RetryPolicy;
  signal?: AbortSignal;
  gate?: RetryGate;
  /** Called before each wait: which retry is next, how long the wait is, and why. */
  onRetry?: (info: { retry: number; waitMs: number; reason: string }) => void;
  random?: () => number;
}

/**
 * Runs `attempt` until it succeeds, `classify` says not to retry, or the retries are spent (then
 * GaveUp). An abort of `signal` rejects at once with the signal's reason, whatever is in flight.
 */
export async function withRetries<T>(attempt: (signal?: AbortSignal) => Promise<T>, classify: (error: unknown) => Failure, options: RetryOptions = {}): Promise<T> {
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const { signal, gate } = options;
  for (let tries = 1; ; tries++) {
    await gate?.pass(signal);
    signal?.throwIfAborted();
    try {
      return await attempt(signal);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const failure = classify(error);
      if (!failure.retry) throw new GaveUp(failure.reason, tries, failure.fatal, failure.status);
      if (failure.retryAfterMs !== undefined && failure.retryAfterMs > policy.maxRetryAfterMs)
        throw new GaveUp(`${failure.reason}; the endpoint asks to wait ${Math.round(failure.retryAfterMs / 1000)} s (Retry-After), more than ${Math.round(policy.maxRetryAfterMs / 1000)} s: a quota rather than a burst`, tries, true);
      if (tries > policy.retries) throw new GaveUp(`${failure.reason} (${tries} attempts)`, tries, false);
      let waitMs: number;
      if (failure.retryAfterMs !== undefined) {
        // Never before the server's time; a little jitter so that held requests do not return at once.
        waitMs = failure.retryAfterMs + (options.random ?? Math.random)() * Math.min(1000, failure.retryAfterMs * 0.1);
        gate?.hold(waitMs);
      } else waitMs = backoffMs(tries, policy, options.random);
      options.onRetry?.({ retry: tries, waitMs, reason: failure.reason });
      await sleep(waitMs, signal);
    }
  }
}
