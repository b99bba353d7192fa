// The wire format between the sandbox and the judge: inputs in chunks of JSON text, values back
// as JSON text with NaN, ±Infinity and undefined marked, decoded exactly.
import { describe, expect, it } from 'vitest'
import { CHUNK, decodeValues, encodeChunks } from '../../src/solvers/exercise-data.ts'
import { runInVm } from '../../src/sandbox/node.ts'

/** `values`, returned by a function in the sandbox's harness (which writes the marks), as JSON text. */
function throughSandbox(values: string): string {
  const out = runInVm({
    js: `exports.default = function (k) { return (${values})[k] }`,
    name: 'f',
    inputs: { kind: 'json', text: JSON.stringify(Array.from({ length: 10 }, (_, k) => [k])) },
    timeLimitMs: 10_000,
  })
  if (out.status !== 'values') throw new Error(JSON.stringify(out))
  return out.chunks[0]
}

describe('exercise data', () => {
  it('chunks the inputs in order, CHUNK a chunk', () => {
    const inputs = Array.from({ length: 2 * CHUNK + 5 }, (_, k) => [k, [k % 3]])
    const chunks = encodeChunks(inputs)
    expect(chunks).toHaveLength(3)
    expect(chunks.flatMap((c) => JSON.parse(c))).toEqual(inputs)
    expect(encodeChunks([])).toEqual([])
  })

  it('values survive the trip, NaN, ±Infinity and undefined included', () => {
    const values = [
      1,
      'a',
      [2, [3]],
      { x: true },
      null,
      NaN,
      Infinity,
      -Infinity,
      undefined,
      [NaN, undefined],
    ]
    const back = decodeValues(
      throughSandbox(
        '[1, "a", [2, [3]], { x: true }, null, NaN, Infinity, -Infinity, undefined, [NaN, undefined]]',
      ),
    )
    expect(back).toHaveLength(values.length)
    expect(back.slice(0, 5)).toEqual(values.slice(0, 5))
    expect(back[5]).toBeNaN()
    expect(back.slice(6, 9)).toEqual([Infinity, -Infinity, undefined])
    expect((back[9] as unknown[])[0]).toBeNaN()
    expect((back[9] as unknown[])[1]).toBeUndefined()
  })

  it('a text that is not a list is refused', () => {
    expect(() => decodeValues('{"a":1}')).toThrow(/list of values/)
  })
})
