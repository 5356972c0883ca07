import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { ModelEndpoint, classifyRequestError, endpointWithoutSecrets, explainNotFound, type FailureWording, type ModelApi, type RequestError } from '@mcjudge/core';
import type { ModelSpec } from './model-spec.ts';

/**
 * The Model source's client: the official `openai` package, in the page, straight to the endpoint. The
 * key goes into this client and nowhere else: not to mcjudge's server, not to storage.
 */

/** Hosts whose plain-http pages a secure page may still call (the browser treats them as secure). */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * What to tell the user when the browser got no answer it may read from the endpoint. A browser
 * reports a CORS refusal as the same opaque network error as a dead address (by design: a page may not
 * probe the network), so for another origin the message names both, CORS first, and how to tell them
 * apart and how to allow this page on each serving stack.
 */
export function blockedMessage(endpoint: URL, page: { origin: string; protocol: string }): string {
  const where = endpointWithoutSecrets(endpoint);
  if (page.protocol === 'https:' && endpoint.protocol === 'http:' && !LOOPBACK.test(endpoint.hostname))
    return `This page (https) may not call ${where} (plain http on another host: mixed content, which browsers block). Serve the endpoint over https, or open mcjudge over http (npm start), or use the CLI: mcjudge run --endpoint ${where}.`;
  if (endpoint.origin === page.origin) return `No answer from ${where}: nothing answers at that address. Is the server running, and is the URL its base URL (usually ending in /v1)?`;
  return (
    `The browser could not read an answer from ${where}. Either the endpoint does not allow this page to call it ` +
    `(CORS: its answers must carry Access-Control-Allow-Origin for ${page.origin}), or nothing listens there; ` +
    `browsers report both as the same network error. If \`curl ${where}/models\` answers, it is CORS. To allow this page: ` +
    `vLLM: vllm serve MODEL --allowed-origins '["${page.origin}"]' (its default, '["*"]', allows every page); ` +
    `Ollama: OLLAMA_ORIGINS=${page.origin} ollama serve (it allows pages on localhost and 127.0.0.1 by itself); ` +
    `llama.cpp's llama-server allows every page by default, but not with --api-key (its preflight answers "*", which never covers the Authorization header). ` +
    `Or run it from a shell, where CORS does not apply: mcjudge run --endpoint ${where} --model MODEL.`
  );
}

/** The client's error in core's terms: in a browser every failed fetch is a TypeError that says nothing more. */
export function browserRequestError(e: unknown): RequestError {
  if (e instanceof APIConnectionTimeoutError) return { kind: 'timeout' };
  if (e instanceof APIConnectionError) {
    const cause = (e as { cause?: unknown }).cause;
    const message = cause instanceof Error ? cause.message : e.message;
    return { kind: 'connection', message, unreachable: cause instanceof TypeError };
  }
  if (e instanceof APIError && typeof e.status === 'number') return { kind: 'status', status: e.status, message: e.message, headers: e.headers };
  return { kind: 'other', message: (e as Error)?.message ?? String(e) };
}

/** How the page words failures (its fields, not the CLI's flags). */
export function browserWording(spec: Pick<ModelSpec, 'endpoint' | 'timeoutMs'>, hasKey: boolean, page = location): FailureWording {
  return {
    where: endpointWithoutSecrets(spec.endpoint),
    timeout: `no answer within ${spec.timeoutMs / 1000} s (Timeout)`,
    keyAdvice: hasKey ? 'check the API key field' : 'it needs one: put it in the API key field',
    unreachable: () => blockedMessage(spec.endpoint, page),
  };
}

function client(endpoint: URL, apiKey: string, timeoutMs: number): OpenAI {
  return new OpenAI({
    baseURL: endpoint.href.replace(/\/+$/, ''),
    apiKey: apiKey || 'none',
    // The page asks the endpoint itself: the key typed here goes to that endpoint only.
    dangerouslyAllowBrowser: true,
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: timeoutMs,
    // Without a key no Authorization header at all (an endpoint without keys may refuse one it does not know).
    ...(apiKey ? {} : { defaultHeaders: { Authorization: null } }),
  });
}

function modelApi(openai: OpenAI): ModelApi {
  return {
    chat: (body, signal) => openai.chat.completions.create({ ...body, stream: false }, { signal }),
    completion: (body, signal) => openai.completions.create({ ...body, stream: false }, { signal }),
    models: async () => {
      const ids: string[] = [];
      for await (const m of openai.models.list({ timeout: 10_000 })) ids.push(m.id);
      return ids;
    },
  };
}

/** The endpoint a run asks, with core's retries, counts and messages. */
export function openModelEndpoint(spec: ModelSpec, apiKey: string): ModelEndpoint {
  const words = browserWording(spec, !!apiKey);
  return new ModelEndpoint(modelApi(client(spec.endpoint, apiKey, spec.timeoutMs)), {
    model: spec.model,
    sampling: spec.sampling,
    retry: spec.retry,
    where: words.where,
    modelField: 'the Model field',
    classify: (e, probe) => classifyRequestError(browserRequestError(e), probe, words),
  });
}

/** The models an endpoint lists (the "List models" button): the page's first contact with it, so its failure is worded as a first request's. */
export async function listModels(endpoint: URL, apiKey: string): Promise<string[]> {
  try {
    return await modelApi(client(endpoint, apiKey, 15_000)).models();
  } catch (e) {
    const words = browserWording({ endpoint, timeoutMs: 15_000 }, !!apiKey);
    const failure = classifyRequestError(browserRequestError(e), true, words);
    throw new Error(!failure.retry && failure.status === 404 ? explainNotFound(failure.reason, '', words.where, undefined) : failure.reason);
  }
}
