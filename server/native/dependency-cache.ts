import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Language } from '@mcjudge/core';
import { resolveTool } from './tool-lookup.ts';
import { runProcess } from './run-process.ts';

export type Prepared = { dir: string } | { failed: string };

/** Where built things are kept across runs: /var/cache/mcjudge as root, else ~/.cache/mcjudge. */
export function defaultCacheDir(): string {
  // Sandboxed slots run as other uids: the cache must be readable by them (not under /root).
  if (process.getuid?.() === 0) return '/var/cache/mcjudge';
  return join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'mcjudge');
}

/**
 * Builds a language's `recipe.prebuilt` once per host (Debian's own crate sources: trusted, so built
 * outside the sandbox) into `<cache>/<key>-<hash>`, then reuses it. A failed build is reported, not cached.
 */
export class DependencyCache {
  private readonly building = new Map<string, Promise<Prepared>>();
  private readonly root: string;
  constructor(root?: string) {
    this.root = root ?? defaultCacheDir();
  }

  ensure(language: Language): Promise<Prepared> {
    const spec = language.recipe.prebuilt;
    if (!spec) return Promise.resolve({ failed: `${language.name} has no prebuilt dependencies` });
    // The dependencies belong to the official toolchain: where an alternative runs the language instead
    // (C# on mono where there is no .NET), it needs none, and gets an empty folder.
    if (language.recipe.alternatives?.length && !language.tools.every((t) => resolveTool(t))) return this.empty();
    const tool = language.tools.map((t) => resolveTool(t)).find(Boolean);
    const hash = createHash('sha256').update(JSON.stringify(spec)).update(tool?.version ?? '').digest('hex').slice(0, 12);
    const dir = join(this.root, `${spec.key}-${hash}`);
    let pending = this.building.get(dir);
    if (!pending) {
      pending = existsSync(dir) ? Promise.resolve({ dir }) : this.build(language, dir).then((p) => ('failed' in p && spec.optional ? this.without(p.failed) : p));
      this.building.set(dir, pending);
      // A failure may be transient (disk full): the next program tries again. A build that threw is the
      // caller's to report (it awaits `pending`); here it is only forgotten, never left unhandled.
      const forget = () => this.building.delete(dir);
      pending.then((p) => 'failed' in p && forget(), forget);
    }
    return pending;
  }

  /** An optional prebuilt that could not be built: said once, and the runs go the official way. */
  private without(failed: string): Promise<Prepared> {
    console.warn(`mcjudge: ${failed} (a speed-up only: its programs run the official way)`);
    return this.empty();
  }

  private async empty(): Promise<Prepared> {
    const dir = join(this.root, 'empty');
    await mkdir(dir, { recursive: true, mode: 0o755 });
    return { dir };
  }

  private async build(language: Language, dir: string): Promise<Prepared> {
    const spec = language.recipe.prebuilt!;
    const work = `${dir}.tmp-${process.pid}`;
    await rm(work, { recursive: true, force: true });
    await mkdir(work, { recursive: true, mode: 0o755 });
    for (const f of spec.files) {
      await mkdir(dirname(join(work, f.path)), { recursive: true });
      await writeFile(join(work, f.path), f.text);
    }
    for (const step of spec.steps) {
      const [cmd, ...args] = step.argv.map((a) => a.split('{out}').join(work));
      const tool = language.tools.find((t) => t.name === cmd);
      const file = tool ? resolveTool(tool)?.path : cmd;
      if (!file) return { failed: `${language.name}: cannot build its dependencies, ${cmd} is missing` };
      // The language's own tools come first in PATH (cargo calls `rustc`: it must be the resolved one).
      const toolDirs = language.tools.map((t) => resolveTool(t)?.path).filter((p): p is string => Boolean(p)).map((p) => dirname(p));
      const PATH = [...new Set(toolDirs), process.env.PATH ?? ''].join(':');
      const env = { ...process.env, PATH, HOME: work, ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, v.split('{out}').join(work)])) };
      const r = await runProcess({ name: 'compile', file, args, cwd: work, env, timeoutMs: step.timeoutMs, outputCap: 64 * 1024 });
      if (r.exitCode !== 0) {
        await rm(work, { recursive: true, force: true });
        return { failed: `${language.name}: building its dependencies failed (${step.argv.join(' ')}): ${(r.stderr || r.stdout).trim().slice(-1500)}` };
      }
    }
    try {
      await rename(work, dir);
    } catch {
      await rm(work, { recursive: true, force: true }); // another process built it first
    }
    return { dir };
  }
}
