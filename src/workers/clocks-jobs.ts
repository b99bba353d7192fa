/** The jobs the Clocks worker runs: shared by the worker and the widgets (types only at runtime). */
export type ClocksJob =
  | { kind: 'counts'; dials: number[] }
  | { kind: 'sequences'; dials: number[]; ordered: boolean }
  | { kind: 'compare'; dials: number[] }

export type MethodTiming = {
  method: 'closed-form' | 'inverse' | 'elimination' | 'brute-force'
  moves: number[]
  /** Mean time of one solve, from repeating it for at least `budgetMs`. */
  microsPerSolve: number
  runs: number
}

export type ClocksResult =
  | { kind: 'counts'; moves: number[]; tried: number }
  | { kind: 'sequences'; moves: number[] | null; explored: number }
  | { kind: 'compare'; rows: MethodTiming[] }
