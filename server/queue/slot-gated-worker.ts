import { Worker, type Job, type Processor, type WorkerOptions } from 'bullmq';
import type { ExecResult } from '@mcjudge/core';
import type { SlotGate } from './slot-gate.ts';

/**
 * A BullMQ worker that claims a job only while it holds one of the host's slots. A host serves one
 * queue per language, each with its own BullMQ worker; without the gate each would claim up to its
 * concurrency and sit on jobs another host could run. Here the wait for a slot comes before the claim
 * (`moveToActive`), so a busy host leaves jobs in the queue for idle ones. A finished job's slot goes
 * to the next job of the same queue in the same Redis call (BullMQ's fetch-next, one round trip less)
 * only while no other queue of this host waits for a slot; otherwise it is given back to the gate.
 */
export class SlotGatedWorker extends Worker<unknown, ExecResult> {
  private readonly gate: SlotGate;
  /** Jobs claimed through moveToActive, each with a slot of its own (BullMQ may return one from processJob). */
  private readonly slotted = new WeakSet<Job<unknown, ExecResult>>();

  constructor(name: string, processor: Processor<unknown, ExecResult>, options: WorkerOptions, gate: SlotGate) {
    // Not autorun: the fetch loop must not start before `gate` is set (call run()).
    super(name, processor, { ...options, autorun: false });
    this.gate = gate;
  }

  protected override async moveToActive(token: string, name?: string): Promise<Job<unknown, ExecResult>> {
    // BullMQ's own moveToActive returns undefined when the queue is empty; its declared type does not say so.
    const none = undefined as unknown as Job<unknown, ExecResult>;
    if (!(await this.gate.acquire())) return none;
    try {
      const job = await super.moveToActive(token, name);
      if (job) this.slotted.add(job);
      else this.gate.release();
      return job;
    } catch (e) {
      this.gate.release();
      throw e;
    }
  }

  override async processJob(job: Job<unknown, ExecResult>, token: string): Promise<void | Job<unknown, ExecResult>> {
    let next: void | Job<unknown, ExecResult> = undefined;
    try {
      next = await super.processJob(job, token, () => this.gate.waiters === 0 && !this.gate.isClosed);
      return next;
    } finally {
      // A next job claimed with this one's completion takes over its slot (the main loop processes it
      // next); one claimed through moveToActive came with a slot of its own.
      if (!next || this.slotted.has(next)) this.gate.release();
    }
  }
}
