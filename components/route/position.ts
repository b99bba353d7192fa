/**
 * The reader's grid, shared by the page's grid widgets: the main widget owns it (it reads
 * `?board=` and the reader's edits). In the notation of src/solvers/route/grid.ts.
 */
import { formatTask, parseTask, type GridTask } from '../../src/solvers/route/grid.ts'
import { EXAMPLE_GRID } from '../../src/solvers/route/examples.ts'
import { createStore } from '../kit/store.ts'

export const EXAMPLE = EXAMPLE_GRID
export const NOTATION = { parse: parseTask, format: formatTask }

export const copyTask = (t: GridTask): GridTask => ({ ...t, terrain: t.terrain.slice() })
export const position = createStore<GridTask>(parseTask(EXAMPLE), copyTask)
