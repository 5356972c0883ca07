import { createHash } from 'node:crypto';
import { VERDICT_RULES, type Language, type RuntimeId } from '@mcjudge/core';

/** Every key of the queue layer starts with this (BullMQ's `prefix`, and the worker registry's keys). */
export const DEFAULT_PREFIX = 'mcjudge';

/**
 * The family of runtimes that runs a queue's jobs. It is part of every job id, so the same program
 * sent to another family (a WASM runtime) later is another job with its own cached result.
 */
export const RUNTIME_FAMILY = 'native';

/**
 * One queue per language (`mcjudge-common-lisp`), so a worker only takes the languages it can run.
 * BullMQ refuses `:` in a queue name; language ids are kebab-case.
 */
export function queueName(language: Pick<Language, 'id'>): string {
  return `mcjudge-${language.id}`;
}

/**
 * A job's id: the runtime family, the toolchain (a short hash of the runtime id and version the live
 * workers run the language with) and the program's content hash (core's programHash), so an identical
 * program is one job across runs and users while its result is kept, and a toolchain upgrade starts a
 * new cache instead of answering with the old toolchain's results. So do new verdict rules
 * (VERDICT_RULES, which cover what an execution keeps of its output: an older result lacks it; `rules`
 * is this release's unless said). BullMQ refuses `:` and integers.
 */
export function jobIdOf(programSha: string, toolchain: RuntimeId, family: string = RUNTIME_FAMILY, rules = VERDICT_RULES): string {
  const tag = createHash('sha256').update(`${toolchain.id}\n${toolchain.version}\n${rules}`).digest('hex').slice(0, 12);
  return `${family}-${tag}-${programSha}`;
}
