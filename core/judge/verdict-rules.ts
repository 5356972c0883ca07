/**
 * The version of the rules that turn an answer into a verdict (extraction, assembly, judging). Bumped
 * when a change gives some answers another verdict, so that a rerun never mixes two rule sets' verdicts
 * in one results file (cli/src/results-file.ts). 1: until 7 December 2026. 2: the default mode's end
 * witness and the answer's own entry dropped (docs/fidelity.md, "An answer that exits before the tests").
 */
export const VERDICT_RULES = 2;
