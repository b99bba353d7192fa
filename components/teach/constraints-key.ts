/**
 * The constraints article's answer key: the checked exercise, the code exercises and the exercises
 * on paper, with every computed answer taken from the solvers when the site is built (and checked
 * before it is printed). Build-time only, like answers.ts, which lists it with the others.
 */
import { ac3, backtrack, valuesOf } from '../../src/solvers/csp/csp.ts'
import { countSolutions } from '../../src/solvers/csp/count.ts'
import { mapCsp } from '../../src/solvers/csp/problems.ts'
import { solveTree } from '../../src/solvers/csp/tree.ts'
import { forwardChecking, revise } from '../../src/solvers/mapcolour/exercises.ts'
import { parseMap } from '../../src/solvers/mapcolour/maps.ts'
import { colourName } from '../../src/solvers/mapcolour/notation.ts'
import { completions } from '../../src/solvers/queens/backtrack.ts'
import { safe } from '../../src/solvers/queens/exercises.ts'
import { isComplete } from '../../src/solvers/queens/model.ts'
import { EXAMPLE as QUEENS_EXAMPLE, parsePlacement } from '../../src/solvers/queens/notation.ts'
import type { ArticleKey, Part } from './answers.ts'

const code = (text: string): Part => ({ code: text })

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`Answer key: ${what} does not check.`)
}

export function constraintsKey(): ArticleKey {
  // The checked exercise on the example's first four rows.
  const example = parsePlacement(QUEENS_EXAMPLE)
  const half = example.cols.map((c, r) => (r < example.n / 2 ? c : -1))
  const puzzleText = Array.from(half, (c) => (c < 0 ? '.' : String(c + 1))).join(' ')
  const done = completions(example.n, half)
  check(
    done.first !== null && isComplete({ n: example.n, cols: Int8Array.from(done.first) }),
    'the queens completion',
  )
  // On paper 3: Tasmania multiplies the mainland's count.
  const au = parseMap('australia')
  const three = countSolutions(mapCsp(au, 3)).count
  const mainland = parseMap('WA: NT SA; NT: Q SA; Q: NSW SA; NSW: V SA; V: SA; SA')
  const mainlandCount = countSolutions(mapCsp(mainland, 3)).count
  check(mainlandCount * 3n === three, 'the mainland count')
  // On paper 4: WA = red and Q = green, forward checking, then arc consistency.
  const csp = mapCsp(au, 3)
  const at = (name: string) => au.regions.indexOf(name)
  const domains = [...csp.domains]
  domains[at('WA')] = 1 << 0
  domains[at('Q')] = 1 << 1
  for (const x of [at('WA'), at('Q')])
    for (const y of au.neighbors[x]) if (y !== at('WA') && y !== at('Q')) domains[y] &= ~domains[x]
  const left = (name: string) => valuesOf(domains[at(name)]).map(colourName).join(', ')
  check(left('NT') === 'blue' && left('SA') === 'blue', 'forward checking after WA = red, Q = green')
  check(ac3({ ...csp, domains }).domains === null, 'AC-3 after WA = red, Q = green')
  // On paper 5: the tree algorithm on Australia without SA, against backtracking.
  const tree = mapCsp(parseMap('australia-without-sa'), 2)
  check(
    (solveTree(tree).solution !== null) === backtrack(tree).count > 0,
    'the tree algorithm on Australia without SA',
  )
  return {
    slug: 'constraints',
    groups: [
      {
        heading: 'Check yourself',
        items: [
          {
            label: 'Checked exercise',
            question: [
              'Complete a partly filled board; for example the first four rows of the article’s solution, ',
              code(puzzleText),
              '.',
            ],
            answer: [
              `${done.count} way${done.count === 1 ? '' : 's'}; one is `,
              code(done.first!.map((c) => c + 1).join(' ')),
              '. In class mode the class first predicts the number of completions.',
            ],
          },
        ],
      },
      {
        heading: 'Your code',
        items: [
          {
            label: safe.title,
            question: [safe.task],
            answer: [
              'Two queens in rows a and b attack when they share a column or when their columns are as far apart as their rows: ',
              code('queens[a] === queens[b] || Math.abs(queens[a] - queens[b]) === b - a'),
              `. Checked on ${safe.scope}.`,
            ],
          },
          {
            label: revise.title,
            question: [revise.task],
            answer: [
              code('dx.filter((a) => dy.some((b) => allowed[a][b]))'),
              `: a value stays when one value of Y allows it, and goes only when every value of Y rules it out (so everything goes when dy is empty). Checked on ${revise.scope}.`,
            ],
          },
          {
            label: forwardChecking.title,
            question: [forwardChecking.task],
            answer: [
              'Count every assignment x = a as it is made; then copy the domains and keep, in each unassigned neighbour y, the values b with ',
              code('allowed[x][y][a][b]'),
              `; go deeper only when none is empty, and undo x = a after. Checked on ${forwardChecking.scope}.`,
            ],
          },
        ],
      },
      {
        heading: 'On paper',
        items: [
          {
            label: '1',
            question: ['Why does MRV help so much on Sudoku and so little on 8-queens without inference?'],
            answer: [
              'Sudoku’s domains differ a lot (givens leave some cells one or two candidates, others nine), so the tightest cell is often forced. On N-queens with a variable per row and no inference, every unassigned row sees the same queens above it, so the counts are close and the order changes little.',
            ],
          },
          {
            label: '2',
            question: [
              'Arc consistency on “must differ” constraints between cells: which of the two Sudoku rules does it perform, and which does it miss?',
            ],
            answer: [
              'It performs the naked single’s consequence: a peer whose domain is one digit removes that digit from the cell. It misses hidden singles, which need a whole unit at once (a digit with one place among nine cells); no single pairwise arc sees that.',
            ],
          },
          {
            label: '3',
            question: [
              `Australia has ${three} colourings with three colours. How many does the mainland have, and why?`,
            ],
            answer: [
              `${mainlandCount}: Tasmania shares no constraint, so each colouring of the mainland goes with any of its three colours (${mainlandCount} × 3 = ${three}). A map’s count is the product of its connected parts’ counts.`,
            ],
          },
          {
            label: '4',
            question: [
              'Colour Australia with three colours: WA = red, then Q = green. What does forward checking leave in NT and SA? What does MAC do next?',
            ],
            answer: [
              `Forward checking leaves NT {${left('NT')}} and SA {${left('SA')}} (and NSW {${left('NSW')}}). MAC goes on: the arc from NT to SA removes blue from NT, NT is empty, and the search backs up at once, an assignment earlier than forward checking.`,
            ],
          },
          {
            label: '5',
            question: ['Why does the tree algorithm never need to back up?'],
            answer: [
              'After the pass from the leaves up, every value left in a parent has a partner in each child. Going down from the root, each variable’s parent already holds a value that survived that pass, and a tree gives a variable no other assigned neighbour, so a value that agrees always exists.',
            ],
          },
        ],
      },
    ],
  }
}
