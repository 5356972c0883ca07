/**
 * npm run bench: mcjudge's wall time (unsandboxed, trusted programs) against a plain shell loop running
 * the same programs with the same parallelism, for the Python, C and Shell generation canonical
 * programs. Prints ratios measured in this one run (median of 3 rounds each). Target: <= 1.2.
 */
import { availableParallelism } from 'node:os';
import { getLanguage } from '../../core/index.ts';
import { NativeExecutor } from '../../server/index.ts';
import { compareTable } from './compare-raw.ts';

const jobs = Number(process.env.JOBS ?? availableParallelism());
const ROUNDS = 3;
console.log(`jobs ${jobs}, ${ROUNDS} rounds, median wall time, no sandbox`);
await compareTable(['Python', 'C', 'Shell'].map(getLanguage), jobs, ROUNDS, () => new NativeExecutor());
console.log('(target <= 1.20)');
