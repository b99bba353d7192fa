// Tiny DOM helpers shared by the widgets. Reader text only ever goes into textContent.

/** The first match of `selector` inside `root`; throws a clear error when it is missing. */
export function $<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const el = root.querySelector<T>(selector)
  if (!el) throw new Error(`Expected ${selector} inside ${describe(root)}, found none.`)
  return el
}

function describe(root: ParentNode): string {
  if (root instanceof Element) return `<${root.localName}${root.id ? ` id="${root.id}"` : ''}>`
  return 'the document'
}

/** Sets the text of `el` (never HTML), skipping the write when nothing changed. */
export function setText(el: Element, text: string): void {
  if (el.textContent !== text) el.textContent = text
}

/** Shows `message` under an input (or clears it with null) and marks the input invalid. */
export function showError(input: Element, errorEl: HTMLElement, message: string | null): void {
  setText(errorEl, message ?? '')
  errorEl.hidden = message === null
  if (message === null) input.removeAttribute('aria-invalid')
  else input.setAttribute('aria-invalid', 'true')
}
