import type { Language } from './language.ts';
import { extractPerl } from '../extract/official/perl.ts';

/** Perl: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Perl: Language = {
  name: "Perl",
  id: "perl",
  leaderboardKey: "Perl",
  extension: "pl",
  paradigm: "multi-paradigm",
  scenario: "scripting",
  recipe: {
    "file": "{N}.pl",
    "steps": [
      { "name": "run", "argv": ["perl", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 20000,
  tools: [{"name": "perl", "candidates": ["perl"], "versionArgs": ["-e", "print $^V"]}],
  testsEnd: "print STDOUT \"{witness}\\n\";",
  runtimes: ["zeroperl", "native"],
  broken: "  return -987654321;",
  official: extractPerl,
  defaults: {
    "fenceTags": ["perl", "pl"],
    "lineComments": ["#"],
    "blocks": "braces",
    "entryLine": "^exit(?:\\s*\\(\\s*(?:0\\s*)?\\)|\\s+0)?\\s*;\\s*(?:#.*)?$",
    "definition": "^[^\\S\\n]*sub[^\\S\\n]+{name}\\b",
    "preamble": "^use\\s+[\\w:]+.*;\\s*$"
  },
};
