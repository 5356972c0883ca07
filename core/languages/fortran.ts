import type { Language } from './language.ts';
import { extractFortran } from '../extract/official/fortran.ts';

/** Fortran: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Fortran: Language = {
  name: "Fortran",
  id: "fortran",
  leaderboardKey: "Fortran",
  extension: "f95",
  paradigm: "procedural",
  scenario: "scientific",
  recipe: {
    "file": "{N}.f95",
    "steps": [
      { "name": "compile", "argv": ["gfortran", "-o", "{stem}", "{file}"] },
      { "name": "run", "argv": ["./{stem}"] }
    ]
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stdout", "text": "failed"}]},
  timeoutMs: 20000,
  tools: [{"name": "gfortran", "candidates": ["gfortran"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  testFirst: true,
  // The test is the main program: its checks, then `contains` and its `assert` subroutine. A line
  // printed without list-directed output's leading blank.
  testsEnd: "  write(*, '(A)') '{witness}'",
  testsEndBefore: "^(?=[^\\S\\n]*contains[^\\S\\n]*$)",
  broken: "  stop 1",
  official: extractFortran,
  defaults: {
    "fenceTags": ["fortran", "f90", "f95"],
    "lineComments": ["!"],
    "blocks": "none",
    "units": {
      "start": "^[^\\S\\n!]*(?:[\\w(),=*:]+[^\\S\\n]+)*(?:function|subroutine)[^\\S\\n]+\\w+",
      "end": "^[^\\S\\n]*end[^\\S\\n]+(?:function|subroutine)\\b"
    },
    "definition": "^[^\\S\\n]*(?:[\\w()=*,]+[^\\S\\n]+)*(?:function|subroutine)[^\\S\\n]+{name}\\b"
  },
};
