/**
 * The fast IDA*'s depth-first pass on WebAssembly: assembly/ida-kernel.ts, compiled by
 * scripts/build-wasm.ts into ida-kernel-wasm.ts. `fastSearch` (ida-fast.ts) lays out its small
 * arrays in one Int32Array, `mem`; the kernel reads the very same layout from its linear memory,
 * with the pattern tables after it, so a pass is: `mem` copied in, the kernel's `iterate`, the
 * path copied out when found. Everything else (loading a board, its h, the iterations, budgets,
 * progress and Cancel) stays in ida-fast.ts: the kernel calls back every 16,384 nodes
 * (`checkIn`, which may throw to stop it) and when the node budget is spent.
 *
 * Why: V8 checks every typed-array access against its length and reloads the arrays after each
 * call; WebAssembly reads its memory directly. Same nodes, same order (tests/unit/sliding-wasm.test.ts);
 * the time is in docs/benchmarks.md. Where WebAssembly is missing or refused, `wasmKernel` says
 * null and the JS pass runs.
 *
 * Memory: one linear memory per set of tables (a PatternDb), kept while the tables are: the
 * tables' bytes once more (11.5 MB for Korf's) and a few kB.
 */
import { KERNEL_WASM_BASE64 } from './ida-kernel-wasm.ts'
import type { PatternDb } from './pdb.ts'

/** Where `mem` starts in the kernel's memory (bytes); the tables' addresses and the path follow it. */
const HEADER = 64
/** The longest path a pass can record: ida-fast.ts's `path`. */
const PATH_LENGTH = 256
/** The kernel's "no f was cut off" (its nextBound starts there). */
const NO_BOUND = 0x7fffffff

/** What a pass needs besides `mem`: the layout's offsets in `mem` (Int32 units) and the search's state. */
type PassRequest = {
  /** TILE, CELL, BOARD, AT, RAT, MULT, SIZE, IX, RIX, H, RH, as in ida-fast.ts. */
  offsets: readonly number[]
  maxK: number
  width: number
  reflect: boolean
  bound: number
  blank: number
  g: number
  hn: number
  hr: number
  cameFrom: number
  expanded: number
  maxNodes: number
  /** Every 16,384 nodes, with the count so far; may throw (Cancel, a budget). */
  checkIn: (expanded: number) => void
  /** When the node budget is spent, with the count (= maxNodes); must throw. */
  spent: (expanded: number) => never
}

type PassResult = { found: boolean; expanded: number; nextBound: number; length: number }

export type Kernel = {
  run(mem: Int32Array, request: PassRequest): PassResult
  /** The tiles moved at depths 0 … length−1 by the last pass that found the goal, into `into`. */
  path(into: Int32Array, length: number): void
}

type Exports = {
  layout: (...args: number[]) => void
  iterate: (
    bound: number,
    blank: number,
    g: number,
    hn: number,
    hr: number,
    cameFrom: number,
    maxNodes: number,
  ) => number
  lastNextBound: () => number
  solutionLength: () => number
  expandedSoFar: () => number
  setExpanded: (e: number) => void
}

let compiled: WebAssembly.Module | null | undefined
/** The kernel's module, compiled once per thread; null where WebAssembly is missing or refused (a CSP). */
function kernelModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    try {
      const bytes = Uint8Array.from(atob(KERNEL_WASM_BASE64), (c) => c.charCodeAt(0))
      compiled = typeof WebAssembly === 'object' ? new WebAssembly.Module(bytes) : null
    } catch {
      compiled = null
    }
  }
  return compiled
}

const kernels = new WeakMap<PatternDb, Kernel>()

/**
 * The kernel for `pdb`'s tables (made once per PatternDb, the tables copied into its memory), for
 * a `mem` of `memLength` entries; null where WebAssembly is not available.
 */
export function wasmKernel(pdb: PatternDb, memLength: number): Kernel | null {
  const known = kernels.get(pdb)
  if (known) return known
  const module = kernelModule()
  if (!module) return null
  const groups = pdb.tables.length
  const tableList = HEADER + 4 * memLength // each table's address
  const pathAt = tableList + 4 * groups
  let end = pathAt + 4 * PATH_LENGTH
  const addresses = pdb.tables.map((t) => {
    const at = end
    end += t.length
    return at
  })
  const pages = Math.ceil(end / 65536)
  let memory: WebAssembly.Memory
  let instance: WebAssembly.Instance
  let current: PassRequest | null = null
  try {
    memory = new WebAssembly.Memory({ initial: pages, maximum: pages })
    instance = new WebAssembly.Instance(module, {
      env: {
        memory,
        checkIn: (e: number) => current!.checkIn(e),
        budgetSpent: (e: number) => current!.spent(e),
      },
    })
  } catch {
    return null // no memory for a second copy of the tables: the JS pass runs
  }
  const heap8 = new Uint8Array(memory.buffer)
  const heap32 = new Int32Array(memory.buffer)
  pdb.tables.forEach((t, g) => heap8.set(t, addresses[g]))
  heap32.set(addresses, tableList >> 2)
  const x = instance.exports as unknown as Exports
  const kernel: Kernel = {
    run(mem, q) {
      if (mem.length !== memLength) throw new Error('The kernel was made for another layout.')
      heap32.set(mem, HEADER >> 2)
      const [tile, cell, board, at, rat, mult, size, ix, rix, h, rh] = q.offsets.map((o) => HEADER + 4 * o)
      x.layout(
        tile,
        cell,
        board,
        at,
        rat,
        mult,
        size,
        ix,
        rix,
        h,
        rh,
        tableList,
        pathAt,
        q.maxK,
        q.width,
        q.reflect ? 1 : 0,
      )
      x.setExpanded(q.expanded)
      const outer = current
      current = q
      try {
        const found = x.iterate(q.bound, q.blank, q.g, q.hn, q.hr, q.cameFrom, q.maxNodes) !== 0
        const next = x.lastNextBound()
        return {
          found,
          expanded: x.expandedSoFar(),
          nextBound: next === NO_BOUND ? Infinity : next,
          length: x.solutionLength(),
        }
      } finally {
        current = outer
      }
    },
    path(into, length) {
      into.set(heap32.subarray(pathAt >> 2, (pathAt >> 2) + length))
    },
  }
  kernels.set(pdb, kernel)
  return kernel
}
