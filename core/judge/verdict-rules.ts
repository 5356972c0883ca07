/**
 * The version of the rules that turn an answer into a verdict (extraction, assembly, what an execution
 * keeps of its output, judging). Bumped when a change gives some answers another verdict, so that a
 * rerun never mixes two rule sets' verdicts: in one results file (cli/src/results-file.ts), one durable
 * run (server/runs/run-driver.ts), the browser's verdict cache (web/src/lib/result-cache.ts) or the
 * queue's cached executions (server/queue/queue-names.ts).
 * 1: until 7 December 2026. 2: the default mode's end witness and the answer's own entry dropped
 * (docs/fidelity.md, "An answer that exits before the tests"). 3: a stream past the output cap keeps its
 * end (`StepResult.stdoutEnd`), where the end witness and a failure's last line are read. 4: Elixir's
 * end witness is printed after ExUnit's suite, Java, C#, Pascal and Erlang get one at the end of the
 * test's main, and Rust's is libtest's summary, so an answer's function that exits 0 while the test
 * runs no longer passes. 5: the same for C and C++ (the test's main returns a status of its own at
 * its end, TESTS_END_STATUS), Scala and Visual Basic (the line at the end of the test's main). 6: the
 * same for F# (the line after the test's last top-level call; a plain top-level `exit 0` of an answer
 * is dropped), Haskell (the test's `main = check f` goes on `>> putStrLn`) and Fortran (the line before
 * the `contains` of the test's program); an unfenced F# answer's code runs on through a block comment
 * (`(* … *)`) instead of ending at its first sentence; a whole Visual Basic answer is read by its `End Function`,
 * `End Sub`, … (its own `Sub Main` goes), its `End Module` goes (the test's ends the module), and one
 * without a module gets the prompt's `Module` line; an unfenced Scala or Groovy answer keeps the
 * `object`/`class` the prompt wraps its function in, a Groovy answer without it gets it (closed), and a
 * Scala answer without the prompt's `class TreeNode` gets it; braces in block and whole-line comments
 * no longer count when an answer's extra closing braces are trimmed (PowerShell/36's help comment).
 */
export const VERDICT_RULES = 6;
