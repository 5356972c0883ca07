import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { classifyRequestError } from '@mcjudge/core';
import { describe, expect, it } from 'vitest';
import { blockedMessage, browserRequestError, browserWording } from './model-client.ts';

const page = { origin: 'http://127.0.0.1:8080', protocol: 'http:' };

describe('blockedMessage', () => {
  it('for another origin names CORS first, says how to tell it from a dead address, and how vLLM, Ollama and llama.cpp allow the page', () => {
    const m = blockedMessage(new URL('http://gpu-box:8000/v1/'), page);
    expect(m).toContain('The browser could not read an answer from http://gpu-box:8000/v1.');
    expect(m).toContain('CORS: its answers must carry Access-Control-Allow-Origin for http://127.0.0.1:8080');
    expect(m).toContain('or nothing listens there');
    expect(m).toContain('If `curl http://gpu-box:8000/v1/models` answers, it is CORS.');
    expect(m).toContain(`vllm serve MODEL --allowed-origins '["http://127.0.0.1:8080"]'`);
    expect(m).toContain('OLLAMA_ORIGINS=http://127.0.0.1:8080 ollama serve');
    expect(m).toContain("llama.cpp's llama-server allows every page by default");
    expect(m).toContain('mcjudge run --endpoint http://gpu-box:8000/v1');
  });

  it('never blames CORS for the page\'s own origin, and names mixed content for an https page calling plain http', () => {
    expect(blockedMessage(new URL('http://127.0.0.1:8080/v1'), page)).toMatch(/^No answer from http:\/\/127\.0\.0\.1:8080\/v1: nothing answers at that address/);
    const secure = { origin: 'https://mcjudge.example', protocol: 'https:' };
    expect(blockedMessage(new URL('http://gpu-box:8000/v1'), secure)).toContain('mixed content');
    // Loopback over http is allowed from a secure page: then it is CORS or nothing.
    expect(blockedMessage(new URL('http://127.0.0.1:8000/v1'), secure)).toContain('CORS');
  });
});

describe('browserRequestError', () => {
  it('reads the browser\'s opaque fetch TypeError as "unreachable", so that the first request stops with the CORS message and a later one is retried', () => {
    const error = new APIConnectionError({ cause: new TypeError('Failed to fetch') });
    expect(browserRequestError(error)).toEqual({ kind: 'connection', message: 'Failed to fetch', unreachable: true });
    const words = browserWording({ endpoint: new URL('http://gpu-box:8000/v1'), timeoutMs: 600_000 }, false, page as Location);
    const first = classifyRequestError(browserRequestError(error), true, words);
    expect(first).toMatchObject({ retry: false, fatal: true });
    expect(first.reason).toContain('CORS');
    expect(classifyRequestError(browserRequestError(error), false, words)).toEqual({ retry: true, reason: 'connection failed (Failed to fetch)' });
  });

  it('reads timeouts and HTTP answers, keeping the headers for Retry-After', () => {
    expect(browserRequestError(new APIConnectionTimeoutError())).toEqual({ kind: 'timeout' });
    const headers = new Headers({ 'retry-after': '2' });
    const limited = APIError.generate(429, { error: { message: 'slow down' } }, undefined, headers);
    expect(browserRequestError(limited)).toMatchObject({ kind: 'status', status: 429, headers });
    const words = browserWording({ endpoint: new URL('http://h/v1'), timeoutMs: 1000 }, true, page as Location);
    expect(classifyRequestError(browserRequestError(limited), false, words)).toMatchObject({ retry: true, retryAfterMs: 2000 });
    const refused = classifyRequestError(browserRequestError(APIError.generate(401, { error: { message: 'bad key' } }, undefined, new Headers())), false, words);
    expect(refused).toMatchObject({ retry: false, fatal: true });
    expect(refused.reason).toContain('check the API key field');
  });
});
