/**
 * A widget's settings made from its markup (settings.ts holds the rules). A control marked
 * `data-param="<name>"` is one setting: a menu, a number or text box, or an element holding
 * checkboxes (its value: the checked values joined by commas). The widget's
 * `data-param-prefix="<prefix>"` names its parameters `<prefix>-<name>` (an empty name is the
 * prefix itself, the widget's leading setting: `?trace=astar`); `data-what` names the control in
 * sentences; `data-param-under="<param>=<value>,<value>"` (or `="<param>"`: any value) makes it
 * apply only under another setting. Number boxes are checked against their own min, max and step,
 * where a link sets them and (`checkNumberBoxes`) where they are typed; a text box takes from a
 * link at most its own maxlength.
 */
import { showError } from './dom.ts'
import {
  choiceProblem,
  LinkSettings,
  lengthProblem,
  numberProblem,
  paramName,
  parseCondition,
  splitList,
  subsetProblem,
  type Setting,
} from './settings.ts'

const checkboxes = (el: HTMLElement): HTMLInputElement[] => [
  ...el.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
]

/** The control's name in sentences: its data-what, else its setting's name (without the prefix). */
const whatOf = (el: HTMLElement, param: string): string => el.dataset.what ?? (el.dataset.param || param)

/** Why the number box's text is refused (its min, max and step), or null. */
function boxProblem(input: HTMLInputElement, text = input.value): string | null {
  return numberProblem(whatOf(input, 'the number'), input, text)
}

/**
 * Checks number boxes where they are typed: says under each (the error line its aria-describedby
 * names, which several boxes may share) why its text is refused; a box hidden from the reader does
 * not apply and is not checked. True when every box is fine.
 */
export function checkNumberBoxes(root: HTMLElement, boxes: readonly HTMLInputElement[]): boolean {
  const said = new Set<HTMLElement>()
  let ok = true
  for (const box of boxes) {
    const id = (box.getAttribute('aria-describedby') ?? '').split(/\s+/).find((x) => x.endsWith('-error'))
    const error = id ? root.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null
    const problem = box.closest('[hidden]') ? null : boxProblem(box)
    if (problem) ok = false
    if (!error) continue
    if (problem || !said.has(error)) showError(box, error, problem)
    else box.removeAttribute('aria-invalid')
    if (problem) said.add(error)
  }
  return ok
}

/** The setting a control holds, under the URL name `param`. */
export function controlSetting(el: HTMLElement, param: string): Setting {
  const what = whatOf(el, param)
  const under = parseCondition(el.dataset.paramUnder)
  if (el instanceof HTMLSelectElement) {
    const choices = (): string[] => [...el.options].filter((o) => !o.disabled).map((o) => o.value)
    return {
      param,
      what,
      under,
      initial: [...el.options].find((o) => o.defaultSelected)?.value ?? el.options[0]?.value ?? '',
      read: () => el.value,
      problem: (v) => choiceProblem(what, choices(), v),
      write: (v) => {
        el.value = v
      },
    }
  }
  if (el instanceof HTMLInputElement) {
    return {
      param,
      what,
      under,
      initial: el.defaultValue.trim(),
      read: () => el.value.trim(),
      problem: (v) =>
        el.type === 'number' ? numberProblem(what, el, v) : lengthProblem(what, el.maxLength, v),
      write: (v) => {
        el.value = v
      },
    }
  }
  const values = (pick: (b: HTMLInputElement) => boolean): string =>
    checkboxes(el)
      .filter(pick)
      .map((b) => b.value)
      .join(',')
  return {
    param,
    what,
    under,
    initial: values((b) => b.defaultChecked),
    read: () => values((b) => b.checked),
    problem: (v) =>
      subsetProblem(
        what,
        checkboxes(el).map((b) => b.value),
        v,
      ),
    write: (v) => {
      const wanted = splitList(v)
      for (const b of checkboxes(el)) b.checked = wanted.includes(b.value)
    },
  }
}

/** The settings a widget's markup declares. */
export function markupSettings(root: HTMLElement): LinkSettings {
  const settings = new LinkSettings()
  const prefix = root.dataset.paramPrefix ?? ''
  for (const el of root.querySelectorAll<HTMLElement>('[data-param]'))
    settings.add(controlSetting(el, paramName(prefix, el.dataset.param!)))
  return settings
}

/**
 * A widget's own position as one of its settings (`?<param>=<notation>`), for a widget that is not
 * the page's main one (which owns `?board=`): a link carries it when it differs from `initial`.
 */
export function positionSetting<P>(
  param: string,
  notation: { parse(text: string): P; format(p: P): string },
  store: { get(): P; set(p: P): void },
  initial: P,
): Setting {
  return {
    param,
    what: 'position',
    initial: notation.format(initial),
    under: null,
    read: () => notation.format(store.get()),
    problem: (v) => {
      try {
        notation.parse(v)
        return null
      } catch (err) {
        return (err as Error).message
      }
    },
    write: (v) => store.set(notation.parse(v)),
  }
}
