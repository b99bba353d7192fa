/**
 * The answer keys: every exercise of every article, with the computed answers taken from the
 * solvers when the site is built (solutions are replayed and checked before they are printed) and
 * a short model answer for the proofs. Build-time only, like prepared.ts.
 */
import {
  applyCounts,
  countsToMoves,
  isSolution as clocksIsSolution,
  solvedDials as clocksSolved,
} from '../../src/solvers/clocks/model.ts'
import {
  EXAMPLE as CLOCKS_EXAMPLE,
  formatDials,
  formatMoves as formatClockMoves,
  parseDials,
} from '../../src/solvers/clocks/notation.ts'
import { solveClosedForm } from '../../src/solvers/clocks/closed-form.ts'
import { MOVE_DETERMINANT } from '../../src/solvers/clocks/inverse.ts'
import {
  EXAMPLE as PEG_EXAMPLE,
  formatBoard as formatPeg,
  parseBoard as parsePeg,
} from '../../src/solvers/peg/notation.ts'
import {
  formatMoves as formatJumps,
  isSolution as pegIsSolution,
  singleVacancy,
} from '../../src/solvers/peg/board.ts'
import { shortest } from '../../src/solvers/peg/shortest.ts'
import { countAll } from '../../src/solvers/peg/count.ts'
import { certificate, COLOUR_NAMES } from '../../src/solvers/peg/invariant.ts'
import pegTables from '../../src/data/peg/tables.json'
import {
  EFFECT,
  DIALS as RC_DIALS,
  HOURS as RC_HOURS,
  amountsToMoves,
  isSolution as rubikIsSolution,
  moveIndex,
} from '../../src/solvers/rubiks-clock/model.ts'
import {
  EXAMPLE as RUBIK_EXAMPLE,
  formatMoves as formatRubikMoves,
  parsePosition,
} from '../../src/solvers/rubiks-clock/notation.ts'
import { metricLength, solveOptimal } from '../../src/solvers/rubiks-clock/optimal.ts'
import {
  EXAMPLE as SLIDING_EXAMPLE,
  EXAMPLE_GOAL,
  formatMoves as formatSlides,
  parseBoard as parseSliding,
} from '../../src/solvers/sliding/notation.ts'
import {
  isSolution as slidingIsSolution,
  neighbourTable,
  blankCell,
  defaultGoal,
} from '../../src/solvers/sliding/model.ts'
import { bfsPath, completeBfs } from '../../src/solvers/sliding/bfs.ts'
import { formatGrid, parseGrid, sortedGoal } from '../../src/solvers/tileswap/grid.ts'
import { assign } from '../../src/solvers/tileswap/hungarian.ts'
import { solve as solveTiles } from '../../src/solvers/tileswap/solve.ts'
import { toSwapArray } from '../../src/solvers/tileswap/swaps.ts'
import { formatSwaps, solvesPair } from '../../src/solvers/tileswap/moves.ts'
import { SOURCE_SMALL } from '../../src/solvers/tileswap/examples.ts'
import { gamesKey } from './games-answers.ts'
import { constraintsKey } from './constraints-key.ts'

/** Text with code spans: a plain string is prose, `{ code }` is set in the notation's font. */
export type Part = string | { code: string }
export type Text = readonly Part[]
export type AnswerItem = { label: string; question: Text; answer: Text }
export type AnswerGroup = { heading: string; items: AnswerItem[] }
export type ArticleKey = { slug: string; groups: AnswerGroup[] }

const code = (text: string): Part => ({ code: text })
const fmt = (n: number | bigint): string => n.toLocaleString('en-US')
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`Answer key: ${what} does not check.`)
}

