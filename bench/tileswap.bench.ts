/**
 * Tile swap benches: both exact methods on the same instances, each including the swap sequence
 * (the relabel construction), plus the BFS over all 4×4 grids with 8 ones. The Hungarian method
 * is O(k³) in the k ones, so its 64×64 row (2,048 ones) runs once.
 */
import {
  SOURCE_LARGE,
  SOURCE_SMALL,
  bfsFromGoal,
  parseGrid,
  parsePair,
  randomGrid,
  solve,
  type Grid,
  type Method,
} from '../src/solvers/tileswap/index.ts'
import { mulberry32, register, type Bench } from './lib.ts'

const source = parsePair(SOURCE_LARGE.start)
const random = mulberry32(4703)
const half64 = { start: randomGrid(64, 64, 2048, random), goal: randomGrid(64, 64, 2048, random) }
const half32 = { start: randomGrid(32, 32, 512, random), goal: randomGrid(32, 32, 512, random) }
const half45 = { start: randomGrid(45, 45, 1012, random), goal: randomGrid(45, 45, 1012, random) }

function row(
  name: string,
  pair: { start: Grid; goal: Grid },
  method: Method,
  runs: number,
  warmup: number,
): Bench {
  return { name, runs, warmup, run: () => solve(pair.start, pair.goal, method).swaps.length }
}

register(
  row('tileswap/12x12-source', source, 'flow', 25, 10),
  row('tileswap/12x12-source-hungarian', source, 'hungarian', 25, 10),
  row('tileswap/32x32-half', half32, 'flow', 15, 3),
  row('tileswap/32x32-half-hungarian', half32, 'hungarian', 5, 1),
  row('tileswap/45x45-half', half45, 'flow', 9, 2),
  row('tileswap/45x45-half-hungarian', half45, 'hungarian', 3, 1),
  row('tileswap/64x64-half', half64, 'flow', 9, 2),
  row('tileswap/64x64-half-hungarian', half64, 'hungarian', 1, 0),
  {
    name: 'tileswap/4x4-all-bfs',
    runs: 15,
    warmup: 5,
    run: () => bfsFromGoal(parseGrid(SOURCE_SMALL.goal)).order.length,
  },
)
