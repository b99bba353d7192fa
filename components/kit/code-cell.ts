/**
 * <code-cell id="…">: the kit's code cell. The article's starter code is printed at build time as
 * plain text (CodeCell.astro), so the page reads and prints without JavaScript and downloads no
 * editor; CodeMirror (editor.ts) loads when the reader first clicks or focuses the code, Sucrase
 * (strip.ts) on the first Run.
 *
 * The cell owns the code: Run / Stop / Reset, the reader's code kept per cell in localStorage,
 * Copy link (code-link.ts), the note where a link lands, and the status region. What Run does
 * belongs to the widget around it, which sets `onRun`: it gets the stripped code and a signal,
 * runs it in the sandbox (sandbox.ts), and returns the sentence the status should say.
 *
 * From a link: the code shows with a note, nothing runs until Run, and the reader's own saved
 * code stays saved until they edit the linked code (then the edit is theirs and is saved).
 */
import { answersInView } from './answer-view.ts'
import { setText } from './dom.ts'
import { sayIn } from './status.ts'
import { copyText } from './url-state.ts'
import { decodeCode, encodeCode, fragmentKey, MAX_CODE, payloadIn } from './code-link.ts'
import { stripTypes, syntaxSentence } from './strip.ts'
import { TIME_LIMIT_MS } from './sandbox.ts'
import type { CellEditor } from './editor.ts'

export interface CellRun {
  /** The reader's code as they typed it, and stripped to JavaScript (CommonJS, same lines). */
  source: string
  js: string
  signal: AbortSignal
  timeLimitMs: number
  /** Says how far the run got, in the cell's status region. */
  say(text: string): void
}

const storageKey = (id: string): string => `code-cell:${location.pathname.replace(/\/+$/, '')}#${id}`

export class CodeCell extends HTMLElement {
  /** Set by the widget that owns the cell: runs the code, returns the sentence for the status. */
  onRun: ((run: CellRun) => Promise<string>) | null = null
  #editor: CellEditor | null = null
  #loading: Promise<CellEditor> | null = null
  #text = ''
  #fromLink = false
  #running: AbortController | null = null
  #ready = false

  get starter(): string {
    return this.dataset.starter ?? ''
  }
  get timeLimitMs(): number {
    return Number(this.dataset.timeLimit) * 1000 || TIME_LIMIT_MS
  }
  /** The code on screen. */
  get code(): string {
    return this.#editor ? this.#editor.getText() : this.#text
  }

