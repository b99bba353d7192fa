/**
 * Bar-chart geometry for "positions at each distance", shared by the build-time SVG and the
 * client, which redraws the same bars for the reader's goal.
 */
export const CHART = { W: 420, H: 240, left: 56, right: 10, top: 12, bottom: 44 }

export type Bar = { x: number; y: number; width: number; height: number; label: string }

/** Rounded-up axis maximum with about four gridlines. */
export function axis(max: number): { top: number; ticks: number[] } {
  const raw = Math.max(1, max) / 4
  const pow = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw)!
  const top = Math.ceil(Math.max(1, max) / step) * step
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, k) => k * step) }
}

export function bars(counts: readonly number[]): { bars: Bar[]; ticks: { y: number; label: string }[]; xLabels: { x: number; label: string }[] } {
  const { W, H, left, right, top, bottom } = CHART
  const plotW = W - left - right
  const plotH = H - top - bottom
  const a = axis(Math.max(...counts))
  const slot = plotW / Math.max(1, counts.length)
  const y = (v: number): number => top + plotH * (1 - v / a.top)
  const short = (v: number): string => (v >= 1000 ? `${v / 1000}k` : String(v))
  const every = Math.max(1, Math.ceil(counts.length / 12))
  return {
    bars: counts.map((c, d) => ({ x: left + d * slot + 0.5, y: y(c), width: Math.max(0.5, slot - 1), height: y(0) - y(c), label: `${d}: ${c}` })),
    ticks: a.ticks.map((t) => ({ y: y(t), label: short(t) })),
    xLabels: counts.map((_, d) => d).filter((d) => d % every === 0).map((d) => ({ x: left + (d + 0.5) * slot, label: String(d) })),
  }
}

/** A sentence that summarizes the chart for screen readers. */
export function chartSummary(counts: readonly number[], what: string): string {
  const total = counts.reduce((a, b) => a + b, 0)
  const peak = counts.indexOf(Math.max(...counts))
  return `Bar chart of ${what}: ${total.toLocaleString('en-US')} positions at distances 0 to ${counts.length - 1}; ` +
    `the most common distance is ${peak} (${counts[peak].toLocaleString('en-US')} positions) and ${counts[counts.length - 1].toLocaleString('en-US')} ` +
    `${counts[counts.length - 1] === 1 ? 'is' : 'are'} at the largest distance, ${counts.length - 1}.`
}
