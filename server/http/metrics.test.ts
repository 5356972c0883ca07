import { describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage } from '@mcjudge/core';
import { realTask } from '../../test/fixtures/load.ts';
import { NativeExecutor } from '../native/native-executor.ts';
import { MeteredExecutor, ServerMetrics } from './metrics.ts';

describe("the program histogram's outcome label", () => {
  it("counts a default-mode C program that returns its test's end status as exit 0, and a failing one as not", { timeout: 120_000 }, async (ctx) => {
    const c = getLanguage('C');
    const native = new NativeExecutor();
    if (await native.unavailableReason(c)) ctx.skip('no C compiler on this host');
    const metrics = new ServerMetrics({ inFlight: () => 0 });
    const executor = new MeteredExecutor(native, metrics);
    const task = await realTask('C/1');
    const canonical = assembleCanonical(c, task, 'default', {});
    expect(canonical.endStatus).toBeDefined();
    expect((await executor.execute(canonical, c)).steps.at(-1)?.exitCode).toBe(canonical.endStatus);
    await executor.execute(assembleBroken(c, task, 'default', {}), c);
    const text = await metrics.text();
    expect(text).toMatch(/^mcjudge_program_seconds_count\{language="C",outcome="exit_0"\} 1$/m);
    expect(text).toMatch(/^mcjudge_program_seconds_count\{language="C",outcome="exit_nonzero"\} 1$/m);
  });
});
