/**
 * <clocks-exercise>: the kit's exercise on a Clocks position. The reader types moves; the verdict
 * says whether they solve it and whether they are the fewest (words.ts builds every sentence).
 */
import type { Dials } from '../../src/solvers/clocks/model.ts'
import { formatDials, parseDials, parseMoves } from '../../src/solvers/clocks/notation.ts'
import { $ } from '../kit/dom.ts'
import { KitExercise, type Solution } from '../kit/exercise.ts'
import { drawBoard } from './draw.ts'
import { randomUnsolved } from './logic.ts'
import { position } from './position.ts'
import { judge, revealText, shortestMoves } from './words.ts'

export class ClocksExercise extends KitExercise<Dials> {
  protected setup(): void {
    this.follow = position
    this.notation = { parse: parseDials, format: formatDials }
  }

  protected copy(p: Dials): Dials {
    return p.slice()
  }
  protected randomPuzzle(): Dials {
    return randomUnsolved()
  }
  protected draw(p: Dials): void {
    drawBoard($(this, '[data-board]'), p)
  }
  protected check(p: Dials, answer: string, reveal: boolean): string {
    return judge(p, parseMoves(answer), reveal)
  }
  protected solution(p: Dials): Solution {
    return { length: shortestMoves(p).length, text: revealText(p) }
  }
}

if (!customElements.get('clocks-exercise')) customElements.define('clocks-exercise', ClocksExercise)
