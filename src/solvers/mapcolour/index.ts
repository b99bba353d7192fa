/**
 * Map colouring — the puzzle's description and public API: maps (Russell and Norvig's Australia,
 * the 48 contiguous states, one's own in a text format), colourings, and every CSP method of the
 * constraints notebook on them. Its article is the constraints notebook (/constraints/), shared
 * with N-queens and Sudoku; its main widget there is the queens board, so components/mapcolour/
 * has no Play.astro and the site's puzzle list keeps N-queens for this slug. The map is the
 * position; a colouring is a list of moves ("WA=red NT=green …").
 */
import { definePuzzle } from '../contract.ts'
import { jobs } from './jobs.ts'
import { formatMap, parseMap } from './maps.ts'
import { isSolution, replay } from './model.ts'
import { formatColourMoves, parseColouring, type ColourMap, type ColourMove } from './notation.ts'

export * from './notation.ts'
export * from './maps.ts'
export * from './model.ts'

export const puzzle = definePuzzle<ColourMap, ColourMove, typeof jobs>({
  id: 'mapcolour',
  name: 'Map colouring',
  slug: 'constraints',
  example: 'australia',
  position: { parse: parseMap, format: formatMap },
  moves: { parse: parseColouring, format: formatColourMoves },
  replay,
  isSolution,
  jobs,
})
