/**
 * The harness that runs a reader's code, the same text in the page and in the CLI: in the page it
 * is the first statement of a module worker made from a Blob (components/kit/sandbox.ts), in the
 * CLI the first script of an empty `vm` context in a child process of its own (node.ts, child.ts).
 * `harness` is never called as a function of this module: its source (`harness.toString()`) is
 * what runs, in the sandbox's own realm, so it uses nothing but its two parameters.
 *
 * Threat model. The reader's code (a student's file, a link's fragment) is written by an attacker
 * who knows this file. It may loop, allocate, throw anything, return anything (getters, Proxies,
 * cycles, megabytes), patch every built-in it can reach, and read its own source. It must not:
 * reach the network, storage, caches, the page or the file system; forge, shape or hide a verdict;
 * crash or freeze anything but its own sandbox; run past its time or memory limits. So:
 *   1. Capture first. Everything the harness uses is taken from the realm before any reader code
 *      exists: intrinsics, and in the worker `postMessage`, `addEventListener`, the message data
 *      getter, `performance.now`, the console. Reader code never shares a scope with this
 *      function; it reaches the harness only through `__sandbox`, whose methods refuse to run
 *      out of turn.
 *   2. Lock down by an allowlist. Every global except what a pure function needs (ALLOW: Math,
 *      JSON, numbers, strings, arrays, typed arrays, Map, Set, errors, …) is deleted from the
 *      global object and its prototype chain (fetch, caches, indexedDB, postMessage, timers,
 *      WebAssembly, workers, WebSocketStream, webkitRequestFileSystem: whatever the browser adds
 *      next is gone too). Then every intrinsic reachable from what is left is frozen, so no
 *      setter, getter or toJSON planted on a prototype can reach the harness's own objects
 *      (Object.prototype and Array.prototype are sealed instead, for speed: nothing can be added
 *      to them, and the harness calls none of their methods once reader code has run).
 *   3. Load only what was written. The reader's code arrives as one function (the wrapper built by
 *      `readerWrapper`); its source text as the engine parsed it must have exactly the length the
 *      page or the CLI wrapped, or the code reached outside its function (a comment or a bracket
 *      that the transpiler and the engine read differently) and nothing runs. HTML-like comments,
 *      the known case, are refused before this (typescript.ts).
 *   4. Answer with data only. The values leave as JSON text written here, each one measured
 *      before it is encoded (MAX_VALUE_CHARS) and all of them together capped (MAX_TOTAL_CHARS);
 *      the verdicts are computed outside from that text. A reply is one string: a JSON head
 *      (type, counts, the reader's error with its line) and the values; in the worker it carries
 *      a nonce. Descriptions of bad values and errors are cut short here.
 *   5. Bounded outside. Time and memory are enforced by the host, never by this code: the page's
 *      watchdog terminates the worker, the CLI's child process has a vm timeout, a heap limit and
 *      a data limit. In the worker, `run` works in time slices, so the page can stop a check
 *      between two slices (a single call that never returns waits for Chromium's terminate()).
 *
 * Languages. A loader (typescript.ts for TypeScript and JavaScript, through Sucrase) turns the
 * reader's source into `readerWrapper(js)`: a CommonJS-style function that fills module.exports.
 * Another language plugs in the same way: its loader writes a wrapper that builds the function
 * (and a prelude may load its engine before the lockdown); the loop, the encoding and the verdicts
 * do not change.
 *
 * Protocol. Host → harness, one job at a time: `{ inputs?, sliceMs }`, where `inputs` is either
 * `{ kind: 'json', text }` (a list of argument lists: f(...args) once each) or `{ kind: 'bytes',
 * bytes, stride, goal, width }` (positions: f(tiles, goal, width), numbers only); each job runs
 * from where the last stopped, for `sliceMs` (0: to the end). Harness → host, one reply a job:
 * `ready` | `values` {from, to, count} and the JSON text of their values | `bad` {index, what} |
 * `error` {phase, message, line, index}.
 */

