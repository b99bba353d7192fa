/**
 * `puzzle-notebook search check heuristic|search <file|->`: the search lab's two exercises
 * (content/search-algorithms.mdx) graded from the CLI, as the page checks them:
 *   heuristic  h(tiles, goal, width) on every position and move (grade.ts's heuristicGrader, the
 *              check of `sliding check-heuristic`), with points for A*'s expansions;
 *   search     "Your search": search(problem) on the drawn graph (its order of expansions against
 *              the algorithm asked for, the usual mistake named) and on 50 seeded 8-puzzles (every
 *              answer replayed), through the page's prelude (search-prelude.ts) in the CLI's sandbox,
 *              judged here by search-check.ts from raw values.
 */
import { InputError } from '../solvers/contract.ts'
import { EXERCISE_TIME_LIMIT_S } from '../solvers/exercise-data.ts'
import {
  ALGORITHMS,
  ALGORITHM_TITLES,
  GRAPH,
  graphData,
  judgeGraph,
  judgePuzzles,
  puzzleData,
  puzzleSentence,
  type Algorithm,
  type Puzzle,
} from '../solvers/search/search-check.ts'
import {
  SEARCH_PRELUDE,
  SEARCH_PRELUDE_PY,
  type GraphRaw,
  type PuzzleRaw,
} from '../solvers/search/search-prelude.ts'
import { PUZZLE_COUNT, PUZZLE_SEED, puzzles } from '../solvers/search/search-puzzles.ts'
import { formatBoard } from '../solvers/sliding/notation.ts'
import { checkVerb, timeLimit } from './check.ts'
import { heuristicGrader, HEURISTIC_POINTS_HELP } from './grade.ts'
import type { Grader } from './grading.ts'
import type { OptionValues, Verb } from './io.ts'
import { applyInSandbox } from './sandbox.ts'
import { choice } from './search-verb.ts'

/** Points of "Your search": the drawn graph, and the 8-puzzles (half of them when every one is solved but not all in the fewest moves). */
const GRAPH_POINTS = 2
const PUZZLE_POINTS = 2

const expected = (values: OptionValues): Algorithm =>
  choice<Algorithm>(values.expect, 'ucs', ALGORITHMS, 'search (--expect)')

function seedOf(values: OptionValues): number {
  if (values.seed === undefined) return PUZZLE_SEED
  const s = Number(values.seed)
  if (!/^\d{1,9}$/.test(values.seed.trim()) || !Number.isSafeInteger(s))
    throw new InputError(`--seed takes a whole number of up to 9 digits, not "${values.seed.slice(0, 40)}".`)
  return s
}

const memo = new Map<number, ReturnType<typeof puzzles>>()
/** The 50 puzzles for a seed (made once per process, however many files a roster grades). */
function puzzlesFor(seed: number): ReturnType<typeof puzzles> {
  if (!memo.has(seed)) memo.set(seed, puzzles(PUZZLE_COUNT, seed))
  return memo.get(seed)!
}

/**
 * The search in `source` (TypeScript or Python, by `name`'s extension) on the drawn graph and on
 * `list`'s puzzles, in one run of the CLI's sandbox with the prelude in its language: the raw
 * records, the graph's first. Throws as applyInSandbox does.
 */
export function searchRecords(
  name: string,
  source: string,
  list: readonly Puzzle[],
  timeLimitS: number,
): unknown[] {
  const describe = (k: number): string =>
    k === 0
      ? 'the drawn graph'
      : `puzzle ${k} (${formatBoard({ width: 3, height: 3, tiles: Uint8Array.from(list[k - 1].start) })})`
  return applyInSandbox(
    name,
    source,
    [graphData(GRAPH), ...puzzleData(list)].map((p) => [p]),
    timeLimitS,
    describe,
    'search',
    { source: SEARCH_PRELUDE, python: SEARCH_PRELUDE_PY, fn: 'search' },
  )
}

const graphPart = (a: Algorithm): string => `the drawn graph, as ${ALGORITHM_TITLES[a]}`
const PUZZLE_PART = `${PUZZLE_COUNT} 8-puzzles, each in the fewest moves`

