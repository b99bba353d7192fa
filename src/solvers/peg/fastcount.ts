/**
 * The count of solutions over a direct table: the memoised count of count.ts (`countSolutions`,
 * the readable one the article shows) with the memo as a typed array indexed by the board itself
 * instead of a Map, and by final hole as a forward pass over the same kind of table.
 *
 * Vocabulary:
 *   ways[b]   solutions from board b (jump sequences to one peg) plus one: a Float64Array of
 *             2^holes entries, 0 for "not computed yet", so a fresh (zeroed) table needs no fill.
 *             Up to T6 (2^21 boards, 16 MB) this is the C program's table; counts stay below
 *             2^53 there (T6's largest is 2.7·10^11), and the function refuses larger boards
 *             rather than round.
 *   paths[b]  jump sequences from the start to b, pushed forward one layer (peg count) at a time;
 *             on the one-peg layer, paths of the board with its peg in hole h = solutions ending in h.
 * Not split by moves: that needs the hole the last jump landed in (count.ts, countAll).
 */
import { firstJumps, geometry, pegCount, type Board } from './board.ts'
import { Meter, type Options } from './reach.ts'

/** Up to this many holes (T6) the tables are direct and every count is exact in a double. */
const FAST_COUNT_HOLES = 21

function checkSize(holes: number): void {
  if (holes > FAST_COUNT_HOLES)
    throw new RangeError(`The direct-table count handles up to ${FAST_COUNT_HOLES} holes (T6), not ${holes}.`)
}

/** Solutions from `start` on T_side (T6 at most), memoised in a Float64Array indexed by the board. */
export function countFast(side: number, start: Board, options: Options = {}): number {
  const g = geometry(side)
  checkSize(g.holes)
  const meter = new Meter(options)
  meter.reserve(8 * 2 ** g.holes)
  const ways = new Float64Array(2 ** g.holes) // solutions + 1; 0 while not computed (a fresh table is zeros)
  meter.holds(() => ways.byteLength)
  // Boards below 2^21 are small integers: int32 copies of the jump masks keep the loop in integer
  // arithmetic. A jump is legal when the board, masked to its three holes, equals its `need`.
  const jumps = g.delta.length
  const jump = new Int32Array(3 * jumps) // jump j at 3j: mask, need, delta, side by side
  for (let j = 0; j < jumps; j++) {
    jump[3 * j] = g.needLo[j] | g.emptyLo[j]
    jump[3 * j + 1] = g.needLo[j]
    jump[3 * j + 2] = g.delta[j]
  }
  const end = 3 * jumps
  if (pegCount(start) === 0) return 0
  if ((start & (start - 1)) === 0) return 1 // one peg left
  // Depth-first over an explicit stack (a jump removes a peg, so it is at most `holes` deep): for
  // each open board, the next jump to try and the solutions counted so far. It replaced a
  // recursive closure, 15–25% slower on T6 (docs/benchmarks.md, "Peg T6's count against C").
  const depth = g.holes + 1
  const boards = new Int32Array(depth)
  const nextJump = new Int32Array(depth)
  const totals = new Float64Array(depth)
  let sp = 0
  meter.board()
  boards[0] = start
  for (;;) {
    const board = boards[sp]
    let j = nextJump[sp]
    while (j < end && (board & jump[j]) !== jump[j + 1]) j += 3
    if (j < end) {
      nextJump[sp] = j + 3
      const after = (board + jump[j + 2]) | 0
      const known = ways[after]
      // One peg left: one solution.
      if ((after & (after - 1)) === 0) totals[sp] += 1
      else if (known > 0) totals[sp] += known - 1
      else {
        meter.board()
        sp++
        boards[sp] = after
        nextJump[sp] = 0
        totals[sp] = 0
      }
      continue
    }
    const total = totals[sp]
    ways[board] = total + 1
    if (sp === 0) return total
    totals[--sp] += total
  }
}

/** Solutions from `start` by the 1-based hole of the last peg (T6 at most), over direct tables. */
export function countByFinalFast(side: number, start: Board, options: Options = {}): Map<number, number> {
  const g = geometry(side)
  checkSize(g.holes)
  const meter = new Meter(options)
  meter.reserve(8 * 2 ** g.holes)
  const paths = new Float64Array(2 ** g.holes)
  meter.holds(() => paths.byteLength)
  const first = firstJumps(g)
  const delta = Int32Array.from(g.delta)
  let layer = new Int32Array(1)
  layer[0] = start
  paths[start] = 1
  const out = new Map<number, number>()
  if (pegCount(start) === 0) return out
  for (let pegs = pegCount(start); pegs > 1 && layer.length > 0; pegs--) {
    let next = new Int32Array(Math.max(16, layer.length * 4))
    let n = 0
    for (let k = 0; k < layer.length; k++) {
      meter.board()
      const b = layer[k]
      const here = paths[b]
      for (let h = 0; h < g.holes; h++) {
        if (((b >>> h) & 1) === 0) continue
        for (let j = first[h]; j < first[h + 1]; j++) {
          if ((b & g.needLo[j]) !== g.needLo[j] || (b & g.emptyLo[j]) !== 0) continue
          const a = (b + delta[j]) | 0
          if (paths[a] === 0) {
            if (n === next.length) {
              const grown = new Int32Array(n * 2)
              grown.set(next)
              next = grown
            }
            next[n++] = a
          }
          paths[a] += here
        }
      }
    }
    layer = next.subarray(0, n)
  }
  for (const b of layer) if (pegCount(b) === 1) out.set(31 - Math.clz32(b) + 1, paths[b])
  return new Map([...out].sort((x, y) => x[0] - y[0]))
}
