import type { Language } from './language.ts';
import { extractCFamily } from '../extract/official/c-family.ts';
import { C_FAMILY_TESTS_END } from './c-family.ts';

/** CPP: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Cpp: Language = {
  name: "CPP",
  id: "cpp",
  leaderboardKey: "C++",
  extension: "cpp",
  paradigm: "object-oriented",
  scenario: "systems",
  recipe: {
    "file": "{N}.cpp",
    "steps": [
      {
        "name": "compile", "argv": ["g++", "-g", "-std=c++11", "-o", "{stem}", "{file}"],
        "shortcut": {
          "argv": ["g++", "-g", "-std=c++11", "-I", "{deps}/pch", "-o", "{stem}", "{file}"],
          "when": "^[ \\t]*#[ \\t]*include[ \\t]*[<\"]bits/stdc\\+\\+\\.h[>\"]",
          "note": "g++ finds bits/stdc++.h precompiled (with the same -g -std=c++11) in {deps}/pch before the header itself, and uses it only where it is valid: the first include, the same flags and macros (else it reads the header, silently). A program then compiles in a quarter of the time, to the same program; only a diagnostic's include chain is named differently, which is why only a silent success stands (server/native/cpp-pch.test.ts; docs/server.md#c-bitsstdch-precompiled)"
        }
      },
      { "name": "run", "argv": ["./{stem}"] }
    ],
    "prebuilt": {
      "key": "cpp-pch",
      "optional": true,
      "files": [
        { "path": "stdcxx.h", "text": "#include <bits/stdc++.h>\n" },
        // Where g++ found the precompiled header it looks for a second `#include <bits/stdc++.h>`: the header itself, from the system folders.
        { "path": "pch/bits/stdc++.h", "text": "#include_next <bits/stdc++.h>\n" }
      ],
      "steps": [
        { "argv": ["g++", "-g", "-std=c++11", "-x", "c++-header", "stdcxx.h", "-o", "{out}/pch/bits/stdc++.h.gch"], "timeoutMs": 300000 }
      ]
    }
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stdout", "text": "failed"}]},
  timeoutMs: 20000,
  tools: [{"name": "g++", "candidates": ["g++"], "versionArgs": ["--version"]}],
  runtimes: ["yowasp-clang", "native"],
  ...C_FAMILY_TESTS_END,
  broken: "    return 0;",
  official: extractCFamily,
  defaults: {
    "fenceTags": ["cpp", "c++", "cc", "cxx", "c"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:[\\w\\*&:<>,\\[\\]]+[^\\S\\n]+)*[\\*&]*{name}[^\\S\\n]*\\([^;{}]*\\)[^\\S\\n]*(?:const[^\\S\\n]*)?(?:\\{|(?://|/\\*)[^\\n]*$|$)",
    "preamble": "^\\s*(?:#\\s*(?:include|define)\\b.*|using\\s+namespace\\s+[\\w:]+\\s*;.*)$"
  },
};