function clocksKey(): ArticleKey {
  const dials = parseDials(CLOCKS_EXAMPLE)
  const moves = countsToMoves(solveClosedForm(dials))
  check(clocksIsSolution(dials, moves), 'the Clocks example')
  const oneMove = Array.from({ length: 9 }, (_, k) => {
    const counts = new Uint8Array(9)
    counts[k] = 3
    const p = applyCounts(clocksSolved(), counts)
    check(countsToMoves(solveClosedForm(p)).join() === String(k + 1), `one-move position ${k + 1}`)
    return p
  })
  const g = gcd(MOVE_DETERMINANT, 12)
  return {
    slug: 'clocks',
    groups: [
      {
        heading: 'Check yourself',
        items: [
          {
            label: 'Checked exercise',
            question: [
              'A shortest solution of the example position ',
              code(CLOCKS_EXAMPLE),
              ' (the widget’s starting position).',
            ],
            answer: [
              `${moves.length} moves: `,
              code(formatClockMoves(moves)),
              '. Any order of these moves is also shortest (the moves commute); nothing shorter exists, because the solution counts are unique.',
            ],
          },
        ],
      },
      {
        heading: 'On paper',
        items: [
          {
            label: '1',
            question: ['Which positions need exactly one move? How many are there?'],
            answer: [
              `Nine, one per move: move m made three times from solved (then one more m solves it). Moves 1 to 9 give `,
              ...oneMove.flatMap((p, k) => [code(formatDials(p)), k < 8 ? (k === 7 ? ' and ' : ', ') : '.']),
            ],
          },
          {
            label: '2',
            question: [
              'Prove that the distribution of shortest lengths is symmetric: as many positions need L moves as need 27 − L.',
            ],
            answer: [
              'Each position has exactly one vector of counts t (each 0 to 3), and its shortest length is the sum of t. Sending t to (3, …, 3) − t is a one-to-one map of count vectors onto themselves that turns a sum of L into 27 − L, so the two lengths have equally many positions.',
            ],
          },
          {
            label: '3',
            question: [
              'Twelve hour positions, each move one hour: still every position solvable, and in one way?',
            ],
            answer: [
              `Yes. The move matrix has determinant ${MOVE_DETERMINANT}, and gcd(${MOVE_DETERMINANT}, 12) = ${g}, so the matrix is invertible mod 12: each of the 12⁹ = ${fmt(12 ** 9)} positions has exactly one vector of counts 0 to 11. If a backward turn counts as one move too, count t costs min(t, 12 − t), which is Rubik’s Clock’s situation.`,
            ],
          },
          {
            label: '4',
            question: ['An n × n board with n² moves: when is every position uniquely solvable mod 4?'],
            answer: [
              'Exactly when the determinant of the move matrix is odd, that is, when the matrix is invertible mod 2 (elimination by XOR of rows, as in Lights Out). An even determinant leaves some positions without a solution and others with several.',
            ],
          },
        ],
      },
    ],
  }
}

type PegTable = { side: number; rows: { vacancies: number[]; moves: number | null }[] }

