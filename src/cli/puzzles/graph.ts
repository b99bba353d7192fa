/**
 * `puzzle-notebook graph …` — routes on weighted graphs (the map of Romania, or a graph in the
 * CS188 test format), over the search lab's algorithms; the verbs live in
 * src/cli/route-verbs.ts.
 */
import { cliPuzzle, type Puzzle } from '../io.ts'
import { puzzle as route } from '../../solvers/route/index.ts'
import { graphSearchVerb } from '../route-verbs.ts'

export const puzzle: Puzzle = cliPuzzle({
  puzzle: { id: 'graph', slug: route.slug }, // a command of the route notebook, named for its input
  input: 'file|romania',
  summary: 'Route finding on a weighted graph: Romania, or a CS188 test graph',
  notation: `Input
  "romania" for the map of Russell and Norvig's AIMA, or a file holding a graph in the CS188
  test format (start_state:, goal_states:, lines "<from> <action> <to> <cost>", optional
  "<state> <h>" heuristic lines). See "graph search --help".`,
  verbs: [graphSearchVerb],
})
