import { describe, expect, it } from 'vitest';
import { GaveUp, RetryGate, backoffMs, retryAfterMs, withRetries, type Failure, type RetryPolicy } from './retry.ts';

const headers = (h: Record<string, string>) => new Headers(h);
const fast: RetryPolicy = { retries: 3, baseMs: 10, capMs: 40, maxRetryAfterMs: 1000 };

describe('retryAfterMs', () => {
  it('reads seconds, milliseconds and HTTP dates, and ignores what it cannot read', () => {
    expect(retryAfterMs(headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(headers({ 'retry-after': '0.5' }))).toBe(500);
    expect(retryAfterMs(headers({ 'retry-after-ms': '250', 'retry-after': '9' }))).toBe(250);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' }), now)).toBe(3000);
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(headers({}))).toBeUndefined();
  });
});

describe('backoffMs', () => {
  it('doubles from the base up to the cap, half of it jitter', () => {
    const policy: RetryPolicy = { retries: 8, baseMs: 1000, capMs: 60_000, maxRetryAfterMs: 600_000 };
    expect(backoffMs(1, policy, () => 0)).toBe(500);
    expect(backoffMs(1, policy, () => 1)).toBe(1000);
    expect(backoffMs(3, policy, () => 1)).toBe(4000);
    expect(backoffMs(20, policy, () => 0)).toBe(30_000);
    expect(backoffMs(20, policy, () => 1)).toBe(60_000);
  });
});

describe('withRetries', () => {
  const retryable: Failure = { retry: true, reason: '500 boom' };

  it('retries until an attempt succeeds, and reports each retry', async () => {
    let calls = 0;
    const waits: number[] = [];
    const result = await withRetries(
      async () => {
        if (++calls < 3) throw new Error('boom');
        return 'ok';
      },
      () => retryable,
      { policy: fast, onRetry: ({ waitMs }) => waits.push(waitMs) },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(waits).toHaveLength(2);
  });

  it('gives up after the last retry, and at once on an error that no retry fixes', async () => {
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('boom'));
    };
    const e = await withRetries(failing, () => retryable, { policy: fast }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(GaveUp);
    expect((e as GaveUp).attempts).toBe(4);
    expect(calls).toBe(4);
    calls = 0;
    const fatal = await withRetries(failing, () => ({ retry: false, reason: '401 bad key', fatal: true, status: 401 }), { policy: fast }).catch((x: unknown) => x);
    expect(fatal).toMatchObject({ fatal: true, status: 401, attempts: 1 });
    expect(calls).toBe(1);
  });

  it('waits at least Retry-After, holds every request at the gate meanwhile, and stops on a Retry-After beyond the limit', async () => {
    const gate = new RetryGate();
    let calls = 0;
    const started = Date.now();
    await withRetries(
      async () => {
        if (++calls === 1) throw new Error('429');
        return 'ok';
      },
      () => ({ retry: true, reason: '429', retryAfterMs: 150 }),
      { policy: fast, gate },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    const other = Date.now();
    gate.hold(100);
    await gate.pass();
    expect(Date.now() - other).toBeGreaterThanOrEqual(95);
    const quota = await withRetries(() => Promise.reject(new Error('429')), () => ({ retry: true, reason: '429', retryAfterMs: 3_600_000 }), { policy: fast }).catch((x: unknown) => x);
    expect(quota).toMatchObject({ fatal: true });
    expect((quota as GaveUp).reason).toContain('Retry-After');
  });

  it('rejects at once when aborted, in the middle of a wait', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const pending = withRetries(() => Promise.reject(new Error('500')), () => ({ retry: true, reason: '500', retryAfterMs: 900 }), { policy: fast, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('interrupted')), 20);
    await expect(pending).rejects.toThrow('interrupted');
    expect(Date.now() - started).toBeLessThan(500);
  });
});
