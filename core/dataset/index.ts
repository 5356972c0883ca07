export { Dataset, loadDataset, type DataSource, type LoadOptions } from './dataset.ts';
export { DATA_FOLDERS, REFERENCE_FILES, dataFile, datasetHash, sha256Hex, type Manifest } from './manifest.ts';
export { baseTaskId, normalizeTask, taskNumber } from './normalize.ts';
export { parseSamples, type SampleProblem } from './samples.ts';
export { SampleRecordSchema, TaskRecordSchema, describeZodError, type TaskRecord } from './schema.ts';
export { LEADERBOARD_FILES, parseLeaderboard, type PublishedModel } from './leaderboard.ts';
