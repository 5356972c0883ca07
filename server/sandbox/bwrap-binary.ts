import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findExecutable } from '../native/tool-lookup.ts';

/** Where runner-image/build-static-bwrap.sh installs bwrap built statically, with the Debian version it was built from in bwrap.version. */
export const STATIC_BWRAP_DIR = '/usr/local/libexec/mcjudge';

export interface BwrapBinary {
  path: string;
  /** Which build runs, for the sandbox's report: "static build of Debian's 0.8.0-2+deb12u1", or why the packaged one. */
  build: string;
}

/** The installed bubblewrap package's version (dpkg), or undefined where there is none. */
function installedPackageVersion(): string | undefined {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Version}', 'bubblewrap'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function readVersion(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bwrap the sandbox starts: the static build when it was built from the installed package's version
 * (the same source and Debian patches, without the dynamic loader's work at every start), else the
 * packaged one. A static build left behind by an upgrade of bubblewrap is never used: it would lack the
 * upgrade's fixes.
 */
export function chooseBwrap(packaged: string, options: { staticDir?: string; installedVersion?: () => string | undefined } = {}): BwrapBinary {
  const dir = options.staticDir ?? STATIC_BWRAP_DIR;
  const staticPath = join(dir, 'bwrap');
  if (!findExecutable(staticPath)) return { path: packaged, build: 'packaged' };
  const built = readVersion(join(dir, 'bwrap.version'));
  const installed = (options.installedVersion ?? installedPackageVersion)();
  if (built !== undefined && built === installed) return { path: staticPath, build: `static build of Debian's ${built}` };
  const why = installed === undefined ? 'no bubblewrap package to compare it with' : `it is of ${built ?? 'an unknown version'}, the package is ${installed}: run runner-image/build-static-bwrap.sh again`;
  return { path: packaged, build: `packaged (the static build in ${dir} is not used: ${why})` };
}
