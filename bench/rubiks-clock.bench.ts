/**
 * Rubik's Clock benches: the optimal solver on 100 seeded random positions (the target:
 * median under 1 s, worst under 10 s, one thread), the slowest of them alone, the median one
 * alone, any solution by linear algebra (CRT) on the same positions, and the optimal solver in
 * the hour metric on them.
 */
import { timed } from '../src/solvers/contract.ts'
import { randomDials, solveAny, solveOptimal, type Dials } from '../src/solvers/rubiks-clock/index.ts'
import { mulberry32, register } from './lib.ts'

const random = mulberry32(12)
const positions: Dials[] = Array.from({ length: 100 }, () => randomDials(random))
let slowest: Dials = positions[0]
let median: Dials = positions[0]

/** Time each position once (after a warm-up) to pick the slowest and the median one. */
let ranked = false
function rank(): void {
  if (ranked) return
  ranked = true
  for (let k = 0; k < 3; k++) solveOptimal(positions[k])
  const times = positions.map((dials) => ({ dials, ms: timed(() => solveOptimal(dials)).ms }))
  times.sort((a, b) => a.ms - b.ms)
  slowest = times[times.length - 1].dials
  median = times[times.length >> 1].dials
}

register(
  {
    name: 'rubiks-clock/optimal-random-100',
    ops: 100,
    runs: 3,
    warmup: 1,
    run: () => positions.reduce((sum, dials) => sum + solveOptimal(dials).length, 0),
  },
  {
    name: 'rubiks-clock/optimal-median-of-100',
    ops: 1,
    runs: 15,
    warmup: 3,
    setup: rank,
    run: () => solveOptimal(median).length,
  },
  {
    name: 'rubiks-clock/optimal-worst-of-100',
    ops: 1,
    runs: 15,
    warmup: 3,
    setup: rank,
    run: () => solveOptimal(slowest).length,
  },
  {
    name: 'rubiks-clock/any-solution-crt-100',
    ops: 100,
    runs: 15,
    run: () => positions.reduce((sum, dials) => sum + solveAny(dials)[0], 0),
  },
)

// The hour metric (a turn of t hours costs min(t, 12 − t)) on the same positions; the article's
// distribution in that metric is the seeded sample in src/data/rubiks-clock/metric-sample.json.
register({
  name: 'rubiks-clock/optimal-hour-metric-random-100',
  ops: 100,
  runs: 3,
  warmup: 1,
  run: () => positions.reduce((sum, dials) => sum + solveOptimal(dials, { metric: 'hour' }).cost, 0),
})
