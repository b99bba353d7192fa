// Issue 32 item 7: boards a screen reader reads as positions, that change with them.
import { describe, expect, it } from 'vitest'
import { parsePosition } from '../../src/solvers/connect4/board.ts'
import { parseGrid } from '../../src/solvers/sudoku/grid.ts'
import { positionLabel } from '../../components/connect4/words.ts'
import { gridRows } from '../../components/sudoku/words.ts'
import { gridLabel } from '../../components/tileswap/draw.ts'

describe('Connect Four: the label says the position, not the history', () => {
  it('is the same for two move orders that reach the same position, and names every stone', () => {
    const a = positionLabel(parsePosition('453'), 'Your position')
    expect(a).toBe(positionLabel(parsePosition('354'), 'Your position'))
    expect(a).toMatch(
      /^Your position: 7×6 board, bottom up: column 1 empty; column 2 empty; column 3 Red; column 4 Red; column 5 Yellow; column 6 empty; column 7 empty\. /,
    )
    expect(a).not.toMatch(/moves/)
  })

  it('stacks a column bottom up', () => {
    expect(positionLabel(parsePosition('1121'), 'B')).toMatch(/column 1 Red Yellow Yellow; column 2 Red;/)
  })
})

describe('Sudoku: the digits row by row', () => {
  it('gives nine rows of nine, blanks named', () => {
    const rows = gridRows(
      parseGrid(`53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`),
    )
    expect(rows).toHaveLength(9)
    expect(rows[0]).toEqual(['5', '3', 'blank', 'blank', '7', 'blank', 'blank', 'blank', 'blank'])
    expect(rows[8]!.join(' ')).toBe('blank blank blank blank 8 blank blank 7 9')
  })
})

describe('tile swap: the board label follows the grid', () => {
  const start = Uint8Array.from([1, 0, 0, 1])
  const goal = Uint8Array.from([0, 1, 1, 0])
  it('reads the grid, the goal and how far it is, and changes with the grid', () => {
    const before = gridLabel({ rows: 2, cols: 2, cells: start, goal }, 'The board')
    expect(before).toBe(
      'The board. 2×2 grid, 2 ones, row by row: 1 0; 0 1. Goal: 0 1; 1 0; 4 cells differ from it.',
    )
    const after = gridLabel(
      { rows: 2, cols: 2, cells: Uint8Array.from([0, 1, 0, 1]), goal, mark: [0, 1] },
      'The board',
    )
    expect(after).toBe(
      'The board. 2×2 grid, 2 ones, row by row: 0 1; 0 1. Goal: 0 1; 1 0; 2 cells differ from it. Just swapped: r1c1 and r1c2.',
    )
  })
  it('sums up a large grid', () => {
    const cells = new Uint8Array(400).fill(1, 0, 37)
    expect(gridLabel({ rows: 20, cols: 20, cells }, 'G')).toBe('G. 20×20 grid, 37 ones.')
  })
})
