/**
 * Sliding-puzzle benches: the complete 3×3 BFS (target ≈ a C BFS, 30 ms), BFS with predecessors
 * and the seed's list scan on the same position, the heuristics on seeded random 3×3 positions,
 * the 6-6-3 pattern databases for Korf's goal (checked against the shipped file), Korf's 100
 * instances with and without the reflected lookup (target: at most 25 M nodes), with it also on
 * every core (the instances over the threads, and each search split over them) and in C (bench/c/korf.c, the same search on the same tables), and the complete
 * BFS of the 4×3 and 6×2 boards in 2 bits a position (239,500,800 positions each; peak RSS printed),
 * each beside the same census in C (bench/c/census.c, compiled with cc -O2 when the bench runs).
 * Node-counting benches set `ops` to the nodes expanded, so ns/op is the time per node.
 * Korf's 100 run the fast IDA* (ida-fast.ts); the 3×3 rows the search lab's IDA*
 * (src/solvers/search/idastar.ts) on the sliding adapter, through sliding/search.ts.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { Worker } from 'node:worker_threads'
import { encodePdb } from '../src/solvers/sliding/pdb-file.ts'
import {
  bfsPath,
  buildPatternDb,
  compactBfs,
  completeBfs,
  defaultGoal,
  idaStar,
  idaStarPdb,
  isSolution,
  listScanBfs,
  parseBoard,
  shuffle,
  type Board,
  type PatternDb,
} from '../src/solvers/sliding/index.ts'
import { compactBfsThreads } from '../src/cli/census-threads.ts'
import { splitIdaStar } from '../src/cli/split-ida.ts'
import { runC, skipUnlessCompiled } from './c/compile.ts'
import { mulberry32, register, type Bench } from './lib.ts'

const GOAL3 = defaultGoal(3, 3)
const HARDEST3 = parseBoard('8 6 7/2 5 4/3 0 1') // 31 moves, one of the two farthest from GOAL3
const SEEDLIKE = parseBoard('1 2 3/4 0 5/6 7 8') // 14 moves: short enough for the quadratic scan
const random = mulberry32(8)
const sample: Board[] = Array.from({ length: 50 }, () => shuffle(GOAL3, 200, random))
const db3 = buildPatternDb(GOAL3)
const KORF_GOAL = parseBoard('0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15')
const KORF = readFileSync(new URL('../src/data/sliding/korf100-instances.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map(parseBoard)
let korfDb: PatternDb | null = null

/** IDA* over the 3×3 sample with one heuristic; ops becomes the nodes expanded. */
function idaSample(bench: Bench, heuristic: 'manhattan' | 'linear-conflict' | 'pdb'): number {
  let nodes = 0
  for (const start of sample) nodes += idaStar(start, GOAL3, { heuristic, pdb: db3 })!.expanded
  bench.ops = nodes
  return nodes
}

const benches: Bench[] = [
  { name: 'sliding/3x3-complete-bfs', runs: 15, run: () => completeBfs(GOAL3).reached },
  { name: 'sliding/3x3-bfs-path-hardest', runs: 10, run: () => bfsPath(HARDEST3, GOAL3)!.moves.length },
  {
    name: 'sliding/3x3-list-scan-bfs-14-moves',
    runs: 3,
    warmup: 1,
    run: () => listScanBfs(SEEDLIKE, GOAL3).expanded,
  },
  { name: 'sliding/3x3-bfs-path-14-moves', runs: 10, run: () => bfsPath(SEEDLIKE, GOAL3)!.expanded },
]
const ida = (heuristic: 'manhattan' | 'linear-conflict' | 'pdb'): Bench => {
  const bench: Bench = {
    name: `sliding/3x3-idastar-${heuristic}-x50`,
    runs: 15,
    warmup: 10,
    run: () => idaSample(bench, heuristic),
  }
  return bench
}
benches.push(ida('manhattan'), ida('linear-conflict'), ida('pdb'))
/** The shipped tables' record: a fresh build must give the same bytes. */
const SHIPPED = JSON.parse(
  readFileSync(new URL('../src/data/sliding/korf-663.meta.json', import.meta.url), 'utf8'),
) as { sha256: string }
benches.push({
  name: 'sliding/pdb-6-6-3-build',
  runs: 1,
  warmup: 0,
  run: () => {
    korfDb = buildPatternDb(KORF_GOAL)
    const sha = createHash('sha256').update(encodePdb(korfDb)).digest('hex')
    if (sha !== SHIPPED.sha256)
      throw new Error(
        'The 6-6-3 tables built differ from the shipped korf-663.pdb.gz: run node src/data/sliding/korf-tables.ts.',
      )
    return korfDb.bytes
  },
})

