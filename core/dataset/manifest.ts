import type { CompletionVariant, TaskKind } from '../types.ts';

/** The folders of the McEval data, each one kind (and completion variant). */
export const DATA_FOLDERS: readonly { path: string; kind: TaskKind; variant?: CompletionVariant }[] = [
  { path: 'generation', kind: 'generation' },
  { path: 'explanation', kind: 'explanation' },
  { path: 'completion/single', kind: 'completion', variant: 'single' },
  { path: 'completion/multi', kind: 'completion', variant: 'multi' },
  { path: 'completion/span', kind: 'completion', variant: 'span' },
  { path: 'completion/light', kind: 'completion', variant: 'light' },
];

export interface Manifest {
  source: string;
  /** Path under data/ -> sha256 of the uncompressed text and its record count. */
  files: Record<string, { sha256: string; records: number }>;
  /** The dataset hash: sha256 over the sorted `sha256  path` lines of every file. */
  sha256: string;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function datasetHash(manifest: Pick<Manifest, 'files'>): Promise<string> {
  const lines = Object.keys(manifest.files)
    .sort()
    .map((p) => `${manifest.files[p].sha256}  ${p}\n`);
  return sha256Hex(lines.join(''));
}

export function dataFile(folder: string, languageId: string): string {
  return `mceval/${folder}/${languageId}.jsonl.gz`;
}

export const REFERENCE_FILES = 'mceval/reference-files.json.gz';
