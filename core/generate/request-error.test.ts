import { describe, expect, it } from 'vitest';
import { classifyRequestError, explainNotFound, type FailureWording } from './request-error.ts';

const words: FailureWording = {
  where: 'http://127.0.0.1:8000/v1',
  timeout: 'no answer within 600 s (--timeout)',
  keyAdvice: 'check the key in $KEY',
  unreachable: (message) => `cannot reach it (${message})`,
};

describe('classifyRequestError', () => {
  it('retries timeouts, dropped connections, 429, 408 and 5xx, taking the server\'s Retry-After', () => {
    expect(classifyRequestError({ kind: 'timeout' }, false, words)).toEqual({ retry: true, reason: 'no answer within 600 s (--timeout)' });
    expect(classifyRequestError({ kind: 'connection', message: 'other side closed', unreachable: false }, true, words)).toEqual({ retry: true, reason: 'connection failed (other side closed)' });
    expect(classifyRequestError({ kind: 'status', status: 429, message: '429 slow down', headers: new Headers({ 'retry-after': '3' }) }, false, words)).toEqual({
      retry: true,
      reason: '429 slow down',
      retryAfterMs: 3000,
    });
    for (const status of [408, 500, 502, 503]) expect(classifyRequestError({ kind: 'status', status, message: String(status) }, false, words).retry).toBe(true);
  });

  it('stops the run at the first request when nothing can be reached, but retries the same error in the middle of a run (one dropped connection)', () => {
    const error = { kind: 'connection', message: 'connect ECONNREFUSED', unreachable: true } as const;
    expect(classifyRequestError(error, true, words)).toEqual({ retry: false, fatal: true, reason: 'cannot reach it (connect ECONNREFUSED)' });
    expect(classifyRequestError(error, false, words)).toEqual({ retry: true, reason: 'connection failed (connect ECONNREFUSED)' });
  });

  it('stops the run on a refused key or an unknown model, wherever it happens, with the platform\'s advice', () => {
    expect(classifyRequestError({ kind: 'status', status: 401, message: '401 Incorrect API key provided.' }, false, words)).toEqual({
      retry: false,
      fatal: true,
      reason: 'http://127.0.0.1:8000/v1 refused the API key (401 Incorrect API key provided.): check the key in $KEY',
    });
    expect(classifyRequestError({ kind: 'status', status: 403, message: '403' }, false, words)).toMatchObject({ retry: false, fatal: true });
    expect(classifyRequestError({ kind: 'status', status: 404, message: '404 no such model' }, false, words)).toEqual({ retry: false, fatal: true, reason: '404 no such model', status: 404 });
  });

  it('gives up on one answer after another 4xx (a prompt too long), unless it is the first request', () => {
    const tooLong = { kind: 'status', status: 400, message: '400 context length exceeded' } as const;
    expect(classifyRequestError(tooLong, false, words)).toEqual({ retry: false, fatal: false, reason: '400 context length exceeded', status: 400 });
    expect(classifyRequestError(tooLong, true, words)).toMatchObject({ retry: false, fatal: true });
    expect(classifyRequestError({ kind: 'other', message: 'bad JSON' }, false, words)).toEqual({ retry: false, fatal: false, reason: 'bad JSON' });
  });
});

describe('explainNotFound', () => {
  it('names the models the endpoint serves, or says that nothing OpenAI-like answers at that path', () => {
    expect(explainNotFound('404 The model `m` does not exist.', 'm', 'http://h/v1', ['a', 'b'], '--model')).toBe(
      '404 The model `m` does not exist.: model "m" is not served at http://h/v1; it serves: a, b (--model)',
    );
    expect(explainNotFound('404', 'm', 'http://h/v1', [])).toBe('404: model "m" is not served at http://h/v1; it serves: nothing listed');
    expect(explainNotFound('404 Not Found', 'm', 'http://h', undefined)).toMatch(/^404 Not Found: no OpenAI-compatible API answers at http:\/\/h; the base URL usually ends in \/v1/);
  });
});
