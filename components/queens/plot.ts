/**
 * The line chart of the local-search widget: attacking pairs (y) over steps (x), as SVG points.
 * Pure (the geometry), so it is unit-tested; local.ts puts it into the page's <svg>.
 */
export const PLOT = { width: 560, height: 220, left: 48, right: 12, top: 12, bottom: 34 }

export type PlotGeometry = {
  points: string
  yMax: number
  xMax: number
  yTicks: { y: number; label: string }[]
  xTicks: { x: number; label: string }[]
}

/** `curve`: [step, pairs] pairs in step order. Long curves are thinned to about 600 points. */
export function plotGeometry(curve: readonly (readonly [number, number])[]): PlotGeometry {
  const { width, height, left, right, top, bottom } = PLOT
  const xMax = Math.max(1, curve.at(-1)?.[0] ?? 1)
  const yMax = Math.max(1, ...curve.map((p) => p[1]))
  const x = (s: number): number => left + ((width - left - right) * s) / xMax
  const y = (h: number): number => height - bottom - ((height - top - bottom) * h) / yMax
  const every = Math.max(1, Math.ceil(curve.length / 600))
  const kept = curve.filter((_, k) => k % every === 0 || k === curve.length - 1)
  const points = kept.map(([s, h]) => `${x(s).toFixed(1)},${y(h).toFixed(1)}`).join(' ')
  const fmt = (v: number): string => Math.round(v).toLocaleString('en-US')
  const yTicks = [0, yMax / 2, yMax].map((v) => ({ y: y(v), label: fmt(v) }))
  const xTicks = [0, xMax / 2, xMax].map((v) => ({ x: x(v), label: fmt(v) }))
  return { points, yMax, xMax, yTicks, xTicks }
}
