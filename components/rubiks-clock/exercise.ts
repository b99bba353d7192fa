/**
 * <rubiks-clock-exercise>: the kit's exercise on a Rubik's Clock position. The reader types a
 * move list; the verdict says whether it is legal, whether it solves the position, and whether it
 * is the fewest — the last by the optimal solver, in the worker (words.ts builds every sentence).
 */
import { InputError, isInputError } from '../../src/solvers/contract.ts'
import {
  amountsToMoves,
  faceDials,
  isSolved,
  replay,
  type Dials,
  type Move,
} from '../../src/solvers/rubiks-clock/model.ts'
import { formatPosition, parseMoves, parsePosition } from '../../src/solvers/rubiks-clock/notation.ts'
import type { RubiksClockJobs } from '../../src/solvers/rubiks-clock/jobs.ts'
import type { Metric } from '../../src/solvers/rubiks-clock/optimal.ts'
import { $ } from '../kit/dom.ts'
import { KitExercise, type Solution } from '../kit/exercise.ts'
import { drawPuzzle } from './draw.ts'
import { puzzleByMoves } from './logic.ts'
import { position } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { hoursOf, illegalSentence, revealSentence, solvedSentence, unsolvedSentence } from './words.ts'

export class RubiksClockExercise extends KitExercise<Dials, RubiksClockJobs> {
  /** Fewest moves found so far, by position text: Check and Reveal on one puzzle search once. */
  #fewest = new Map<string, Move[]>()
  /** How this exercise counts (its data-metric element, from the article): moves or hours. */
  #metric: Metric = 'move'

  protected setup(): void {
    this.#metric =
      this.querySelector<HTMLElement>('[data-metric]')?.dataset.metric === 'hour' ? 'hour' : 'move'
    this.follow = position
    this.notation = { parse: parsePosition, format: formatPosition }
    this.runner = jobsRunner('rubiks-clock')
  }

  protected copy(p: Dials): Dials {
    return p.slice()
  }
  protected randomPuzzle(): Dials {
    return puzzleByMoves(2 + Math.floor(Math.random() * 2))
  }
  protected draw(p: Dials): void {
    drawPuzzle($(this, '[data-board]'), p, 0)
  }

  /** The fewest moves for `p` (the worker's optimal search), or null when the status says why not. */
  async #optimal(p: Dials): Promise<Move[] | null> {
    const key = formatPosition(p)
    const known = this.#fewest.get(key)
    if (known) return known
    const busy =
      this.#metric === 'hour'
        ? 'Searching for the fewest hours of turning…'
        : 'Searching for the fewest moves…'
    const done = await this.run({ kind: 'optimal', dials: Array.from(p), metric: this.#metric }, busy)
    if (!done) return null
    const moves = amountsToMoves(Uint8Array.from(done.result.amounts))
    this.#fewest.set(key, moves)
    return moves
  }

  protected async check(p: Dials, answer: string, reveal: boolean): Promise<string | null> {
    const moves = parseMoves(answer) // a NotationError is shown under the box by the kit
    if (moves.length === 0 && !isSolved(p))
      throw new InputError('Type at least one move, like front UL UR +3.')
    let after: Dials
    try {
      after = replay(p, moves)
    } catch (err) {
      if (isInputError(err)) return illegalSentence(err.message)
      throw err
    }
    if (!isSolved(after))
      return unsolvedSentence({ front: faceDials(after, 'front'), back: faceDials(after, 'back') })
    const best = await this.#optimal(p)
    return best === null ? null : solvedSentence(moves, this.#length(best), reveal, this.#metric)
  }

  protected async solution(p: Dials): Promise<Solution | null> {
    const best = await this.#optimal(p)
    return best === null ? null : { length: this.#length(best), text: revealSentence(best, this.#metric) }
  }

  #length(moves: Move[]): number {
    return this.#metric === 'hour' ? hoursOf(moves) : moves.length
  }
}

if (!customElements.get('rubiks-clock-exercise'))
  customElements.define('rubiks-clock-exercise', RubiksClockExercise)