  #part<T extends HTMLElement = HTMLElement>(name: string): T {
    return this.querySelector<T>(`[data-cell-${name}]`)!
  }

  connectedCallback(): void {
    if (this.#ready) return
    this.#ready = true
    answersInView()
    this.#text = this.#saved() ?? this.starter
    this.#show(this.#text)
    const wake = (): void => {
      void this.#loadEditor(true)
    }
    const code = this.#part('static')
    code.addEventListener('focus', wake)
    code.addEventListener('click', wake)
    // A mouse press loads the editor a little sooner. Not a touch: a tap's click comes after the
    // finger lifts, at the spot it lifted, so nothing may move under it while it is down.
    code.addEventListener('pointerdown', (e) => {
      if (e.pointerType === 'mouse') wake()
    })
    this.#part('run').addEventListener('click', () => void this.run())
    this.#part('stop').addEventListener('click', () => this.stop())
    this.#part('reset').addEventListener('click', () => this.#reset())
    this.#part('copy').addEventListener('click', () => void this.#copyLink())
    this.#part<HTMLInputElement>('tab').addEventListener('change', (e) => {
      const on = (e.target as HTMLInputElement).checked
      void this.#loadEditor(false).then((ed) => ed.setTabIndents(on))
    })
    if (this.#saved() !== null)
      this.#note('Your saved code. Reset brings back the article’s starter code.', 'info')
    void this.#readLink()
  }

  /** Runs the code with the owner's `onRun` (the Run button). */
  async run(): Promise<void> {
    if (!this.onRun)
      return this.say('This cell has nothing to run its code with yet: wait for the page to finish loading.')
    this.stop()
    const controller = new AbortController()
    this.#running = controller
    this.#busy(true)
    try {
      const source = this.code
      this.say('Preparing your code…')
      const stripped = await stripTypes(source)
      if (controller.signal.aborted) return
      if (!stripped.ok) return this.say(syntaxSentence(stripped))
      const sentence = await this.onRun({
        source,
        js: stripped.js,
        signal: controller.signal,
        timeLimitMs: this.timeLimitMs,
        say: (t) => {
          if (this.#running === controller) this.say(t)
        },
      })
      if (this.#running === controller) this.say(sentence)
    } catch (err) {
      if (this.#running === controller)
        this.say(`The check failed: ${err instanceof Error ? err.message : String(err)}`)
    } finally {
      if (this.#running === controller) {
        this.#running = null
        this.#busy(false)
      }
    }
  }

  /** Stops a run in flight (the Stop button). */
  stop(): void {
    const running = this.#running
    if (!running) return
    this.#running = null
    running.abort()
    this.#busy(false)
    this.say('Stopped.')
  }

  say(text: string): void {
    sayIn(this.#part('status'), text)
  }

  #busy(on: boolean): void {
    this.#part<HTMLButtonElement>('run').disabled = on
    this.#part<HTMLButtonElement>('stop').disabled = !on
    this.toggleAttribute('data-running', on)
  }

  #note(text: string | null, kind: 'info' | 'error' = 'info'): void {
    const note = this.#part('note')
    setText(note, text ?? '')
    note.hidden = text === null
    note.setAttribute('role', kind === 'error' ? 'alert' : 'note')
    note.classList.toggle('notice--info', kind === 'info')
  }

  #saved(): string | null {
    try {
      return localStorage.getItem(storageKey(this.id))
    } catch {
      return null
    }
  }

  #save(): void {
    try {
      const code = this.code
      if (code === this.starter) localStorage.removeItem(storageKey(this.id))
      else if (code.length <= MAX_CODE) localStorage.setItem(storageKey(this.id), code)
    } catch {
      // Storage full or refused (private mode): the code stays on screen, unsaved.
    }
  }

  /** A reader's edit: their code from now on, saved (a linked code becomes theirs). */
  #edited(): void {
    if (this.#fromLink) {
      this.#fromLink = false
      this.#note('You edited the code from the link: it is saved as yours now.', 'info')
    }
    this.#save()
  }

  #show(text: string): void {
    this.#text = text
    if (this.#editor) this.#editor.setText(text)
    else setText(this.#part('static').querySelector('code') ?? this.#part('static'), text)
  }

  #reset(): void {
    this.#fromLink = false
    this.#show(this.starter)
    this.#save()
    this.#note(null)
    this.say('Back to the starter code.')
  }

  async #readLink(): Promise<void> {
    const payload = payloadIn(location.hash, this.id)
    if (payload === null) return
    try {
      const code = await decodeCode(payload)
      this.#fromLink = true
      this.#show(code)
      this.#note(
        `This code came from a link. It has not run: read it, then press ${this.querySelector('[data-cell-run]')?.textContent?.trim() || 'Run'}. Your own saved code is kept until you edit this.`,
        'info',
      )
      this.scrollIntoView({ block: 'start' })
    } catch (err) {
      this.#note(
        `${(err as Error).message} Showing ${this.#saved() === null ? 'the starter code' : 'your saved code'} instead.`,
        'error',
      )
    }
  }

  async #copyLink(): Promise<void> {
    const r = await encodeCode(this.code)
    if (!r.ok) return this.say(r.message)
    const url = new URL(location.href)
    url.hash = fragmentKey(this.id) + r.payload
    this.say(
      (await copyText(url.href))
        ? 'Link copied: it carries your code; opening it shows the code and runs nothing.'
        : `Copy this link: ${url.href}`,
    )
  }

  /** Loads CodeMirror in place of the static text (once); `focus` moves the caret into it. */
  #loadEditor(focus: boolean): Promise<CellEditor> {
    this.#loading ??= (async () => {
      const { createEditor } = await import('./editor.ts')
      const host = document.createElement('div')
      host.className = 'code-cell__cm'
      const box = this.#part('editor')
      // The editor takes the printed code's height (or more): the buttons below stay where they were.
      box.style.setProperty('--cell-min-height', `${this.#part('static').getBoundingClientRect().height}px`)
      box.append(host)
      const text = this.#text
      const hadFocus =
        this.contains(document.activeElement) && document.activeElement === this.#part('static')
      const editor = createEditor(host, text, {
        label: this.dataset.label ?? 'Code',
        onEdit: () => this.#edited(),
      })
      this.#part('static').hidden = true
      this.#editor = editor
      editor.setTabIndents(this.#part<HTMLInputElement>('tab').checked)
      if (hadFocus) editor.focus()
      return editor
    })()
    return this.#loading.then((ed) => {
      if (focus) ed.focus()
      return ed
    })
  }
}

if (!customElements.get('code-cell')) customElements.define('code-cell', CodeCell)
