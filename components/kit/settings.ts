/**
 * Settings in links: the one place that reads them from a link, writes them into Copy link and
 * keeps them in the address bar, for every widget (main or not). DOM-free, so it is unit-tested;
 * setting-controls.ts makes settings out of a widget's markup (`data-param`).
 *
 * A setting has a parameter name (the widget's prefix applied: `trace-weight`, `exp-seed`), a
 * name for sentences, and its value as the link carries it. A link carries a setting when it
 * applies (a setting may apply only under another one: the weight only when the algorithm is
 * weighted A*), its value is valid, and it differs from the value the page was built with. A
 * value the setting cannot take is refused with one sentence, the value cut to 80 characters,
 * and the setting keeps its value: never silently replaced.
 */

/** One setting of a widget, as the link sees it. */
export interface Setting {
  /** Its name in the URL, the widget's prefix applied. */
  readonly param: string
  /** What sentences call it ("the weight w", "seed"). */
  readonly what: string
  /** The value the page was built with: a link carries the setting only when it differs. */
  readonly initial: string
  /** The other setting this one applies under (null: it always applies). */
  readonly under: Condition | null
  /** The value now ('' is no value: never in a link). */
  read(): string
  /** Why `value` cannot be taken, or null when it can. */
  problem(value: string): string | null
  /** Takes a value (already checked). */
  write(value: string): void
}

/** Applies while the setting `param` has one of `values` (null: any value but none). */
export type Condition = { param: string; values: readonly string[] | null }

/** `a=x,y` (a has the value x or y) or `a` (a has a value), as markup writes a condition. */
export function parseCondition(text: string | undefined): Condition | null {
  if (text === undefined || text.trim() === '') return null
  const [param, values] = text.split('=', 2)
  return {
    param: param.trim(),
    values:
      values === undefined
        ? null
        : values
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
  }
}

/** The URL name of setting `name` of a widget with `prefix`: `trace-weight`; an empty name is the prefix itself. */
export function paramName(prefix: string, name: string): string {
  if (!prefix) return name
  return name ? `${prefix}-${name}` : prefix
}

/** At most `max` characters of reader text, an ellipsis marking a cut. */
export function clip(text: string, max = 80): string {
  return text.length > max ? text.slice(0, max - 1) + '…' : text
}

/** Reader text in a sentence: quoted, at most 80 characters. */
export function quote(text: string, max = 80): string {
  return `"${clip(text, max)}"`
}

const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1)
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** The one sentence for a refused value: "The link’s trace-weight could not be read: <reason>." */
export function refusal(param: string, reason: string): string {
  return `The link’s ${param} could not be read: ${lower(reason).replace(/[.\s]+$/, '')}.`
}

/** Why `value` is not one of `choices`. */
export function choiceProblem(what: string, choices: readonly string[], value: string): string | null {
  return choices.includes(value) ? null : `unknown ${what} ${quote(value)} (one of ${choices.join(', ')})`
}

/** Why a comma-separated list is not a non-empty subset of `choices`. */
export function subsetProblem(what: string, choices: readonly string[], value: string): string | null {
  const wanted = splitList(value)
  if (wanted.length === 0) return `it names no ${what}`
  const unknown = wanted.filter((v) => !choices.includes(v))
  return unknown.length
    ? `unknown ${what} ${clip(unknown.map((u) => `"${u}"`).join(', '))} (one of ${choices.join(', ')})`
    : null
}

/** The items of a comma-separated value, trimmed, without empty ones. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}

/** A number box's bounds, as its min, max and step attributes give them ('' or 'any' for none). */
export type NumberBounds = { min: string; max: string; step: string }

/** Why `text` is refused by a number box with these bounds (null: fine, or empty). */
export function numberProblem(what: string, bounds: NumberBounds, text: string): string | null {
  if (text.trim() === '') return null
  const x = Number(text)
  const min = bounds.min === '' ? -Infinity : Number(bounds.min)
  const max = bounds.max === '' ? Infinity : Number(bounds.max)
  const step = bounds.step === '' || bounds.step === 'any' ? null : Number(bounds.step)
  const range = `${Number.isFinite(min) ? min : '…'} to ${Number.isFinite(max) ? max : '…'}`
  const whole = step !== null && Number.isInteger(step) && step >= 1
  const got = clip(text)
  if (!Number.isFinite(x)) return `${capital(what)} must be a number from ${range}; got "${got}".`
  if (x < min || x > max) return `${capital(what)} must be from ${range}; got ${got}.`
  if (whole && !Number.isInteger(x))
    return `${capital(what)} must be a whole number from ${range}; got ${got}.`
  return null
}

