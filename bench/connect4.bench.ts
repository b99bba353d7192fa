/**
 * Connect Four's exact solve of 4453452 (7 stones; score 3, best column 3), as `connect4 solve`
 * runs it: on one thread (`--threads 1`, the default) `Solver.analyse` on one table; on every core
 * (`--threads N`) split at the root (src/solvers/connect4/split.ts, src/cli/split-connect4.ts: one
 * thread a column at most, each column's table a copy of the probe's). The split answers the same
 * scores and best columns with a count of its own (the probe's and every column's). The
 * every-core row's speed-up column is over the one-thread row. Each run prints its CPU time (every
 * thread's) and the load.
 */
import { availableParallelism, loadavg } from 'node:os'
import { columnsOnThreads } from '../src/cli/split-connect4.ts'
import { parsePosition, Solver, type Analysis } from '../src/solvers/connect4/index.ts'
import { analyseSplit } from '../src/solvers/connect4/split.ts'
import { register, type Bench } from './lib.ts'

const POSITION = '4453452'
const ONE_TABLE_NODES = 16_050_566
const SPLIT_NODES = 18_778_633 // the probe's 1,000,001 and the columns' 17,778,632

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
const cores = Math.min(availableParallelism(), 7)

register(
  row(
    `connect4/${POSITION}-solve`,
    (s) => {
      s.reset()
      return s.analyse(p)
    },
    ONE_TABLE_NODES,
    1,
  ),
  row(
    `connect4/${POSITION}-solve-all-cores`,
    (s) => analyseSplit(s, p, columnsOnThreads(cores)),
    SPLIT_NODES,
    cores,
  ),
)
