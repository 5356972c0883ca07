export { passAtK } from './pass-at-k.ts';
export { wilson } from './wilson.ts';
export { score, type GroupScore, type Report } from './score.ts';
export { reportCsv, reportJson } from './report-csv.ts';
