/** @mcjudge/core: the pure McEval pipeline. No Node, DOM or network APIs. */
export type * from './types.ts';
export { STATUSES } from './types.ts';
export * from './languages/index.ts';
export * from './dataset/index.ts';
export { extractDefault, type Extraction } from './extract/default-extract.ts';
export { findFences, type Fence } from './extract/fences.ts';
export { runOfficialExtractor, type OfficialExtraction } from './extract/official/run.ts';
export {
  assemble,
  assembleBroken,
  brokenSource,
  assembleCanonical,
  canonicalSource,
  materialize,
  referenceOf,
  PAPER_TIMEOUT_MS,
  type Assembly,
} from './assemble/assemble.ts';
export { composeDefault } from './assemble/compose-default.ts';
export { TESTS_END_STATUS, TESTS_END_WITNESS } from './assemble/tests-end.ts';
export * from './judge/index.ts';
export * from './score/index.ts';
export * from './execute/index.ts';
export { evaluateGeneration, programHash, runAndJudge, type PipelineContext } from './pipeline/evaluate.ts';
export { runPool } from './pipeline/pool.ts';
export { prepareBatch, evaluateBatch, type BatchSelection, type PreparedBatch, type NothingSelected, type BatchOptions, type BatchOutcome, type BatchProgress } from './pipeline/batch.ts';
export { pipelineContext, planAnswer, judgeRun, type ContextOptions, type OneAnswer } from './pipeline/one-answer.ts';
export { stepOutcome, utf8Tail, OUTCOME_TAIL_BYTES } from './pipeline/step-outcome.ts';
export { inspectInput, inferKind, kindFromFileName, commonKind, type InputSummary, type MalformedLine, type KindEvidence, type InspectOptions } from './pipeline/inspect-input.ts';
export { kindOf, selectSamples, neededData, planRuns, type SelectedSample, type PlannedRun } from './pipeline/select-samples.ts';
export * from './generate/index.ts';
