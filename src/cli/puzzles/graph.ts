/**
 * `puzzle-notebook graph …` — routes on weighted graphs (the map of Romania, or a graph in the
 * CS188 test format), over the search lab's algorithms; the verbs live in
 * src/solvers/route/cli-verbs.ts.
 */
import { cliPuzzle, type Puzzle } from '../io.ts'
import { puzzle as route } from '../../solvers/route/index.ts'
import { graphSearchVerb } from '../../solvers/route/cli-verbs.ts'

export const puzzle: Puzzle = cliPuzzle({
  name: 'graph',
  slug: route.slug,
  input: 'file|romania',
  summary: 'Route finding on a weighted graph: Romania, or a CS188 test graph',
  notation: `Input
  "romania" for the map of Russell and Norvig's AIMA, or a file holding a graph in the CS188
  test format (start_state:, goal_states:, lines "<from> <action> <to> <cost>", optional
  "<state> <h>" heuristic lines). See "graph search --help".`,
  verbs: [graphSearchVerb],
})
