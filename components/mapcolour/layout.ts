/**
 * Where each region's node sits in the drawing of a constraint graph (pure, unit-tested). A
 * built-in map has its own schematic layout; a map of one's own whose regions all have a place in a
 * built-in layout (Australia with a region taken out, say) keeps those places; any other map is
 * laid out by a small force simulation (neighbours pull, everyone pushes), started on a circle,
 * so the same map always gets the same picture.
 */
import { BUILT_IN } from '../../src/solvers/mapcolour/maps.ts'
import type { ColourMap } from '../../src/solvers/mapcolour/notation.ts'

export type Layout = {
  points: [number, number][]
  width: number
  height: number
  /** Node radius and label size, in the view box's units. */
  radius: number
  label: number
}

const SIZES: Record<string, { radius: number; label: number }> = {
  australia: { radius: 30, label: 20 },
  'australia-without-sa': { radius: 30, label: 20 },
  usa: { radius: 17, label: 13 },
}

export function layoutFor(map: ColourMap): Layout {
  const built =
    BUILT_IN.find((m) => m.id === map.id) ?? BUILT_IN.find((m) => map.regions.every((r) => m.layout[r]))
  if (built) {
    const size = SIZES[built.id] ?? { radius: 20, label: 14 }
    return {
      points: map.regions.map((r) => built.layout[r]),
      width: built.width,
      height: built.height,
      ...size,
    }
  }
  return forceLayout(map)
}

/** A force-directed layout (Fruchterman and Reingold), deterministic, inside a square view box. */
export function forceLayout(map: ColourMap): Layout {
  const n = map.regions.length
  const side = Math.max(360, Math.round(110 * Math.sqrt(n)) + 80)
  const margin = 40
  const inner = side - 2 * margin
  const k = (0.9 * inner) / Math.sqrt(Math.max(n, 1))
  const x = Float64Array.from(
    { length: n },
    (_, i) => side / 2 + (inner / 2) * Math.cos((2 * Math.PI * i) / n),
  )
  const y = Float64Array.from(
    { length: n },
    (_, i) => side / 2 + (inner / 2) * Math.sin((2 * Math.PI * i) / n),
  )
  if (n === 1) x[0] = y[0] = side / 2
  const dx = new Float64Array(n),
    dy = new Float64Array(n)
  for (let round = 0, heat = inner / 8; round < 300; round++, heat *= 0.985) {
    dx.fill(0)
    dy.fill(0)
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const ex = x[i] - x[j] || 0.01,
          ey = y[i] - y[j]
        const d2 = ex * ex + ey * ey
        const push = (k * k) / d2
        dx[i] += ex * push
        dy[i] += ey * push
        dx[j] -= ex * push
        dy[j] -= ey * push
      }
    for (const [i, j] of map.edges) {
      const ex = x[i] - x[j],
        ey = y[i] - y[j]
      const d = Math.hypot(ex, ey) || 0.01
      const pull = d / k
      dx[i] -= ex * pull
      dy[i] -= ey * pull
      dx[j] += ex * pull
      dy[j] += ey * pull
    }
    for (let i = 0; i < n; i++) {
      const len = Math.hypot(dx[i], dy[i]) || 1
      const step = Math.min(len, heat)
      x[i] = Math.min(side - margin, Math.max(margin, x[i] + (dx[i] / len) * step))
      y[i] = Math.min(side - margin, Math.max(margin, y[i] + (dy[i] / len) * step))
    }
  }
  return {
    points: Array.from({ length: n }, (_, i) => [Math.round(x[i]), Math.round(y[i])]),
    width: side,
    height: side,
    radius: 22,
    label: 14,
  }
}

/**
 * The colours of the drawing, by colour number (red, green, blue, yellow, purple, orange, pink,
 * brown, grey): after Okabe and Ito's palette, which people with the common colour-vision
 * deficiencies can tell apart. Labels are drawn in the text colour with a halo, so they read on any.
 */
export const PALETTE: readonly string[] = [
  '#d55e00',
  '#009e73',
  '#0072b2',
  '#f0e442',
  '#a05195',
  '#e69f00',
  '#f4a6c6',
  '#8c510a',
  '#999999',
]