/** Why `text` is too long for a box that takes at most `max` characters (null: it fits, or no limit). */
export function lengthProblem(what: string, max: number, text: string): string | null {
  return max > 0 && text.length > max
    ? `${capital(what)} takes at most ${max} characters; the link has ${text.length}.`
    : null
}

/** "Settings loaded from the link: seed 42, positions per depth 7." */
export function loadedSentence(loaded: readonly { what: string; value: string }[]): string {
  const list = loaded.map(({ what, value }) => `${what.replace(/^the /, '')} ${clip(value, 40)}`)
  return `Settings loaded from the link: ${list.join(', ')}.`
}

/** What a link gave a widget's settings: the ones taken, in the link's order, and a sentence per refused value. */
export type Restored = { loaded: { setting: Setting; value: string }[]; refused: string[] }

/** A widget's settings. */
export class LinkSettings {
  readonly #list: Setting[] = []

  add(setting: Setting): void {
    if (this.get(setting.param)) throw new Error(`Two settings are named "${setting.param}".`)
    this.#list.push(setting)
  }

  get(param: string): Setting | undefined {
    return this.#list.find((s) => s.param === param)
  }

  get size(): number {
    return this.#list.length
  }

  /** True when the setting applies: it is under no other, or under one that applies and has a value it names. */
  applies(setting: Setting, seen = new Set<Setting>()): boolean {
    if (!setting.under) return true
    const other = this.get(setting.under.param)
    if (!other || seen.has(setting)) return false
    seen.add(setting)
    const value = other.read()
    const ok = setting.under.values === null ? value !== '' : setting.under.values.includes(value)
    return ok && this.applies(other, seen)
  }

  #carried(s: Setting): boolean {
    const value = s.read()
    return value !== '' && value !== s.initial && this.applies(s) && s.problem(value) === null
  }

  /** How many settings this one is under (a link names a setting after the one it applies under). */
  #depth(setting: Setting): number {
    let depth = 0
    for (let s = setting; s.under && depth < this.#list.length; depth++) {
      const other = this.get(s.under.param)
      if (!other) break
      s = other
    }
    return depth
  }

  /** The parameters a link to the widget carries, each after the one it applies under. */
  params(): [string, string][] {
    return this.#list
      .filter((s) => this.#carried(s))
      .sort((a, b) => this.#depth(a) - this.#depth(b))
      .map((s) => [s.param, s.read()])
  }

  /** Every setting as an address-bar change: the carried ones set, the others removed. */
  changes(): Record<string, string | null> {
    return Object.fromEntries(this.#list.map((s) => [s.param, this.#carried(s) ? s.read() : null]))
  }

  /** Takes the settings the link names, in its order (the first of a repeated name; an empty one names nothing). */
  restore(query: URLSearchParams): Restored {
    const out: Restored = { loaded: [], refused: [] }
    for (const param of new Set(query.keys())) {
      const setting = this.get(param)
      if (!setting) continue
      const value = query.get(param)!.trim()
      if (value === '') continue // an empty value names nothing
      const problem = setting.problem(value)
      if (problem) out.refused.push(refusal(param, problem))
      else {
        setting.write(value)
        out.loaded.push({ setting, value })
      }
    }
    return out
  }
}

/** What the widget's notice says about its settings (null: the link named none); `follow` is the widget's own sentence. */
export function restoredNotice(r: Restored, follow = ''): { text: string; kind: 'error' | 'info' } | null {
  if (r.loaded.length === 0 && r.refused.length === 0) return null
  const loaded = r.loaded.length
    ? loadedSentence(r.loaded.map(({ setting, value }) => ({ what: setting.what, value })))
    : ''
  return {
    text: [loaded, ...r.refused, follow].filter(Boolean).join(' '),
    kind: r.refused.length ? 'error' : 'info',
  }
}