/** The globals a reader's pure function may use (and `console`, which the harness replaces). */
export const ALLOW = [
  'globalThis',
  'Infinity',
  'NaN',
  'undefined',
  'isFinite',
  'isNaN',
  'parseFloat',
  'parseInt',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'Object',
  'Function',
  'Array',
  'Number',
  'Boolean',
  'String',
  'Symbol',
  'BigInt',
  'Math',
  'JSON',
  'Reflect',
  'Proxy',
  'Promise',
  'Date',
  'RegExp',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Iterator',
  'ArrayBuffer',
  'DataView',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
  'Error',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  'AggregateError',
  'console',
] as const

/**
 * What Pyodide itself calls on the global once it has started (strings cross between JavaScript
 * and Python through these); kept for Python only. Reader code reaches no JavaScript global by
 * name (`import js` is an empty object), and these hold nothing but encoders and a clock.
 */
const ENGINE_ALLOW = ['TextDecoder', 'TextEncoder', 'performance'] as const

/**
 * The reader's wrapper parameters after `exports, module, require`: the allowlisted globals most
 * used in hot loops, passed in as locals (in a vm context a global lookup goes through the
 * context's interceptor, which made Manhattan distance on 181,440 positions several times slower).
 */
const FAST_GLOBALS = [
  'Math',
  'Array',
  'Object',
  'Number',
  'String',
  'JSON',
  'Error',
  'Map',
  'Set',
  'Float64Array',
  'Int32Array',
  'Uint8Array',
  'Infinity',
  'NaN',
  'isFinite',
  'isNaN',
  'parseInt',
] as const

/**
 * Names a reader's code may reach for that no sandbox has (the lockdown names what it removed in
 * the page): a ReferenceError for one of them says that the sandbox has no such thing.
 */
const UNAVAILABLE = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'require',
  'process',
  'Buffer',
  'global',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'queueMicrotask',
  'document',
  'window',
  'self',
  'localStorage',
  'indexedDB',
  'caches',
  'importScripts',
  'postMessage',
  'navigator',
  'performance',
  'crypto',
  'Worker',
] as const

/** Longest JSON text of one value; longer is a bad value (an honest answer here is under 1 KB). */
const MAX_VALUE_CHARS = 1_000_000
/** Longest JSON text of all the values of one run (the largest honest check, Clocks, writes about 11 M). */
export const MAX_TOTAL_CHARS = 64_000_000

/** What `harness` reads from its second argument (JSON text, parsed inside the sandbox). */
export interface HarnessConfig {
  host: 'worker' | 'vm'
  /** The reader's language: TypeScript (a wrapper function) or Python (source text for the engine). */
  language: 'typescript' | 'python'
  /** Stamped on every reply (worker). */
  nonce: string
  /** The lines of the script before the reader's first line, and how many lines the reader wrote. */
  lineOffset: number
  readerLines: number
  /** How a stack frame of the reader's script is written: 'reader.js' (vm) or 'blob:' (worker). */
  file: string
  /** The length of `readerWrapper(js)` (Python: of the source), checked against what is loaded. */
  wrapperLength: number
  /** The name the reader's function goes by in messages ("h", "f", "search"). */
  name: string
  /** Python: a prelude's Python source (its `wrap(f)` wraps the reader's function), run before their code. */
  pythonPrelude?: string
  /** A `run` works this long at most before it answers (worker; the vm runs to the end). */
  sliceMs: number
  maxValueChars: number
  maxTotalChars: number
  /** ALLOW, FAST_GLOBALS and UNAVAILABLE (the harness cannot import them: it runs as source text). */
  allow: readonly string[]
  fast: readonly string[]
  unavailable: readonly string[]
}

