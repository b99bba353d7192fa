/**
 * N-queens benches: the bit-mask count for n = 12 (ten counts a run) and n = 14, each beside the
 * same count in C (bench/c/queens.c, compiled with cc -O2 when the bench runs); min-conflicts on
 * a million queens. The C rows run as child processes, so they include a process start (about a
 * millisecond), which is why n = 12 counts ten times a run.
 */
import { bitCount } from '../src/solvers/queens/backtrack.ts'
import { minConflictsLarge } from '../src/solvers/queens/local.ts'
import { runC, skipUnlessCompiled } from './c/compile.ts'
import { register } from './lib.ts'

const TWELVE_REPS = 10
let seed = 0

register(
  {
    name: 'queens/count-12',
    ops: TWELVE_REPS,
    runs: 15,
    warmup: 5,
    run: () => {
      let s = 0
      for (let k = 0; k < TWELVE_REPS; k++) s += bitCount(12).solutions
      return s
    },
  },
  {
    name: 'queens/count-12-c',
    ops: TWELVE_REPS,
    runs: 15,
    warmup: 2,
    skip: skipUnlessCompiled('queens'),
    run: () => runC('queens', ['12', String(TWELVE_REPS)])[0],
  },
  { name: 'queens/count-14', ops: 1, runs: 5, warmup: 2, run: () => bitCount(14).solutions },
  {
    name: 'queens/count-14-c',
    ops: 1,
    runs: 5,
    warmup: 1,
    skip: skipUnlessCompiled('queens'),
    run: () => runC('queens', ['14', '1'])[0],
  },
  {
    name: 'queens/min-conflicts-1e6',
    ops: 1,
    runs: 3,
    warmup: 1,
    run: () => {
      const r = minConflictsLarge(1_000_000, { seed: ++seed })
      if (!r.solved) throw new Error(`min-conflicts did not solve a million queens (seed ${seed}).`)
      process.stderr.write(
        `  queens/min-conflicts-1e6: seed ${seed}, ${r.steps.toLocaleString('en-US')} repair steps, ${r.startConflicts.toLocaleString('en-US')} queens in conflict after the greedy start\n`,
      )
      return r.steps
    },
  },
)
