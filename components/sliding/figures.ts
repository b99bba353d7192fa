/**
 * The article's build-time figures, as data (pure, unit-tested): the first levels of a breadth-
 * first search tree with its repeats marked, and one board's Manhattan distances and linear
 * conflicts. SearchTree.astro and HeuristicFigure.astro draw them as SVG with MiniBoard.astro;
 * the moves and boards come from the solver's model, so a figure cannot disagree with the puzzle.
 */
import { legalMoves, slide, type Board, type Move } from '../../src/solvers/sliding/model.ts'
import { formatBoard } from '../../src/solvers/sliding/notation.ts'

// ── the search tree ──────────────────────────────────────────────────────────────────────────

export type TreeNode = {
  board: Board
  depth: number
  /** Index of the parent in `nodes`, −1 for the root. */
  parent: number
  /** The tile that slid to make this node from its parent (0 for the root). */
  move: Move
  /** Already seen when generated: the search keeps it out of the queue (drawn as a repeat). */
  seen: boolean
  /** For a repeat, the depth at which the search first met the position. */
  seenAt: number
}

/**
 * The tree breadth-first search grows from `root` down to `depth`: each new node's children in
 * the model's move order (up, left, right, down), every child that was seen before marked and not
 * expanded. Nodes come level by level, left to right.
 */
export function searchTree(root: Board, depth: number): TreeNode[] {
  const nodes: TreeNode[] = [{ board: root, depth: 0, parent: -1, move: 0, seen: false, seenAt: 0 }]
  const firstSeen = new Map<string, number>([[formatBoard(root), 0]])
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]
    if (node.seen || node.depth === depth) continue
    for (const move of legalMoves(node.board)) {
      const board = slide(node.board, move)
      const key = formatBoard(board)
      const at = firstSeen.get(key)
      if (at === undefined) firstSeen.set(key, node.depth + 1)
      nodes.push({
        board,
        depth: node.depth + 1,
        parent: i,
        move,
        seen: at !== undefined,
        seenAt: at ?? node.depth + 1,
      })
    }
  }
  return nodes
}

/**
 * How repeats go further down, from a complete BFS of `root`'s positions by levels: per depth,
 * the children generated, and how many of them were already seen. `firstOther` is the first depth
 * at which a repeat is something other than the parent's own parent (the move undone): two
 * different paths of the same or shorter length meeting in one position.
 */
export function repeatsByDepth(
  root: Board,
  maxDepth: number,
): { generated: number[]; seen: number[]; firstOther: number | null } {
  const depthOf = new Map<string, number>([[formatBoard(root), 0]])
  let level: { board: Board; parentKey: string }[] = [{ board: root, parentKey: '' }]
  const generated: number[] = [1]
  const seen: number[] = [0]
  let firstOther: number | null = null
  for (let d = 1; d <= maxDepth && level.length > 0; d++) {
    const next: typeof level = []
    let made = 0
    let again = 0
    for (const { board, parentKey } of level) {
      const key = formatBoard(board)
      for (const move of legalMoves(board)) {
        const child = slide(board, move)
        const childKey = formatBoard(child)
        made++
        if (depthOf.has(childKey)) {
          again++
          if (childKey !== parentKey && firstOther === null) firstOther = d
          continue
        }
        depthOf.set(childKey, d)
        next.push({ board: child, parentKey: key })
      }
    }
    generated.push(made)
    seen.push(again)
    level = next
  }
  return { generated, seen, firstOther }
}

// ── geometry of the tree picture ─────────────────────────────────────────────────────────────

/** A 3-cell-wide mini board is `3 · CELL + 2 · GAP` across. */
export const MINI = { CELL: 15, GAP: 1.5, PAD: 3 }

const miniSize = (b: Board): { w: number; h: number } => ({
  w: b.width * MINI.CELL + (b.width - 1) * MINI.GAP + 2 * MINI.PAD,
  h: b.height * MINI.CELL + (b.height - 1) * MINI.GAP + 2 * MINI.PAD,
})

export type Placed = TreeNode & { x: number; y: number; w: number; h: number }

/** Places the tree's nodes level by level, each level centred; leaves `SPACE` between boards. */
export function layoutTree(nodes: readonly TreeNode[]): { placed: Placed[]; width: number; height: number } {
  const SPACE = 10
  const LEVEL = 46 // vertical room between levels, for the edges and their move labels
  const TOP = 4
  const { w, h } = miniSize(nodes[0].board)
  const levels = Math.max(...nodes.map((n) => n.depth)) + 1
  const perLevel = Array.from({ length: levels }, (_, d) => nodes.filter((n) => n.depth === d).length)
  const width = Math.max(...perLevel) * (w + SPACE) - SPACE + 8
  const index = new Array<number>(levels).fill(0)
  const placed = nodes.map((n) => {
    const k = index[n.depth]++
    const rowWidth = perLevel[n.depth] * (w + SPACE) - SPACE
    return { ...n, x: (width - rowWidth) / 2 + k * (w + SPACE), y: TOP + n.depth * (h + LEVEL), w, h }
  })
  return { placed, width, height: TOP + levels * h + (levels - 1) * LEVEL + 4 }
}

// ── Manhattan distance and linear conflict on one board ─────────────────────────────────────

export type TileDistance = {
  tile: number
  cell: number
  goalCell: number
  rows: number
  cols: number
  distance: number
}
export type Conflict = { line: 'row' | 'column'; index: number; tiles: [number, number] }

/** Each tile's Manhattan distance (rows and columns to its goal cell), in reading order. */
export function tileDistances(board: Board, goal: Board): TileDistance[] {
  const w = board.width
  const out: TileDistance[] = []
  board.tiles.forEach((tile, cell) => {
    if (tile === 0) return
    const goalCell = goal.tiles.indexOf(tile)
    const rows = Math.abs(Math.floor(cell / w) - Math.floor(goalCell / w))
    const cols = Math.abs((cell % w) - (goalCell % w))
    out.push({ tile, cell, goalCell, rows, cols, distance: rows + cols })
  })
  return out
}

/**
 * The pairs of tiles that sit in their goal row (or column) in the wrong order: each pair forces
 * one of the two out of the line and back. (Linear conflict counts the tiles that must leave,
 * not the pairs; on a line with one pair the two agree.)
 */
export function conflictPairs(board: Board, goal: Board): Conflict[] {
  const { width: w, height: h } = board
  const out: Conflict[] = []
  const scan = (line: 'row' | 'column', index: number, cells: number[]): void => {
    const inLine = cells
      .map((cell) => ({ tile: board.tiles[cell], goalCell: goal.tiles.indexOf(board.tiles[cell]) }))
      .filter(
        ({ tile, goalCell }) =>
          tile !== 0 && (line === 'row' ? Math.floor(goalCell / w) === index : goalCell % w === index),
      )
    for (let a = 0; a < inLine.length; a++) {
      for (let b = a + 1; b < inLine.length; b++) {
        if (inLine[a].goalCell > inLine[b].goalCell)
          out.push({ line, index, tiles: [inLine[a].tile, inLine[b].tile] })
      }
    }
  }
  for (let r = 0; r < h; r++)
    scan(
      'row',
      r,
      Array.from({ length: w }, (_, c) => r * w + c),
    )
  for (let c = 0; c < w; c++)
    scan(
      'column',
      c,
      Array.from({ length: h }, (_, r) => r * w + c),
    )
  return out
}
