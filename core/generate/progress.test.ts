import { describe, expect, it } from 'vitest';
import { answerRate, describeGenerateProgress, formatDuration, percentDone } from './progress.ts';

describe('the generation progress line', () => {
  it('says answers in, the rate, the time left, retries and answers given up on', () => {
    expect(describeGenerateProgress({ done: 3, total: 10, retries: 1, failed: 0, elapsedMs: 2000 })).toBe('generate 3/10 (30%) 1.50 answers/s, ETA 5s, 1 retries, 0 failed');
    expect(describeGenerateProgress({ done: 0, total: 10, retries: 0, failed: 0, elapsedMs: 0 })).toBe('generate 0/10 (0%) 0.00 answers/s, ETA ?, 0 retries, 0 failed');
  });

  it('writes durations as seconds, minutes or hours', () => {
    expect(formatDuration(42.4)).toBe('42s');
    expect(formatDuration(187)).toBe('3m07s');
    expect(formatDuration(7500)).toBe('2h05m');
    expect(formatDuration(Infinity)).toBe('?');
  });

  it('counts an empty run as done, and no rate before time has passed', () => {
    expect(percentDone({ done: 0, total: 0 })).toBe(100);
    expect(answerRate({ done: 5, elapsedMs: 0 })).toBe(0);
    expect(answerRate({ done: 5, elapsedMs: 2500 })).toBe(2);
  });
});
