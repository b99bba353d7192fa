/**
 * The reader's pair of grids (start and goal), shared by every tile swap widget on the page. The
 * main widget owns it (it reads `?board=` and the reader's edits); the others follow it.
 */
import { createStore } from '../kit/store.ts'
import { formatPair, parsePair, type Grid, type Pair } from '../../src/solvers/tileswap/grid.ts'
import { SOURCE_SMALL } from '../../src/solvers/tileswap/examples.ts'

/** The source's 4×4 example, in the notation: `start goal`. */
export const EXAMPLE = `${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}`

/** The position notation (the `?board=` value): `start goal`, as the CLI reads it. */
export const NOTATION = { parse: parsePair, format: formatPair }

const copyGrid = (g: Grid): Grid => ({ rows: g.rows, cols: g.cols, cells: g.cells.slice() })
export const copyPair = (p: Pair): Pair => ({ start: copyGrid(p.start), goal: copyGrid(p.goal) })

export const position = createStore<Pair>(parsePair(EXAMPLE), copyPair)
