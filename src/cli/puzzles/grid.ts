/**
 * `puzzle-notebook grid …` — paths on grids (Moving AI benchmark maps and their scenario files, or
 * grids in the notation of /route-finding/), over the search lab's algorithms; the verbs live in
 * src/cli/route-verbs.ts.
 */
import { cliPuzzle, type Puzzle } from '../io.ts'
import { puzzle as route } from '../../solvers/route/index.ts'
import { gridScenVerb, gridSearchVerb } from '../route-verbs.ts'

export const puzzle: Puzzle = cliPuzzle({
  puzzle: { id: 'grid', slug: route.slug }, // a command of the route notebook, named for its input
  input: 'file',
  summary: 'Route finding on grids: Moving AI maps and scenarios, weighted terrain',
  notation: `Input
  A Moving AI .map file, a grid in the notation (rows separated by "/": "." open, "2"…"9"
  terrain costs, "@" wall, "S" start, "G" goal), or a .scen file for "scen". Cells are x,y:
  column and row from 0 at the top left. See "grid search --help" and "grid scen --help".`,
  verbs: [gridSearchVerb, gridScenVerb],
})
