import type { Language, Program } from '@mcjudge/core';

/**
 * The longest a program can legitimately take: its steps' own timeouts added up (twice for a step with a shortcut; the slowest of its
 * toolchains, official or alternative), plus the language's one-time dependency build (Rust's crates)
 * that the first program on a fresh worker waits for. A job past this plus a margin is lost, never a
 * verdict: the worker fails it (retried elsewhere) and the producer stops waiting (infra error).
 */
export function programBudgetMs(program: Program, language: Language): number {
  // A step with a shortcut may run twice: the shortcut, then its own command.
  const total = (steps: { timeoutMs: number; shortcut?: unknown }[]) => steps.reduce((sum, s) => sum + s.timeoutMs * (s.shortcut ? 2 : 1), 0);
  const toolchains = [program.steps, ...(program.alternatives ?? []).map((a) => a.steps)];
  return Math.max(...toolchains.map(total)) + total(language.recipe.prebuilt?.steps ?? []);
}

/** Resolves with the promise's value, or with undefined once `ms` have passed (the promise runs on). */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