function pegKey(): ArticleKey {
  const example = parsePeg(PEG_EXAMPLE)
  const best = shortest(example.side, example.board)
  check(best.solved && pegIsSolution(example.side, example.board, best.solution), 'the peg example')
  if (!best.solved) throw new Error('unreachable')
  const t5 = singleVacancy(5, 1)
  const finalsFound = [...countAll(5, t5).byFinal.keys()]
  const goalHole = finalsFound.find((h) => h !== 1) ?? finalsFound[0] // the article's choice
  const finals = finalsFound.slice().sort((a, b) => a - b)
  const toGoal = shortest(5, t5, goalHole - 1)
  check(toGoal.solved && pegIsSolution(5, t5, toGoal.solution, goalHole), 'the T5 goal-hole solution')
  if (!toGoal.solved) throw new Error('unreachable')
  const t6 = (pegTables.tables as PegTable[]).find((t) => t.side === 6)
  const t6Worst = t6 ? Math.max(...t6.rows.map((r) => r.moves ?? 0)) : null
  const cert5 = certificate(5, t5)
  const twoPegs = 1 + 2 ** 9
  const certTwo = certificate(4, twoPegs)
  return {
    slug: 'peg-solitaire',
    groups: [
      {
        heading: 'Check yourself and To try',
        items: [
          {
            label: 'Checked exercise, To try 1',
            question: ['Solve the source’s board ', code(PEG_EXAMPLE), ' in the fewest moves.'],
            answer: [
              `${best.moves} moves, for example `,
              code(formatJumps(best.solution)),
              ' (each move lists the holes its peg visits).',
            ],
          },
          {
            label: 'To try 2',
            question: [
              'The 15-hole board with hole 1 empty, ',
              code(formatPeg({ side: 5, board: t5 })),
              `: finish with one peg in hole ${goalHole}, then in the fewest moves.`,
            ],
            answer: [
              `The last peg can end in holes ${finals.join(', ')}. In hole ${goalHole} the fewest is ${toGoal.moves} moves, for example `,
              code(formatJumps(toGoal.solution)),
              '.',
            ],
          },
          {
            label: 'To try 3',
            question: [
              'A random single vacancy of the 21-hole board, in at most the worst case’s number of moves.',
            ],
            answer:
              t6Worst === null
                ? [
                    'The table of 21-hole boards is not in this build; use “Show a shortest solution” in the widget.',
                  ]
                : [
                    `No single vacancy of the 21-hole board needs more than ${t6Worst} moves (the article’s table); the widget’s “Show a shortest solution” gives one for the board you drew.`,
                  ],
          },
        ],
      },
      {
        heading: 'On paper',
        items: [
          {
            label: '1',
            question: [
              'Why does every single-vacancy solution on the 15-hole board take exactly 13 jumps, and at most 13 moves?',
            ],
            answer: [
              'Each jump removes one peg, and 14 pegs must come down to 1: 13 jumps. A move is one or more jumps by the same peg, so there are at most 13 moves.',
            ],
          },
          {
            label: '2',
            question: [
              'Use the colouring to predict where the last peg can stand when the 15-hole board starts with hole 1 empty.',
            ],
            answer: [
              `Colour hole (row + column) mod 3. The pegs by colour are ${cert5.census.join(', ')} on ${COLOUR_NAMES.join(', ')}; each jump flips the parity of all three counts, and after ${cert5.jumps} jumps only colour ${COLOUR_NAMES[cert5.colour]} is odd, so the last peg stands on colour ${COLOUR_NAMES[cert5.colour]}. The solver’s final holes, ${finals.join(', ')}, are all of that colour.`,
            ],
          },
          {
            label: '3',
            question: [
              'On the 10-hole board, pegs only in holes 1 and 10 (',
              code(formatPeg({ side: 4, board: twoPegs })),
              '): can it be finished?',
            ],
            answer: [
              `No. Both pegs stand on colour ${COLOUR_NAMES[0]} (counts ${certTwo.census.join(', ')}); after the ${certTwo.jumps} jump needed the parities would be ${certTwo.finalParity.map((p) => (p ? 'odd' : 'even')).join(', ')}, not exactly one odd. (No jump is possible anyway; the colouring proves it without looking.)`,
            ],
          },
        ],
      },
    ],
  }
}

