/**
 * The pure part of the route-finding widgets (no DOM): editing a grid with a brush, the keyboard
 * cursor, and what a recorded search shows at each step (the searched cells, the open list, the
 * cell being expanded), on a grid or on a map. Unit-tested; play.ts, romania.ts and pasted.ts use it.
 *
 * Vocabulary (as in src/solvers/search/trace.ts): a step is one expansion. At step k the node of
 * steps[k] is being expanded and its children have just been generated; "searched" are the states
 * expanded at steps 0…k, "open" the states generated so far (the start included) and not searched.
 * The iterative searches start over at each iteration, so their sets start over too.
 */
import type { AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import type { Trace } from '../../src/solvers/search/trace.ts'
import { WALL, type GridTask } from '../../src/solvers/route/grid.ts'

// ── editing ───────────────────────────────────────────────────────────────────────────────────
/** What a tap or a key paints: a wall, a terrain cost, or where the start or the goal goes. */
export type Brush = 'wall' | 'ground' | 'grass' | 'swamp' | 'start' | 'goal'
export const BRUSH_TERRAIN: Readonly<Record<Brush, number | null>> = {
  wall: WALL,
  ground: 1,
  grass: 3,
  swamp: 5,
  start: null,
  goal: null,
}
export const BRUSHES: readonly Brush[] = ['wall', 'ground', 'grass', 'swamp', 'start', 'goal']

const copy = (task: GridTask): GridTask => ({ ...task, terrain: task.terrain.slice() })

/**
 * The task with `cell` painted with terrain `t` (a wall is 0), or null when nothing changes: the
 * start and the goal are never painted over.
 */
export function paintCell(task: GridTask, cell: number, t: number): GridTask | null {
  if (cell === task.start || cell === task.goal || task.terrain[cell] === t) return null
  const next = copy(task)
  next.terrain[cell] = t
  return next
}

/** The task with the start or the goal moved to `cell` (on open ground), or null when it cannot go there. */
export function placeMarker(task: GridTask, which: 'start' | 'goal', cell: number): GridTask | null {
  const other = which === 'start' ? task.goal : task.start
  if (cell === other || cell === task[which]) return null
  const next = copy(task)
  next[which] = cell
  next.terrain[cell] = 1
  return next
}

/** The terrain a stroke paints when it starts on `cell` with `brush`: a wall brush on a wall erases. */
export function strokeTerrain(task: GridTask, cell: number, brush: Brush): number | null {
  const t = BRUSH_TERRAIN[brush]
  if (t === null) return null
  return brush === 'wall' && task.terrain[cell] === WALL ? 1 : t
}

/** The cursor after an arrow key (null for any other key). */
export function moveCursor(cell: number, key: string, width: number, height: number): number | null {
  const x = cell % width
  const y = Math.floor(cell / width)
  switch (key) {
    case 'ArrowLeft':
      return y * width + Math.max(0, x - 1)
    case 'ArrowRight':
      return y * width + Math.min(width - 1, x + 1)
    case 'ArrowUp':
      return Math.max(0, y - 1) * width + x
    case 'ArrowDown':
      return Math.min(height - 1, y + 1) * width + x
    case 'Home':
      return y * width
    case 'End':
      return y * width + width - 1
    default:
      return null
  }
}

/** An empty grid (all open ground) of `width` × `height`, start at the left, goal at the right. */
export function blankTask(width: number, height: number): GridTask {
  const y = Math.floor(height / 2)
  return {
    width,
    height,
    terrain: new Uint8Array(width * height).fill(1),
    start: y * width + Math.min(1, width - 1),
    goal: y * width + Math.max(0, width - 2),
  }
}

/** The task at another size: what fits is kept, start and goal pulled inside. */
export function resizeTask(task: GridTask, width: number, height: number): GridTask {
  const next = blankTask(width, height)
  for (let y = 0; y < Math.min(height, task.height); y++)
    for (let x = 0; x < Math.min(width, task.width); x++)
      next.terrain[y * width + x] = task.terrain[y * task.width + x]
  const inside = (cell: number) =>
    Math.min(Math.floor(cell / task.width), height - 1) * width + Math.min(cell % task.width, width - 1)
  const start = inside(task.start)
  const goal = inside(task.goal)
  if (start !== goal) {
    next.start = start
    next.goal = goal
  }
  next.terrain[next.start] = next.terrain[next.goal] = 1
  return next
}

/** Random walls and terrain (seeded by `random`): `walls` of the cells walls, some grass and swamp. */
export function randomTask(width: number, height: number, random: () => number, walls = 0.25): GridTask {
  const task = blankTask(width, height)
  for (let c = 0; c < task.terrain.length; c++) {
    const r = random()
    task.terrain[c] = r < walls ? WALL : r < walls + 0.12 ? 3 : r < walls + 0.2 ? 5 : 1
  }
  task.start = Math.floor(random() * height) * width
  task.goal = Math.floor(random() * height) * width + width - 1
  task.terrain[task.start] = task.terrain[task.goal] = 1
  return task
}

// ── what a search shows ───────────────────────────────────────────────────────────────────────
export type StepView = {
  /** States searched by this step, each with the step that expanded it first (in this iteration). */
  searched: Map<number, number>
  open: number[]
  current: number | null
}

const ITERATIVE: ReadonlySet<AlgorithmName> = new Set(['iddfs', 'idastar'])

/** The first step of the iteration step k belongs to (0 for the algorithms without iterations). */
export function iterationStart(trace: Trace<number>, k: number): number {
  if (!ITERATIVE.has(trace.algorithm)) return 0
  let s = Math.min(k, trace.steps.length - 1)
  while (s > 0 && trace.steps[s - 1].bound === trace.steps[s].bound && trace.steps[s].node.parent !== null)
    s--
  return s
}

/**
 * The searched states, the open list and the state being expanded at step k (k = steps.length:
 * after the last expansion, when the goal has been reached).
 */
export function stepView(trace: Trace<number>, k: number, start: number): StepView {
  const last = Math.min(k, trace.steps.length - 1)
  const from = iterationStart(trace, last)
  const searched = new Map<number, number>()
  const seen = new Set<number>([start])
  for (let s = from; s <= last; s++) {
    const step = trace.steps[s]
    if (!searched.has(step.node.state)) searched.set(step.node.state, s)
    for (const c of step.children) if (c.fate !== 'duplicate') seen.add(c.state)
  }
  const open = [...seen].filter((s) => !searched.has(s))
  const current = k < trace.steps.length ? trace.steps[k].node.state : null
  return { searched, open, current }
}

/** g and f of each state when it was first expanded (over the whole trace), for the colour bands. */
export function expandedValues(trace: Trace<number>): Map<number, { g: number; f: number }> {
  const out = new Map<number, { g: number; f: number }>()
  for (const s of trace.steps)
    if (!out.has(s.node.state)) out.set(s.node.state, { g: s.node.g, f: s.node.g + s.node.h })
  return out
}

export type View = 'plain' | 'g' | 'f'

/** Band edges: `bands` equal slices of [lo, hi]; a value's band. */
export function bandOf(value: number, lo: number, hi: number, bands: number): number {
  if (!(hi > lo)) return 0
  return Math.min(bands - 1, Math.max(0, Math.floor(((value - lo) / (hi - lo)) * bands)))
}

/** The searched cells sorted into colour bands by `view`, and the bands' ranges for the legend. */
export function banded(
  view: StepView,
  values: Map<number, { g: number; f: number }>,
  mode: View,
  bands: number,
): { cells: number[][]; ranges: [number, number][] } {
  const cells: number[][] = Array.from({ length: bands }, () => [])
  if (mode === 'plain') {
    cells[0] = [...view.searched.keys()]
    return { cells, ranges: [] }
  }
  const all = [...values.values()].map((v) => v[mode])
  const [lo, hi] = [Math.min(...all), Math.max(...all)]
  for (const state of view.searched.keys()) cells[bandOf(values.get(state)![mode], lo, hi, bands)].push(state)
  const width = (hi - lo) / bands
  const ranges = Array.from({ length: bands }, (_, b): [number, number] => [
    lo + b * width,
    lo + (b + 1) * width,
  ])
  return { cells, ranges: hi > lo ? ranges : [[lo, hi]] }
}

/** The step a class's guess is checked against: the next expansion after step k, or null. */
export function nextExpansion(trace: Trace<number>, k: number): number | null {
  return k + 1 < trace.steps.length ? trace.steps[k + 1].node.state : null
}
