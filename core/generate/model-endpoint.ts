import type { Answer } from './answer-line.ts';
import type { ChatMessage, ModelPrompt } from './prompt.ts';
import { explainNotFound } from './request-error.ts';
import { NO_USAGE, addUsage, usageOf, type Sampling, type Usage } from './request-record.ts';
import { DEFAULT_RETRY_POLICY, GaveUp, RetryGate, withRetries, type Failure, type RetryPolicy } from './retry.ts';

/** The sampling parameters of one request, as the OpenAI APIs name them. */
interface RequestParameters {
  model: string;
  temperature: number;
  top_p: number;
  max_tokens: number;
}

export interface ChatRequest extends RequestParameters {
  messages: ChatMessage[];
}

export interface CompletionRequest extends RequestParameters {
  prompt: string;
}

/** Token counts as a server reports them (any may be missing). */
export interface ReportedUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
}

/** The fields of a chat completion a run reads (OpenAI's `ChatCompletion` fits). */
export interface ChatResponse {
  choices?: readonly { message?: { content?: string | null; refusal?: string | null } | null; finish_reason?: string | null }[] | null;
  usage?: ReportedUsage | null;
}

/** The fields of a text completion a run reads (OpenAI's `Completion` fits). */
export interface CompletionResponse {
  choices?: readonly { text?: string | null; finish_reason?: string | null }[] | null;
  usage?: ReportedUsage | null;
}

/**
 * An OpenAI-compatible API as a run uses it: each platform passes the official `openai` client's
 * `chat.completions.create`, `completions.create` and `models.list` (its own retries off), so that
 * core needs neither the package nor a network API.
 */
export interface ModelApi {
  chat(body: ChatRequest, signal: AbortSignal): Promise<ChatResponse>;
  completion(body: CompletionRequest, signal: AbortSignal): Promise<CompletionResponse>;
  /** The model ids the endpoint lists (GET /models); rejects when it lists none. */
  models(): Promise<string[]>;
}

/** A chat answer: the message's text, why it ended, and the refusal when the model refused (its text is then ''). */
export function chatAnswer(response: ChatResponse): Answer {
  const choice = response.choices?.[0];
  const refusal = choice?.message?.refusal;
  return { text: choice?.message?.content ?? '', finishReason: choice?.finish_reason ?? null, ...(refusal ? { refusal } : {}) };
}

export function completionAnswer(response: CompletionResponse): Answer {
  const choice = response.choices?.[0];
  return { text: choice?.text ?? '', finishReason: choice?.finish_reason ?? null };
}

export interface EndpointOptions {
  model: string;
  sampling: Sampling;
  retry?: RetryPolicy;
  /** The platform's reading of a failed request (`classifyRequestError` on its client's error). `probe`: the run's first request. */
  classify: (error: unknown, probe: boolean) => Failure;
  /** The endpoint as it may be written down (`endpointWithoutSecrets`). */
  where: string;
  /** Where the user sets the model, for the message on a 404 (`--model`, "the Model field"). */
  modelField?: string;
}

/**
 * One model endpoint: asks for answers with retries (core's policy; the client's own are off), keeps
 * count of requests, retries and token usage, and explains a request given up on.
 */
export class ModelEndpoint {
  /** One Retry-After holds back every request's next attempt. */
  readonly gate = new RetryGate();
  /** HTTP requests sent, retries included. */
  requests = 0;
  retries = 0;
  usage: Usage = NO_USAGE;

  constructor(
    private readonly api: ModelApi,
    private readonly o: EndpointOptions,
  ) {}

  /** One answer, with retries; GaveUp when given up, the signal's reason when aborted. */
  async ask(prompt: ModelPrompt, signal: AbortSignal, probe: boolean, onRetry?: (reason: string, waitMs: number) => void): Promise<Answer> {
    const { model, sampling } = this.o;
    const params: RequestParameters = { model, temperature: sampling.temperature, top_p: sampling.top_p, max_tokens: sampling.max_tokens };
    return withRetries(
      async (runSignal) => {
        this.requests++;
        // A signal of its own per request: the client adds an abort listener to the signal it is given
        // and never removes it, which on the run's one signal would pile up over thousands of requests.
        const request = new AbortController();
        const forward = () => request.abort(runSignal?.reason);
        runSignal?.addEventListener('abort', forward, { once: true });
        try {
          if (prompt.api === 'chat') {
            const r = await this.api.chat({ ...params, messages: prompt.messages }, request.signal);
            this.usage = addUsage(this.usage, usageOf(r.usage));
            return chatAnswer(r);
          }
          const r = await this.api.completion({ ...params, prompt: prompt.prompt }, request.signal);
          this.usage = addUsage(this.usage, usageOf(r.usage));
          return completionAnswer(r);
        } finally {
          runSignal?.removeEventListener('abort', forward);
        }
      },
      (e) => this.o.classify(e, probe),
      {
        policy: this.o.retry ?? DEFAULT_RETRY_POLICY,
        signal,
        gate: this.gate,
        onRetry: ({ waitMs, reason }) => {
          this.retries++;
          onRetry?.(reason, waitMs);
        },
      },
    );
  }

  /** The message for a request given up on; for a 404, the models the endpoint serves, or that nothing OpenAI-like answers at that path. */
  async explain(e: GaveUp): Promise<string> {
    if (e.status !== 404) return e.reason;
    let served: string[] | undefined;
    try {
      served = await this.api.models();
    } catch {
      served = undefined;
    }
    return explainNotFound(e.reason, this.o.model, this.o.where, served, this.o.modelField);
  }
}
