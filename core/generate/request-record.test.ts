import { describe, expect, it } from 'vitest';
import { endpointWithoutSecrets, requestMismatch, usageOf, type RequestIdentity } from './request-record.ts';

describe('the request record', () => {
  it('writes the endpoint down without credentials, query or fragment', () => {
    expect(endpointWithoutSecrets('https://user:sk-secret@example.com/openai/v1/?api-key=sk-secret#x')).toBe('https://example.com/openai/v1');
    expect(endpointWithoutSecrets('http://127.0.0.1:8000/v1')).toBe('http://127.0.0.1:8000/v1');
  });

  it('names every difference that forbids adding answers to a folder', () => {
    const a: RequestIdentity = {
      task: 'generation',
      model: 'm',
      api: 'chat',
      parameters: { temperature: 0, top_p: 0.95, max_tokens: 1024, system: null },
      prompt_template_sha256: 'h',
      dataset_sha256: 'd',
    };
    expect(requestMismatch(a, { ...a })).toBeUndefined();
    expect(requestMismatch(a, { ...a, model: 'other', parameters: { ...a.parameters, temperature: 0.8 } })).toBe('model "m" there, "other" now; temperature 0 there, 0.8 now');
  });

  it('counts a response without usage instead of guessing its tokens', () => {
    expect(usageOf(undefined)).toEqual({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, responses_without_usage: 1 });
    expect(usageOf({ prompt_tokens: 3, completion_tokens: 4 })).toEqual({ prompt_tokens: 3, completion_tokens: 4, total_tokens: 7, responses_without_usage: 0 });
  });
});
