import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import {
  classifyRequestError,
  ModelEndpoint,
  type FailureWording,
  type ModelApi,
  type RequestError,
  type RetryPolicy,
  type Sampling,
} from '@mcjudge/core';

/** The deepest cause of an error (fetch wraps the socket's error): its code (ECONNREFUSED, UND_ERR_SOCKET, ...) and message. */
function rootCause(e: unknown): { code?: string; message: string } {
  let code: string | undefined;
  let message = e instanceof Error ? e.message : String(e);
  for (let c: unknown = e, depth = 0; c && typeof c === 'object' && depth < 8; c = (c as { cause?: unknown }).cause, depth++) {
    const own = (c as { code?: unknown }).code;
    if (typeof own === 'string') code = own;
    if (c instanceof Error) message = c.message;
  }
  return { code, message };
}

/** Connection errors that mean "nothing listens there" rather than "the server dropped one request". */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ERR_INVALID_URL', 'CERT_HAS_EXPIRED', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE']);

/** The official client's error in core's terms: in Node, the socket's error code says whether anything listens there. */
export function requestError(e: unknown): RequestError {
  if (e instanceof APIConnectionTimeoutError) return { kind: 'timeout' };
  if (e instanceof APIConnectionError) {
    const cause = rootCause(e);
    // fetch refuses some URLs outright ("bad port"): no retry makes them work.
    const unreachable = (cause.code !== undefined && UNREACHABLE.has(cause.code)) || /bad port|invalid url/i.test(cause.message);
    return { kind: 'connection', message: cause.message, unreachable };
  }
  if (e instanceof APIError && typeof e.status === 'number') return { kind: 'status', status: e.status, message: e.message, headers: e.headers };
  return { kind: 'other', message: (e as Error)?.message ?? String(e) };
}

export interface OpenAiEndpointOptions {
  /** The API's base URL (`http://host:8000/v1`). */
  baseURL: string;
  /** None: no Authorization header at all. */
  apiKey?: string;
  timeoutMs: number;
  model: string;
  sampling: Sampling;
  retry: RetryPolicy;
  /** How failures are worded for this caller (CLI flags or API fields). */
  words: FailureWording;
  /** The option or field that names the model, for "no such model" messages. */
  modelField: string;
}

/**
 * A model endpoint through the official `openai` client, in Node (the CLI's generate, the server's
 * generation runs): the client's own retries off, core's ModelEndpoint retries and classifies.
 */
export function openAiEndpoint(o: OpenAiEndpointOptions): ModelEndpoint {
  const client = new OpenAI({
    baseURL: o.baseURL.replace(/\/+$/, ''),
    // The client needs a string; without a key no Authorization header is sent at all.
    apiKey: o.apiKey ?? 'none',
    // Never pick up the OpenAI account of this environment (OPENAI_ORG_ID, OPENAI_PROJECT_ID) for another endpoint.
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: o.timeoutMs,
    ...(o.apiKey === undefined ? { defaultHeaders: { Authorization: null } } : {}),
  });
  const api: ModelApi = {
    chat: (body, signal) => client.chat.completions.create({ ...body, stream: false }, { signal }),
    completion: (body, signal) => client.completions.create({ ...body, stream: false }, { signal }),
    models: async () => {
      const ids: string[] = [];
      for await (const m of client.models.list({ timeout: 10_000 })) ids.push(m.id);
      return ids;
    },
  };
  return new ModelEndpoint(api, {
    model: o.model,
    sampling: o.sampling,
    retry: o.retry,
    where: o.words.where,
    modelField: o.modelField,
    classify: (e, probe) => classifyRequestError(requestError(e), probe, o.words),
  });
}
