import { randomGrid, solve, checkCellPotentials, parsePair, SOURCE_LARGE } from '/work/wt-tileswap-2/src/solvers/tileswap/index.ts'
let bad = 0
for (let t = 0; t < 300; t++) {
  const r = 2 + (t % 20), c = 2 + ((t * 7) % 23), m = Math.floor(Math.random() * r * c)
  const a = randomGrid(r, c, m), b = randomGrid(r, c, m)
  const s = solve(a, b, 'flow')
  const ch = checkCellPotentials(a, b, s.potentials!, s.cost)
  if (!ch.ok) { bad++; console.log(r, c, m, ch, s.cost) }
}
const p = parsePair(SOURCE_LARGE.start)
const s = solve(p.start, p.goal)
console.log(checkCellPotentials(p.start, p.goal, s.potentials!, s.cost), 'bad', bad)
const h = randomGrid(64,64,2048), g = randomGrid(64,64,2048); const s2 = solve(h,g); console.log(checkCellPotentials(h,g,s2.potentials!,s2.cost), Math.max(...s2.potentials!))
