import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the kernel says how it faults anonymous memory in (transparent huge pages, per folio size since 6.8). */
export const THP_DIR = '/sys/kernel/mm/transparent_hugepage';

/** The folio size runner-image/tune-host.sh turns on. */
export const TUNED_FOLIO_KB = 64;

export interface AnonymousFolios {
  /** The folio sizes faulted in whole for every anonymous mapping ("always"), in KiB, smallest first; empty: 4 KiB pages. */
  alwaysKb: number[];
  /** One line for the sandbox's report. */
  text: string;
}

/**
 * How this host's kernel faults in a program's heap and stacks: in 4 KiB pages, or in larger folios
 * where a size is set to `always` (a size set to `inherit` takes the top-level setting). Larger folios
 * mean fewer page faults, which are slow on virtual machines (docs/server.md, "Anonymous memory in
 * 64 KiB folios"); runner-image/tune-host.sh sets 64 KiB. Reads `dir` (THP_DIR), never writes it.
 */
export function anonymousFolios(dir = THP_DIR): AnonymousFolios {
  try {
    return readFolios(dir);
  } catch (e) {
    // A report line must never stop the sandbox from starting.
    return { alwaysKb: [], text: `unknown (cannot read ${dir}: ${(e as Error).message})` };
  }
}

function readFolios(dir: string): AnonymousFolios {
  const top = chosen(join(dir, 'enabled'));
  if (top === undefined) return { alwaysKb: [], text: '4 KiB pages (this kernel has no transparent huge pages)' };
  const sizes = readdirSync(dir)
    .map((name) => /^hugepages-(\d+)kB$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ kb: Number(m[1]), setting: chosen(join(dir, m[0], 'enabled')) }))
    .filter(({ setting }) => setting !== undefined);
  // Before 6.8 there are no per-size folders: the top-level setting is the PMD size's (2 MiB on x86-64).
  const perSize = sizes.length ? sizes : [{ kb: 2048, setting: top }];
  const alwaysKb = perSize
    .filter(({ setting }) => (setting === 'inherit' ? top : setting) === 'always')
    .map(({ kb }) => kb)
    .sort((a, b) => a - b);
  const text = alwaysKb.length
    ? `${alwaysKb.map(sizeName).join(', ')} folios (transparent huge pages "always"; 4 KiB pages where none is free)`
    : `4 KiB pages (no folio size set to "always"; runner-image/tune-host.sh sets ${TUNED_FOLIO_KB} KiB: fewer page faults)`;
  return { alwaysKb, text };
}

/** The bracketed choice of a sysfs setting file (`always [madvise] never` → madvise); undefined when the file is not there. */
function chosen(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  return /\[([a-z+]+)\]/.exec(readFileSync(file, 'utf8'))?.[1];
}

const sizeName = (kb: number) => (kb >= 1024 ? `${kb / 1024} MiB` : `${kb} KiB`);
