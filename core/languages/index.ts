import type { Language } from './language.ts';
import { LANGUAGES } from './registry.ts';

export type { Language, PassRule, OutputCheck, Recipe, StepTemplate, Tool, DefaultExtractRules, OfficialExtractor } from './language.ts';
export { replacesOfficial } from './language.ts';
export { LANGUAGES };

const byName = new Map<string, Language>();
for (const l of LANGUAGES) {
  byName.set(l.name, l);
  byName.set(l.name.toLowerCase(), l);
  byName.set(l.id, l);
  byName.set(l.leaderboardKey.toLowerCase(), l);
}

/** Finds a language by dataset name, id or leaderboard key (case-insensitive), or undefined. */
export function findLanguage(name: string): Language | undefined {
  return byName.get(name) ?? byName.get(name.toLowerCase());
}

/** Like findLanguage, but throws a clear error naming the known languages. */
export function getLanguage(name: string): Language {
  const l = findLanguage(name);
  if (!l) throw new Error(`unknown language "${name}"; known: ${LANGUAGES.map((x) => x.name).join(', ')}`);
  return l;
}

/** The language of a task id (`Common Lisp/3-0-single` -> Common Lisp). */
export function languageOfTaskId(taskId: string): Language | undefined {
  const slash = taskId.lastIndexOf('/');
  return slash <= 0 ? undefined : byName.get(taskId.slice(0, slash));
}
