/**
 * Copies the McEval data from ../shared/mceval into data/mceval, gzip-compressed, and writes
 * data/manifest.json (sha256 of every uncompressed file and the dataset hash). Run once when the
 * data changes: `npm run build:data`. A fresh clone needs only what this wrote.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../core/languages/index.ts';
import { DATA_FOLDERS, datasetHash, type Manifest } from '../core/dataset/manifest.ts';

const shared = process.argv[2] ?? '../shared';
const src = join(shared, 'mceval');
const out = 'data';
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

const manifest: Manifest = { source: 'MCEVAL/McEval@09dec12 (see data/mceval/NOTICE.md)', files: {}, sha256: '' };
for (const folder of DATA_FOLDERS) {
  mkdirSync(join(out, 'mceval', folder.path), { recursive: true });
  for (const lang of LANGUAGES) {
    const text = readFileSync(join(src, folder.path, `${lang.name}.jsonl`), 'utf8');
    const rel = `mceval/${folder.path}/${lang.id}.jsonl.gz`;
    writeFileSync(join(out, rel), gzipSync(text, { level: 9 }));
    manifest.files[rel] = { sha256: sha(text), records: text.split('\n').filter((l) => l.trim()).length };
  }
}

// Reference files: expected HTML/JSON/Markdown answers and the AWK / Common Lisp input files.
const refRoot = join(src, 'generation', 'reference_files');
const refs: Record<string, string> = {};
for (const dir of readdirSync(refRoot).sort())
  for (const f of readdirSync(join(refRoot, dir)).sort()) refs[`${dir}/${f}`] = readFileSync(join(refRoot, dir, f), 'utf8');
const refText = JSON.stringify(refs);
writeFileSync(join(out, 'mceval/reference-files.json.gz'), gzipSync(refText, { level: 9 }));
manifest.files['mceval/reference-files.json.gz'] = { sha256: sha(refText), records: Object.keys(refs).length };
copyFileSync(join(src, 'NOTICE.md'), join(out, 'mceval/NOTICE.md'));

// The paper's published per-language scores (leaderboard JSON), and the official example outputs.
mkdirSync(join(out, 'paper'), { recursive: true });
for (const f of readdirSync(join(shared, 'paper'))) copyFileSync(join(shared, 'paper', f), join(out, 'paper', f));
mkdirSync(join(out, 'examples/official-C'), { recursive: true });
for (const f of readdirSync(join(shared, 'examples/official-C')))
  writeFileSync(join(out, 'examples/official-C', f + '.gz'), gzipSync(readFileSync(join(shared, 'examples/official-C', f)), { level: 9 }));
copyFileSync(join(shared, 'examples/README.md'), join(out, 'examples/README.md'));

manifest.sha256 = await datasetHash(manifest);
writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
console.log(`wrote ${Object.keys(manifest.files).length} files; dataset sha256 ${manifest.sha256}`);
