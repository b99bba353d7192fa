/** The jobs the sliding worker runs: shared by the worker and the widgets (types, and one constant). */

/** How many of the farthest positions a census returns (and the state-space widget lists). */
export const FARTHEST_SHOWN = 24

export type BoardData = { width: number; height: number; tiles: number[] }
/** Pattern databases as they cross between worker and page (typed arrays survive the copy). */
export type PdbData = { width: number; height: number; goal: Uint8Array; groups: number[][]; tables: Uint8Array[]; bytes: number }
export type AlgorithmRow = {
  method: 'bfs' | 'astar-manhattan' | 'idastar-manhattan' | 'idastar-linear-conflict' | 'idastar-pdb'
  length: number | null
  expanded: number | null
  ms: number | null
  note: string // why a row was skipped or stopped, else ''
}

export type SlidingJob =
  | { kind: 'solve'; start: BoardData; goal: BoardData; pdb?: PdbData | null }
  | { kind: 'bfs'; start: BoardData; goal: BoardData; method: 'ranked' | 'list-scan' }
  | { kind: 'census'; goal: BoardData }
  | { kind: 'compare'; start: BoardData; goal: BoardData; pdb?: PdbData | null }
  | { kind: 'trace'; start: BoardData; goal: BoardData; heuristic: 'manhattan' | 'pdb'; limit: number; pdb?: PdbData | null }

export type SlidingResult =
  | { kind: 'solve'; moves: number[]; expanded: number; buildMs: number; searchMs: number; reason: string | null; pdb?: PdbData | null }
  | { kind: 'bfs'; moves: number[] | null; length: number; expanded: number; frontier: number[]; reason: string | null }
  | { kind: 'census'; counts: number[]; reached: number; farthest: number[][]; farthestCount: number }
  | { kind: 'compare'; rows: AlgorithmRow[]; reason: string | null; pdb?: PdbData | null }
  | { kind: 'trace'; order: number[][]; moves: number[]; expanded: number; reason: string | null }
