/**
 * Writes metric-sample.json: SAMPLE seeded random positions (seed SEED) solved optimally in both
 * metrics, one length per position in each. The article quotes its distribution; the unit test
 * (tests/unit/rubiks-clock-metric.test.ts) re-solves a slice of it and checks it is this sample.
 * Run: node src/data/rubiks-clock/make-metric-sample.ts  (about 7 minutes on one core)
 */
import { writeFileSync } from 'node:fs'
import { samplePositions } from '../../solvers/rubiks-clock/census.ts'
import { formatPosition } from '../../solvers/rubiks-clock/notation.ts'
import { solveOptimal } from '../../solvers/rubiks-clock/optimal.ts'

export const SEED = 2026
export const SAMPLE = 1000

const positions = samplePositions(SEED, SAMPLE)
const move: number[] = []
const hour: number[] = []
const started = performance.now()
positions.forEach((dials, k) => {
  move.push(solveOptimal(dials, { metric: 'move' }).cost)
  hour.push(solveOptimal(dials, { metric: 'hour' }).cost)
  if ((k + 1) % 100 === 0) console.error(`${k + 1} of ${SAMPLE}`)
})
const ms = performance.now() - started
const data = { seed: SEED, sample: SAMPLE, first: formatPosition(positions[0]), move, hour }
writeFileSync(new URL('./metric-sample.json', import.meta.url), JSON.stringify(data) + '\n')
console.error(`${SAMPLE} positions in ${(ms / 1000).toFixed(0)} s`)
