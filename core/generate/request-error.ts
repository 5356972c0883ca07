import { retryAfterMs, type Failure, type HeaderLookup } from './retry.ts';

/**
 * A failed model request as the platform saw it, in the terms retrying needs. Each platform says how
 * its client's errors map here (the CLI from Node's socket error codes, the web app from the browser's
 * opaque fetch error); what each one means for the run is decided once, by `classifyRequestError`.
 */
export type RequestError =
  /** No answer within the per-request timeout. */
  | { kind: 'timeout' }
  /**
   * No HTTP answer at all. `unreachable`: no request to that address can work as things stand (nothing
   * listens there, unknown host, a URL the platform refuses, or a browser that may not read the
   * endpoint's answers), as opposed to one dropped connection.
   */
  | { kind: 'connection'; message: string; unreachable: boolean }
  /** An HTTP answer other than 2xx. */
  | { kind: 'status'; status: number; message: string; headers?: HeaderLookup }
  /** Anything else (a malformed response, a bug). */
  | { kind: 'other'; message: string };

/** How a platform words what its user can do about a failure (the CLI names its flags, the web app its fields). */
export interface FailureWording {
  /** The endpoint as it may be written down (`endpointWithoutSecrets`). */
  where: string;
  /** Why a request timed out, e.g. "no answer within 600 s (--timeout)". */
  timeout: string;
  /** What to do about a refused key, e.g. "check the key in $OPENAI_API_KEY". */
  keyAdvice: string;
  /** The message when the first request reaches nothing (`connection` with `unreachable`), given the platform's own message. */
  unreachable: (message: string) => string;
}

/**
 * What a failed request means for the run (docs/generation.md#talking-to-the-endpoint). `probe`: the
 * run's first request, where every error but a retryable one is fatal, so that a wrong URL, model or
 * key stops the run before thousands of requests fail the same way.
 */
export function classifyRequestError(error: RequestError, probe: boolean, words: FailureWording): Failure {
  switch (error.kind) {
    case 'timeout':
      return { retry: true, reason: words.timeout };
    case 'connection':
      if (probe && error.unreachable) return { retry: false, fatal: true, reason: words.unreachable(error.message) };
      return { retry: true, reason: `connection failed (${error.message})` };
    case 'status': {
      const { status, message } = error;
      if (status === 429 || status === 408 || status >= 500) return { retry: true, reason: message, retryAfterMs: retryAfterMs(error.headers) };
      if (status === 401 || status === 403) return { retry: false, fatal: true, reason: `${words.where} refused the API key (${message}): ${words.keyAdvice}` };
      if (status === 404) return { retry: false, fatal: true, reason: message, status };
      return { retry: false, fatal: probe, reason: message, status };
    }
    case 'other':
      return { retry: false, fatal: probe, reason: error.message };
    default: {
      const never: never = error;
      throw new Error(`unknown request error ${JSON.stringify(never)}`);
    }
  }
}

/**
 * The message for a request answered 404: the model is not served there (and which are, when the
 * endpoint lists them: `served`), or nothing OpenAI-like answers at that path (`served` undefined:
 * listing the models failed too). `modelField` names where the user sets the model (`--model`).
 */
export function explainNotFound(reason: string, model: string, where: string, served: readonly string[] | undefined, modelField?: string): string {
  if (served) return `${reason}: model "${model}" is not served at ${where}; it serves: ${served.join(', ') || 'nothing listed'}${modelField ? ` (${modelField})` : ''}`;
  return `${reason}: no OpenAI-compatible API answers at ${where}; the base URL usually ends in /v1 (vLLM http://HOST:8000/v1, Ollama http://HOST:11434/v1, llama.cpp http://HOST:8080/v1)`;
}
