/**
 * <code-cell id="…">: the kit's code cell. The article's starter code is printed at build time as
 * plain text (CodeCell.astro), so the page reads and prints without JavaScript and downloads no
 * editor; CodeMirror (editor.ts) loads when the reader first clicks or focuses the code, Sucrase
 * (strip.ts) on the first Run.
 *
 * The cell owns the code: Run / Stop / Reset, the reader's code kept per cell in localStorage,
 * Copy link (code-link.ts), Download my code (the file the CLI grades, named by the cell's `file`
 * and its language's extension, languages.ts), the note where a link lands, and the status region. What Run does
 * belongs to the widget around it, which sets `onRun`: it gets the stripped code and a signal,
 * runs it in the sandbox (sandbox.ts), and returns the sentence the status should say.
 *
 * From a link: the code shows with a note, nothing runs until Run, and the reader's own saved
 * code stays saved until they edit the linked code (then the edit is theirs and is saved).
 */
import { answersInView } from './answer-view.ts'
import { setText } from './dom.ts'
import { gutterDigits } from './gutter.ts'
import { sayIn } from './status.ts'
import { copyText } from './url-state.ts'
import { decodeCode, encodeCode, fragmentKey, MAX_CODE, payloadIn } from './code-link.ts'
import { stripTypes, syntaxSentence } from './strip.ts'
import { preloadPython, TIME_LIMIT_MS } from './sandbox.ts'
import type { CellEditor } from './editor.ts'
import { LOADERS, fileNameFor, type Language } from '../../src/sandbox/languages.ts'

export interface CellRun {
  /** The reader's code as they typed it, and as the sandbox takes it (TypeScript stripped to CommonJS, same lines; Python as it is). */
  source: string
  js: string
  language: Language
  signal: AbortSignal
  timeLimitMs: number
  /** Says how far the run got, in the cell's status region. */
  say(text: string): void
}

const storageKey = (id: string, language: Language | 'language' = 'typescript'): string =>
  `code-cell:${location.pathname.replace(/\/+$/, '')}#${id}${language === 'typescript' ? '' : `:${language}`}`
/** A link's payload for Python code starts with this (base64url has no dot). */
const PYTHON_LINK = 'py.'

export class CodeCell extends HTMLElement {
  /** Set by the widget that owns the cell: runs the code, returns the sentence for the status. */
  onRun: ((run: CellRun) => Promise<string>) | null = null
  #editor: CellEditor | null = null
  #loading: Promise<CellEditor> | null = null
  #text = ''
  #fromLink = false
  #running: AbortController | null = null
  #ready = false
  #language: Language = 'typescript'

