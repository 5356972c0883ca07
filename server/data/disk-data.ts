import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { DataSource, Manifest } from '@mcjudge/core';

/** The repository's data/ folder (the CLI ships inside the repository). */
export const DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../data');

/** Reads a text file, gunzipping `.gz` files. */
export function readTextFile(path: string): string {
  const buf = readFileSync(path);
  return (path.endsWith('.gz') ? gunzipSync(buf) : buf).toString('utf8');
}

/** data/ on disk as a DataSource for core's loader. */
export function diskDataSource(dir = DATA_DIR): DataSource {
  if (!existsSync(join(dir, 'manifest.json'))) throw new Error(`no McEval data at ${dir} (data/manifest.json missing)`);
  return {
    readText: async (path) => readTextFile(join(dir, path)),
    manifest: async () => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest,
  };
}
