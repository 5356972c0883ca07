import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli/src/main.ts';

/** Languages only the runner image carries (Debian 12 has no toolchain for them). */
const IMAGE_ONLY = ['Dart', 'F#', 'Julia', 'PowerShell', 'Swift', 'Visual Basic'];

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