function rubikKey(): ArticleKey {
  const dials = parsePosition(RUBIK_EXAMPLE)
  const r = solveOptimal(dials)
  const moves = amountsToMoves(r.amounts)
  check(rubikIsSolution(dials, moves) && moves.length === r.length, 'the Rubik’s Clock example')
  // The all-pins moves: which dials each turns, and in which direction as the front sees them.
  const front = moveIndex('front', 15)
  const back = moveIndex('back', 15)
  const corners = [0, 2, 6, 8]
  const frontCorners = corners.map((d) => EFFECT[front * RC_DIALS + d])
  const backCorners = corners.map((d) => EFFECT[back * RC_DIALS + d])
  check(
    frontCorners.every((e) => e === 1) && backCorners.every((e) => e === -1),
    'the all-pins corner effects',
  )
  // Gluing coefficients for 6 = 2 · 3, found the same way as 9 and 4 are for 12 = 4 · 3.
  const glue = (n: number, p: number, q: number) =>
    Array.from({ length: n }, (_, x) => x).find((x) => x % p === 1 && x % q === 0)!
  const e2 = glue(6, 2, 3)
  const e3 = glue(6, 3, 2)
  check(glue(RC_HOURS, 4, 3) === 9 && glue(RC_HOURS, 3, 4) === 4, 'the mod-12 gluing')
  const byHours = solveOptimal(dials, { metric: 'hour' })
  const hourMoves = amountsToMoves(byHours.amounts)
  check(
    rubikIsSolution(dials, hourMoves) && metricLength(byHours.amounts, 'hour') === byHours.cost,
    'the hour-metric solution',
  )
  const optimalHours = metricLength(r.amounts, 'hour')
  return {
    slug: 'rubiks-clock',
    groups: [
      {
        heading: 'Check yourself',
        items: [
          {
            label: 'Checked exercise',
            question: ['The fewest moves for the widget’s starting position (the WCA scramble’s result).'],
            answer: [
              `${r.length} moves (${r.frontLength} on the front, ${r.backLength} on the back), for example `,
              code(formatRubikMoves(moves)),
              '.',
            ],
          },
          {
            label: 'Checked exercise in hours',
            question: [
              'The cheapest solution of the same position in the hour metric (a turn of t hours costs the shorter way round, min(t, 12 − t)).',
            ],
            answer: [
              `${byHours.cost} hours with ${hourMoves.length} moves, for example `,
              code(formatRubikMoves(hourMoves)),
              '.',
            ],
          },
        ],
      },
      {
        heading: 'On paper',
        items: [
          {
            label: '1',
            question: ['Why can a position made by two moves still need only one?'],
            answer: [
              'Moves commute and add: two moves on the same face with the same pins up are one move whose turn is the sum of the two (mod 12); if the sum is 12 they cancel and need none. The guide’s class link for this exercise is such a position.',
            ],
          },
          {
            label: '2',
            question: ['The all-pins front move and the all-pins back move: what do they have in common?'],
            answer: [
              'Each turns every dial of its own face, and the four corner dials belong to both faces. So both turn the same four corners by the same amount, in opposite directions as seen from one side: a front turn and a back turn of the same amount leave the corners alone and turn only the two crosses.',
            ],
          },
          {
            label: '3',
            question: [
              'Redo the any-solution step for a 6-hour clock, with moduli 2 and 3 only. What changes?',
            ],
            answer: [
              `Mod 3 is unchanged. The mod-4 part becomes mod 2, which is a field, so elimination needs no odd-pivot test: any nonzero pivot will do. The gluing changes too: x ≡ ${e2}·x₂ + ${e3}·x₃ (mod 6), since ${e2} is 1 mod 2 and 0 mod 3 and ${e3} is 0 mod 2 and 1 mod 3 (for 12 the coefficients were 9 and 4).`,
            ],
          },
          {
            label: '4',
            question: [
              `The move metric’s optimum uses ${r.length} moves and turns ${optimalHours} hours; the hour metric’s uses ${hourMoves.length} moves and ${byHours.cost} hours. Why can the cheapest in hours use more moves?`,
            ],
            answer: [
              'A move turns all the dials of its blocks by the same amount. Two moves with small turns can do the work of one big turn plus a correction elsewhere: more moves, fewer hours. The move metric ignores how far a wheel turns; the hour metric counts it.',
            ],
          },
        ],
      },
    ],
  }
}

