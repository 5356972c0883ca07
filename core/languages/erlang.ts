import type { Language } from './language.ts';
import { extractErlang } from '../extract/official/erlang.ts';

/**
 * What `-s init stop` does after the test, without its one-second wait. `init:stop()` stops the
 * applications and then kernel, whose `user_sup` waits a fixed 1000 ms (`receive after 1000`) before
 * the VM halts with status 0: most of the official run's time. The run step keeps `-s {module} test`
 * exactly (a crash or a timeout in the test is what it was), takes the list of processes before the
 * test (`SNAPSHOT`), and after it halts at once (`FAST_STOP`: the logger's queue written out, then
 * `halt(0)`, which flushes the output) only when nothing the test started is still alive and nothing
 * has begun to stop the system (init still `starting`, as while any `-s` runs); otherwise it does
 * nothing and the official `-s init stop` follows, wait included. So whatever could still act during
 * the wait (a process of the program's that prints, halts with another status, or crashes the VM; a
 * test that called `init:stop(N)`) meets the same shutdown as before; so does every program on an OTP
 * older than 21.2, which has no persistent_term (both `-eval`s then only catch the error). Exit status, stdout, stderr and
 * the files left were identical to the official command's on all 100 canonical and broken programs
 * and 22 edge cases (server/native/erlang-fast-stop.test.ts; docs/server.md#faster-functional-toolchains-erlang-elixir-racket-scheme).
 */
const SNAPSHOT = 'catch persistent_term:put(mcjudge_processes, processes()).';
const FAST_STOP =
  'case catch {init:get_status(), processes() -- persistent_term:get(mcjudge_processes)} of ' +
  '{{starting, _}, []} -> catch logger_std_h:filesync(default), halt(0); _ -> ok end.';

/** Erlang: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Erlang: Language = {
  name: "Erlang",
  id: "erlang",
  leaderboardKey: "Erlang",
  extension: "erl",
  paradigm: "functional",
  scenario: "backend",
  recipe: {
    "file": "{module}.erl",
    "steps": [
      { "name": "compile", "argv": ["erlc", "{file}"] },
      {
        "name": "run",
        "argv": ["erl", "-noshell", "-eval", SNAPSHOT, "-s", "{module}", "test", "-eval", FAST_STOP, "-s", "init", "stop"],
        "officialArgv": ["erl", "-noshell", "-s", "{module}", "test", "-s", "init", "stop"]
      }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 30000,
  tools: [{"name": "erlc", "candidates": ["erlc"], "versionArgs": []}, {"name": "erl", "candidates": ["erl"], "versionArgs": ["-noshell", "-eval", "io:format(\"~s~n\",[erlang:system_info(otp_release)]),halt()."]}],
  // The test is `test()`, run by `-s {module} test`: every McEval test of every kind ends it with a line
  // `ok.`, and the statement goes before it (the line before it ends with a comma).
  testsEnd: "    io:format(\"~s~n\", [\"{witness}\"]),",
  testsEndBefore: "^[^\\S\\n]*ok\\.[^\\S\\n]*$",
  runtimes: ["native"],
  knownDatasetBugs: Object.fromEntries(
    ["48-0-single", "48-1-single", "48-0-multi", "48-1-multi", "48-0-span", "48-1-span", "48-0-light-span"].map((id) => [
      `Erlang/${id}`,
      "its completion test (not generation's) expects values the canonical solution does not compute: a badmatch in test()",
    ]),
  ),
  broken: "    '__wrong__'.",
  official: extractErlang,
  defaults: {
    "fenceTags": ["erlang", "erl"],
    "lineComments": ["%"],
    "blocks": "none",
    "definition": "^[^\\S\\n]*{name}\\(",
    "preamble": "^-(?:module|export|import)\\(.*$",
    "preambleOverride": "^-(?:module|export)\\(.*$"
  },
};
