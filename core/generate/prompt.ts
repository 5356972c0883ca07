import { sha256Hex } from '../dataset/manifest.ts';
import type { Task } from '../types.ts';
import { STAGE2_TEMPLATES } from './stage2-instruction.ts';

/**
 * Which API a model is asked through: `chat` (the server applies the model's chat template to one user
 * message) or `completions` (plain text, for base models). docs/generation.md#the-request
 */
export type Api = 'chat' | 'completions';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** One request's body, without the sampling parameters. */
export type ModelPrompt = { api: 'chat'; messages: ChatMessage[] } | { api: 'completions'; prompt: string };

/**
 * The text a task asks the model, before any stage-2 rewrite. Chat: the record's `instruction`, the
 * whole user message (docs/harness/generation.md#the-user-message). Completions: the record's
 * `prompt` for generation, as McEval's script sends base models; explanation and completion send
 * their `instruction`, because their `prompt` field is the generation prompt and does not ask their
 * task (docs/generation.md#the-request).
 */
export function taskText(task: Pick<Task, 'kind' | 'prompt' | 'instruction'>, api: Api): string {
  return api === 'completions' && task.kind === 'generation' ? task.prompt : task.instruction;
}

/** The request for a text: one user message (after the optional system message), or the plain prompt. */
export function modelPrompt(text: string, api: Api, system?: string): ModelPrompt {
  if (api === 'completions') return { api, prompt: text };
  return { api, messages: [...(system !== undefined ? [{ role: 'system' as const, content: system }] : []), { role: 'user', content: text }] };
}

/**
 * sha256 of everything that shapes a prompt besides the task: the API, the system message, which
 * record field each kind sends, and the stage-2 templates. Two runs with the same hash asked the
 * same questions of the same data.
 */
export function promptTemplateHash(api: Api, system?: string): Promise<string> {
  const description = {
    api,
    system: system ?? null,
    text: { generation: api === 'completions' ? 'prompt' : 'instruction', explanation: 'instruction', completion: 'instruction' },
    stage2: STAGE2_TEMPLATES,
  };
  return sha256Hex(JSON.stringify(description));
}