/**
 * Korf's 100 with Korf and Felner's 6-6-3 tables, with or without the reflected lookup, each pass
 * on the WebAssembly kernel (the default, what the CLI and the page run) or, for `kernel: 'js'`,
 * on the same pass in JS (its speed-up column is over the kernel's row: below 1, the JS is slower).
 */
function korfBench(name: string, reflect: boolean, kernel?: 'js'): Bench {
  // With the reflection: warmed and run 3 times, as its every-core and C rows are.
  const bench: Bench = {
    name,
    runs: reflect ? 3 : 1,
    warmup: reflect ? 1 : 0,
    ...(kernel ? { baseline: 'sliding/korf100-reflect' } : {}),
    setup: () => {
      korfDb ??= buildPatternDb(KORF_GOAL)
    },
    run: () => {
      const cpu = process.cpuUsage()
      let nodes = 0
      let total = 0
      for (const start of KORF) {
        const r = idaStarPdb(start, KORF_GOAL, korfDb!, { reflect, kernel })!
        if (!isSolution(start, KORF_GOAL, r.moves)) throw new Error('A Korf solution does not replay.')
        nodes += r.expanded
        total += r.moves.length
      }
      if (total !== 5305) throw new Error(`Korf's 100 sum to ${total} moves, not the published 5305.`)
      bench.ops = nodes
      const { user, system } = process.cpuUsage(cpu)
      process.stderr.write(
        `  ${name}: ${total} moves, ${nodes.toLocaleString('en-US')} nodes expanded, CPU ${((user + system) / 1e6).toFixed(2)} s, load ${loadavg()[0].toFixed(1)}\n`,
      )
      return nodes
    },
  }
  return bench
}
benches.push(
  korfBench('sliding/korf100', false),
  korfBench('sliding/korf100-reflect', true),
  korfBench('sliding/korf100-reflect-js', true, 'js'),
)

/** Blocks this thread until control[1] (threads done) reaches `count`. */
function waitForThreads(control: Int32Array, count: number): void {
  for (let d = Atomics.load(control, 1); d < count; d = Atomics.load(control, 1))
    Atomics.wait(control, 1, d, 1000)
}

/**
 * Korf's 100 over every core (issue 33): one thread a core (bench/korf-thread.ts), the tables in
 * shared memory, each thread taking the next instance from a shared counter. The same searches, so
 * the same 5,305 moves and nodes as `sliding/korf100-reflect`, its baseline; the threads start and
 * get the tables in setup (untimed, as the tables are for the one-core row).
 */
