import type { Program, SampleResult, StepOutcome } from '@mcjudge/core';

/** Everything `mcjudge inspect` shows for one sample, gathered from results.jsonl, the samples and the dataset. */
export interface Inspection {
  result: SampleResult;
  /** The model's raw answer, or why it cannot be shown. */
  answer: { text: string; source: string; changed: boolean } | { missing: string };
  /** What the extractor took from the answer (in the run's mode), or why it found nothing. */
  extraction?: { code: string; method: string; fallback?: string } | { reason: string };
  program?: Program;
  /** The program assembled now is the one that ran (same sha256 as in results.jsonl). */
  programMatches?: boolean;
  /** JSON, HTML, Markdown: the reference the answer is compared with. */
  reference?: { path: string; text: string };
}

const section = (title: string, body: string) => `== ${title}\n${body.replace(/\n$/, '')}\n`;

function stepEnd(o: Pick<StepOutcome, 'exit_code' | 'signal' | 'timed_out' | 'memory_exceeded'>): string {
  if (o.timed_out) return 'timed out';
  if (o.memory_exceeded) return 'exceeded the memory limit';
  return o.signal ? `killed by ${o.signal}` : `exit code ${o.exit_code}`;
}

function outputs(r: SampleResult, program: Program | undefined): string {
  const o = r.outcome;
  if (!o) {
    if (program && !program.steps.length) return 'nothing ran: the answer itself is judged\n';
    if (r.status === 'passed') return 'not kept for a passing sample\n';
    if (r.status === 'extract_error' || r.status === 'unavailable' || r.status === 'infra_error') return 'nothing ran\n';
    return 'none recorded (a result written before mcjudge kept outputs)\n';
  }
  const stream = (name: string, tail: string, omitted: number) =>
    `-- ${name}${omitted ? ` (its last 2 KB; ${omitted} earlier bytes left out)` : ''}${tail ? '' : ': empty'}\n${tail ? tail.replace(/\n?$/, '\n') : ''}`;
  return (
    `${o.step}: ${stepEnd(o)}${o.truncated ? ' (the executor cut its output at its cap)' : ''}\n` +
    stream('stdout', o.stdout_tail, o.stdout_omitted_bytes) +
    stream('stderr', o.stderr_tail, o.stderr_omitted_bytes)
  );
}

function commands(p: Program): string {
  if (!p.steps.length) return 'none: the answer is compared with the reference, not run\n';
  return p.steps
    .map((s) => `${s.name}: ${s.argv.join(' ')}  (in ${s.cwd || '.'}, limit ${Math.round(s.timeoutMs / 1000)} s${s.ignoreFailure ? ', failure ignored' : ''}${s.env ? `, env ${Object.keys(s.env).join(' ')}` : ''})`)
    .join('\n');
}

/** The text of an inspection: header, raw answer, extracted code, program files, commands, outputs, verdict. */
export function formatInspection(i: Inspection): string {
  const r = i.result;
  const who = r.selftest ? ` (${r.selftest} program)` : '';
  const parts = [
    `${r.task_id} ${r.kind}${r.variant ? ` (${r.variant})` : ''} #${r.generation}${who}: ${r.status}\n` +
      `mode ${r.mode}; runtime ${r.runtime.id} ${r.runtime.version}; ${r.wall_ms} ms${r.level ? `; level ${r.level}` : ''}\n`,
  ];
  if ('text' in i.answer)
    parts.push(section(`raw answer (${i.answer.source}${i.answer.changed ? '; WARNING: it changed since the run' : ''})`, i.answer.text));
  else parts.push(section('raw answer', i.answer.missing));
  if (i.extraction)
    parts.push(
      'code' in i.extraction
        ? section(`extracted code (${i.extraction.method}${i.extraction.fallback ? `; ${i.extraction.fallback}` : ''})`, i.extraction.code)
        : section('extracted code', `none: ${i.extraction.reason}`),
    );
  if (i.program) {
    if (i.programMatches === false) parts.push('WARNING: the program assembled now differs from the one that ran (its sha256 in results.jsonl); mcjudge changed since\n');
    for (const f of i.program.files) parts.push(section(`program file ${f.path}`, f.text));
    for (const f of i.program.assets) parts.push(section(`asset ${f.path}`, `${f.text.length} characters, copied beside the program`));
    parts.push(section('commands', commands(i.program)));
  }
  if (i.reference) parts.push(section(`reference ${i.reference.path}`, i.reference.text));
  parts.push(section('outputs', outputs(r, i.program)));
  parts.push(
    section(
      'verdict',
      `${r.status}${r.detail ? `: ${r.detail}` : ''}` + (r.paper_status ? `\nthe official harness: ${r.paper_status}` : r.paper_compared ? '\nthe official harness: the same' : ''),
    ),
  );
  return parts.join('\n');
}