  /** The language the reader writes in (the switch, when the cell has one). */
  get language(): Language {
    return this.#language
  }
  get starter(): string {
    return (this.#language === 'python' ? this.dataset.starterPython : this.dataset.starter) ?? ''
  }
  get timeLimitMs(): number {
    return Number(this.dataset.timeLimit) * 1000 || TIME_LIMIT_MS
  }
  /** The name "Download my code" gives the file: `heuristic.ts`. */
  get fileName(): string {
    return fileNameFor(this.dataset.file ?? this.id, this.language)
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
    if (this.dataset.starterPython !== undefined) {
      this.#language = this.#savedLanguage()
      for (const radio of this.querySelectorAll<HTMLInputElement>('[data-cell-lang] input')) {
        radio.checked = radio.value === this.#language
        radio.addEventListener('change', () => {
          if (!radio.checked) return
          this.#switchTo(radio.value === 'python' ? 'python' : 'typescript')
          if (this.#language === 'python') preloadPython()
        })
      }
    }
    this.#text = this.#saved() ?? this.starter
    this.#show(this.#text)
    const wake = (): void => {
      void this.#loadEditor(true)
      // A reader about to write Python: start it now, so that Run only sends the code.
      if (this.#language === 'python') preloadPython()
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
    this.#part('download').addEventListener('click', () => this.#download())
    this.#showFileName()
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
      const language = this.#language
      this.say('Preparing your code…')
      const stripped = language === 'python' ? LOADERS.python.load(source, {}) : await stripTypes(source)
      if (controller.signal.aborted) return
      if (!stripped.ok) return this.say(syntaxSentence(stripped))
      const sentence = await this.onRun({
        source,
        js: stripped.js,
        language,
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
      return localStorage.getItem(storageKey(this.id, this.#language))
    } catch {
      return null
    }
  }

  #savedLanguage(): Language {
    try {
      return localStorage.getItem(storageKey(this.id, 'language')) === 'python' ? 'python' : 'typescript'
    } catch {
      return 'typescript'
    }
  }

  #save(): void {
    try {
      const code = this.code
      const key = storageKey(this.id, this.#language)
      if (code === this.starter) localStorage.removeItem(key)
      else if (code.length <= MAX_CODE) localStorage.setItem(key, code)
      if (this.dataset.starterPython !== undefined)
        localStorage.setItem(storageKey(this.id, 'language'), this.#language)
    } catch {
      // Storage full or refused (private mode): the code stays on screen, unsaved.
    }
  }

  /** The file "Download my code" writes, named where the cell says how to hand it in: its extension is the language's. */
  #showFileName(): void {
    for (const name of this.querySelectorAll('[data-cell-file]')) setText(name, this.fileName)
  }

  /** The switch: the reader's code in the other language (their saved code, else its starter). */
  #switchTo(language: Language, code?: string): void {
    if (language === this.#language && code === undefined) return
    this.stop()
    this.#language = language
    for (const radio of this.querySelectorAll<HTMLInputElement>('[data-cell-lang] input'))
      radio.checked = radio.value === language
    this.#showFileName()
    this.#show(code ?? this.#saved() ?? this.starter)
    if (code === undefined) this.#save()
    if (code === undefined)
      this.say(
        language === 'python'
          ? 'Python: your code runs in Python (Pyodide, which starts loading from this site now).'
          : 'TypeScript: your code runs as TypeScript or JavaScript.',
      )
  }

  /** A reader's edit: their code from now on, saved (a linked code becomes theirs). */
  #edited(): void {
    if (this.#language === 'python') preloadPython() // the next Run only sends the code
    if (this.#fromLink) {
      this.#fromLink = false
      this.#note('You edited the code from the link: it is saved as yours now.', 'info')
    }
    this.#save()
  }

  #show(text: string): void {
    this.#text = text
    if (this.#editor) return this.#editor.setText(text)
    this.#part('editor').style.setProperty('--cell-digits', String(gutterDigits(text)))
    setText(this.#part('static').querySelector('code') ?? this.#part('static'), text)
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
      const python = payload.startsWith(PYTHON_LINK) && this.dataset.starterPython !== undefined
      const code = await decodeCode(python ? payload.slice(PYTHON_LINK.length) : payload)
      this.#fromLink = true
      if (this.dataset.starterPython !== undefined) this.#switchTo(python ? 'python' : 'typescript', code)
      else this.#show(code)
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
    url.hash = fragmentKey(this.id) + (this.#language === 'python' ? PYTHON_LINK : '') + r.payload
    this.say(
      (await copyText(url.href))
        ? 'Link copied: it carries your code; opening it shows the code and runs nothing.'
        : `Copy this link: ${url.href}`,
    )
  }

  /** Saves the code on screen as a file named for the CLI (the hand-in), whatever it is: nothing runs. */
  #download(): void {
    const code = this.code
    const url = URL.createObjectURL(
      new Blob([code.endsWith('\n') ? code : `${code}\n`], { type: 'text/plain;charset=utf-8' }),
    )
    const link = document.createElement('a')
    link.href = url
    link.download = this.fileName
    link.hidden = true
    this.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    this.say(
      `Downloaded as ${this.fileName}: hand in that file; your teacher grades it with the command line.`,
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
