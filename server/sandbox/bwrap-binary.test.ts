import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseBwrap, STATIC_BWRAP_DIR } from './bwrap-binary.ts';
import { Sandbox } from './sandbox.ts';

const PACKAGED = '/usr/bin/bwrap';
let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A folder as build-static-bwrap.sh leaves it: an executable bwrap and the version it was built from. */
function staticBuild(version: string | undefined): string {
  dir = mkdtempSync(join(tmpdir(), 'static-bwrap-'));
  writeFileSync(join(dir, 'bwrap'), '#!/bin/sh\n');
  chmodSync(join(dir, 'bwrap'), 0o755);
  if (version !== undefined) writeFileSync(join(dir, 'bwrap.version'), `${version}\n`);
  return dir;
}

describe('which bwrap the sandbox starts', () => {
  it('the static build, when it was built from the installed package version', () => {
    const staticDir = staticBuild('0.8.0-2+deb12u1');
    expect(chooseBwrap(PACKAGED, { staticDir, installedVersion: () => '0.8.0-2+deb12u1' })).toEqual({
      path: join(staticDir, 'bwrap'), build: "static build of Debian's 0.8.0-2+deb12u1",
    });
  });

  // A static build left behind by a security upgrade of bubblewrap would run without the upgrade's fix.
  it('the packaged one, saying why, when the package was upgraded after the static build', () => {
    const staticDir = staticBuild('0.8.0-2');
    const chosen = chooseBwrap(PACKAGED, { staticDir, installedVersion: () => '0.8.0-2+deb12u1' });
    expect(chosen.path).toBe(PACKAGED);
    expect(chosen.build).toMatch(/not used: it is of 0.8.0-2, the package is 0.8.0-2\+deb12u1: run runner-image\/build-static-bwrap.sh again/);
  });

  it('the packaged one when the static build has no version or there is no package to compare it with', () => {
    expect(chooseBwrap(PACKAGED, { staticDir: staticBuild(undefined), installedVersion: () => '0.8.0-2+deb12u1' }).path).toBe(PACKAGED);
    rmSync(dir!, { recursive: true, force: true });
    const noPackage = chooseBwrap(PACKAGED, { staticDir: staticBuild('0.8.0-2+deb12u1'), installedVersion: () => undefined });
    expect(noPackage).toEqual({ path: PACKAGED, build: expect.stringMatching(/no bubblewrap package to compare it with/) });
  });

  it('the packaged one, with nothing to say, where there is no static build', () => {
    expect(chooseBwrap(PACKAGED, { staticDir: join(tmpdir(), 'no-such-static-bwrap'), installedVersion: () => '0.8.0-2+deb12u1' })).toEqual({ path: PACKAGED, build: 'packaged' });
  });

  // CI installs through runner-image/install-toolchains.sh, which builds it: every sandbox test there runs on it.
  it('on CI, the static build that install-toolchains.sh made', async (t) => {
    if (!process.env.CI) return t.skip('a developer machine may not have run runner-image/build-static-bwrap.sh');
    expect(chooseBwrap(PACKAGED).path).toBe(join(STATIC_BWRAP_DIR, 'bwrap'));
    const sandbox = await Sandbox.start({ slots: 1, diskMb: 64 });
    try {
      expect(sandbox.report.isolation).toMatch(/^bubblewrap [\d.]+ \(static build of Debian's [^)]+\): no network/);
    } finally {
      await sandbox.close();
    }
  });
});
