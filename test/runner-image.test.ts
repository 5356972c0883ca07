import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../core/index.ts';
import { findExecutable } from '../server/index.ts';

// The Dockerfile cannot be built on the development machines (no Docker engine): these checks keep it
// consistent with the install script, the package list and the version table.
const read = (p: string) => readFileSync(new URL(`../runner-image/${p}`, import.meta.url), 'utf8');
const dockerfile = read('Dockerfile');
const readme = read('README.md');
const packages = read('packages.txt')
  .split('\n')
  .map((l) => l.replace(/#.*/, '').trim())
  .filter(Boolean);

describe('runner image', () => {
  it('installs the same package list as install-toolchains.sh', () => {
    expect(read('install-toolchains.sh')).toContain('packages.txt');
    expect(dockerfile).toContain('COPY runner-image/packages.txt');
    // The packages the image replaces with newer releases are really in the list (no stale exclusion).
    const excluded = /grep -v -x -E '([^']+)'/.exec(dockerfile)?.[1].split('|') ?? [];
    expect(excluded.length).toBeGreaterThan(0);
    for (const p of excluded) expect(packages).toContain(p);
  });

  it('pins every toolchain it downloads and lists each pin in the README table', () => {
    const pins = [...dockerfile.matchAll(/^ARG (\w+)_VERSION=(\S+)$/gm)].map((m) => ({ name: m[1], version: m[2] }));
    expect(pins.map((p) => p.name).sort()).toEqual(['DART', 'DOTNET', 'GO', 'GROOVY', 'JULIA', 'KOTLIN', 'POWERSHELL', 'SCALA', 'SWIFT']);
    for (const p of pins) expect(readme, `${p.name} ${p.version}`).toContain(p.version);
    expect(dockerfile).toMatch(/^FROM node:20\.\d+\.\d+-bookworm-slim/m);
  });

  it('has a version row for every language', () => {
    const rows = readme.split('\n').filter((l) => l.startsWith('| ')).map((l) => l.split('|')[1]);
    for (const l of LANGUAGES) {
      const names = l.name === 'CPP' ? ['C++'] : l.name === 'Visual Basic' ? ['VB'] : [l.name];
      if (['JSON', 'HTML', 'Markdown'].includes(l.name)) continue;
      expect(rows.some((r) => names.some((n) => r.split(',').map((x) => x.trim()).includes(n))), l.name).toBe(true);
    }
  });

  it('passes shellcheck', () => {
    const shellcheck = findExecutable('shellcheck');
    if (!shellcheck) {
      expect(process.env.CI, 'CI installs shellcheck').toBeUndefined(); // a developer machine may not have it
      return;
    }
    expect(() => execFileSync(shellcheck, [new URL('../runner-image/install-toolchains.sh', import.meta.url).pathname], { stdio: 'pipe' })).not.toThrow();
  });
});
