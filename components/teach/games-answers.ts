/**
 * The games article's answer key: the pruning exercise on its example, the three code exercises
 * (the numbers their checks compare with) and the article's exercises on paper. Computed answers
 * come from the solvers when the site is built. Build-time only, like answers.ts, which lists it.
 */
import { orderCounts } from '../../src/solvers/tictactoe/count.ts'
import { traceNegamax } from '../../src/solvers/game.ts'
import { ticTacToe } from '../../src/solvers/tictactoe/model.ts'
import { parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import { linesThrough } from '../../src/solvers/connect4/evaluate.ts'
import { TREE_EXAMPLE } from '../tictactoe/position.ts'
import { prunedPaths } from '../tictactoe/words.ts'

type Part = string | { code: string }
type Item = { label: string; question: Part[]; answer: Part[] }
type Group = { heading: string; items: Item[] }

const code = (text: string): Part => ({ code: text })
const fmt = (n: number): string => n.toLocaleString('en-US')

export function gamesKey(): { slug: string; groups: Group[] } {
  const trace = traceNegamax(ticTacToe, parseBoard(TREE_EXAMPLE), true)
  const pruned = prunedPaths(trace.nodes)
  const rows = Object.fromEntries(orderCounts().map((r) => [r.order, r.nodes]))
  const through = linesThrough(7, 6)
  const bottom = Array.from({ length: 7 }, (_, c) => through[c * 6])
  return {
    slug: 'games',
    groups: [
      {
        heading: 'Check yourself',
        items: [
          {
            label: 'Checked exercise',
            question: [
              'Which branches does alpha-beta prune on the example ',
              code(TREE_EXAMPLE),
              ', moves in order 1 to 9?',
            ],
            answer: [
              `${pruned.length} branches: `,
              code(pruned.join(', ')),
              `. It visits ${trace.nodes.length} positions.`,
            ],
          },
          {
            label: 'Code exercises',
            question: ['winner, minimax and alpha-beta with its count, on all 5,478 positions.'],
            answer: [
              `The model answers are in each exercise (hidden in class mode). From the empty board the value is 0 (a draw); minimax visits ${fmt(rows.minimax)} positions and alpha-beta in order 1 to 9 ${fmt(rows.natural)}, the count the check expects.`,
            ],
          },
        ],
      },
      {
        heading: 'On paper',
        items: [
          {
            label: '1',
            question: ['Why is a move at the root never pruned?'],
            answer: [
              'The root’s window is (−∞, +∞); no value reaches +∞, so α ≥ β never holds there. Cutoffs happen below, where β came from a sibling already searched.',
            ],
          },
          {
            label: '2',
            question: ['Alpha-beta with perfect order on a uniform tree of branching b and depth d.'],
            answer: [
              'b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves (Knuth and Moore): about twice the square root of minimax’s b^d.',
            ],
          },
          {
            label: '3',
            question: ['Why does depth-limited search play the centre on an empty board even at depth 1?'],
            answer: [
              `Each column is scored by the evaluation after it; the bottom cells lie in ${bottom.join(', ')} lines of four from left to right, so the centre opens the most lines.`,
            ],
          },
          {
            label: '4',
            question: ['Why can expectimax not use alpha-beta’s cutoffs in general?'],
            answer: [
              'A chance node averages its children: one unexplored child can move the average anywhere, so no bound rules it out unless the values are known to lie in a range (*-minimax).',
            ],
          },
        ],
      },
    ],
  }
}