function slidingKey(): ArticleKey {
  const start = parseSliding(SLIDING_EXAMPLE)
  const goal = parseSliding(EXAMPLE_GOAL)
  const path = bfsPath(start, goal)
  check(path !== null && slidingIsSolution(start, goal, path.moves), 'the sliding example')
  const tiny = completeBfs(parseSliding('1 2/3 0'))
  const seedCentre = neighbourTable(3, 3)[blankCell(goal.tiles)].length
  const korfCorner = neighbourTable(4, 4)[0].length
  const census = completeBfs(goal)
  check(census.counts[1] === seedCentre, 'the distance-1 count')
  return {
    slug: 'sliding-puzzles',
    groups: [
      {
        heading: 'Check yourself',
        items: [
          {
            label: 'Checked exercise',
            question: [
              'The fewest moves from the example ',
              code(SLIDING_EXAMPLE),
              ' to the seed’s goal ',
              code(EXAMPLE_GOAL),
              '.',
            ],
            answer: [`${path!.moves.length} moves; slide the tiles `, code(formatSlides(path!.moves)), '.'],
          },
        ],
      },
      {
        heading: 'On paper',
        items: [
          {
            label: '1',
            question: [
              'How many positions of the 2×2 board reach the goal ',
              code('1 2/3 0'),
              ', and what is the largest distance?',
            ],
            answer: [
              `Half of 4! = 24, so ${tiny.reached}. The blank just circles the board, so the positions form one cycle and the farthest is half-way round, ${tiny.counts.length - 1} moves away.`,
            ],
          },
          {
            label: '2',
            question: [
              `Why are there ${seedCentre} positions at distance 1 from the seed’s 3×3 goal but ${korfCorner} from Korf’s 15-puzzle goal?`,
            ],
            answer: [
              `A position at distance 1 is one slide of a tile next to the blank. The seed’s goal has the blank in the centre, with ${seedCentre} neighbours; Korf’s has it in a corner, with ${korfCorner}.`,
            ],
          },
          {
            label: '3',
            question: [
              'Prove linear conflict admissible when a row holds three of its own tiles in reverse order.',
            ],
            answer: [
              'Two tiles of a row that both stay in the row can never pass each other, so of three in reverse order at least two must leave the row and come back. Each of those costs at least two moves (out and back) that Manhattan distance does not count, which is exactly the 2 × 2 = 4 the heuristic adds; it never overestimates.',
            ],
          },
          {
            label: '4',
            question: ['What would storing the blank’s cell in the pattern databases buy?'],
            answer: [
              'A tighter lower bound, but only where the blank is walled off from part of the group, which is rare when most cells are free; the tables would be 16 times larger for little gain in nodes.',
            ],
          },
        ],
      },
    ],
  }
}

function tileswapKey(): ArticleKey {
  const start = parseGrid(SOURCE_SMALL.start)
  const goal = parseGrid(SOURCE_SMALL.goal)
  const s = solveTiles(start, goal)
  const swaps = toSwapArray(s.swaps)
  check(
    solvesPair({ start, goal }, swaps) && swaps.length === SOURCE_SMALL.claimedSwaps,
    'the tile-swap source example',
  )
  const mirror = { rows: 4, cols: 4, cells: sortedGoal(start).cells.slice().reverse() }
  const apart = assign(goal, mirror).cost
  return {
    slug: 'tile-swap',
    groups: [
      {
        heading: 'Check yourself',
        items: [
          {
            label: 'Checked exercise',
            question: [
              'The fewest swaps from the source’s start ',
              code(SOURCE_SMALL.start),
              ' to its goal ',
              code(SOURCE_SMALL.goal),
              '.',
            ],
            answer: [
              `${s.cost} swaps (the matching’s cost), for example `,
              code(formatSwaps(swaps, start.cols)),
              ' (each swap names its two cells by row and column, counting from 1).',
            ],
          },
        ],
      },
      {
        heading: 'On paper',
        items: [
          {
            label: '1',
            question: ['Why is it enough to swap a 1 with a 0?'],
            answer: [
              'Swapping two equal tiles changes nothing, so deleting such a swap from a sequence gives a shorter sequence with the same result; a shortest sequence never contains one.',
            ],
          },
          {
            label: '2',
            question: [
              'How far apart are the goal ',
              code(SOURCE_SMALL.goal),
              ' and its mirror image ',
              code(formatGrid(mirror)),
              '?',
            ],
            answer: [
              `Every one must go from the top half to the bottom half; the matching pairs the ones column by column at a cost of 2 each: ${apart} swaps.`,
            ],
          },
          {
            label: '3',
            question: ['Show that the relabel construction never swaps a one away from its target.'],
            answer: [
              'The walk only steps to cells one unit closer to the walking one’s target, and the swap moves the one at the walk’s last cell into the next cell, which is closer to the target it then holds.',
            ],
          },
          {
            label: '4',
            question: ['Does the theorem hold on any connected graph with shortest-path distances?'],
            answer: [
              'Yes: the proof only uses that a neighbour one step closer to the target exists and the triangle inequality between neighbours, both true for shortest-path distance in a connected graph.',
            ],
          },
        ],
      },
    ],
  }
}

