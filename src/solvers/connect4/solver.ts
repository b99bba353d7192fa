/**
 * Connect Four's perfect solver, after Pascal Pons's tutorial: bitboards, negamax with
 * alpha-beta, null-window search, centre-first move ordering refined by threats, a transposition
 * table, and only moves that do not lose at once.
 *
 * Vocabulary:
 *   bitboard   a set of cells as bits: cell (col, row) is bit col·(H+1) + row; each column has one
 *              spare bit above its top row, so a column never carries into the next. At 7×6 that is
 *              49 bits, more than JavaScript's 32-bit integer operations hold, so every bitboard is
 *              two words: lo (bits 0..31) and hi (bits 32..63); shifts carry between them.
 *   cur, mask  the side to move's stones, and all stones. Playing a move swaps sides by cur ^= mask.
 *   key        cur + mask: unique for a position of its size (< 2^50, exact in a double).
 *   score      Pons's score for the side to move (see board.ts); solve() finds it exactly.
 *   null window  negamax(α, α + 1) answers only "is the score > α?", and prunes most; solve()
 *              narrows [min, max] with such questions, as a binary search.
 *   table      a transposition table: for a key, an upper or a lower bound found before.
 *   node       one call of negamax.
 */
import { popcount } from '../bits.ts'
import { abortError, checkBudget, type Budget, type BudgetOptions, type JobOptions } from '../contract.ts'
import { centreFirst, checkSize, type Position } from './board.ts'

// A two-word bitboard shift (0 < s < 32): the lo word's top bits move into hi, or hi's low bits into lo.
const shlHi = (lo: number, hi: number, s: number): number => (hi << s) | (lo >>> (32 - s))
const shrLo = (lo: number, hi: number, s: number): number => (lo >>> s) | (hi << (32 - s))

/** The largest prime below `n` (the table's size: keys are told apart by key mod 2^32 and the slot). */
function primeBelow(n: number): number {
  const isPrime = (k: number): boolean => {
    for (let d = 2; d * d <= k; d++) if (k % d === 0) return false
    return true
  }
  let k = n - 1
  while (!isPrime(k)) k--
  return k
}

export interface SolverOptions {
  /** The table has about 2^tableBits slots (5 bytes each); default 23 (40 MB). */
  tableBits?: number
}

export interface Analysis {
  /** The score of the position for the side to move; null when the game is over. */
  score: number | null
  /** The value of every column for the side to move (1-based index − 1); null where it is full. */
  columns: (number | null)[]
  /** The best columns, 1-based. */
  best: number[]
  nodes: number
}

/** A transposition table's slots: the key's low word, and the bound stored (0: empty). */
export type Table = { keys: Uint32Array; vals: Uint8Array }

const CHECK_EVERY = 1 << 14

export class Solver {
  readonly width: number
  readonly height: number
  nodes = 0
  readonly #cells: number
  readonly #minScore: number
  readonly #maxScore: number
  readonly #order: number[]
  // Masks, as lo/hi word pairs.
  readonly #colLo: Int32Array
  readonly #colHi: Int32Array
  readonly #bottomLo: number
  readonly #bottomHi: number
  readonly #boardLo: number
  readonly #boardHi: number
  // The transposition table.
  readonly #size: number
  readonly #keys: Uint32Array
  readonly #vals: Uint8Array
  // Scratch results of winning() (a pair cannot be returned without allocating).
  #rLo = 0
  #rHi = 0
  // Move lists, one per ply: columns and their scores.
  readonly #moveCol: Int8Array[]
  readonly #moveScore: Int8Array[]
  #signal: AbortSignal | undefined
  #onProgress: JobOptions['onProgress']
  #budget: Budget | undefined
  #startNodes = 0
  /** The options of the analyse() in progress: its solves share one budget. */
  #options: BudgetOptions | undefined
  #nextCheck = CHECK_EVERY

  constructor(width: number, height: number, options: SolverOptions = {}) {
    checkSize(width, height)
    this.width = width
    this.height = height
    this.#cells = width * height
    // No score is beyond a win with the first player's 4th stone (the table stores scores in a byte).
    this.#maxScore = (this.#cells - 5) >> 1
    this.#minScore = -this.#maxScore
    this.#order = centreFirst(width)
    const stride = height + 1
    this.#colLo = new Int32Array(width)
    this.#colHi = new Int32Array(width)
    let bottomLo = 0,
      bottomHi = 0,
      boardLo = 0,
      boardHi = 0
    for (let c = 0; c < width; c++) {
      for (let r = 0; r < height; r++) {
        const bit = c * stride + r
        if (bit < 32) this.#colLo[c] |= 1 << bit
        else this.#colHi[c] |= 1 << (bit - 32)
      }
      const bit = c * stride
      if (bit < 32) bottomLo |= 1 << bit
      else bottomHi |= 1 << (bit - 32)
      boardLo |= this.#colLo[c]
      boardHi |= this.#colHi[c]
    }
    this.#bottomLo = bottomLo
    this.#bottomHi = bottomHi
    this.#boardLo = boardLo
    this.#boardHi = boardHi
    this.#size = primeBelow(2 ** (options.tableBits ?? 23))
    this.#keys = new Uint32Array(this.#size)
    this.#vals = new Uint8Array(this.#size)
    this.#moveCol = Array.from({ length: this.#cells + 1 }, () => new Int8Array(width))
    this.#moveScore = Array.from({ length: this.#cells + 1 }, () => new Int8Array(width))
  }

