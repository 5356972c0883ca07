/** Writes docs/languages.md from the registry: `tsx scripts/languages-doc.ts`. The doc is never edited by hand. */
import { writeFileSync } from 'node:fs';
import { LANGUAGES, type PassRule } from '../core/index.ts';

function rule(p: PassRule): string {
  switch (p.kind) {
    case 'exit': {
      const parts = ['exit 0'];
      for (const f of p.forbid ?? []) parts.push(`no \`${f.text}\` in ${f.stream}${f.ignoreCase ? ' (any case)' : ''}`);
      if (p.forbidAll) parts.push(`not (${p.forbidAll.map((f) => `\`${f.text}\``).join(' and ')} in ${p.forbidAll[0].stream})`);
      if (p.paperTimeoutPasses) parts.push('paper: a timeout passes');
      return parts.join('; ');
    }
    case 'json':
      return 'JSON structurally equal to the reference (Python `==`)';
    case 'html':
      return 'equal to the reference under bs4 `prettify()`';
    case 'markdown':
      return 'paper: byte-exact; default: equal after trimming';
    case 'awk':
      return "stdout equals the canonical command's";
  }
}

const rows = LANGUAGES.map((l) => {
  const steps = l.recipe.steps.map((s) => `\`${s.argv.join(' ')}\`${s.ignoreFailure ? ' (result ignored)' : ''}`).join(' → ') || '(compared, not run)';
  const extra = [
    l.uncheckedTests ? `tests never checked: ${Object.keys(l.uncheckedTests).join(', ')}` : '',
    l.testFirst ? 'test-first layout' : '',
  ]
    .filter(Boolean)
    .join('; ');
  return `| ${l.name} | ${l.leaderboardKey} | ${l.paradigm} | ${l.scenario} | \`${l.recipe.file}\` | ${steps} | ${rule(l.pass)} | ${l.timeoutMs / 1000} s | ${l.tools.map((t) => t.candidates[0]).join(', ') || '–'} | ${extra} |`;
});

writeFileSync(
  'docs/languages.md',
  `# The 40 McEval languages

Generated from the registry (\`core/languages/*.ts\`) by \`scripts/languages-doc.ts\`. Each language is one
entry there: names, extension, paradigm and scenario, the official build/run recipe (\`{file}\`, \`{stem}\`,
\`{module}\` are filled in per task), the pass rule, the default-mode time limit per process (paper mode:
15 s, as the official harness) and the toolchain binaries the native executor looks for.

**Paradigm and scenario.** The paper groups languages by paradigm and application scenario (its Tables 8
and 9), but the tables are not in the data we ship, so this mapping is mcjudge's own: procedural,
object-oriented, multi-paradigm, functional, markup; systems, backend, frontend, mobile, desktop,
scientific, scripting, education, editor, data-markup. Change it in the registry entry; the charts follow.

**Runtimes.** Every language lists \`native\` (the host toolchain) today. Languages whose toolchain is
missing are scored \`unavailable\` with the reason, never as failures. Run for real with Debian 12's
toolchains (canonical solutions pass, broken variants fail, paper mode matches the measured official
verdicts): AWK, C, C++, CoffeeScript, Common Lisp, Elixir, Emacs Lisp, Erlang, Fortran, Haskell, HTML,
Java, JavaScript, JSON, Lua, Markdown, Perl, PHP, Python, R, Racket, Ruby, Scheme, Shell, Tcl, TypeScript
and VimScript (27). Not yet run here: C#, F#, Visual Basic, Dart, Go, Groovy, Julia, Kotlin, Pascal,
PowerShell, Rust, Scala and Swift: their recipes follow the official harness but wait for the runner
image (Go and Rust also need their vendored dependencies). PHP runs with \`-d zend.assertions=1\` (Debian compiles \`assert()\` out by default, which
would pass 47 of 50 broken answers). VimScript runs with \`-es\` (silent Ex mode), which avoids vim's 2 s
wait when stdout is not a terminal.

| language | leaderboard | paradigm | scenario | file | steps | pass rule | limit | tools | notes |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`,
);
console.log('wrote docs/languages.md');
