// The progress line and Cancel button of a slow job (markup in JobControls.astro).

import type { JobProgress } from './worker-runner.ts'
import { $, setText } from './dom.ts'
import { downloadSentence } from './download.ts'

/** "0.8 s", "42 ms", "12 s", "2 min 5 s". */
export function formatMs(ms: number): string {
  if (!(ms >= 0)) ms = 0
  if (ms < 100) return `${Math.round(ms)} ms`
  if (ms < 9950) return `${(ms / 1000).toFixed(1)} s`
  const s = Math.round(ms / 1000)
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`
}

/**
 * "Explored 123,456 candidates · depth 7 · 0.8 s" (plus the note, if any); for a download,
 * "Downloading the pattern databases: 1.2 of 3.3 MB (36%) · 4.1 s".
 */
export function formatProgress(p: JobProgress, noun = 'states'): string {
  if (p.download) return `${downloadSentence(p.note ?? 'a file', p.download)} · ${formatMs(p.elapsedMs)}`
  const one = p.explored === 1 && noun.endsWith('s')
  const parts = [`Explored ${p.explored.toLocaleString('en-US')} ${one ? noun.slice(0, -1) : noun}`]
  if (p.depth !== undefined) parts.push(`depth ${p.depth}`)
  parts.push(formatMs(p.elapsedMs))
  if (p.note) parts.push(p.note)
  return parts.join(' · ')
}

export interface JobControls {
  start(): void
  progress(p: JobProgress): void
  stop(): void
}

/**
 * Wires a `[data-job]` box: start() shows it after `data-delay` ms (default 250, so fast jobs
 * never flash), progress() updates the line, stop() hides it, Cancel calls runner.cancel().
 */
export function bindJobControls(root: HTMLElement, runner: { cancel(): void }): JobControls {
  const line = $(root, '[data-job-progress]')
  const cancel = $<HTMLButtonElement>(root, '[data-job-cancel]')
  const delay = Number(root.dataset.delay ?? 250)
  let timer: ReturnType<typeof setTimeout> | undefined
  let returnFocus: HTMLElement | null = null

  const stop = (): void => {
    clearTimeout(timer)
    if (root.contains(document.activeElement) && returnFocus?.isConnected) returnFocus.focus()
    root.hidden = true
  }
  cancel.addEventListener('click', () => {
    runner.cancel()
    stop()
  })
  return {
    start() {
      clearTimeout(timer)
      const active = document.activeElement
      if (active instanceof HTMLElement && !root.contains(active)) returnFocus = active
      setText(line, 'Working…')
      timer = setTimeout(() => {
        root.hidden = false
      }, delay)
    },
    // The noun is read each time, so one box can serve searches over different things.
    progress(p) {
      setText(line, formatProgress(p, root.dataset.noun || 'states'))
    },
    stop,
  }
}
