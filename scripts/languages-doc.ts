/** Writes docs/languages.md from the registry: `tsx scripts/languages-doc.ts`. The doc is never edited by hand. */
import { writeFileSync } from 'node:fs';
import { LANGUAGES, type PassRule, type StepTemplate } from '../core/index.ts';

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

/** Each step's shortcut: what is tried first, where, and when its outcome stands. */
const shortcuts = (steps: StepTemplate[]) =>
  steps.filter((s) => s.shortcut).map((s) => `${s.name} tried first as \`${s.shortcut!.argv.join(' ')}\` where the file matches /${s.shortcut!.when}/, standing only when it succeeds ${s.shortcut!.stdout === undefined ? 'silently' : `printing only /${s.shortcut!.stdout}/`} in half the step's time (${s.shortcut!.note})`);

const rows = LANGUAGES.map((l) => {
  const steps = l.recipe.steps.map((s) => `\`${s.argv.join(' ')}\`${s.ignoreFailure ? ' (result ignored)' : ''}`).join(' → ') || '(compared, not run)';
  const extra = [
    l.uncheckedTests ? `tests never checked: ${Object.keys(l.uncheckedTests).join(', ')}` : '',
    l.testFirst ? 'test-first layout' : '',
    ...l.recipe.steps.filter((s) => s.officialArgv).map((s) => `the official ${s.name} command, \`${s.officialArgv!.join(' ')}\`, gives the same exit status and output (what runs instead is faster)`),
    ...shortcuts(l.recipe.steps),
    ...(l.recipe.alternatives ?? []).flatMap((a) => [
      `${a.whenVersion ? `with ${a.tools[0].name} matching /${a.whenVersion}/` : a.whenProbe ? `where \`${a.tools[0].name} ${a.whenProbe.args.join(' ')}\` matches /${a.whenProbe.matches}/` : `without ${l.tools.map((t) => t.name).join('+')}`}: ${a.steps.map((s) => `\`${s.argv.join(' ')}\``).join(' → ')} (${a.note})`,
      ...shortcuts(a.steps),
    ]),
    l.recipe.prebuilt ? `${l.recipe.prebuilt.optional ? 'a speed-up' : 'dependencies'} built once per host: ${l.recipe.prebuilt.key}` : '',
    ...(l.versionGaps ?? []).map((g) => `older release (/${g.toolVersion}/) fails: ${Object.keys(g.tasks).join(', ')}`),
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

**Runtimes.** Every language lists \`native\` (the host toolchain, run in the sandbox); 18 also list a
WebAssembly runtime, first, which runs them in a browser or in Node with nothing installed and hands on
what it cannot run faithfully (\`mcjudge languages\` shows both; how their verdicts compare:
[parity.md](parity.md)). Languages whose toolchain is missing are scored \`unavailable\` with the reason,
never as failures. 37 of the 40 languages
were run for real here: the 31 toolchains that Debian 12 packages (\`runner-image/install-toolchains.sh\`),
C#, F# and Visual Basic on the .NET SDK (10.0.401), PowerShell (7.6.10, the .NET global tool that the
same script installs where \`dotnet\` is), and JSON, HTML, Markdown. Every canonical solution passes and
every broken variant fails, except the dataset bugs listed below (tests that never check) and the
canonical solutions that need a newer release than Debian's Kotlin 1.3, Groovy 2.4, Scala 2.11 and
mono's C# (used only where there is no .NET; "older release ... fails", each with its reason in the
registry). Dart, Julia and Swift need the runner image (\`runner-image/Dockerfile\`): they come from their
publishers' downloads (dart-archive, julialang.org, swift.org), which these machines cannot reach, and
no Debian or NuGet package ships them (bookworm has no \`julia\` and no \`dart\`; its \`swift\` is
OpenStack's object store). The image was not built with Docker here; its Debian part was built with
debootstrap and run by \`runner-image/verify-rootfs.sh\`: \`mcjudge selftest --limit 3\` there, in the
server's sandbox, passed every canonical solution of the 37 languages it has but Groovy/2 (an explained
version gap of Debian's Groovy 2.4), and failed every broken one but two tests that never check (the table is
in \`runner-image/README.md\`). C#, F# and VB keep \`dotnet run\`'s semantics on the official
net8.0 project without running MSBuild per program: the project is restored and built once per host, and
each program is compiled with the exact compiler command line MSBuild used (\`core/languages/dotnet.ts\`),
then run with \`dotnet App.dll\`; \`npm run bench\` checks both ways agree. PHP runs with \`-d zend.assertions=1\` (Debian compiles \`assert()\` out by default, which
would pass 47 of 50 broken answers). VimScript runs with \`-es\` (silent Ex mode), which avoids vim's 2 s
wait when stdout is not a terminal. Erlang's run halts as soon as its test returns when the test left
nothing running, instead of \`init:stop\`'s fixed 1 s wait (\`core/languages/erlang.ts\`; otherwise the
official stop runs).

| language | leaderboard | paradigm | scenario | file | steps | pass rule | limit | tools | notes |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`,
);
console.log('wrote docs/languages.md');
