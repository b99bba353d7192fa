/**
 * <tileswap-exercise>: the kit's exercise on a pair of grids (the reader's, or its own from "New
 * puzzle" or a link). The reader types swaps; the verdict says whether they are legal, reach the
 * goal and are the fewest (words.ts builds every sentence). In class mode the fewest stays hidden
 * until the class has predicted it and pressed Reveal.
 */
import { mismatch, type Pair } from '../../src/solvers/tileswap/grid.ts'
import { parseSwaps } from '../../src/solvers/tileswap/moves.ts'
import { solve } from '../../src/solvers/tileswap/solve.ts'
import { toSwapArray } from '../../src/solvers/tileswap/swaps.ts'
import { $ } from '../kit/dom.ts'
import { KitExercise, type Solution } from '../kit/exercise.ts'
import { drawGrid } from './draw.ts'
import { randomPuzzle } from './logic.ts'
import { copyPair, NOTATION, position } from './position.ts'
import { revealSentence, swapVerdict } from './words.ts'

export class TileSwapExercise extends KitExercise<Pair> {
  protected setup(): void {
    this.follow = position
    this.notation = NOTATION
  }

  protected copy(p: Pair): Pair { return copyPair(p) }
  protected randomPuzzle(): Pair { return randomPuzzle() }

  protected draw(p: Pair): void {
    const sameShape = p.start.rows === p.goal.rows && p.start.cols === p.goal.cols
    drawGrid($<SVGSVGElement>(this, '[data-board]'), { ...p.start, goal: sameShape ? p.goal.cells : null })
  }

  protected check(p: Pair, answer: string, reveal: boolean): string {
    const swaps = parseSwaps(answer)
    const why = mismatch(p.start, p.goal)
    if (why) return `Fix the grids first: ${why}`
    return swapVerdict(p.start, p.goal, swaps, solve(p.start, p.goal).cost, reveal)
  }

  protected solution(p: Pair): Solution | null {
    const why = mismatch(p.start, p.goal)
    if (why) { this.say(`Fix the grids first: ${why}`); return null }
    const s = solve(p.start, p.goal)
    return { length: s.cost, text: revealSentence(s.cost, toSwapArray(s.swaps)) }
  }
}

if (!customElements.get('tileswap-exercise')) customElements.define('tileswap-exercise', TileSwapExercise)
