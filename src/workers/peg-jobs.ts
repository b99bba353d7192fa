/** The jobs the peg solitaire worker runs: shared by the worker and the widgets (types only). */
export type PegJob =
  | { kind: 'count'; side: number; board: number; target: number } // target: 0-based hole or -1
  | { kind: 'shortest'; side: number; board: number; target: number }

/** Counts travel as decimal strings: they pass 2^53 on big boards. */
export type PegResult =
  | { kind: 'count'; solutions: string; byFinal: [number, string][]; byMoves: [number, string][]; boards: number }
  | { kind: 'shortest'; moves: number | null; solution: [number, number][]; boards: number }
