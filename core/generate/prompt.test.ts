import { describe, expect, it } from 'vitest';
import { modelPrompt, promptTemplateHash, taskText } from './prompt.ts';

describe('the request', () => {
  const task = { prompt: '#include <stdio.h>\nint f()', instruction: 'Write a C function `int f()` to solve the following problem:\nReturn 1.' };

  it('sends the instruction as the one user message, after an optional system message', () => {
    expect(modelPrompt(task.instruction, 'chat')).toEqual({ api: 'chat', messages: [{ role: 'user', content: task.instruction }] });
    expect(modelPrompt(task.instruction, 'chat', 'You are a helpful assistant.')).toEqual({
      api: 'chat',
      messages: [
        { role: 'system', content: 'You are a helpful assistant.' },
        { role: 'user', content: task.instruction },
      ],
    });
  });

  it('sends a base model the record prompt for generation, and the instruction for the other kinds', () => {
    expect(taskText({ ...task, kind: 'generation' }, 'completions')).toBe(task.prompt);
    expect(taskText({ ...task, kind: 'generation' }, 'chat')).toBe(task.instruction);
    expect(taskText({ ...task, kind: 'completion' }, 'completions')).toBe(task.instruction);
    expect(modelPrompt(task.prompt, 'completions')).toEqual({ api: 'completions', prompt: task.prompt });
  });

  it('hashes the prompt setup: the API and the system message change it', async () => {
    const chat = await promptTemplateHash('chat');
    expect(chat).toMatch(/^[0-9a-f]{64}$/);
    expect(await promptTemplateHash('chat')).toBe(chat);
    expect(await promptTemplateHash('completions')).not.toBe(chat);
    expect(await promptTemplateHash('chat', 'You are a helpful assistant.')).not.toBe(chat);
  });
});
