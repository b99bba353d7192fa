/**
 * A page-level store: one value (the reader's input) shared by every widget of an article. The
 * main widget sets it; the others subscribe and work on the same input. Values are copied in
 * and out, so no widget can change another's copy by accident.
 */
export interface Store<T> {
  get(): T
  set(value: T): void
  /** Calls `listener` now and after every change; returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void
}

export function createStore<T>(initial: T, copy: (value: T) => T): Store<T> {
  const listeners = new Set<(value: T) => void>()
  let current = copy(initial)
  return {
    get: () => copy(current),
    set(value) {
      current = copy(value)
      for (const listener of listeners) listener(copy(current))
    },
    subscribe(listener) {
      listeners.add(listener)
      listener(copy(current))
      return () => listeners.delete(listener)
    },
  }
}
