// An independent Dijkstra for the route-finding tests: written here from the definitions, sharing
// no code with src/solvers (not the grid's moves, not the lab's heaps), so the notebook's searches
// are checked against something that could not make the same mistake.
//
// Grids: terrain[y][x] is 0 for a wall, else the cost of entering the cell. A straight move costs
// the entered cell's terrain; a diagonal move costs √2 times it and is allowed only when both
// orthogonal cells beside it are free (Moving AI's rule: no corner cutting).

/** A plain binary heap of [priority, item] pairs (priority only; ties in any order). */
class Heap {
  private a: [number, number][] = []
  get size(): number {
    return this.a.length
  }
  push(p: number, item: number): void {
    const a = this.a
    a.push([p, item])
    let i = a.length - 1
    while (i > 0) {
      const up = (i - 1) >> 1
      if (a[up][0] <= a[i][0]) break
      ;[a[up], a[i]] = [a[i], a[up]]
      i = up
    }
  }
  pop(): [number, number] {
    const a = this.a
    const top = a[0]
    const last = a.pop()!
    if (a.length > 0) {
      a[0] = last
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        const r = l + 1
        let m = i
        if (l < a.length && a[l][0] < a[m][0]) m = l
        if (r < a.length && a[r][0] < a[m][0]) m = r
        if (m === i) break
        ;[a[m], a[i]] = [a[i], a[m]]
        i = m
      }
    }
    return top
  }
}

/** The cheapest cost from (sx, sy) to every cell (Infinity where unreachable), as a flat array by y * width + x. */
export function gridDistances(terrain: number[][], sx: number, sy: number, eight: boolean): Float64Array {
  const h = terrain.length
  const w = terrain[0].length
  const dist = new Float64Array(w * h).fill(Infinity)
  const free = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && terrain[y][x] > 0
  const heap = new Heap()
  dist[sy * w + sx] = 0
  heap.push(0, sy * w + sx)
  const steps: [number, number][] = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ]
  if (eight) steps.push([1, 1], [1, -1], [-1, 1], [-1, -1])
  while (heap.size > 0) {
    const [d, at] = heap.pop()
    if (d > dist[at]) continue
    const x = at % w
    const y = (at - x) / w
    for (const [dx, dy] of steps) {
      const nx = x + dx
      const ny = y + dy
      if (!free(nx, ny)) continue
      const diagonal = dx !== 0 && dy !== 0
      if (diagonal && !(free(x + dx, y) && free(x, y + dy))) continue
      const nd = d + terrain[ny][nx] * (diagonal ? Math.SQRT2 : 1)
      if (nd < dist[ny * w + nx]) {
        dist[ny * w + nx] = nd
        heap.push(nd, ny * w + nx)
      }
    }
  }
  return dist
}

/** Terrain rows from the Moving AI map text: . G S free (1), everything else blocked (0). */
export function terrainOfMap(text: string): number[][] {
  const lines = text.split(/\r?\n/)
  const height = Number(lines[1].split(' ')[1])
  return lines.slice(4, 4 + height).map((row) => [...row].map((c) => ('.GS'.includes(c) ? 1 : 0)))
}

/** Cheapest costs between every pair of vertices of a weighted digraph (Floyd–Warshall). */
export function allPairs(
  n: number,
  edges: readonly { from: number; to: number; cost: number }[],
): number[][] {
  const d = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : Infinity)))
  for (const e of edges) d[e.from][e.to] = Math.min(d[e.from][e.to], e.cost)
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j]
  return d
}
