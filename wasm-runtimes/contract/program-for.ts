import { getLanguage, type Program } from '@mcjudge/core';

/** A one-file program for the language, with its recipe's steps (only names and timeouts matter in WASM). */
export function programFor(languageName: string, text: string, timeoutMs = 20_000): Program {
  const language = getLanguage(languageName);
  const file = `1.${language.extension}`;
  return {
    language: language.name,
    taskId: `${language.name}/1`,
    files: [{ path: file, text }],
    assets: [],
    steps: language.recipe.steps.map((s) => ({ name: s.name, argv: s.argv, timeoutMs: s.name === 'compile' ? 20_000 : timeoutMs, ...(s.ignoreFailure ? { ignoreFailure: true } : {}) })),
    source: text,
  };
}
