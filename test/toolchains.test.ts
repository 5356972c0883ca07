import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli/src/main.ts';
import { resolveTool } from '../server/index.ts';

/** The .NET SDK (`dotnet`): CI machines have it, and install-toolchains.sh adds PowerShell as its global tool. */
const HAS_DOTNET = Boolean(resolveTool({ name: 'dotnet', candidates: ['dotnet'], versionArgs: ['--version'] }));
/** Languages only the runner image carries (Debian 12 has no toolchain for them; .NET's come with its SDK). */
const IMAGE_ONLY = ['Dart', 'Julia', 'Swift', ...(HAS_DOTNET ? [] : ['F#', 'PowerShell', 'Visual Basic'])].sort();

interface Entry {
  available: boolean;
  reason?: string;
  canonical: { passed: number; total: number; failed: string[] };
  broken: { passed: number; total: number; passed_ids: string[] };
}

describe('every installed toolchain, sandboxed', () => {
  it('passes the first canonical solutions and fails their broken variants (selftest --limit 2)', { timeout: 900_000 }, async () => {
    const out = mkdtempSync(join(tmpdir(), 'mcjudge-toolchains-'));
    const lines: string[] = [];
    const code = await main(['selftest', '--executor', 'native', '--task', 'generation', '--limit', '2', '--out', out], (s) => lines.push(s));
    const report = JSON.parse(readFileSync(join(out, 'selftest.json'), 'utf8')).by_language as Record<string, Entry>;
    expect(code, lines.join('\n')).toBe(0);
    const unavailable = Object.entries(report).filter(([, e]) => !e.available).map(([name]) => name);
    // After runner-image/install-toolchains.sh (CI runs it) exactly the six image-only languages are missing.
    if (process.env.CI) expect(unavailable.sort()).toEqual(IMAGE_ONLY);
    for (const [name, e] of Object.entries(report)) {
      if (!e.available) continue;
      expect(e.canonical.total, name).toBe(2);
      expect(e.broken.total, name).toBe(2);
    }
  });
});

/**
 * C#, F# and VB on .NET (dotnet.ts: the official project's compiler command line, then `dotnet App.dll`)
 * and PowerShell (the .NET global tool): one canonical passes and its broken variant fails, sandboxed.
 * The first run on a host also restores and builds the three projects once (dependency cache).
 */
describe('.NET toolchains, sandboxed', () => {
  for (const name of ['C#', 'F#', 'Visual Basic', 'PowerShell']) {
    it(`${name}: the first canonical solution passes and its broken variant fails`, { timeout: 600_000 }, async (ctx) => {
      if (!HAS_DOTNET) ctx.skip('no .NET SDK (dotnet) on this host: C# runs on mono (above), F#, VB and PowerShell are image-only');
      const out = mkdtempSync(join(tmpdir(), 'mcjudge-dotnet-'));
      const lines: string[] = [];
      const code = await main(['selftest', '--executor', 'native', '--task', 'generation', '--languages', name, '--limit', '1', '--out', out], (s) => lines.push(s));
      const entry = (JSON.parse(readFileSync(join(out, 'selftest.json'), 'utf8')).by_language as Record<string, Entry & { runtime?: unknown }>)[name];
      if (!entry.available) ctx.skip(`${name}: ${entry.reason}`);
      expect(code, lines.join('\n')).toBe(0);
      expect(entry.canonical, lines.join('\n')).toMatchObject({ passed: 1, total: 1 });
      expect(entry.broken, lines.join('\n')).toMatchObject({ passed: 0, total: 1 });
    });
  }
});