function korfAllCores(): Bench {
  const cores = availableParallelism()
  const control = new Int32Array(new SharedArrayBuffer(8))
  const out = new Float64Array(new SharedArrayBuffer(16 * cores))
  let threads: Worker[] = []
  const bench: Bench = {
    name: 'sliding/korf100-reflect-all-cores',
    runs: 3,
    warmup: 1,
    baseline: 'sliding/korf100-reflect',
    setup: () => {
      korfDb ??= buildPatternDb(KORF_GOAL)
      const tables = korfDb.tables.map((t) => {
        const shared = new Uint8Array(new SharedArrayBuffer(t.length))
        shared.set(t)
        return shared
      })
      const db = { ...korfDb, tables }
      const instances = KORF.map((b) => b.tiles.join(' '))
      Atomics.store(control, 1, 0)
      threads = Array.from({ length: cores }, (_, slot) => {
        const w = new Worker(new URL('./korf-thread.ts', import.meta.url), {
          workerData: { db, instances, control, out, slot },
        })
        w.unref()
        return w
      })
      waitForThreads(control, cores)
    },
    run: () => {
      Atomics.store(control, 0, 0)
      Atomics.store(control, 1, 0)
      for (const t of threads) t.postMessage('go')
      waitForThreads(control, cores)
      let nodes = 0
      let total = 0
      for (let k = 0; k < cores; k++) {
        nodes += out[2 * k]
        total += out[2 * k + 1]
      }
      if (total !== 5305) throw new Error(`Korf's 100 on ${cores} threads sum to ${total} moves, not 5305.`)
      bench.ops = nodes
      process.stderr.write(
        `  ${bench.name}: ${cores} threads, ${total} moves, ${nodes.toLocaleString('en-US')} nodes expanded, load ${loadavg()[0].toFixed(1)}\n`,
      )
      return nodes
    },
  }
  return bench
}

/**
 * The same searches in plain C (bench/c/korf.c) on the same tables, written raw to a file in
 * setup; its moves and nodes are checked against the JS. Its speed-up column is the one-core JS
 * row's median over its own: how many times slower the JS search is (issue 33: at most 2×).
 */
function korfC(): Bench {
  let tablesFile = ''
  let groups: string[] = []
  const input = `${KORF.map((b) => b.tiles.join(' ')).join('\n')}\n`
  return {
    name: 'sliding/korf100-reflect-c',
    runs: 3,
    warmup: 1,
    ops: 20_076_638,
    baseline: 'sliding/korf100-reflect',
    skip: skipUnlessCompiled('korf'),
    setup: () => {
      korfDb ??= buildPatternDb(KORF_GOAL)
      tablesFile = join(mkdtempSync(join(tmpdir(), 'pn-korf-')), 'tables')
      writeFileSync(tablesFile, Buffer.concat(korfDb.tables))
      groups = korfDb.groups.map((g) => g.join(','))
    },
    run: () => {
      const [moves, nodes] = runC('korf', [tablesFile, ...groups], input)
      if (moves !== 5305 || nodes !== 20_076_638)
        throw new Error(`korf.c: ${moves} moves and ${nodes} nodes, not 5305 and 20,076,638 as the JS`)
      return nodes
    },
  }
}
/**
 * Korf's 100 one after another, each one search split over every core (issue 33, src/cli/split-ida.ts,
 * what `sliding solve --threads N` runs): the same moves as one core, so the same 5,305, and the
 * count as one core counts it (the threads' extra work after a solution is not in it). The
 * threads start and get the tables in setup, on the first instance (untimed). It prints the CPU
 * time of the run, every thread's.
 */
function korfSplit(): Bench {
  const cores = availableParallelism()
  const split = splitIdaStar(cores, 0) // every iteration on the threads, none on this one first
  const bench: Bench = {
    name: 'sliding/korf100-split-all-cores',
    runs: 3,
    warmup: 1,
    baseline: 'sliding/korf100-reflect',
    setup: () => {
      korfDb ??= buildPatternDb(KORF_GOAL)
      split(KORF[0], KORF_GOAL, korfDb, {})
    },
    run: () => {
      const cpu = process.cpuUsage()
      let nodes = 0
      let total = 0
      for (const start of KORF) {
        const r = split(start, KORF_GOAL, korfDb!, {})!
        if (!isSolution(start, KORF_GOAL, r.moves)) throw new Error('A split Korf solution does not replay.')
        nodes += r.expanded
        total += r.moves.length
      }
      if (total !== 5305)
        throw new Error(`Korf's 100 split over ${cores} threads sum to ${total} moves, not 5305.`)
      bench.ops = nodes
      const { user, system } = process.cpuUsage(cpu)
      process.stderr.write(
        `  ${bench.name}: ${cores} threads, ${total} moves, ${nodes.toLocaleString('en-US')} nodes (as one core counts), CPU ${((user + system) / 1e6).toFixed(2)} s, load ${loadavg()[0].toFixed(1)}\n`,
      )
      return nodes
    },
  }
  return bench
}
benches.push(korfAllCores(), korfSplit(), korfC())

