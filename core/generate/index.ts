export { STAGE2_TEMPLATES, stage2Instruction, taskIdLanguage } from './stage2-instruction.ts';
export { modelPrompt, promptTemplateHash, taskText, type Api, type ChatMessage, type ModelPrompt } from './prompt.ts';
export { loadSourceRecords, type SourceRecord, type SourceSelection } from './source-records.ts';
export { AnswerLineSchema, STAGE1_FOLDER, answerKey, answerLine, answersFileName, stage1FileName, stage2Line, type Answer, type AnswerLine } from './answer-line.ts';
export { planUnits, readAnswers, type ReadAnswers, type Unit } from './resume.ts';
export {
  GenerateRecordSchema,
  GenerateRunSchema,
  NO_USAGE,
  SamplingSchema,
  UsageSchema,
  addUsage,
  endpointWithoutSecrets,
  parseGenerateRecord,
  requestMismatch,
  usageOf,
  type GenerateRecord,
  type GenerateRun,
  type RequestIdentity,
  type Sampling,
  type Usage,
} from './request-record.ts';
export { DEFAULT_RETRY_POLICY, GaveUp, RetryGate, backoffMs, retryAfterMs, withRetries, type Failure, type HeaderLookup, type RetryOptions, type RetryPolicy } from './retry.ts';
export { classifyRequestError, explainNotFound, type FailureWording, type RequestError } from './request-error.ts';
export {
  ModelEndpoint,
  chatAnswer,
  completionAnswer,
  type ChatRequest,
  type ChatResponse,
  type CompletionRequest,
  type CompletionResponse,
  type EndpointOptions,
  type ModelApi,
  type ReportedUsage,
} from './model-endpoint.ts';
export { answerUnit, askUnits, type Ask, type Asking, type AskUnitsOptions, type AskUnitsOutcome } from './ask-units.ts';
export { answerRate, describeGenerateProgress, formatDuration, percentDone, type GenerateTally } from './progress.ts';
export type { GenerationSpec } from './generation-spec.ts';