const searchGrader: Grader = {
  id: 'search',
  title: 'Your search',
  scope: `the drawn graph and ${PUZZLE_COUNT} seeded 8-puzzles`,
  options: ['expect', 'seed'],
  parts: (values) => [
    { name: graphPart(expected(values)), max: GRAPH_POINTS },
    { name: PUZZLE_PART, max: PUZZLE_POINTS },
  ],
  grade(file, values) {
    const algorithm = expected(values)
    const list = puzzlesFor(seedOf(values))
    const raw = searchRecords(file.name, file.source, list, timeLimit(values, EXERCISE_TIME_LIMIT_S))
    const graph = judgeGraph(GRAPH, algorithm, raw[0] as GraphRaw)
    const p = judgePuzzles(list, raw.slice(1) as PuzzleRaw[])
    // The page's hint says "choose it above" of its algorithm menu; here that menu is --expect.
    const hint = graph.hint?.replace('choose it above, or change', 'pass --expect, or change')
    const graphSays = hint ? `${graph.sentence} Hint: ${hint}` : graph.sentence
    const puzzleSays = puzzleSentence(p)
    const puzzlePoints =
      p.optimal === p.checked ? PUZZLE_POINTS : p.solved === p.checked ? PUZZLE_POINTS / 2 : 0
    return {
      checked: 1 + p.checked,
      wrong: (graph.ok ? 0 : 1) + (p.checked - p.optimal),
      first: graph.ok ? p.first : graph.sentence,
      text: `${file.name}: ${graphSays}\n${puzzleSays}`,
      parts: [
        {
          name: graphPart(algorithm),
          max: GRAPH_POINTS,
          points: graph.ok ? GRAPH_POINTS : 0,
          output: graphSays,
        },
        { name: PUZZLE_PART, max: PUZZLE_POINTS, points: puzzlePoints, output: puzzleSays },
      ],
      fields: {
        expect: algorithm,
        graph: {
          ok: graph.ok,
          sentence: graph.sentence,
          flaw: graph.flaw,
          hint: graph.hint,
          expanded: graph.yours,
          reference: graph.reference,
        },
        puzzles: {
          checked: p.checked,
          solved: p.solved,
          optimal: p.optimal,
          gaveUp: p.gaveUp,
          wrong: p.wrong,
          expanded: p.expanded,
          astarExpanded: p.astarExpanded,
          first: p.first,
        },
      },
    }
  },
}

/** `search check`: the search lab's two exercises. */
export const searchCheckVerb: Verb = checkVerb('search', [heuristicGrader, searchGrader], {
  about: `Grades the search lab's two exercises (the article /search-algorithms/), as the page checks them:
  heuristic: export default function h(tiles: number[], goal: number[], width: number): number
    Checked on every position that can reach the goal and every move (181,440 for 3×3), as
    "sliding check-heuristic" does: overestimates, inconsistent moves, exact.
    ${HEURISTIC_POINTS_HELP.replace(/\n/g, '\n    ')}
  search: export default function search(problem): moves | null ("Your search")
    problem.start, problem.isGoal(s), problem.successors(s) (each { state, move, cost }),
    problem.key(s), problem.h(s); states are opaque. In Python (a .py file): def search(problem)
    over problem.start, problem.is_goal(s), problem.successors(s) (a list of (state, move, cost)
    tuples), problem.key(s), problem.h(s), returning a list of moves or None. Checked on the drawn graph (its order of
    expansions against the search asked for, with the usual mistake named: the goal tested when
    generated, no visited set, a stale entry expanded twice, the first path kept) and on
    ${PUZZLE_COUNT} seeded 8-puzzles (every answer replayed: legal, reaching the goal, in the fewest moves).
    Points: ${GRAPH_POINTS} for the graph; ${PUZZLE_POINTS} when every puzzle is solved in the fewest moves,
    ${PUZZLE_POINTS / 2} when every one is solved.
With --json, heuristic: the fields of "sliding check-heuristic"; search: {"expect","graph":{…},
"puzzles":{…}}; each with "file", "language", "verdict", "points", "maxPoints".
Exit 0 right (admissible and consistent; passed on the graph and every puzzle in the fewest moves);
1 checked, with something wrong.`,
  options: `--goal        heuristic: the goal board (default 1 2 3/4 5 6/7 8 0), boards of up to 9 cells.
--expect      search: bfs, ucs (the default) or astar: the search the student was asked to write.
--seed        search: another draw of the ${PUZZLE_COUNT} puzzles (default ${PUZZLE_SEED}), e.g. one per student.
--time-limit's default: 10 s for heuristic, ${EXERCISE_TIME_LIMIT_S} s for search.`,
})
