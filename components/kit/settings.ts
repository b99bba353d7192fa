/**
 * Settings in the URL. A control marked `data-param="<name>"` (a menu, a number box, or a group
 * of checkboxes: an element holding them, whose value is the checked values joined by commas) is
 * one setting of its widget. The shell writes the settings that differ from the page's defaults
 * into Copy link and the address bar (`?board=…&heuristic=pdb&weight=3`), and a `data-main`
 * widget restores them from the link it was opened with. A value the control cannot take is
 * refused with a sentence (the widget keeps its default), never silently replaced.
 *
 * Number boxes are checked against their own `min`, `max` and `step` (`numberProblem`), where
 * they are typed and where a link sets them; `data-what` names the box in those sentences.
 */
import { clip, quote } from './url-state.ts'

/** The [data-param] controls of a widget. */
export function paramControls(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-param]')]
}

const boxes = (el: HTMLElement): HTMLInputElement[] => [
  ...el.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
]

/** The setting's value as the URL carries it. */
export function readParam(el: HTMLElement): string {
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) return el.value.trim()
  return boxes(el)
    .filter((b) => b.checked)
    .map((b) => b.value)
    .join(',')
}

/** The value the page was built with. */
export function defaultParam(el: HTMLElement): string {
  if (el instanceof HTMLSelectElement)
    return [...el.options].find((o) => o.defaultSelected)?.value ?? el.options[0]?.value ?? ''
  if (el instanceof HTMLInputElement) return el.defaultValue.trim()
  return boxes(el)
    .filter((b) => b.defaultChecked)
    .map((b) => b.value)
    .join(',')
}

/** The name the sentences give the control. */
function what(el: HTMLElement): string {
  return el.dataset.what ?? el.dataset.param ?? 'setting'
}

/** Why a number box's text is refused (its min, max and step), or null when it is fine or empty. */
export function numberProblem(input: HTMLInputElement, text = input.value): string | null {
  if (text.trim() === '') return null
  const x = Number(text)
  const min = input.min === '' ? -Infinity : Number(input.min)
  const max = input.max === '' ? Infinity : Number(input.max)
  const step = input.step === '' || input.step === 'any' ? null : Number(input.step)
  const range = `${Number.isFinite(min) ? min : '…'} to ${Number.isFinite(max) ? max : '…'}`
  const whole = step !== null && Number.isInteger(step) && step >= 1
  if (!Number.isFinite(x))
    return `${capital(what(input))} must be a number from ${range}; got ${quote(text)}.`
  if (x < min || x > max) return `${capital(what(input))} must be from ${range}; got ${clip(text)}.`
  if (whole && !Number.isInteger(x))
    return `${capital(what(input))} must be a whole number from ${range}; got ${clip(text)}.`
  return null
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** Sets the control to `value`; returns why it was refused (the control is then left as it was), or null. */
export function writeParam(el: HTMLElement, value: string): string | null {
  if (el instanceof HTMLSelectElement) {
    if (![...el.options].some((o) => o.value === value && !o.disabled)) {
      return `The link's ${what(el)} ${quote(value)} is not one of ${[...el.options]
        .filter((o) => !o.disabled)
        .map((o) => o.value)
        .join(', ')}.`
    }
    el.value = value
    return null
  }
  if (el instanceof HTMLInputElement) {
    const problem = el.type === 'number' ? numberProblem(el, value) : null
    if (problem) return `The link's ${what(el)}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`
    el.value = value
    return null
  }
  const wanted = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  const known = new Set(boxes(el).map((b) => b.value))
  const unknown = wanted.filter((v) => !known.has(v))
  if (unknown.length || wanted.length === 0) {
    return `The link's ${what(el)} ${quote(value)} ${
      wanted.length === 0
        ? 'names none'
        : `has ${unknown
            .slice(0, 5)
            .map((u) => quote(u))
            .join(', ')}, not one of ${[...known].join(', ')}`
    }.`
  }
  for (const b of boxes(el)) b.checked = wanted.includes(b.value)
  return null
}

/** True when the setting differs from the default and would be taken back (a refused number never goes into a link). */
function linkable(el: HTMLElement): boolean {
  if (readParam(el) === defaultParam(el)) return false
  return !(el instanceof HTMLInputElement && el.type === 'number' && numberProblem(el) !== null)
}

/** The settings that differ from the page's defaults, as URL parameters. */
export function changedParams(root: HTMLElement): [string, string][] {
  return paramControls(root)
    .filter(linkable)
    .map((el) => [el.dataset.param!, readParam(el)])
}

/** Every setting as a URL change: the changed ones set, the others removed. */
export function paramChanges(root: HTMLElement): Record<string, string | null> {
  return Object.fromEntries(
    paramControls(root).map((el) => [el.dataset.param!, linkable(el) ? readParam(el) : null]),
  )
}

/** Restores every setting the query names; returns the sentences for the values refused. */
export function restoreParams(root: HTMLElement, params: URLSearchParams): string[] {
  const refused: string[] = []
  for (const el of paramControls(root)) {
    const value = params.get(el.dataset.param!)
    if (value === null) continue
    const problem = writeParam(el, value.trim())
    if (problem) refused.push(problem)
  }
  return refused
}
