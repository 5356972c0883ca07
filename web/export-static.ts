/**
 * `npm run export:static -- <folder>`: the app as a static site (browser languages only, no API): the
 * built app, data/ under data/, and the runtime packages' files under runtime-assets/, plus a `_headers`
 * file with the COOP/COEP headers for hosts that read one. Any static file server can serve the folder.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DATA_DIR } from '@mcjudge/server';
import { WASM_RUNTIMES } from '@mcjudge/wasm-runtimes';
import { packageDir } from '../wasm-runtimes/host/node-assets.ts';
import { DIST, buildIfNeeded } from './serve-web.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: npm run export:static -- <folder>');
  process.exit(2);
}
const out = resolve(target);
await buildIfNeeded((s) => console.log(s));
mkdirSync(out, { recursive: true });
cpSync(DIST, out, { recursive: true });
cpSync(DATA_DIR, join(out, 'data'), { recursive: true });
for (const pkg of new Set(WASM_RUNTIMES.filter((r) => !r.nodeOnly).flatMap((r) => r.packages))) {
  cpSync(packageDir(pkg), join(out, 'runtime-assets', pkg), { recursive: true, dereference: true });
}
writeFileSync(join(out, '_headers'), '/*\n  Cross-Origin-Opener-Policy: same-origin\n  Cross-Origin-Embedder-Policy: require-corp\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
console.log(`wrote the static site to ${out}`);