/** The complete BFS of a 12-cell board in 2 bits a position; prints the peak RSS it reached. */
function bigBfs(name: string, width: number, height: number, diameter: number): Bench {
  const bench: Bench = {
    name,
    runs: 1,
    warmup: 0,
    run: () => {
      let peak = process.memoryUsage().rss
      const r = compactBfs(defaultGoal(width, height), {
        onProgress: () => {
          peak = Math.max(peak, process.memoryUsage().rss)
        },
      })
      if (r.reached !== 239_500_800 || r.counts.length - 1 !== diameter)
        throw new Error(`${name}: ${r.reached} positions, diameter ${r.counts.length - 1}`)
      bench.ops = r.reached
      process.stderr.write(
        `  ${name}: ${r.reached.toLocaleString('en-US')} positions, diameter ${diameter}, table ${Math.round(r.tableBytes / 2 ** 20)} MB, peak RSS ${Math.round(peak / 2 ** 20)} MB, load ${loadavg()[0].toFixed(1)}\n`,
      )
      return r.reached
    },
  }
  return bench
}
/**
 * The same census in plain C (bench/c/census.c: the same table, scan and ranking as compactBfs),
 * as a child process; its positions and diameter are checked. Its speed-up column is the JS row's
 * median over its own: how many times slower the JS census is (issue 33 asks for at most 4×).
 */
function bigBfsC(name: string, width: number, height: number, diameter: number): Bench {
  return {
    name: `${name}-c`,
    runs: 1,
    warmup: 0,
    ops: 239_500_800,
    baseline: name,
    skip: skipUnlessCompiled('census'),
    run: () => {
      const [reached, d] = runC('census', [String(width), String(height)])
      if (reached !== 239_500_800 || d !== diameter)
        throw new Error(`${name}-c: ${reached} positions, diameter ${d}`)
      process.stderr.write(
        `  ${name}-c: ${reached.toLocaleString('en-US')} positions, diameter ${d}, load ${loadavg()[0].toFixed(1)}\n`,
      )
      return reached
    },
  }
}
/**
 * The same census on every core (src/cli/census-threads.ts, issue 33): the table shared, each
 * depth's scan cut into chunks the threads take in turn. Same positions and diameter, checked;
 * its speed-up column is over the one-thread row. The threads start inside the timed run, as
 * they do for `sliding distances`.
 */
function bigBfsAllCores(name: string, width: number, height: number, diameter: number): Bench {
  const cores = availableParallelism()
  return {
    name: `${name}-all-cores`,
    runs: 1,
    warmup: 0,
    ops: 239_500_800,
    baseline: name,
    run: () => {
      const r = compactBfsThreads(defaultGoal(width, height), cores)
      if (r.reached !== 239_500_800 || r.counts.length - 1 !== diameter)
        throw new Error(`${name}-all-cores: ${r.reached} positions, diameter ${r.counts.length - 1}`)
      process.stderr.write(
        `  ${name}-all-cores: ${cores} threads, ${r.reached.toLocaleString('en-US')} positions, diameter ${diameter}, load ${loadavg()[0].toFixed(1)}\n`,
      )
      return r.reached
    },
  }
}
benches.push(
  bigBfs('sliding/3x4-complete-bfs', 4, 3, 53),
  bigBfsC('sliding/3x4-complete-bfs', 4, 3, 53),
  bigBfsAllCores('sliding/3x4-complete-bfs', 4, 3, 53),
  bigBfs('sliding/2x6-complete-bfs', 6, 2, 80),
  bigBfsC('sliding/2x6-complete-bfs', 6, 2, 80),
  bigBfsAllCores('sliding/2x6-complete-bfs', 6, 2, 80),
)
register(...benches)
