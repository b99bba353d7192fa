/**
 * Which boards can still be finished — the memo every fast search shares.
 *
 * Vocabulary:
 *   target     -1 for "one peg anywhere", else the 0-based hole the last peg must stand in.
 *   finishable a board from which some jump sequence leaves one peg (in the target hole).
 *   explored   boards examined so far; when the start cannot be finished this is every board
 *              reachable from it, which is what "exhaustive search over N boards" reports.
 *   Options    { onProgress, signal, budget }: an aborted signal throws an AbortError at the
 *              next check, well within 50 ms; the budget (src/solvers/contract.ts) bounds the
 *              boards examined and the bytes of tables held (BudgetError when passed).
 *   Meter      one search's bookkeeping: boards examined, work done (any step of any pass), the
 *              bytes its tables hold. Every 8,192 steps it checks the signal and the budget and
 *              sends a heartbeat (boards, bytes) through onProgress, whatever the search is doing,
 *              so progress never freezes while a pass finds no new board. Tables call `reserve`
 *              before they allocate, so a search never grows past its memory budget.
 */
import { geometry, highWord, legalOnWords, lowWord, pegCount, type Board, type Geometry } from './board.ts'
import { byteMemo, type ByteMemo } from './memo.ts'
import { certificate, colour } from './invariant.ts'
import {
  checkBudget,
  memoryBudgetSpent,
  nodeBudgetSpent,
  throwIfAborted,
  type Budget,
  type JobOptions,
} from '../contract.ts'

export { abortError, throwIfAborted, isAbortError, type Progress } from '../contract.ts'
export type Options = JobOptions & { budget?: Budget }

const YES = 1
const NO = 2
const BEAT_EVERY = 8191 // a mask: check the signal and the budget, and report, every 8,192 steps

/** Boards, work and memory of one search; the heartbeat, cancellation and the budget. */
export class Meter {
  /** Boards examined: what the node budget counts. */
  explored = 0
  /** Steps of work of any kind. */
  steps = 0
  depth: number | undefined
  readonly #options: Options
  readonly #holders: (() => number)[] = []

  /** The node budget, read once (admit() runs for every board). */
  readonly #maxNodes: number

  constructor(options: Options = {}) {
    this.#options = options
    this.#maxNodes = options.budget?.maxNodes ?? Infinity
  }

  /** Registers a holder of memory: a function that returns the bytes it holds now. */
  holds(bytes: () => number): void {
    this.#holders.push(bytes)
  }

  /** Bytes held by every registered table now. */
  get bytes(): number {
    let sum = 0
    for (const h of this.#holders) sum += h()
    return sum
  }

  /** Before allocating `more` bytes: BudgetError when the tables would pass the memory budget. */
  readonly reserve = (more: number): void => {
    const max = this.#options.budget?.maxBytes
    if (max === undefined) return
    const after = this.bytes + more
    if (after > max) throw memoryBudgetSpent(after, max)
  }

  /** Before a new board is counted: BudgetError when it would pass the node budget (exact). */
  admit(): void {
    if (this.explored >= this.#maxNodes) throw nodeBudgetSpent(this.#maxNodes)
  }

  /** One new board examined. */
  board(): void {
    this.admit()
    this.explored++
    if ((++this.steps & BEAT_EVERY) === 0) this.beat()
  }

  /** One step of work that examines no new board (a later pass, a repeated visit). */
  step(): void {
    if ((++this.steps & BEAT_EVERY) === 0) this.beat()
  }

  /** Cancellation, the budget, and a heartbeat with the boards and memory so far. */
  beat(): void {
    throwIfAborted(this.#options.signal)
    const bytes = this.bytes
    checkBudget(this.#options.budget, this.explored, bytes)
    const note = `${Math.round(bytes / 2 ** 20).toLocaleString('en-US')} MB of tables`
    this.#options.onProgress?.(
      this.depth === undefined
        ? { explored: this.explored, note }
        : { explored: this.explored, depth: this.depth, note },
    )
  }
}

/** Solvability of boards of one side and target, remembered across calls. */
export class Reach {
  readonly g: Geometry
  readonly target: number
  readonly memo: ByteMemo
  readonly meter: Meter

  constructor(side: number, target = -1, options: Options = {}, meter = new Meter(options)) {
    this.g = geometry(side)
    this.target = target
    this.meter = meter
    this.memo = byteMemo(this.g.holes, meter.reserve)
    const memo = this.memo
    meter.holds(() => memo.bytes)
  }

  get explored(): number {
    return this.meter.explored
  }

  /** Called once per state of a later pass over boards already examined. */
  poll(): void {
    this.meter.step()
  }

  /** Called once per newly examined board. */
  tick(): void {
    this.meter.board()
  }

  /**
   * Does the position-class certificate already rule out `board`? Then no search is needed:
   * every board reachable from it is ruled out too (the parities only flip together).
   */
  ruledOut(board: Board): boolean {
    const c = certificate(this.g.side, board)
    return !c.possible || (this.target >= 0 && colour(this.g.side, this.target) !== c.colour)
  }

  /** Is one peg (in the target) reachable from `board`, which holds `pegs` pegs? */
  finishable(board: Board, pegs = pegCount(board)): boolean {
    const known = this.memo.get(board)
    if (known !== 0) return known === YES
    this.tick()
    const g = this.g
    let ok = false
    if (pegs === 1) ok = this.target < 0 || board === g.bit[this.target]
    else {
      const lo = lowWord(board)
      const hi = highWord(board)
      for (let j = 0; j < g.delta.length && !ok; j++)
        if (legalOnWords(g, lo, hi, j)) ok = this.finishable(board + g.delta[j], pegs - 1)
    }
    this.memo.set(board, ok ? YES : NO)
    return ok
  }
}
