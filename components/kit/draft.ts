/**
 * Text typed into an input but not yet applied survives a reload: it is saved per tab
 * (sessionStorage) on every keystroke. Where storage is blocked, drafts are simply not kept.
 */
export interface Draft {
  /** The saved text, or null when there is none. */
  read(): string | null
  /** Forget the draft (call it when the text has been applied). */
  clear(): void
}

export function keepDraft(input: HTMLInputElement, key: string): Draft {
  let storage: Storage | null = null
  try {
    sessionStorage.getItem(key)
    storage = sessionStorage
  } catch {
    storage = null
  }
  input.addEventListener('input', () => storage?.setItem(key, input.value))
  return {
    read: () => storage?.getItem(key) ?? null,
    clear: () => storage?.removeItem(key),
  }
}
