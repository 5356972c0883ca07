import { describe, expect, it } from 'vitest';
import { ModelEndpoint, chatAnswer, type ChatRequest, type ModelApi } from './model-endpoint.ts';
import { modelPrompt } from './prompt.ts';
import { GaveUp, type RetryPolicy } from './retry.ts';

const sampling = { temperature: 0, top_p: 0.95, max_tokens: 1024, system: null };
const fast: RetryPolicy = { retries: 2, baseMs: 1, capMs: 2, maxRetryAfterMs: 1000 };
const never = () => Promise.reject(new Error('not asked'));

/** An API that answers from a script: each call takes the next step (an answer or an error to throw). */
function scripted(steps: (() => unknown)[], models: () => Promise<string[]> = () => Promise.resolve(['m'])) {
  const bodies: ChatRequest[] = [];
  const signals: AbortSignal[] = [];
  const api: ModelApi = {
    chat: async (body, signal) => {
      bodies.push(body);
      signals.push(signal);
      return (steps.shift() ?? (() => ({})))() as never;
    },
    completion: async () => ({ choices: [{ text: 'completed', finish_reason: 'length' }], usage: { prompt_tokens: 1, completion_tokens: 2 } }),
    models,
  };
  return { api, bodies, signals };
}

describe('chatAnswer', () => {
  it('keeps an empty or refused answer as an answer: empty text, with the refusal', () => {
    expect(chatAnswer({ choices: [{ message: { content: 'int f();', refusal: null }, finish_reason: 'stop' }] })).toEqual({ text: 'int f();', finishReason: 'stop' });
    expect(chatAnswer({ choices: [{ message: { content: null, refusal: 'I cannot help with that.' }, finish_reason: 'stop' }] })).toEqual({
      text: '',
      finishReason: 'stop',
      refusal: 'I cannot help with that.',
    });
    expect(chatAnswer({ choices: [] })).toEqual({ text: '', finishReason: null });
  });
});

describe('ModelEndpoint', () => {
  it('sends the model and sampling with the prompt, and adds up token usage, counting responses without it', async () => {
    const { api, bodies } = scripted([
      () => ({ choices: [{ message: { content: 'a' }, finish_reason: 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } }),
      () => ({ choices: [{ message: { content: 'b' }, finish_reason: 'stop' }] }),
    ]);
    const endpoint = new ModelEndpoint(api, { model: 'm', sampling, retry: fast, where: 'http://h/v1', classify: () => ({ retry: false, fatal: true, reason: 'x' }) });
    const signal = new AbortController().signal;
    expect(await endpoint.ask(modelPrompt('q1', 'chat', 'sys'), signal, true)).toEqual({ text: 'a', finishReason: 'stop' });
    expect(await endpoint.ask(modelPrompt('q2', 'chat'), signal, false)).toEqual({ text: 'b', finishReason: 'stop' });
    expect(await endpoint.ask(modelPrompt('q3', 'completions'), signal, false)).toEqual({ text: 'completed', finishReason: 'length' });
    expect(bodies[0]).toEqual({ model: 'm', temperature: 0, top_p: 0.95, max_tokens: 1024, messages: [{ role: 'system', content: 'sys' }, { role: 'user', content: 'q1' }] });
    expect(endpoint.usage).toEqual({ prompt_tokens: 11, completion_tokens: 7, total_tokens: 18, responses_without_usage: 1 });
    expect(endpoint.requests).toBe(3);
  });

  it('retries what the platform calls retryable, counting each retry, and tells the probe apart', async () => {
    const { api } = scripted([
      () => {
        throw new Error('503');
      },
      () => ({ choices: [{ message: { content: 'ok' }, finish_reason: 'stop' }] }),
    ]);
    const probes: boolean[] = [];
    const retried: string[] = [];
    const endpoint = new ModelEndpoint(api, {
      model: 'm',
      sampling,
      retry: fast,
      where: 'http://h/v1',
      classify: (e, probe) => (probes.push(probe), { retry: true, reason: (e as Error).message }),
    });
    expect((await endpoint.ask(modelPrompt('q', 'chat'), new AbortController().signal, true, (reason) => retried.push(reason))).text).toBe('ok');
    expect({ requests: endpoint.requests, retries: endpoint.retries, probes, retried }).toEqual({ requests: 2, retries: 1, probes: [true], retried: ['503'] });
  });

  it('gives each request its own signal, aborted when the run is', async () => {
    let release: () => void = () => {};
    const api: ModelApi = {
      chat: (_, signal) =>
        new Promise((_resolve, reject) => {
          release = () => reject(new Error('never answered'));
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
      completion: never,
      models: never,
    };
    const endpoint = new ModelEndpoint(api, { model: 'm', sampling, retry: fast, where: 'w', classify: () => ({ retry: true, reason: 'r' }) });
    const run = new AbortController();
    const pending = endpoint.ask(modelPrompt('q', 'chat'), run.signal, false);
    run.abort(new Error('interrupted'));
    await expect(pending).rejects.toThrow('interrupted');
    release();
  });

  it('explains a 404 with the models the endpoint lists, or says that no OpenAI API answers there', async () => {
    const notFound = new GaveUp('404 The model `x` does not exist.', 1, true, 404);
    const listing = new ModelEndpoint(scripted([], () => Promise.resolve(['replay-model'])).api, { model: 'x', sampling, where: 'http://h/v1', modelField: 'the Model field', classify: () => ({ retry: false, fatal: true, reason: '' }) });
    expect(await listing.explain(notFound)).toBe('404 The model `x` does not exist.: model "x" is not served at http://h/v1; it serves: replay-model (the Model field)');
    const nothing = new ModelEndpoint(scripted([], () => Promise.reject(new Error('404'))).api, { model: 'x', sampling, where: 'http://h', classify: () => ({ retry: false, fatal: true, reason: '' }) });
    expect(await nothing.explain(notFound)).toContain('no OpenAI-compatible API answers at http://h');
    expect(await nothing.explain(new GaveUp('401 bad key', 1, true, 401))).toBe('401 bad key');
  });
});