  /** How many slots the transposition table has (a prime). */
  get tableSlots(): number {
    return this.#size
  }

  /** The table itself, to start another solver's from a copy (split.ts); not to be changed. */
  get table(): Table {
    return { keys: this.#keys, vals: this.#vals }
  }

  /** Makes the table a copy of `table` (another solver's, of as many slots). */
  copyTable(table: Table): void {
    if (table.keys === this.#keys) throw new Error('A table cannot be copied into itself.')
    if (table.keys.length !== this.#size || table.vals.length !== this.#size)
      throw new Error(`A table of ${table.keys.length} slots cannot be copied into one of ${this.#size}.`)
    this.#keys.set(table.keys)
    this.#vals.set(table.vals)
  }

  /** Forgets the table (node counts then depend only on the position). */
  reset(): void {
    this.#vals.fill(0)
  }

  /**
   * The empty cells where stones `p` (with all stones `m`) would make four: into #rLo/#rHi.
   * Vertical, then for each of the three other directions (step d) the four ways a new stone can
   * sit in a line of four: at either end, or in either inner place.
   */
  // #region winning
  #winning(pLo: number, pHi: number, mLo: number, mHi: number): void {
    // vertical: three stones straight below
    let rLo = (pLo << 1) & (pLo << 2) & (pLo << 3)
    let rHi = shlHi(pLo, pHi, 1) & shlHi(pLo, pHi, 2) & shlHi(pLo, pHi, 3)
    for (let k = 0; k < 3; k++) {
      const d = this.height + k // diagonal down, horizontal, diagonal up
      // two stones at d and 2d to the left
      let aLo = (pLo << d) & (pLo << (2 * d))
      let aHi = shlHi(pLo, pHi, d) & shlHi(pLo, pHi, 2 * d)
      rLo |= aLo & (pLo << (3 * d)) // ... and a third at 3d to the left
      rHi |= aHi & shlHi(pLo, pHi, 3 * d)
      rLo |= aLo & shrLo(pLo, pHi, d) // ... and one at d to the right
      rHi |= aHi & (pHi >>> d)
      // two stones at d and 2d to the right
      aLo = shrLo(pLo, pHi, d) & shrLo(pLo, pHi, 2 * d)
      aHi = (pHi >>> d) & (pHi >>> (2 * d))
      rLo |= aLo & (pLo << d) // ... and one at d to the left
      rHi |= aHi & shlHi(pLo, pHi, d)
      rLo |= aLo & shrLo(pLo, pHi, 3 * d) // ... and a third at 3d to the right
      rHi |= aHi & (pHi >>> (3 * d))
    }
    this.#rLo = rLo & (this.#boardLo ^ mLo)
    this.#rHi = rHi & (this.#boardHi ^ mHi)
  }
  // #endregion winning

  /** The cells where a stone can go now (the lowest empty cell of each column): mask + bottom. */
  #possibleLo(mLo: number): number {
    return ((mLo >>> 0) + (this.#bottomLo >>> 0)) & this.#boardLo
  }

  #possibleHi(mLo: number, mHi: number): number {
    const carry = (mLo >>> 0) + (this.#bottomLo >>> 0) > 0xffffffff ? 1 : 0
    return (mHi + this.#bottomHi + carry) & this.#boardHi
  }

  /** The next look at the signal: every CHECK_EVERY nodes, and exactly one node past the budget. */
  #followingCheck(): number {
    return Math.min(this.nodes + CHECK_EVERY, this.#startNodes + (this.#budget?.maxNodes ?? Infinity) + 1)
  }

  #check(): void {
    if (this.#signal?.aborted) throw abortError()
    checkBudget(this.#budget, this.nodes - this.#startNodes)
    this.#nextCheck = this.#followingCheck()
    this.#onProgress?.({ explored: this.nodes - this.#startNodes })
  }

  /**
   * Negamax with alpha-beta on bitboards, for a position where the side to move cannot win at
   * once (solve() checks that first). Returns the score when it is inside (α, β), else a bound.
   */
  // #region negamax
  #negamax(
    cLo: number,
    cHi: number,
    mLo: number,
    mHi: number,
    n: number,
    alpha: number,
    beta: number,
  ): number {
    if (++this.nodes >= this.#nextCheck) this.#check()
    const posLo = this.#possibleLo(mLo)
    const posHi = this.#possibleHi(mLo, mHi)
    // Where the opponent would make four.
    this.#winning(cLo ^ mLo, cHi ^ mHi, mLo, mHi)
    const oppLo = this.#rLo,
      oppHi = this.#rHi
    let nextLo = posLo,
      nextHi = posHi
    const forcedLo = posLo & oppLo,
      forcedHi = posHi & oppHi
    if (forcedLo | forcedHi) {
      // Two threats to block at once: lost at the opponent's next move.
      if (popcount(forcedLo) + popcount(forcedHi) > 1) return -((this.#cells - n) >> 1)
      nextLo = forcedLo
      nextHi = forcedHi
    }
    // Never play right below an opponent's winning cell.
    nextLo &= ~shrLo(oppLo, oppHi, 1)
    nextHi &= ~(oppHi >>> 1)
    if ((nextLo | nextHi) === 0) return -((this.#cells - n) >> 1)
    if (n >= this.#cells - 2) return 0 // both sides play one more stone and neither can win

    let min = -((this.#cells - 2 - n) >> 1) // the opponent cannot win at its next move
    if (alpha < min) {
      alpha = min
      if (alpha >= beta) return alpha
    }
    let max = (this.#cells - 1 - n) >> 1 // we cannot win with this move
    // The key: cur + mask, as two words (a carry may cross into hi).
    const sumLo = (cLo >>> 0) + (mLo >>> 0)
    const keyLo = sumLo >>> 0
    const keyHi = (cHi + mHi + (sumLo > 0xffffffff ? 1 : 0)) >>> 0
    const slot = (keyHi * 4294967296 + keyLo) % this.#size
    const stored = this.#keys[slot] === keyLo ? this.#vals[slot] : 0
    if (stored) {
      if (stored > this.#maxScore - this.#minScore + 1) {
        // a lower bound
        min = stored + 2 * this.#minScore - this.#maxScore - 2
        if (alpha < min) {
          alpha = min
          if (alpha >= beta) return alpha
        }
      } else {
        // an upper bound
        max = stored + this.#minScore - 1
        if (beta > max) {
          beta = max
          if (alpha >= beta) return beta
        }
      }
    }
    if (beta > max) {
      beta = max
      if (alpha >= beta) return beta
    }

    // Order the moves: most new threats first, ties centre first (insertion sort, stable).
    const cols = this.#moveCol[n],
      scores = this.#moveScore[n]
    let count = 0
    for (let i = 0; i < this.width; i++) {
      const c = this.#order[i]
      const moveLo = nextLo & this.#colLo[c],
        moveHi = nextHi & this.#colHi[c]
      if ((moveLo | moveHi) === 0) continue
      this.#winning(cLo | moveLo, cHi | moveHi, mLo, mHi)
      const s = popcount(this.#rLo) + popcount(this.#rHi)
      let j = count++
      for (; j > 0 && scores[j - 1] < s; j--) {
        cols[j] = cols[j - 1]
        scores[j] = scores[j - 1]
      }
      cols[j] = c
      scores[j] = s
    }
    for (let i = 0; i < count; i++) {
      const c = cols[i]
      const moveLo = nextLo & this.#colLo[c],
        moveHi = nextHi & this.#colHi[c]
      // Play: the opponent's stones become "cur"; the mask gains the move.
      const score = -this.#negamax(cLo ^ mLo, cHi ^ mHi, mLo | moveLo, mHi | moveHi, n + 1, -beta, -alpha)
      if (score >= beta) {
        this.#keys[slot] = keyLo
        this.#vals[slot] = score + this.#maxScore - 2 * this.#minScore + 2
        return score
      }
      if (score > alpha) alpha = score
    }
    this.#keys[slot] = keyLo
    this.#vals[slot] = alpha - this.#minScore + 1
    return alpha
  }
  // #endregion negamax

  #load(p: Position): { cLo: number; cHi: number; mLo: number; mHi: number; n: number } {
    if (p.width !== this.width || p.height !== this.height)
      throw new Error(
        `This solver is for ${this.width}×${this.height}, the position is ${p.width}×${p.height}.`,
      )
    const stride = this.height + 1
    const mover = (p.moves.length % 2) + 1
    let cLo = 0,
      cHi = 0,
      mLo = 0,
      mHi = 0
    for (let c = 0; c < this.width; c++) {
      for (let r = 0; r < p.heights[c]; r++) {
        const bit = c * stride + r
        const mine = p.cells[c * this.height + r] === mover
        if (bit < 32) {
          mLo |= 1 << bit
          if (mine) cLo |= 1 << bit
        } else {
          mHi |= 1 << (bit - 32)
          if (mine) cHi |= 1 << (bit - 32)
        }
      }
    }
    return { cLo, cHi, mLo, mHi, n: p.moves.length }
  }

  #canWinNext(cLo: number, cHi: number, mLo: number, mHi: number): boolean {
    this.#winning(cLo, cHi, mLo, mHi)
    return ((this.#rLo & this.#possibleLo(mLo)) | (this.#rHi & this.#possibleHi(mLo, mHi))) !== 0
  }

  #start(options: BudgetOptions, nodes: number): void {
    this.#signal = options.signal
    this.#onProgress = options.onProgress
    this.#budget = options.budget
    this.#startNodes = nodes
    this.#nextCheck = this.#followingCheck()
  }

  /** Pons's score of a position that is not over, for the side to move (adds to `nodes`). */
  // #region solve
  solve(p: Position, options: BudgetOptions = {}): number {
    if (options !== this.#options) this.#start(options, this.nodes)
    const { cLo, cHi, mLo, mHi, n } = this.#load(p)
    if (p.wonAt >= 0 || n === this.#cells) throw new Error('The game is over: there is nothing to solve.')
    if (this.#canWinNext(cLo, cHi, mLo, mHi)) return (this.#cells + 1 - n) >> 1
    let min = -((this.#cells - n) >> 1)
    let max = (this.#cells + 1 - n) >> 1
    while (min < max) {
      // a binary search on the score, one null-window question at a time
      let med = min + ((max - min) >> 1)
      if (med <= 0 && Math.trunc(min / 2) < med)
        med = Math.trunc(min / 2) // ask near 0 first: most
      else if (med >= 0 && Math.trunc(max / 2) > med) med = Math.trunc(max / 2) // positions end late
      const r = this.#negamax(cLo, cHi, mLo, mHi, n, med, med + 1)
      if (r <= med) max = r
      else min = r
    }
    return min + 0 // never −0
  }
  // #endregion solve

  /** The score of playing each column (1-based index − 1), null where it is full. */
  analyse(p: Position, options: BudgetOptions = {}): Analysis {
    const before = this.nodes
    const columns: (number | null)[] = new Array(this.width).fill(null)
    if (p.wonAt >= 0 || p.moves.length === this.#cells) return { score: null, columns, best: [], nodes: 0 }
    const { cLo, cHi, mLo, mHi, n } = this.#load(p)
    this.#winning(cLo, cHi, mLo, mHi)
    const winLo = this.#rLo,
      winHi = this.#rHi
    this.#start(options, before)
    this.#options = options // the solves below share one budget and one progress count
    try {
      for (const c of this.#order) {
        if (p.heights[c] === this.height) continue
        const bit = c * (this.height + 1) + p.heights[c]
        const wins = bit < 32 ? (winLo >>> bit) & 1 : (winHi >>> (bit - 32)) & 1
        if (wins) {
          columns[c] = (this.#cells + 1 - n) >> 1
          continue
        }
        const child = playCopy(p, c)
        columns[c] = child.moves.length === this.#cells ? 0 : 0 - this.solve(child, options)
      }
    } finally {
      this.#options = undefined
    }
    return summarise(columns, this.nodes - before)
  }
}

/** An analysis from the value of every column (null where full): its score and best columns. */
export function summarise(columns: (number | null)[], nodes: number): Analysis {
  const values = columns.filter((v): v is number => v !== null)
  const score = Math.max(...values)
  const best = columns.flatMap((v, c) => (v === score ? [c + 1] : []))
  return { score, columns, best, nodes }
}

/** A quick copy-and-play for analyse (the child of a move that does not win). */
function playCopy(p: Position, col: number): Position {
  const cells = p.cells.slice()
  const heights = p.heights.slice()
  cells[col * p.height + heights[col]++] = (p.moves.length % 2) + 1
  return { ...p, moves: [...p.moves, col], cells, heights, wonAt: -1 }
}

/** The last solver made, kept for the next position of the same size (its table is 40 MB: one at a time). */
let kept: { key: string; solver: Solver } | null = null

export function solverFor(width: number, height: number, options: SolverOptions = {}): Solver {
  const key = `${width}x${height}:${options.tableBits ?? 23}`
  if (kept?.key !== key) kept = null // let the old table go before making the new one
  if (!kept) kept = { key, solver: new Solver(width, height, options) }
  return kept.solver
}
