import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousFolios, THP_DIR, TUNED_FOLIO_KB } from './anonymous-folios.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A transparent_hugepage folder as the kernel lays it out: the top-level choice and one per folio size. */
function thpDir(top: string | undefined, sizes: Record<number, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcjudge-thp-'));
  dirs.push(dir);
  const line = (choices: string[], choice: string) => `${choices.map((c) => (c === choice ? `[${c}]` : c)).join(' ')}\n`;
  if (top !== undefined) writeFileSync(join(dir, 'enabled'), line(['always', 'madvise', 'never'], top));
  for (const [kb, choice] of Object.entries(sizes)) {
    mkdirSync(join(dir, `hugepages-${kb}kB`));
    writeFileSync(join(dir, `hugepages-${kb}kB`, 'enabled'), line(['always', 'inherit', 'madvise', 'never'], choice));
  }
  return dir;
}

describe('anonymousFolios', () => {
  it("reports 4 KiB pages on Debian's defaults (madvise, every size never or inherit)", () => {
    const folios = anonymousFolios(thpDir('madvise', { 16: 'never', 64: 'never', 2048: 'inherit' }));
    expect(folios.alwaysKb).toEqual([]);
    expect(folios.text).toMatch(/^4 KiB pages .*tune-host\.sh sets 64 KiB/);
  });

  it('reports the folio size tune-host.sh sets', () => {
    const folios = anonymousFolios(thpDir('madvise', { 16: 'never', [TUNED_FOLIO_KB]: 'always', 2048: 'inherit' }));
    expect(folios.alwaysKb).toEqual([64]);
    expect(folios.text).toMatch(/^64 KiB folios/);
  });

  it('counts a size that inherits "always" from the top level', () => {
    expect(anonymousFolios(thpDir('always', { 64: 'always', 2048: 'inherit', 128: 'never' })).alwaysKb).toEqual([64, 2048]);
    expect(anonymousFolios(thpDir('always', { 64: 'always', 2048: 'inherit' })).text).toMatch(/^64 KiB, 2 MiB folios/);
  });

  it('reads a kernel before 6.8 (no per-size folders) as 2 MiB folios when the top level is "always"', () => {
    expect(anonymousFolios(thpDir('always')).alwaysKb).toEqual([2048]);
    expect(anonymousFolios(thpDir('never')).alwaysKb).toEqual([]);
  });

  it('reports 4 KiB pages on a kernel without transparent huge pages', () => {
    const folios = anonymousFolios(join(thpDir(undefined), 'missing'));
    expect(folios).toEqual({ alwaysKb: [], text: '4 KiB pages (this kernel has no transparent huge pages)' });
  });

  it('reports an unreadable folder as unknown, without throwing', () => {
    const dir = thpDir(undefined);
    mkdirSync(join(dir, 'enabled')); // a folder where the kernel has a file: reading it fails
    expect(anonymousFolios(dir).text).toMatch(/^unknown \(cannot read .*EISDIR/);
  });

  // .ci/run runs runner-image/tune-host.sh: a CI machine whose kernel has the setting runs every test with it.
  it('on CI, the 64 KiB folios that tune-host.sh turned on', (t) => {
    if (!process.env.CI) return t.skip('a developer machine may not have run runner-image/tune-host.sh');
    if (!existsSync(join(THP_DIR, `hugepages-${TUNED_FOLIO_KB}kB`))) return t.skip('this kernel has no per-size folios (before 6.8)');
    expect(anonymousFolios().alwaysKb).toContain(TUNED_FOLIO_KB);
  });
});
