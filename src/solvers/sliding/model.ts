/**
 * Sliding puzzles — the board, the moves and the checker.
 *
 * Vocabulary, as the article uses it:
 *   board    a rectangle of `width` × `height` cells, 2×2 up to 4×4 (2×3, 3×4 … too).
 *   cell     0 .. width·height − 1, row by row from the top-left.
 *   tiles    tiles[cell] is the tile on that cell, 1 .. n − 1; 0 is the blank.
 *   move     the number of the tile that slides into the blank (the blank takes its cell).
 *            A solution is a list of such tile numbers, the form the CLI prints.
 *   goal     any arrangement, blank anywhere; the default is 1, 2, … with the blank last.
 */

import { InputError } from '../contract.ts'

export type Tiles = Uint8Array // tiles[cell], 0 = blank
export type Board = { width: number; height: number; tiles: Tiles }
export type Move = number // the tile that slides
/** A board as it crosses to a worker or into JSON: plain numbers. */
export type BoardData = { width: number; height: number; tiles: number[] }

export const boardData = (b: Board): BoardData => ({
  width: b.width,
  height: b.height,
  tiles: Array.from(b.tiles),
})
export const boardOf = (b: BoardData): Board => ({
  width: b.width,
  height: b.height,
  tiles: Uint8Array.from(b.tiles),
})

export const MIN_SIDE = 2
export const MAX_SIDE = 4

/** 1, 2, …, n − 1 with the blank last: the default goal. */
export function defaultGoal(width: number, height: number): Board {
  const n = width * height
  return { width, height, tiles: Uint8Array.from({ length: n }, (_, k) => (k + 1) % n) }
}

export function blankCell(tiles: Tiles): number {
  return tiles.indexOf(0)
}

/** NEIGHBOURS[cell] for a width × height board: the cells a tile can slide from into `cell`. */
export function neighbourTable(width: number, height: number): number[][] {
  return Array.from({ length: width * height }, (_, cell) => {
    const row = Math.floor(cell / width)
    const col = cell % width
    const out: number[] = []
    if (row > 0) out.push(cell - width)
    if (col > 0) out.push(cell - 1)
    if (col < width - 1) out.push(cell + 1)
    if (row < height - 1) out.push(cell + width)
    return out
  })
}

/** The tiles that can slide now (the blank's neighbours), in the order up, left, right, down. */
export function legalMoves(board: Board): Move[] {
  const blank = blankCell(board.tiles)
  return neighbourTable(board.width, board.height)[blank].map((cell) => board.tiles[cell])
}

/** The board after `tile` slides into the blank; throws when it is not next to the blank. */
export function slide(board: Board, tile: Move): Board {
  const tiles = board.tiles.slice()
  const blank = blankCell(tiles)
  const from = tiles.indexOf(tile)
  if (tile === 0 || from < 0 || !neighbourTable(board.width, board.height)[blank].includes(from)) {
    throw new Error(`Tile ${tile} is not next to the blank.`)
  }
  tiles[blank] = tile
  tiles[from] = 0
  return { ...board, tiles }
}

/** Every board on the way: boards[0] = start, boards[k] after k moves. Throws on an illegal move. */
export function replay(start: Board, moves: readonly Move[]): Board[] {
  const boards = [start]
  for (const tile of moves) boards.push(slide(boards[boards.length - 1], tile))
  return boards
}

/** The board after `moves`; throws InputError naming the first move whose tile is not next to the blank. */
export function positionAfter(start: Board, moves: readonly Move[]): Board {
  let board = start
  moves.forEach((tile, k) => {
    if (!legalMoves(board).includes(tile))
      throw new InputError(`Move ${k + 1} (tile ${tile}) is not next to the blank at that point.`)
    board = slide(board, tile)
  })
  return board
}

export function sameTiles(a: Tiles, b: Tiles): boolean {
  return a.length === b.length && a.every((t, k) => t === b[k])
}

/** True when `moves` are legal from `start` and end on `goal`. */
export function isSolution(start: Board, goal: Board, moves: readonly Move[]): boolean {
  try {
    return sameTiles(replay(start, moves).at(-1)!.tiles, goal.tiles)
  } catch {
    return false
  }
}

/** Random walk of `k` moves from `board` that never undoes the previous move. */
export function shuffle(board: Board, k: number, random: () => number = Math.random): Board {
  let current = board
  let last = -1
  for (let step = 0; step < k; step++) {
    const options = legalMoves(current).filter((t) => t !== last)
    last = options[Math.floor(random() * options.length)]
    current = slide(current, last)
  }
  return current
}