/** The config for `js` (the loader's output): the limits and lists are this module's, the rest the host's. */
export function harnessConfig(
  js: string,
  host: Pick<HarnessConfig, 'host' | 'nonce' | 'lineOffset' | 'file' | 'name' | 'sliceMs'> & {
    language?: HarnessConfig['language']
    pythonPrelude?: string
  },
): HarnessConfig {
  const language = host.language ?? 'typescript'
  return {
    ...host,
    language,
    readerLines: js.split('\n').length,
    wrapperLength: language === 'python' ? js.length : readerWrapper(js).length,
    maxValueChars: MAX_VALUE_CHARS,
    maxTotalChars: MAX_TOTAL_CHARS,
    allow: language === 'python' ? [...ALLOW, ...ENGINE_ALLOW] : ALLOW,
    fast: FAST_GLOBALS,
    unavailable: UNAVAILABLE,
  }
}

/** The reader's stripped code as the one function the harness loads: same lines, strict. */
export function readerWrapper(js: string): string {
  return `function (exports, module, require, ${FAST_GLOBALS.join(', ')}) {'use strict';${js}\n}`
}

/**
 * The harness (see the header). Runs in the sandbox's realm: `G` is its global object, `configText`
 * a HarnessConfig as JSON, `engine` for Python the started engine (python.ts; started by the host
 * before this runs, so before the lockdown). Returns, for the vm and child hosts, `take(text,
 * token)` (the next job) and `reply()` (the last answer), plus the shared memory where the current
 * input's index is kept.
 */
