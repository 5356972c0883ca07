import { getLanguage, type Program } from '@mcjudge/core';

/**
 * What a language judged against its canonical command's output (AWK) is compared with in the contract:
 * a command that prints `pristine`.
 */
export const CONTRACT_CANONICAL = "awk 'BEGIN { print \"pristine\" }'";

/**
 * A one-file program for the language, with its recipe's steps ({file} and {stem} filled, so native
 * toolchains run it too; AWK's {answer} is the text, {canonical} CONTRACT_CANONICAL).
 */
export function programFor(languageName: string, text: string, timeoutMs = 20_000): Program {
  const language = getLanguage(languageName);
  const file = `1.${language.extension}`;
  const fill = (a: string) => a.replace('{file}', file).replace('{stem}', '1').replace('{answer}', () => text).replace('{canonical}', () => CONTRACT_CANONICAL);
  return {
    language: language.name,
    taskId: `${language.name}/1`,
    files: [{ path: file, text }],
    assets: [],
    steps: language.recipe.steps.map((s) => ({ name: s.name, argv: s.argv.map(fill), timeoutMs: s.name === 'compile' ? 20_000 : timeoutMs, ...(s.ignoreFailure ? { ignoreFailure: true } : {}) })),
    source: text,
  };
}
