/**
 * Position boxes, one part of the widget shell: `[data-position-input]` (one box) or
 * `[data-position-input="<part>"]` (several, e.g. a start and a goal), each with its Set button
 * (`[data-set]` / `[data-set="<part>"]`) and the error line its aria-describedby names (else the
 * widget's `[data-input-error]`). Set or Enter asks the widget to apply the box; text not applied
 * survives a reload (a draft per tab, when the widget has an id).
 */
import { showError } from './dom.ts'
import { keepDraft, type Draft } from './draft.ts'

type Box = { input: HTMLInputElement; error: HTMLElement | null; draft: Draft | null }

export class PositionBoxes {
  readonly #boxes = new Map<string, Box>()

  constructor(widget: HTMLElement, set: (part: string) => void) {
    for (const input of widget.querySelectorAll<HTMLInputElement>('[data-position-input]')) {
      const part = input.dataset.positionInput ?? ''
      const errorId = (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .find((id) => id.endsWith('-error'))
      const error = errorId
        ? widget.querySelector<HTMLElement>(`#${CSS.escape(errorId)}`)
        : widget.querySelector<HTMLElement>('[data-input-error]')
      const draft = widget.id ? keepDraft(input, `${widget.id}-${part || 'position'}-draft`) : null
      this.#boxes.set(part, { input, error, draft })
      widget.querySelector(`[data-set="${CSS.escape(part)}"]`)?.addEventListener('click', () => set(part))
      input.addEventListener('keydown', (e) => {
        if (e.key === 'Enter') {
          e.preventDefault()
          set(part)
        }
      })
    }
  }

  /** The box for `part`, if the widget has one. */
  input(part: string): HTMLInputElement | null {
    return this.#boxes.get(part)?.input ?? null
  }

  /** True when a box still shows text it refused. */
  get refusing(): boolean {
    return [...this.#boxes.values()].some((b) => b.input.getAttribute('aria-invalid') === 'true')
  }

  /** Says under box `part` why its text was refused (null clears it). */
  error(part: string, message: string | null): void {
    const box = this.#boxes.get(part)
    if (box?.error) showError(box.input, box.error, message)
  }

  /** The position changed: the drafts are spent. */
  clearDrafts(): void {
    for (const box of this.#boxes.values()) box.draft?.clear()
  }

  /** Shows the position's text in every box but the one being typed in, and clears their errors. */
  show(text: (part: string) => string | null): void {
    for (const [part, box] of this.#boxes) {
      const t = text(part)
      if (t !== null && document.activeElement !== box.input) box.input.value = t
      if (box.error) showError(box.input, box.error, null)
    }
  }

  /** Puts back the text a reload would lose; true when some was. */
  restoreDrafts(): boolean {
    let kept = false
    for (const box of this.#boxes.values()) {
      const saved = box.draft?.read() ?? null
      if (saved === null || saved === box.input.value) continue
      box.input.value = saved
      kept = true
    }
    return kept
  }
}
