/** The map the page's map-colouring widgets share (the colouring widget edits it; the domains view follows). */
import { createStore } from '../kit/store.ts'
import { formatMapText, makeMap, type ColourMap } from '../../src/solvers/mapcolour/notation.ts'
import { parseMap } from '../../src/solvers/mapcolour/maps.ts'

export const EXAMPLE = 'australia'
/** The map's text in the box is the whole notation (so a built-in map can be edited into one's own). */
export const NOTATION = { parse: parseMap, format: formatMapText }
export const map = createStore<ColourMap>(parseMap(EXAMPLE), (m) =>
  makeMap(
    m.id,
    [...m.regions],
    m.edges.map(([i, j]) => [i, j]),
  ),
)