export function harness(G: any, configText: string, engine?: any): any {
  // biome-ignore lint/suspicious/noRedundantUseStrict: its source runs as a script (the CLI's vm), not as this module
  'use strict'
  // ── 1. Capture ─────────────────────────────────────────────────────────────────────────────
  const O = G.Object
  const R = G.Reflect
  const apply = R.apply
  const ownKeys = R.ownKeys
  const freeze = O.freeze
  const defineProperty = O.defineProperty
  const getPrototypeOf = O.getPrototypeOf
  const getOwnPropertyDescriptor = O.getOwnPropertyDescriptor
  const objectKeys = O.keys
  const isArray = G.Array.isArray
  const arrayFrom = G.Array.from
  const join = G.Array.prototype.join
  const stringify = G.JSON.stringify
  const parse = G.JSON.parse
  const StringC = G.String
  const ErrorC = G.Error
  const RegExpC = G.RegExp
  const SetC = G.Set
  const fnToString = G.Function.prototype.toString
  const U8 = G.Uint8Array
  const SymbolC = G.Symbol
  const config = parse(configText)
  const inWorker = config.host === 'worker'
  const python = config.language === 'python' ? engine : null
  if (config.language === 'python' && !python) throw new ErrorC('Python needs its engine')
  const isInteger = G.Number.isInteger
  const now = inWorker ? G.performance.now.bind(G.performance) : G.Date.now
  const post = inWorker ? G.postMessage.bind(G) : null
  const listen = inWorker ? G.addEventListener.bind(G) : null
  const dataOf = inWorker ? getOwnPropertyDescriptor(G.MessageEvent.prototype, 'data').get : null
  const later = inWorker ? G.setTimeout.bind(G) : null
  const realConsole = inWorker ? G.console : null
  const logTo = realConsole ? realConsole.log : null
  // The index of the input being run, where the CLI's watcher thread can read it after a crash.
  const progressBuffer = inWorker ? null : new G.SharedArrayBuffer(4)
  const progress = progressBuffer ? new G.Int32Array(progressBuffer) : null
  const fnName = StringC(config.name)

  // ── 2. Lock down ───────────────────────────────────────────────────────────────────────────
  const allow = new SetC(config.allow)
  const removed = new SetC(config.unavailable)
  // An allowed name the realm keeps on a prototype (a worker's `performance`) becomes the
  // global's own, so that the lockdown below keeps it while it empties the prototypes.
  for (let i = 0; i < config.allow.length; i++) {
    const key = config.allow[i]
    if (!getOwnPropertyDescriptor(G, key) && key in G)
      defineProperty(G, key, { value: G[key], writable: true, configurable: true, enumerable: false })
  }
  for (let o = G; o !== null && o !== O.prototype; o = getPrototypeOf(o)) {
    const keys = ownKeys(o)
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]
      if (o === G && typeof key === 'string' && allow.has(key)) continue
      if (typeof key === 'string') removed.add(key)
      if (R.deleteProperty(o, key)) continue
      // What cannot be deleted must be a constant that leads nowhere (Chromium's TEMPORARY = 0).
      const d = getOwnPropertyDescriptor(o, key)
      const v = d ? d.value : undefined
      if (
        !d ||
        d.get ||
        d.set ||
        d.writable ||
        (v !== null && (typeof v === 'object' || typeof v === 'function'))
      )
        throw new ErrorC(`The sandbox could not remove ${StringC(key)}.`)
    }
  }
  // The console the reader's code sees: the page's, with a little of each value (DevTools
  // stays usable for debugging); nothing at all in the CLI.
  let logged = 0
  const quiet = (): void => {}
  const log = logTo
    ? (...args: any[]) => {
        if (++logged > 1000) return
        const shown = []
        for (let i = 0; i < args.length && i < 10; i++) shown[i] = brief(args[i], 1000)
        apply(logTo, realConsole, shown)
      }
    : quiet
  G.console = freeze({
    log,
    info: log,
    warn: log,
    error: log,
    debug: log,
    trace: quiet,
    table: log,
    dir: log,
  })
  const allowed: any[] = []
  for (let i = 0; i < config.allow.length; i++) allowed[i] = G[config.allow[i]]
  const fast: any[] = []
  for (let i = 0; i < config.fast.length; i++) fast[i] = G[config.fast[i]]
  // Freeze every intrinsic reachable from the allowed globals, and the hidden ones that syntax
  // reaches without a global (generators, async functions, iterators).
  const hidden: any[] = [
    async () => {},
    function* () {},
    async function* () {},
    ([] as any)[SymbolC.iterator](),
    new G.Map()[SymbolC.iterator](),
    new G.Set()[SymbolC.iterator](),
    ('' as any)[SymbolC.iterator](),
    (/./ as any)[SymbolC.matchAll](''),
    (function* () {})(),
    (async function* () {})(),
  ]
  if (G.Iterator && typeof G.Iterator.from === 'function') {
    hidden.push(G.Iterator.from({ next: () => ({ done: true }) }))
    hidden.push([].values().map((x: any) => x))
  }
  // Object.prototype and Array.prototype are sealed, not frozen: nothing can be added to them (no
  // setter for an index, no toJSON, no getter for a name the harness writes), but freezing them
  // would make V8 check the prototype chain on every array store, which made a check four times
  // slower. Their methods stay writable, so after the reader's code has run the harness calls none
  // of them (it writes arrays by index and joins with its own `join`).
  // Pyodide sets Error.stackTraceLimit around every PythonError it makes: once Error is frozen that
  // would throw, so for Python the limit becomes an accessor that keeps no state a reader could use.
  if (python)
    defineProperty(G.Error, 'stackTraceLimit', { get: () => 10, set: () => {}, configurable: false })
  const sealed = [O.prototype, G.Array.prototype]
  const work = allowed.concat(hidden)
  const seen = new SetC()
  while (work.length > 0) {
    const o = work.pop()
    if (o === null || o === G || (typeof o !== 'object' && typeof o !== 'function') || seen.has(o)) continue
    seen.add(o)
    if (o === sealed[0] || o === sealed[1]) O.seal(o)
    else freeze(o)
    work.push(getPrototypeOf(o))
    const keys = ownKeys(o)
    for (let i = 0; i < keys.length; i++) {
      const d = getOwnPropertyDescriptor(o, keys[i])
      if (d) work.push(d.value, d.get, d.set)
    }
  }

  // ── Helpers: numbers, descriptions, errors ─────────────────────────────────────────────────
  function commas(n: number): string {
    const s = StringC(n)
    let out = ''
    for (let i = 0; i < s.length; i++) out += (i > 0 && (s.length - i) % 3 === 0 ? ',' : '') + s[i]
    return out
  }
  function cut(s: string, max: number): string {
    return s.length > max ? s.slice(0, max - 1) + '…' : s
  }
  /** A value in a few words, never long, whatever it is. */
  function brief(v: any, max: number): string {
    try {
      if (typeof v === 'string')
        return v.length > max
          ? `a string of ${commas(v.length)} characters (${stringify(v.slice(0, max))}…)`
          : stringify(v)
      if (typeof v === 'bigint') return `${cut(StringC(v), 40)}n (a BigInt)`
      if (typeof v === 'function') return 'a function'
      if (typeof v === 'symbol') return 'a symbol'
      if (v === null || typeof v !== 'object') return StringC(v)
      return isArray(v) ? `an array of ${commas(v.length)} items` : 'an object'
    } catch {
      return 'a value that cannot be shown'
    }
  }
  /** A bad value: thrown by the encoders, caught by the loop. */
  function Bad(this: any, what: string) {
    this.what = what
  }
  function tooBig(v: any): never {
    if (typeof v === 'string') throw new (Bad as any)(brief(v, 40))
    if (isArray(v)) throw new (Bad as any)(`an array of ${commas(v.length)} items`)
    throw new (Bad as any)(`a value of more than ${commas(config.maxValueChars)} characters as JSON`)
  }
  function notData(v: any): never {
    throw new (Bad as any)(brief(v, 40))
  }
  /**
   * What JSON.stringify would write for `v`, at most, or -1 for something JSON cannot say that
   * the marks can (NaN, ±Infinity, undefined); throws Bad for what is not data or too large.
   * Walks arrays and own enumerable keys, as JSON does, stopping as soon as the budget is spent.
   */
  let marks = false
  function measure(v: any, budget: number, depth: number): number {
    if (typeof v === 'number') {
      if (v - v !== 0) marks = true
      return 24
    }
    if (typeof v === 'boolean' || v === null) return 5
    if (v === undefined) {
      marks = true
      return 20
    }
    if (typeof v === 'string') {
      if (v.length > budget) tooBig(v)
      return v.length + 2
    }
    if (typeof v !== 'object') notData(v)
    if (depth > 64) throw new (Bad as any)('a value nested more than 64 levels deep (a cycle?)')
    let size = 2
    if (isArray(v)) {
      const n = v.length
      if (n > budget) tooBig(v)
      for (let i = 0; i < n && size <= budget; i++) size += measure(v[i], budget - size, depth + 1) + 1
    } else {
      if (typeof v.toJSON === 'function') marks = true // toJSON may say anything: check the text
      const keys = objectKeys(v)
      for (let i = 0; i < keys.length && size <= budget; i++)
        size += keys[i].length + 4 + measure(v[keys[i]], budget - size, depth + 1)
    }
    if (size > budget) tooBig(v)
    return size
  }
  const MARK = '\u0000'
  function mark(_key: string, v: any): any {
    if (typeof v === 'number' && v - v !== 0) return { [MARK]: StringC(v) }
    if (v === undefined) return { [MARK]: 'undefined' }
    if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') notData(v)
    return v
  }
  /** One value as JSON text (NaN, ±Infinity and undefined as one-key marks), or Bad. */
  function encodeValue(v: any): string {
    if (typeof v === 'number') return v - v === 0 ? '' + v : stringify({ [MARK]: StringC(v) })
    if (typeof v === 'boolean') return v ? 'true' : 'false'
    if (v === undefined) return stringify({ [MARK]: 'undefined' })
    marks = false
    measure(v, config.maxValueChars, 0)
    let text: any
    try {
      text = marks ? stringify(v, mark) : stringify(v)
    } catch (err) {
      if (err instanceof Bad) throw err
      throw new (Bad as any)('a value that is not data (a cycle?)')
    }
    if (typeof text !== 'string') throw new (Bad as any)(brief(v, 40))
    if (text.length > config.maxValueChars) tooBig(text)
    return text
  }
  /** A heuristic's value: a number (NaN and the like marked; the judge says what is wrong), or Bad. */
  function encodeNumber(v: any): number | string {
    if (typeof v !== 'number') throw new (Bad as any)(brief(v, 40))
    return v - v === 0 ? v : stringify({ [MARK]: StringC(v) })
  }

  const frameRe = new RegExpC(
    `${config.file === 'blob:' ? 'blob:[^\\s)]*' : config.file.replace(/\./g, '\\.')}:(\\d+):(\\d+)`,
    'g',
  )
  /** The reader's line (from 1) of the first frame of `stack` in their code, or null. */
  function readerLine(stack: string): number | null {
    frameRe.lastIndex = 0
    for (let m = frameRe.exec(stack); m !== null; m = frameRe.exec(stack)) {
      const line = +m[1] - config.lineOffset
      if (line >= 1 && line <= config.readerLines) return line
    }
    return null
  }
  /** What the reader's code threw, as a reply head (strings made and cut here). */
  function thrown(err: any, phase: string, index: number | null): any {
    let message = 'threw a value that cannot be shown'
    let stack = ''
    try {
      if (err instanceof ErrorC) {
        const name = cut(StringC(err.name), 60)
        message = `${name}: ${cut(StringC(err.message), 500)}`
        const st = err.stack
        stack = typeof st === 'string' ? st.slice(0, 20000) : ''
        const missing = name === 'ReferenceError' ? /^(\S+) is not defined$/.exec(StringC(err.message)) : null
        if (missing && removed.has(missing[1]))
          message = `${missing[1]} is not available: your code runs in a sandbox with the language's own built-ins only (Math, JSON, arrays, Map, Set …), no network, storage, timers or page`
      } else message = `threw ${brief(err, 60)}`
    } catch {
      // a getter that throws: keep the plain sentence
    }
    return { type: 'error', phase, message, line: readerLine(stack), index }
  }

  // ── 3. Load ────────────────────────────────────────────────────────────────────────────────
  let state = 'fresh' // → 'loaded' or 'failed'; a prelude only while 'fresh'
  let prelude: any = null
  let f: any = null
  let last = ''
  let token = ''
  function answer(head: any, body = ''): string {
    head.nonce = config.nonce
    last = `${stringify(head)}\n${body}`
    if (post) post(last)
    return last
  }
  function refuse(what: string): never {
    throw new ErrorC(`${what} is refused: only the sandbox calls it.`)
  }
  function usePrelude(make: any): void {
    if (state !== 'fresh' || prelude !== null) refuse('__sandbox.prelude')
    prelude = make(G)
  }
  function require(what: any): never {
    throw new ErrorC(`import of ${brief(what, 60)} is refused: your code runs alone, with no modules.`)
  }
  /** What the Python engine answered, as a reply head of the harness's own (fields checked, cut short). */
  function engineHead(text: any): any {
    const s = StringC(text)
    const nl = s.indexOf('\n')
    let h: any
    try {
      h = parse(nl < 0 ? s : s.slice(0, nl))
    } catch {
      h = null
    }
    if (h === null || typeof h !== 'object')
      return { type: 'error', phase: 'run', message: 'Python did not answer', line: null, index: null }
    const index = isInteger(h.index) && h.index >= 0 ? h.index : null
    const line = isInteger(h.line) && h.line >= 1 ? h.line : null
    if (h.type === 'ready') return { type: 'ready' }
    if (h.type === 'timeout') return { type: 'timeout' }
    if (h.type === 'bad') return { type: 'bad', index, what: cut(StringC(h.what), 200) }
    if (h.type === 'values') return { type: 'values', to: isInteger(h.to) ? h.to : -1 }
    const message = cut(StringC(h.message), 1000)
    return { type: 'error', phase: h.phase === 'load' ? 'load' : 'run', message, line, index }
  }
  function loadPython(source: any): void {
    let head: any
    try {
      head =
        typeof source === 'string' && source.length === config.wrapperLength
          ? engineHead(python.load(source, fnName, config.maxValueChars, StringC(config.pythonPrelude ?? '')))
          : {
              type: 'error',
              phase: 'load',
              message: 'Your code was not loaded whole',
              line: null,
              index: null,
            }
    } catch (err) {
      head = thrown(err, 'load', null)
    }
    if (head.type === 'ready') state = 'loaded'
    answer(head)
  }
  function load(wrapper: any): void {
    if (state !== 'fresh') refuse('__sandbox.load')
    state = 'failed'
    if (python) return loadPython(wrapper)
    if (typeof wrapper !== 'function' || apply(fnToString, wrapper, []).length !== config.wrapperLength) {
      answer({
        type: 'error',
        phase: 'load',
        message:
          'Your code reaches outside its function (a comment or a bracket read one way by the tools and another by the browser), so it was not run',
        line: null,
        index: null,
      })
      return
    }
    const module = { exports: {} as any }
    try {
      apply(wrapper, undefined, [module.exports, module, require].concat(fast))
      const exported = module.exports
      let fn = exported.default
      if (typeof fn !== 'function' && prelude) fn = exported[prelude.name]
      if (typeof fn !== 'function')
        throw new ErrorC(
          `Your code has no default export: write export default function ${prelude ? prelude.name : fnName}(…) { … }`,
        )
      f = prelude ? prelude.wrap(fn) : fn
    } catch (err) {
      answer(thrown(err, 'load', null))
      return
    }
    state = 'loaded'
    answer({ type: 'ready' })
  }

  // ── 4. The loop: one for every job ─────────────────────────────────────────────────────────
  let count = 0
  let next = 0
  let total = 0
  let callAt: (k: number) => any = () => undefined
  /** Keeps a value as JSON text in `kept` (numbers as numbers: their join is their JSON); the characters it adds. */
  let keep = (v: any, kept: any[]): number => {
    const text = encodeValue(v)
    kept[kept.length] = text
    return text.length + 1
  }
  const keepText = keep
  const keepNumber = (v: any, kept: any[]): number => {
    kept[kept.length] = encodeNumber(v)
    return 0 // at most 24 characters each, and as many as the positions
  }
  /** A Python heuristic's value, parsed from its JSON: a number, or a mark for NaN and ±inf. */
  const keepPythonNumber = (v: any, kept: any[]): number => {
    if (typeof v === 'number') kept[kept.length] = v
    else if (v !== null && typeof v === 'object' && typeof v[MARK] === 'string' && objectKeys(v).length === 1)
      kept[kept.length] = stringify({ [MARK]: cut(StringC(v[MARK]), 12) })
    else throw new (Bad as any)(brief(v, 40))
    return 0
  }
  /** The answer when the values kept up to input `k` pass the limit on their size in all. */
  function tooMuch(k: number): any {
    return {
      type: 'bad',
      index: k,
      what: `answers of more than ${commas(config.maxTotalChars)} characters in all (as JSON)`,
    }
  }
  /** The answer when Python's values do not fit what was asked from input `from` on. */
  function outOfTurn(from: number): any {
    return { type: 'error', phase: 'run', message: 'Python answered out of turn', line: null, index: from }
  }
  /** One slice of a Python run: the engine's loop, then its values parsed and measured here. */
  function runPython(sliceMs: number): string {
    const from = next
    let text: string
    let head: any
    try {
      text = StringC(python.run(from, sliceMs, config.maxTotalChars - total))
      head = engineHead(text)
    } catch (err) {
      return answer(thrown(err, 'run', from))
    }
    if (head.type === 'timeout') return answer(head)
    if (head.type !== 'values') return answer(head)
    const to = head.to
    const body = text.slice(text.indexOf('\n') + 1)
    if (!(to > from || (to === from && to === count)) || to > count || body.length > config.maxTotalChars)
      return answer(outOfTurn(from))
    const kept: any[] = []
    let values: any
    try {
      values = parse(body)
    } catch {
      values = null
    }
    if (!isArray(values) || values.length !== to - from) return answer(outOfTurn(from))
    for (let k = from; k < to; k++) {
      try {
        total += keep(values[k - from], kept)
      } catch (err) {
        if (err instanceof Bad) return answer({ type: 'bad', index: k, what: (err as any).what })
        throw err
      }
      if (total > config.maxTotalChars) return answer(tooMuch(k))
    }
    next = to
    return answer({ type: 'values', from, to, count }, `[${apply(join, kept, [','])}]`)
  }
  /** Bytes as they come: a typed array (the page) or hex text (the CLI: JSON has no bytes). */
  function bytesOf(data: any): any {
    if (typeof data !== 'string') return new U8(data)
    const out = new U8(data.length >> 1)
    for (let i = 0; i < out.length; i++) {
      const hi = data.charCodeAt(2 * i)
      const lo = data.charCodeAt(2 * i + 1)
      out[i] = ((hi > 57 ? hi - 87 : hi - 48) << 4) | (lo > 57 ? lo - 87 : lo - 48)
    }
    return out
  }
  function takeInputs(job: any): void {
    next = 0
    if (python) {
      const bytes = job.kind === 'bytes'
      count = python.inputs(
        bytes ? 'bytes' : 'json',
        bytes ? job.bytes : StringC(job.text),
        bytes ? +job.stride : 0,
        bytes ? stringify(arrayFrom(job.goal)) : '[]',
        bytes ? +job.width : 0,
      )
      keep = bytes ? keepPythonNumber : keepText
      return
    }
    if (job.kind === 'bytes') {
      const bytes = bytesOf(job.bytes)
      const stride = +job.stride
      const goal = arrayFrom(job.goal)
      const width = +job.width
      count = (bytes.length / stride) | 0
      callAt = (k) => {
        const tiles = []
        for (let j = 0, at = k * stride; j < stride; j++) tiles[j] = bytes[at + j]
        const g = []
        for (let j = 0; j < goal.length; j++) g[j] = goal[j]
        return f(tiles, g, width)
      }
      keep = keepNumber
    } else {
      const inputs = parse(StringC(job.text))
      count = inputs.length
      callAt = (k) => apply(f, undefined, inputs[k])
      keep = keepText
    }
  }
  function run(sliceMs: number): string {
    if (state !== 'loaded')
      return answer({ type: 'error', phase: 'run', message: 'Nothing loaded', line: null })
    if (python) return runPython(sliceMs)
    const t0 = now()
    const from = next
    const kept: any[] = []
    let k = from
    for (; k < count; k++) {
      if (sliceMs > 0 && k > from && now() - t0 > sliceMs) break
      if (progress) progress[0] = k
      try {
        total += keep(callAt(k), kept)
      } catch (err) {
        if (err instanceof Bad) return answer({ type: 'bad', index: k, what: (err as any).what })
        return answer(thrown(err, 'run', k))
      }
      if (total > config.maxTotalChars) return answer(tooMuch(k))
    }
    next = k
    if (progress) progress[0] = -1
    return answer({ type: 'values', from, to: k, count }, `[${apply(join, kept, [','])}]`)
  }
  let running = false
  /** One job: new inputs if it brings them, then a run (a slice of `sliceMs`, or to the end for 0). */
  function guarded(job: any): void {
    if (running) refuse('__sandbox.run')
    running = true
    try {
      if (job.inputs) takeInputs(job.inputs)
      run(+job.sliceMs)
    } finally {
      running = false
    }
  }

  // ── 5. The host ────────────────────────────────────────────────────────────────────────────
  const api: any = { prelude: usePrelude, load }
  if (inWorker) {
    listen('message', (e: any) => guarded(apply(dataOf, e, [])))
    // The module evaluated without loading the reader's code: someone else's __sandbox was called.
    later(() => {
      if (state === 'fresh')
        answer({
          type: 'error',
          phase: 'load',
          message: 'Your code could not be loaded',
          line: null,
          index: null,
        })
    }, 0)
  } else {
    api.run = (t: any) => {
      if (t !== token || token === '') refuse('__sandbox.run')
      token = ''
      guarded(pending)
    }
  }
  defineProperty(G, '__sandbox', {
    value: freeze(api),
    writable: false,
    configurable: false,
    enumerable: false,
  })
  let pending: any = null
  return inWorker
    ? undefined
    : freeze({
        progress: progressBuffer,
        take: (text: string, t: string) => {
          pending = parse(text)
          token = t
        },
        reply: () => last,
      })
}
