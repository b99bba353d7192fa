/**
 * How a code exercise's inputs and the reader's values travel between the sandbox and the judge,
 * on the page and in the CLI: as JSON text, never as live objects. Text is cheap to post (a
 * structured clone of 262,144 small arrays costs the page's main thread over a second; the same
 * data as a string, a copy) and is data only: parsing it cannot run anyone's code.
 *
 * JSON cannot say NaN, ±Infinity or undefined, which a wrong answer may well be; the sandbox's
 * harness (src/sandbox/harness.ts) writes them as a one-key marker object, `{"\u0000":"NaN"}`,
 * and `decodeValues` turns them back.
 */
import type { ExerciseArgs } from './code-exercise.ts'

/** Inputs per chunk: the page posts one chunk at a time, so no message is large and progress can count. */
export const CHUNK = 4096

const SPECIAL: Record<string, unknown> = {
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
  '-Infinity': Number.NEGATIVE_INFINITY,
  undefined,
}

function revive(_key: string, v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v
  const keys = Object.keys(v)
  return keys.length === 1 && keys[0] === '\u0000'
    ? SPECIAL[String((v as Record<string, unknown>)['\u0000'])]
    : v
}

/** The values in a JSON text the sandbox wrote (markers turned back into NaN, ±Infinity, undefined). */
export function decodeValues(text: string): unknown[] {
  // The reviver costs a call per value: only texts with a marker need it.
  const values = JSON.parse(text, text.includes('"\\u0000"') ? revive : undefined) as unknown
  if (!Array.isArray(values)) throw new Error('The sandbox did not answer with a list of values.')
  return values
}

/**
 * The values of several texts the sandbox wrote, in order, as one list (an `undefined` stays an
 * element: the reviver leaves a hole there, which `flat` would drop).
 */
export function decodeAll(texts: readonly string[]): unknown[] {
  const out: unknown[] = []
  for (const text of texts) {
    const values = decodeValues(text)
    for (let k = 0; k < values.length; k++) out.push(values[k])
  }
  return out
}

/** The inputs as JSON texts of CHUNK inputs each (the last one shorter). */
export function encodeChunks(inputs: readonly ExerciseArgs[], size: number = CHUNK): string[] {
  const chunks: string[] = []
  for (let start = 0; start < inputs.length; start += size)
    chunks.push(JSON.stringify(inputs.slice(start, start + size)))
  return chunks
}

/** A reader's value in a few words, for a judge's sentence: `[1, 2, 3]`, `"3"`, `NaN`, `an object`. */
export function showValue(v: unknown, depth = 0): string {
  if (typeof v === 'number' || typeof v === 'boolean' || v === undefined || v === null) return String(v)
  if (typeof v === 'string') return JSON.stringify(v.length > 24 ? `${v.slice(0, 24)}…` : v)
  if (Array.isArray(v)) {
    if (depth > 1) return '[…]'
    return `[${Array.from(v.slice(0, 12), (x) => showValue(x, depth + 1)).join(', ')}${v.length > 12 ? ', …' : ''}]`
  }
  return 'an object'
}

/**
 * How long the reader's function may run on all of an exercise's inputs together, on the page and
 * in the CLI: generous. The slowest model answers (Clocks, sliding) took 2.2–2.8 s for the whole
 * check in Chromium and 3.7–4.1 s through the CLI's sandbox on this project's 2-core machine at a
 * load average of 10–18 (docs/benchmarks.md, "Code exercises"), so a fair answer has room several times over.
 */
export const EXERCISE_TIME_LIMIT_S = 30

const fmt = (n: number): string => n.toLocaleString('en-US')

/** What a check counts, from its scope ("all 262,144 positions" → positions), else "inputs". */
export function checkNoun(scope: string, count: number): string {
  for (const m of scope.matchAll(/([\d,]+) ([a-z]+)/g))
    if (Number(m[1].replace(/,/g, '')) === count) return m[2]
  return 'inputs'
}

/** The sentence of a verdict, on the page and in the CLI. */
export function verdictSentence(
  scope: string,
  v: { checked: number; wrong: number; first: string | null },
): string {
  const what = checkNoun(scope, v.checked)
  return v.wrong === 0
    ? `Right on all ${fmt(v.checked)} ${what}.`
    : `Wrong on ${fmt(v.wrong)} of ${fmt(v.checked)} ${what}; the first: ${v.first}`
}