/**
 * The search article's example: Russell and Norvig's 8-puzzle instance (their section on heuristic
 * functions), toward the default goal. Kept here rather than imported from the search lab's page
 * code; a unit test checks it is still the article's example.
 */
export const SEARCH_EXAMPLE = '7 2 4/5 0 6/8 3 1'

function searchKey(): ArticleKey {
  const start = parseSliding(SEARCH_EXAMPLE)
  const goal = defaultGoal(3, 3)
  const path = bfsPath(start, goal)
  check(path !== null && slidingIsSolution(start, goal, path.moves), 'the search example')
  return {
    slug: 'search-algorithms',
    groups: [
      {
        heading: 'Check yourself',
        items: [
          {
            label: 'Checked exercise',
            question: [
              'A shortest solution of the example ',
              code(SEARCH_EXAMPLE),
              ' (Russell and Norvig’s instance) to the default goal.',
            ],
            answer: [
              `${path!.moves.length} moves, for example `,
              code(formatSlides(path!.moves)),
              '. Breadth-first search, A* and IDA* all find this length; depth-first and greedy search usually find longer ones.',
            ],
          },
        ],
      },
      {
        heading: 'On paper',
        items: [
          {
            label: '1',
            question: [
              'Why does breadth-first search test for the goal when it generates a node, but A* only when it expands one?',
            ],
            answer: [
              'Breadth-first search generates nodes in order of depth and every move costs one, so the first goal generated is already at the smallest depth. A* may generate the goal through a long path while a cheaper path is still waiting in the open list; only when the goal has the smallest f of all open nodes is nothing cheaper possible.',
            ],
          },
          {
            label: '2',
            question: ['Is “the number of misplaced tiles, plus one” admissible? Consistent?'],
            answer: [
              'Neither: at the goal it says 1 where the distance is 0, so it overestimates, and consistency (with h = 0 at the goal) would imply admissibility. The plain count of misplaced tiles is both, since a move changes the place of one tile.',
            ],
          },
          {
            label: '3',
            question: [
              'Explain the ratio of nodes expanded by iterative deepening and by breadth-first search with the effective branching factor.',
            ],
            answer: [
              'With b new nodes per level, the rounds up to depth d expand about b^d · b/(b − 1) nodes, so repeating the shallow rounds costs only a factor b/(b − 1), about 2 to 3 for the 8-puzzle’s b of 1.5 to 2. The rest of the ratio is duplicate paths: iterative deepening keeps no visited table and meets the same position once per path, while breadth-first search counts each position once.',
            ],
          },
          {
            label: '4',
            question: [
              'Prove that weighted A* with an admissible heuristic and weight w returns a solution at most w times the shortest.',
            ],
            answer: [
              'Let C be the shortest length. Until the goal comes out, some node n on a shortest path is open with g(n) equal to its true distance from the start, and its priority g(n) + w·h(n) ≤ g(n) + w·(C − g(n)) ≤ w·C. The goal that comes out has priority equal to its length L (h is 0 there) and came out before n, so L ≤ w·C.',
            ],
          },
        ],
      },
    ],
  }
}

/** Every article's key, by slug. */
export function answerKeys(): Map<string, ArticleKey> {
  const keys = [
    searchKey(),
    clocksKey(),
    pegKey(),
    slidingKey(),
    tileswapKey(),
    rubikKey(),
    gamesKey(),
    constraintsKey(),
  ]
  return new Map(keys.map((k) => [k.slug, k]))
}
