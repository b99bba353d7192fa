// The recorded search the tree widget draws: the same values as negamax, the same node count,
// and its pruned branches are exactly the moves negamax never tries.
import { describe, expect, it } from 'vitest'
import { minimaxMemo, negamax, newCount, traceNegamax } from '../../src/solvers/game.ts'
import { EMPTY, emptyCells, ticTacToe } from '../../src/solvers/tictactoe/index.ts'

describe('traceNegamax', () => {
  const all = new Map<number, number>()
  minimaxMemo(ticTacToe, EMPTY, all)
  const small = [...all.keys()].filter((b) => emptyCells(b).length <= 5 && emptyCells(b).length > 0)

  it('visits as many nodes as negamax and finds the same value, with and without pruning', () => {
    for (const b of small) {
      const count = newCount()
      const v = negamax(ticTacToe, b, -Infinity, Infinity, count)
      const t = traceNegamax(ticTacToe, b, true)
      expect(t.nodes).toHaveLength(count.nodes)
      expect(t.nodes[0].value).toBe(v + 0)
      expect(t.nodes.reduce((n, node) => n + node.pruned.length, 0)).toBe(count.prunedMoves)
      const plain = traceNegamax(ticTacToe, b, false)
      expect(plain.nodes[0].value).toBe(all.get(b)! + 0)
      expect(plain.nodes.every((n) => n.pruned.length === 0)).toBe(true)
    }
  })

  it('records enter and leave once for every node, children inside their parent', () => {
    const t = traceNegamax(ticTacToe, small[0], true)
    const open: number[] = []
    for (const e of t.events) {
      if (e.kind === 'enter') open.push(e.node)
      if (e.kind === 'leave') expect(open.pop()).toBe(e.node)
    }
    expect(open).toEqual([])
  })
})
