import type { Language } from '@mcjudge/core';

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
 * A job's id: the runtime family and the program's content hash (core's programHash), so an identical
 * program is one job across runs and users while its result is kept. BullMQ refuses `:` and integers.
 */
export function jobIdOf(programSha: string, family: string = RUNTIME_FAMILY): string {
  return `${family}-${programSha}`;
}
