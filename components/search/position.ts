/**
 * The reader's position, shared by every widget of the search lab: a sliding board and its goal
 * (the default goal, 1 2 … with the blank last, unless the reader writes "… to <goal>"). The race
 * owns it (it reads `?board=`); the frontier view, the heuristics and the exercise follow it.
 */
import { NotationError } from '../../src/solvers/contract.ts'
import { defaultGoal, sameTiles, type Board } from '../../src/solvers/sliding/model.ts'
import { formatBoard, formatTask, parseTask, type Task } from '../../src/solvers/sliding/notation.ts'
import { MAX_LAB_CELLS } from '../../src/solvers/search/sliding.ts'
import { createStore } from '../kit/store.ts'
import type { PositionLink } from '../kit/url-state.ts'

/** Russell & Norvig's 8-puzzle instance (their section on heuristic functions), here toward our default goal. */
export const EXAMPLE = '7 2 4/5 0 6/8 3 1'

/** The tile-swap article's small example (start, then goal), for the race on tile swap. */
export const SWAP_EXAMPLE = '1101/0110/0100/1010 1111/1111/0000/0000'

export type { Task }

const copyBoard = (b: Board): Board => ({ width: b.width, height: b.height, tiles: b.tiles.slice() })

/** Reads "board" or "board to goal"; boards of up to 9 cells. */
export function parsePosition(text: string): Task {
  const task = parseTask(text)
  const n = task.board.width * task.board.height
  if (n > MAX_LAB_CELLS)
    throw new NotationError(
      `The search lab takes boards of up to ${MAX_LAB_CELLS} cells (3×3, 2×4, 2×3 …); ${task.board.width}×${task.board.height} has ${n}.`,
    )
  return task
}

/** The board alone when the goal is the default one, else "board to goal". */
export function formatPosition(task: Task): string {
  const standard = defaultGoal(task.board.width, task.board.height)
  return sameTiles(task.goal.tiles, standard.tiles) ? formatBoard(task.board) : formatTask(task)
}

export const NOTATION = { parse: parsePosition, format: formatPosition }

export const copyTask = (t: Task): Task => ({ board: copyBoard(t.board), goal: copyBoard(t.goal) })

export const position = createStore<Task>(parsePosition(EXAMPLE), copyTask)

/**
 * The race's link, in either form the site writes: `?board=<board> to <goal>` (the lab's own) or
 * `?board=<board>&goal=<goal>` (the sliding article's). A board alone gets the default goal.
 */
export const positionLink: PositionLink<Task> = {
  read(params) {
    const raw = params.get('board')
    if (raw === null || raw.trim() === '') return null
    const goal = params.get('goal')
    if (goal === null || goal.trim() === '') return parsePosition(raw)
    if (/\bto\b/.test(raw))
      throw new NotationError('it names a goal twice (after "to" and in &goal=); keep one')
    return parsePosition(`${raw} to ${goal}`)
  },
  write: (task) => [['board', formatPosition(task)]],
}
