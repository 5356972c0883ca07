import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AssetSource } from '../runtime.ts';

const packageDirs = new Map<string, string>();

/** The folder of an installed npm package, looked up through the node_modules folders above this file. */
export function packageDir(pkg: string): string {
  const known = packageDirs.get(pkg);
  if (known) return known;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', pkg);
    if (existsSync(join(candidate, 'package.json'))) {
      packageDirs.set(pkg, candidate);
      return candidate;
    }
    if (dirname(dir) === dir) throw new Error(`the npm package ${pkg} is not installed (run npm ci)`);
  }
}

/** Assets read from node_modules. */
export const nodeAssets: AssetSource = {
  platform: 'node',
  locate: (pkg, path) => join(packageDir(pkg), path),
  bytes: async (pkg, path) => new Uint8Array(await readFile(join(packageDir(pkg), path))),
  importModule: (pkg, path) => import(pathToFileURL(join(packageDir(pkg), path)).href),
};
