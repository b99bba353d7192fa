/**
 * The 50 puzzles of "Your search", made at build time (and by the tests): seeded, each with its
 * true distance and A*'s expansions from the lab's own A*. Apart from search-check.ts so that the
 * page, which only judges, does not download the searches.
 */
import { defaultGoal, shuffle } from '../sliding/model.ts'
import { mulberry32 } from '../random.ts'
import { aStar } from './best-first.ts'
import { slidingProblem } from './sliding.ts'
import type { Puzzle } from './search-check.ts'

export const PUZZLE_COUNT = 50
const PUZZLE_SEED = 1903

/**
 * The 50 seeded 8-puzzles: random walks of 4 to 14 slides from the goal, so that a plain
 * breadth-first search finishes them all in the time limit. Each with its true distance and
 * A*'s expansions (Manhattan distance, the lab's successor order), computed here by the lab's A*.
 */
export function puzzles(count = PUZZLE_COUNT, seed = PUZZLE_SEED): Puzzle[] {
  const goal = defaultGoal(3, 3)
  const random = mulberry32(seed)
  return Array.from({ length: count }, () => {
    const start = shuffle(goal, 4 + Math.floor(random() * 11), random)
    const r = aStar(slidingProblem(start, goal, 'manhattan'))
    return { start: Array.from(start.tiles), distance: r.moves.length, astarExpanded: r.expanded }
  })
}
