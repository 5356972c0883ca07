import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, checkModelForm, restoreForm, storedForm, type ModelForm } from './model-spec.ts';

const form = (over: Partial<ModelForm> = {}): ModelForm => ({ ...structuredClone(DEFAULT_FORM), model: 'qwen2.5-coder:7b', ...over });

describe('checkModelForm', () => {
  it('turns the default form into McEval\'s greedy sampling on the first 10 C tasks, through the chat API', () => {
    const { spec, problems } = checkModelForm(form({ endpoint: 'http://127.0.0.1:11434/v1' }));
    expect(problems).toBeUndefined();
    expect(spec).toMatchObject({ model: 'qwen2.5-coder:7b', task: 'generation', limit: 10, n: 1, api: 'chat', concurrency: 4, timeoutMs: 600_000 });
    expect(spec!.endpoint.href).toBe('http://127.0.0.1:11434/v1');
    expect(spec!.languages.map((l) => l.name)).toEqual(['C']);
    expect(spec!.sampling).toEqual({ temperature: 0, top_p: 0.95, max_tokens: 1024, system: null });
    expect(spec!.variants).toBeUndefined();
  });

  it('says what is wrong with each field, one sentence each', () => {
    const { problems } = checkModelForm(
      form({ endpoint: 'ftp://x', model: ' ', languages: ['Klingon'], limit: 0, n: 1.5, topP: 1.5, maxTokens: 0, temperature: -1, api: 'completions', system: 'be nice' }),
    );
    expect(problems).toEqual([
      'Endpoint: an http(s) URL such as http://127.0.0.1:8000/v1, not "ftp://x"',
      'Model: the model name the endpoint serves ("List models" shows them)',
      'Languages: choose at least one',
      'Limit: a whole number above 0, or empty for every task',
      'n: a whole number above 0 (answers per task)',
      'System message: a chat message; the completions API has none',
      'Temperature: a number of at least 0',
      'Top-p: a number above 0, at most 1',
      'Max tokens: a whole number above 0',
    ]);
    expect(checkModelForm(form({ endpoint: 'http://user:sk-1@h/v1' })).problems).toEqual(['Endpoint: no credentials in the URL; put the key in the API key field']);
  });

  it('takes an empty limit (undefined from a number field) as every task, and completion variants only for completion', () => {
    expect(checkModelForm(form({ limit: undefined })).spec?.limit).toBeUndefined();
    expect(checkModelForm(form({ task: 'completion', variants: ['light'] })).spec?.variants).toEqual(['light']);
    expect(checkModelForm(form({ task: 'generation', variants: ['light'] })).spec?.variants).toBeUndefined();
  });
});

describe('the stored form', () => {
  it('keeps every field but the key, which the form never holds, and an empty limit as "all"', () => {
    const saved = storedForm(form({ limit: undefined, languages: ['C', 'Python'] }));
    expect(restoreForm(saved)).toEqual(form({ limit: null, languages: ['C', 'Python'] }));
    expect(Object.keys(JSON.parse(saved)).sort()).toEqual(Object.keys(DEFAULT_FORM).sort());
  });

  it('falls back to the defaults for a missing, broken or mistyped store', () => {
    expect(restoreForm(null)).toEqual(DEFAULT_FORM);
    expect(restoreForm('{not json')).toEqual(DEFAULT_FORM);
    expect(restoreForm(JSON.stringify({ n: 'three', languages: 'C', apiKey: 'sk-x' }))).toEqual(DEFAULT_FORM);
  });
});
