/** The jobs the tile swap worker runs: shared by the worker and the widgets (types only at runtime). */
import type { Method } from '../solvers/tileswap/solve.ts'

export type TileSwapJob =
  | { kind: 'solve'; start: string; goal: string; method: Method }
  | { kind: 'compare'; start: string; goal: string; methods: Method[] }

export type MethodTime = { method: Method; cost: number; swaps: number; ms: number; replayed: boolean }

export type TileSwapResult =
  | { kind: 'solve'; cost: number; swaps: Int32Array; relabels: Int32Array; method: Method; potentials: Int32Array | null }
  | { kind: 'compare'; rows: MethodTime[] }
