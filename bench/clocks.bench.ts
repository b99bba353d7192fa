/**
 * Clocks benches: each solver on the same seeded random positions, brute force on its worst
 * position, and the real CLI end to end on all 262,144 positions.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import {
  POSITIONS,
  bruteForce,
  bruteForceWorst,
  decode,
  formatDials,
  solveByElimination,
  solveByInverse,
  solveClosedForm,
  solveCode,
} from '../src/solvers/clocks/index.ts'
import { mulberry32, register } from './lib.ts'

const BATCH = 10_000
const random = mulberry32(94)
const codes = Int32Array.from({ length: BATCH }, () => Math.floor(random() * POSITIONS))
const positions = Array.from(codes, (code) => decode(code))
const out = new Uint8Array(9)

/** Solve every sampled position with `solve`; returns a checksum for the sink. */
function batch(solve: (dials: Uint8Array, out: Uint8Array) => Uint8Array): number {
  let sum = 0
  for (const dials of positions) sum += solve(dials, out)[4]
  return sum
}

const CLI = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url))
let allInput = ''

register(
  { name: 'clocks/closed-form', ops: BATCH, runs: 25, run: () => batch(solveClosedForm) },
  {
    name: 'clocks/closed-form-packed',
    ops: BATCH,
    runs: 25,
    run: () => codes.reduce((sum, code) => sum ^ solveCode(code), 0),
  },
  { name: 'clocks/elimination', ops: BATCH, runs: 15, run: () => batch(solveByElimination) },
  { name: 'clocks/inverse', ops: BATCH, runs: 25, run: () => batch(solveByInverse) },
  { name: 'clocks/brute-force-worst', ops: 1, runs: 15, run: () => bruteForce(bruteForceWorst()).tried },
  {
    name: 'clocks/all-262144',
    ops: POSITIONS,
    runs: 3,
    warmup: 1,
    setup: () => {
      allInput = Array.from({ length: POSITIONS }, (_, code) => formatDials(decode(code))).join('\n') + '\n'
    },
    run: () => {
      const child = spawnSync(process.execPath, [CLI, 'clocks', 'solve', '-'], {
        input: allInput,
        maxBuffer: 1 << 26,
      })
      const lines = child.stdout.toString().split('\n').length - 1
      if (child.status !== 0 || lines !== POSITIONS)
        throw new Error(`CLI gave ${lines} lines, exit ${child.status}.`)
      return lines
    },
  },
)
