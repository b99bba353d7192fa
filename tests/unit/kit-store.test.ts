import { describe, expect, it } from 'vitest'
import { createStore } from '../../components/kit/store.ts'

describe('createStore', () => {
  const copy = (a: Uint8Array) => a.slice()

  it('calls a subscriber at once and after every set, with copies', () => {
    const store = createStore(Uint8Array.from([1, 2]), copy)
    const seen: number[][] = []
    const stop = store.subscribe((v) => {
      seen.push(Array.from(v))
      v[0] = 99
    })
    store.set(Uint8Array.from([3, 4]))
    expect(seen).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(Array.from(store.get())).toEqual([3, 4]) // the listener's write did not leak in
    stop()
    store.set(Uint8Array.from([5, 6]))
    expect(seen).toHaveLength(2)
  })

  it('keeps its own copy of what was set and of what get returns', () => {
    const value = Uint8Array.from([7])
    const store = createStore(value, copy)
    value[0] = 0
    store.get()[0] = 0
    expect(Array.from(store.get())).toEqual([7])
  })
})
