/**
 * Starter code for the search lab's code cells (pure strings, so the article, the teacher's guide,
 * the tests and the bench share one copy).
 */

/** Manhattan in Python, as a reader would write it (docs/python.md): what the benches and tests check. */
export const MANHATTAN_PY = `def h(tiles, goal, width):
    s = 0
    for i, t in enumerate(tiles):
        if t:
            j = goal.index(t)
            s += abs(i % width - j % width) + abs(i // width - j // width)
    return s
`

/** "Your heuristic" as the article opens it: misplaced tiles, to be improved. */
/** The same starter in Python: lists, 0 for the blank, a number back. */
export const MISPLACED_STARTER_PY = `# h estimates the moves from tiles to goal. Both list the cells in
# reading order, 0 for the blank; width is the number of columns.
# This starter counts misplaced tiles. Try Manhattan distance, then
# beat it while staying admissible (h never above the true distance).
def h(tiles, goal, width):
    count = 0
    for cell in range(len(tiles)):
        if tiles[cell] != 0 and tiles[cell] != goal[cell]:
            count += 1
    return count
`

export const MISPLACED_STARTER = `// h estimates the moves from tiles to goal. Both list the cells in
// reading order, 0 for the blank; width is the number of columns.
// This starter counts misplaced tiles. Try Manhattan distance, then
// beat it while staying admissible (h never above the true distance).
export default function h(tiles: number[], goal: number[], width: number): number {
  let count = 0
  for (let cell = 0; cell < tiles.length; cell++) {
    if (tiles[cell] !== 0 && tiles[cell] !== goal[cell]) count++
  }
  return count
}
`

/** Manhattan distance with a TODO: lesson 4's class link; also what the tests and the bench check. */
export const MANHATTAN_STARTER = `// Manhattan distance: admissible and consistent. Make it larger
// without ever passing the true distance. TODO: add 2 for each pair of
// tiles in their goal row (or column) but in the wrong order.
export default function h(tiles: number[], goal: number[], width: number): number {
  let sum = 0
  for (let cell = 0; cell < tiles.length; cell++) {
    const t = tiles[cell]
    if (t === 0) continue
    const home = goal.indexOf(t)
    sum += Math.abs((home % width) - (cell % width)) + Math.abs(Math.floor(home / width) - Math.floor(cell / width))
  }
  return sum
}
`
