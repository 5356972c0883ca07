import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tool } from '@mcjudge/core';

/** The repository's own node_modules/.bin (TypeScript's tsc, CoffeeScript's coffee) is searched after PATH. */
const PROJECT_BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.bin');

export interface ResolvedTool {
  name: string;
  path: string;
  version: string;
}

function executable(p: string): boolean {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Finds a tool's binary on this host: the first candidate that is an executable file. */
export function findExecutable(candidate: string, path = process.env.PATH ?? ''): string | undefined {
  if (isAbsolute(candidate)) return executable(candidate) ? candidate : undefined;
  for (const dir of [...path.split(delimiter).filter(Boolean), PROJECT_BIN]) {
    const p = join(dir, candidate);
    if (executable(p)) return p;
  }
  return undefined;
}

const cache = new Map<string, ResolvedTool | null>();

/** Resolves a tool once per process: binary path and the first line of its version output. */
export function resolveTool(tool: Tool): ResolvedTool | undefined {
  const hit = cache.get(tool.name);
  if (hit !== undefined) return hit ?? undefined;
  let resolved: ResolvedTool | null = null;
  for (const c of tool.candidates) {
    const path = findExecutable(c);
    if (!path) continue;
    let version = 'unknown';
    if (tool.versionArgs.length || tool.versionInput !== undefined) {
      const r = spawnSync(path, tool.versionArgs, { encoding: 'utf8', timeout: 20_000, ...(tool.versionInput !== undefined ? { input: tool.versionInput } : { stdio: ['ignore', 'pipe', 'pipe'] }) });
      const lines = `${r.stdout ?? ''}\n${r.stderr ?? ''}`.split('\n').map((l) => l.trim()).filter((l) => l && !/warning/i.test(l));
      // The line naming the tool with a version number (Elixir prints Erlang's banner first), else the first.
      const named = lines.find((l) => l.toLowerCase().includes(tool.name.toLowerCase().replace(/c$/, '')) && /\d+\.\d+/.test(l));
      const text = named ?? lines[0];
      if (text) version = text.slice(0, 120);
    }
    resolved = { name: tool.name, path, version };
    break;
  }
  cache.set(tool.name, resolved);
  return resolved ?? undefined;
}

const probes = new Map<string, boolean>();

/**
 * Whether the tool, run with `args`, prints something matching `matches` (stdout and stderr): a
 * capability of this installation (recipe.alternatives' whenProbe). Asked once per process; a tool
 * that is missing, fails to start or takes longer than 20 s says no.
 */
export function toolProbe(tool: Tool, args: string[], matches: string): boolean {
  const key = JSON.stringify([tool.name, args, matches]);
  const hit = probes.get(key);
  if (hit !== undefined) return hit;
  const found = resolveTool(tool);
  const r = found ? spawnSync(found.path, args, { encoding: 'utf8', timeout: 20_000, stdio: ['ignore', 'pipe', 'pipe'] }) : undefined;
  const yes = !!r && !r.error && new RegExp(matches).test(`${r.stdout ?? ''}\n${r.stderr ?? ''}`);
  probes.set(key, yes);
  return yes;
}
