import {
  DEFAULT_RETRY_POLICY,
  SamplingSchema,
  findLanguage,
  type Api,
  type GenerationSpec,
  type CompletionVariant,
  type Language,
  type TaskKind,
} from '@mcjudge/core';

/**
 * The Model source's form, as the page holds it: everything but the API key, which is never part of it
 * (the key lives in the component's memory only, so no code path can save or send it with the form).
 */
export interface ModelForm {
  endpoint: string;
  model: string;
  task: TaskKind;
  /** Completion only: the variants asked (none: all four). */
  variants: CompletionVariant[];
  languages: string[];
  /** The first N tasks of each language (and variant); null (an empty field: undefined): all. */
  limit: number | null | undefined;
  n: number;
  temperature: number;
  topP: number;
  maxTokens: number;
  api: Api;
  system: string;
  concurrency: number;
  timeoutSeconds: number;
}

/** McEval's sampling (greedy, as the paper) and the CLI's defaults; the bundled C tasks to start with. */
export const DEFAULT_FORM: ModelForm = {
  endpoint: 'http://127.0.0.1:8000/v1',
  model: '',
  task: 'generation',
  variants: [],
  languages: ['C'],
  limit: 10,
  n: 1,
  temperature: 0,
  topP: 0.95,
  maxTokens: 1024,
  api: 'chat',
  system: '',
  concurrency: 4,
  timeoutSeconds: 600,
};

/** A checked form: what a run asks, and of whom (the CLI's generate options are the same spec). */
export type ModelSpec = GenerationSpec;

const wholePositive = (x: number | null | undefined) => typeof x === 'number' && Number.isInteger(x) && x > 0;

/** The form as a run spec, or what is wrong with it, one sentence per field. */
export function checkModelForm(form: ModelForm): { spec: ModelSpec; problems?: undefined } | { spec?: undefined; problems: string[] } {
  const problems: string[] = [];
  let endpoint: URL | undefined;
  try {
    endpoint = new URL(form.endpoint.trim());
    if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') problems.push(`Endpoint: an http(s) URL such as http://127.0.0.1:8000/v1, not "${form.endpoint}"`);
    else if (endpoint.username || endpoint.password) problems.push('Endpoint: no credentials in the URL; put the key in the API key field');
  } catch {
    problems.push(`Endpoint: the base URL of an OpenAI-compatible API, such as http://127.0.0.1:8000/v1, not "${form.endpoint}"`);
  }
  const model = form.model.trim();
  if (!model) problems.push('Model: the model name the endpoint serves ("List models" shows them)');
  const languages = form.languages.map((name) => findLanguage(name)).filter((l): l is Language => !!l);
  if (!languages.length) problems.push('Languages: choose at least one');
  if (form.limit != null && !wholePositive(form.limit)) problems.push('Limit: a whole number above 0, or empty for every task');
  if (!wholePositive(form.n)) problems.push('n: a whole number above 0 (answers per task)');
  if (!wholePositive(form.concurrency)) problems.push('Concurrency: a whole number above 0');
  if (!(typeof form.timeoutSeconds === 'number' && form.timeoutSeconds > 0)) problems.push('Timeout: seconds above 0');
  if (form.api === 'completions' && form.system.trim()) problems.push('System message: a chat message; the completions API has none');
  const sampling = SamplingSchema.safeParse({ temperature: form.temperature, top_p: form.topP, max_tokens: form.maxTokens, system: form.system.trim() || null });
  if (!sampling.success) {
    const field = { temperature: 'Temperature: a number of at least 0', top_p: 'Top-p: a number above 0, at most 1', max_tokens: 'Max tokens: a whole number above 0' } as const;
    for (const issue of sampling.error.issues) problems.push(field[issue.path[0] as keyof typeof field] ?? issue.message);
  }
  if (problems.length || !endpoint || !sampling.success) return { problems: [...new Set(problems)] };
  return {
    spec: {
      endpoint,
      model,
      task: form.task,
      ...(form.task === 'completion' && form.variants.length ? { variants: form.variants } : {}),
      languages,
      ...(form.limit != null ? { limit: form.limit } : {}),
      n: form.n,
      api: form.api,
      sampling: sampling.data,
      concurrency: form.concurrency,
      timeoutMs: form.timeoutSeconds * 1000,
      retry: DEFAULT_RETRY_POLICY,
    },
  };
}

/** Where the form is kept between visits (localStorage): the form only, which holds no key. */
export const FORM_STORAGE_KEY = 'mcjudge.model';

/** The form as stored (an empty limit, "all tasks", kept as null). */
export function storedForm(form: ModelForm): string {
  return JSON.stringify({ ...form, limit: form.limit ?? null });
}

/** A stored form, completed with the defaults (fields added later, or a form saved by an older page). */
export function restoreForm(saved: string | null): ModelForm {
  if (!saved) return structuredClone(DEFAULT_FORM);
  try {
    const parsed = JSON.parse(saved) as Record<string, unknown>;
    const form = structuredClone(DEFAULT_FORM) as unknown as Record<string, unknown>;
    for (const key of Object.keys(DEFAULT_FORM) as (keyof ModelForm)[]) {
      const value = parsed[key];
      if (value === undefined) continue;
      if (typeof value === typeof DEFAULT_FORM[key] && Array.isArray(value) === Array.isArray(DEFAULT_FORM[key])) form[key] = value;
      else if (key === 'limit' && value === null) form[key] = null;
    }
    return form as unknown as ModelForm;
  } catch {
    return structuredClone(DEFAULT_FORM);
  }
}
