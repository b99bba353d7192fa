/**
 * Seeded random positions (for the bench, the tests and the page's "Random position"): `stones`
 * random moves from the empty board, none of which ends the game. Uses src/solvers/random.ts.
 */
import { mulberry32 } from '../random.ts'
import { emptyPosition, isOver, legalColumns, play, type Position, type Size } from './board.ts'

export function randomPosition(size: Size, stones: number, rand: () => number): Position {
  for (;;) {
    let p = emptyPosition(size)
    while (p.moves.length < stones) {
      const options = legalColumns(p)
        .map((c) => play(p, c))
        .filter((q) => !isOver(q))
      if (options.length === 0) break
      p = options[Math.floor(rand() * options.length)]
    }
    if (p.moves.length === stones) return p
  }
}

/** `count` positions of `size`, each with a number of stones drawn from [minStones, maxStones]. */
export function randomPositions(
  size: Size,
  count: number,
  minStones: number,
  maxStones: number,
  seed: number,
): Position[] {
  const rand = mulberry32(seed)
  return Array.from({ length: count }, () =>
    randomPosition(size, minStones + Math.floor(rand() * (maxStones - minStones + 1)), rand),
  )
}
