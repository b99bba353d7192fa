// The CLI sandbox's `apply` mode: the reader's default export once per input, f(...args), its
// return values back as data (NaN, ±Infinity and undefined kept), and every kind of failure named
// with the input it happened on. Runs the real sandbox: a child process, the harness in a vm context.
import { describe, expect, it } from 'vitest'
import { applyInSandbox } from '../../src/cli/sandbox.ts'
import { BudgetError, InputError } from '../../src/solvers/contract.ts'

const inputs = [
  [[1, 2, 3], 2],
  [[4, 5], 1],
  [[6], 0],
]
const name = (k: number): string => `input ${k}`
const run = (code: string, limitS = 5): unknown[] => applyInSandbox('mine.ts', code, inputs, limitS, name)

describe('applyInSandbox', () => {
  it('calls f(...args) once per input and hands back the raw values', () => {
    expect(run('export default function f(xs: number[], k: number): number { return xs[k] }')).toEqual([
      3, 5, 6,
    ])
    expect(run('export default function f(xs, k) { return { first: xs[0], k, list: xs.slice(k) } }')).toEqual(
      [
        { first: 1, k: 2, list: [3] },
        { first: 4, k: 1, list: [5] },
        { first: 6, k: 0, list: [6] },
      ],
    )
  }, 30_000)

  it('keeps the values JSON cannot say', () => {
    const out = run(
      'export default function f(xs, k) { return k === 2 ? NaN : k === 1 ? [Infinity, -Infinity] : undefined }',
    )
    expect(out[0]).toBeNaN()
    expect(out[1]).toEqual([Infinity, -Infinity])
    expect(out[2]).toBeUndefined()
  }, 30_000)

  it('an input the reader mutates is their own: the next input is intact', () => {
    expect(run('export default function f(xs) { xs.push(99); return xs.length }')).toEqual([4, 3, 2])
  }, 30_000)

  it('names the input a throw or a value that is not data happened on, and the line', () => {
    expect(() =>
      run('export default function f(xs) {\n  if (xs[0] === 4) throw new RangeError("four")\n  return 0\n}'),
    ).toThrow(/^mine\.ts:2: RangeError: four \(for input 1\)\.$/)
    expect(() => run('export default function f(xs) { return xs[0] === 6 ? () => 1 : 0 }')).toThrow(
      /returned a function for input 2/,
    )
    expect(() => run('export default function f() { const a: unknown[] = []; a.push(a); return a }')).toThrow(
      /returned a value nested more than 64 levels deep \(a cycle\?\) for input 0/,
    )
    expect(() => run('export const f = 1')).toThrow(InputError)
    expect(() => run('export default function f( {')).toThrow(/mine\.ts:1:\d+: syntax error/)
  }, 60_000)

  it('stops at the time limit; no getter can be planted on Object.prototype', () => {
    expect(() => run('export default function f() { while (true) {} }', 1)).toThrow(BudgetError)
    // The harness froze every built-in before the reader's code ran (before, such a getter ran
    // inside the time limit; now it cannot be planted at all).
    const planted =
      'export default function f() { Object.defineProperty(Object.prototype, "json", { get() { while (true) {} } }); throw 5 }'
    expect(() => run(planted, 1)).toThrow(
      /Cannot define property json, object is not extensible \(for input 0\)/,
    )
    // A thrown error whose message is an endless getter: read inside the time limit, by the
    // harness in the context, so the context's own timeout stops it.
    const hostile =
      'export default function f() { const e = new Error("x"); Object.defineProperty(e, "message", { get() { while (true) {} } }); throw e }'
    expect(() => run(hostile, 1)).toThrow(/stopped after 1 s \(its time limit\)$/)
    // Error.prepareStackTrace (called by V8 with the stack's frames, the classic way out of a vm
    // context) cannot be set: the context's Error is frozen before the reader's code runs.
    const stack =
      'export default function f() { Error.prepareStackTrace = () => { while (true) {} }; throw new Error("y") }'
    expect(() => run(stack, 1)).toThrow(/Cannot add property prepareStackTrace, object is not extensible/)
  }, 30_000)

  it('has no process, require or network', () => {
    for (const code of [
      'export default function f() { return process.pid }',
      'export default function f() { return require("fs") }',
      'export default function f() { return fetch("http://example.com") }',
      'export default function f() { return ({}).constructor.constructor("return process")() }',
    ])
      expect(() => run(code), code).toThrow(
        /is not available: your code runs in a sandbox|is refused: your code runs alone|Code generation from strings disallowed/,
      )
  }, 60_000)
})
