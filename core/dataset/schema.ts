import { z } from 'zod';

/** One line of a McEval data file, as published (fields vary by language and kind). */
export const TaskRecordSchema = z.object({
  task_id: z.string().regex(/^[^/]+\/\d+(?:-\d+-(?:single|multi|span|light-span))?$/, 'task_id must look like Lang/N or Lang/N-k-variant'),
  prompt: z.string(),
  instruction: z.string(),
  canonical_solution: z.string().optional(),
  test: z.string().optional(),
  entry_point: z.string().optional(),
  signature: z.string().optional(),
  docstring: z.string().optional(),
  level: z.enum(['easy', 'middle', 'hard']).optional(),
  module: z.string().optional(),
  mask_code: z.string().optional(),
});
export type TaskRecord = z.infer<typeof TaskRecordSchema>;

/** One line of a model-output file: McEval's own format (`raw_generation`) or the plain `{task_id, completion}`. */
export const SampleRecordSchema = z
  .object({
    task_id: z.string().min(1),
    raw_generation: z.union([z.array(z.string()), z.string()]).optional(),
    completion: z.string().optional(),
    generation: z.string().optional(),
  })
  .refine((r) => r.raw_generation !== undefined || r.completion !== undefined || r.generation !== undefined, {
    message: 'needs raw_generation (McEval format) or completion (plain format)',
  });
export type SampleRecord = z.infer<typeof SampleRecordSchema>;

export function describeZodError(e: z.ZodError): string {
  return e.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ` : '') + i.message).join('; ');
}
