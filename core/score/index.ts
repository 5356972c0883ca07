export { passAtK } from './pass-at-k.ts';
export { wilson } from './wilson.ts';
export { didNotRun, describeNotRun, NOT_RUN_REASONS, type NotRun, type NotRunReason } from './not-run.ts';
export { score, type GroupScore, type Report, type ScoreOptions } from './score.ts';
export { reportCsv, reportJson } from './report-csv.ts';
