/**
 * Connect Four's exact solve split at the root (issue 33, src/solvers/connect4/split.ts), what
 * `connect4 solve` runs: on one thread (`--threads 1`: the columns one after another, each on a
 * cleared table) and on every core (src/cli/split-connect4.ts, one thread a column at most), with
 * the same answer and count; and, for comparison, Solver.analyse on one table, as `connect4 solve`
 * ran before the split. The position, 4453452 (7 stones), takes a few seconds on one thread. Each
 * run prints its CPU time (every thread's) and the load.
 */
import { availableParallelism, loadavg } from 'node:os'
import { columnsOnThreads } from '../src/cli/split-connect4.ts'
import { parsePosition, Solver, type Analysis } from '../src/solvers/connect4/index.ts'
import { analyseSplit, eachColumn, type RunColumns } from '../src/solvers/connect4/split.ts'
import { register, type Bench } from './lib.ts'

const POSITION = '4453452'
const SPLIT_NODES = 20_545_504 // the probe's 1,000,001 and the columns' 19,545,503

function row(name: string, analyse: (solver: Solver) => Analysis, nodes: number, threads: number): Bench {
  let solver: Solver | null = null
  const bench: Bench = {
    name,
    runs: 3,
    warmup: 1,
    ops: nodes,
    baseline: name === `connect4/${POSITION}-solve` ? undefined : `connect4/${POSITION}-solve`,
    setup: () => {
      solver ??= new Solver(7, 6)
    },
    run: () => {
      const cpu = process.cpuUsage()
      const a = analyse(solver!)
      if (a.score !== 3 || a.best.join() !== '3' || a.nodes !== nodes)
        throw new Error(`${name}: score ${a.score}, best ${a.best}, ${a.nodes} nodes`)
      const { user, system } = process.cpuUsage(cpu)
      process.stderr.write(
        `  ${name}: ${threads} thread${threads > 1 ? 's' : ''}, ${a.nodes.toLocaleString('en-US')} nodes, CPU ${((user + system) / 1e6).toFixed(2)} s, load ${loadavg()[0].toFixed(1)}\n`,
      )
      return a.nodes
    },
  }
  return bench
}

const p = parsePosition(POSITION)
const split = (run: (s: Solver) => RunColumns) => (s: Solver) => analyseSplit(s, p, run(s))
const cores = availableParallelism()

register(
  row(`connect4/${POSITION}-solve`, split(eachColumn), SPLIT_NODES, 1),
  row(
    `connect4/${POSITION}-solve-all-cores`,
    split(() => columnsOnThreads(cores)),
    SPLIT_NODES,
    Math.min(cores, 7),
  ),
  row(
    `connect4/${POSITION}-solve-one-table`,
    (s) => {
      s.reset()
      return s.analyse(p)
    },
    16_050_566,
    1,
  ),
)
