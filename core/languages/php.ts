import type { Language } from './language.ts';
import { extractPhp } from '../extract/official/php.ts';

/** PHP: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Php: Language = {
  name: "PHP",
  id: "php",
  leaderboardKey: "PHP",
  extension: "php",
  paradigm: "multi-paradigm",
  scenario: "backend",
  recipe: {
    "file": "{N}.php",
    "steps": [
      { "name": "run", "argv": ["php", "-d", "zend.assertions=1", "{file}"] }
    ]
  },
  pass: {"kind": "exit", "forbidAll": [{"stream": "stderr", "text": "assert()"}, {"stream": "stderr", "text": "failed"}]},
  timeoutMs: 20000,
  tools: [{"name": "php", "candidates": ["php"], "versionArgs": ["--version"]}],
  testsEnd: "echo \"{witness}\\n\";",
  testsEndOutside: { when: "\\?>\\s*$", statement: "<?php echo \"{witness}\\n\";" },
  runtimes: ["php-wasm", "native"],
  uncheckedTests: { "PHP/32": "its test's main() is never called" },
  broken: "    return -987654321;",
  official: extractPhp,
  defaults: {
    "fenceTags": ["php"],
    "lineComments": ["//", "#"],
    "blocks": "braces",
    "entryLine": "^(?:exit|die)\\s*(?:\\(\\s*(?:0\\s*)?\\)\\s*)?;\\s*(?:(?://|#).*)?$",
    "definition": "^[^\\S\\n]*function[^\\S\\n]+{name}[^\\S\\n]*\\(",
    "preamble": "^<\\?php\\s*$"
  },
};
