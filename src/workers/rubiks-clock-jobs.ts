/** The jobs the Rubik's Clock worker runs: shared by the worker and the widgets (types only at runtime). */
export type RubiksClockJob =
  /** The fewest moves for one position: 14 dials, hours past 12 (0..11). */
  | { kind: 'optimal'; dials: number[] }
  /** `count` random positions solved optimally; `lengths[k]` of them need k moves. */
  | { kind: 'sample'; count: number }

export type RubiksClockResult =
    /** `bounds`: best length found and lower bound proved, as the search closed in (see optimal.ts). */
  | {
    kind: 'optimal'; amounts: number[]; length: number; frontLength: number; backLength: number; explored: number
    bounds: { best: number; lowerBound: number }[]
  }
  | { kind: 'sample'; lengths: number[]; solved: number }
