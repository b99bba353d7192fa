/**
 * The reader's code in a sandbox: a fresh dedicated worker made from a Blob for every run, never
 * `eval` or `new Function` in the page (the site's CSP allows `blob:` workers and nothing more).
 *
 * The worker's script is one line of harness, then the reader's code (already stripped of types
 * and turned into CommonJS by strip.ts, line for line) inside a function, so line k of the
 * reader's code is line k + 1 of the script. Before the reader's code runs, the harness
 *   - keeps its own `postMessage` and a random nonce in its closure, then takes `postMessage`,
 *     `close` and every way out of the worker (fetch, XMLHttpRequest, WebSocket, EventSource,
 *     importScripts, indexedDB, caches, BroadcastChannel, nested workers, navigator) away from the
 *     global object and its prototypes: touching one throws a sentence that says it is refused;
 *     `document`, `window` and the storages say that the code runs away from the page. The page's
 *     CSP (connect-src 'self'; script-src without blob:) stops the network and reading the script
 *     back even if a trick got past that.
 *   - freezes Object.prototype, Array.prototype, Function.prototype (and Object, Array, JSON,
 *     Reflect), so the reader's code cannot plant a setter or a toJSON that would see the nonce
 *     or rewrite a message or the prelude's log on its way out (a reader's code that assigns
 *     such a name on a plain object, `o.toString = …`, now fails, and says where);
 *   - answers with raw values only (numbers, a structured clone), each message carrying the nonce;
 *     the page drops any other message and computes its verdict from those values itself.
 * The page's watchdog terminates the worker at the time limit; the page never waits on it.
 */

import { CHUNK, ENCODER_SOURCE } from '../../src/solvers/exercise-data.ts'

/** How long reader code may run before the watchdog stops it. */
export const TIME_LIMIT_MS = 5000

/**
 * A job for the harness. `map`: f(tiles, goal, width) on each of the inputs, numbers back. `call`:
 * f(...args) once. `apply`: f(...args) once per input, the raw return values back; the inputs
 * come as chunks of JSON text (src/solvers/exercise-data.ts), one message each, and each chunk's
 * values go back as JSON text (NaN, ±Infinity and undefined marked), so the page's main thread
 * only passes strings along; `onProgress` counts chunks.
 */
export type SandboxJob =
  | { mode: 'map'; inputs: Uint8Array; stride: number; goal: number[]; width: number }
  | { mode: 'call'; args: unknown[] }
  | { mode: 'apply'; chunks: readonly string[] }

export type SandboxOutcome =
  | { status: 'done'; values: Float64Array; ms: number }
  | { status: 'returned'; value: unknown; ms: number }
  | { status: 'applied'; chunks: string[]; ms: number }
  | { status: 'bad-value'; index: number; what: string }
  | {
      status: 'error'
      message: string
      line: number | null
      column: number | null
      phase: 'load' | 'run'
      index?: number
    }
  | { status: 'timeout'; ms: number }
  | { status: 'stopped' }

// The harness, as source text (it runs inside the worker, so it cannot be a module of the page).
// It is joined into one line, so it is written with explicit semicolons and no line comments.
const HARNESS = String.raw`(function (NONCE, G, LAST) {
  'use strict';
  var post = G.postMessage.bind(G);
  var now = G.performance.now.bind(G.performance);
  var F64 = G.Float64Array; var U8 = G.Uint8Array; var isArr = G.Array.isArray; var from = G.Array.from;
  var defineProperty = G.Object.defineProperty; var getProto = G.Object.getPrototypeOf; var hasOwn = G.Object.prototype.hasOwnProperty;
  var ErrorC = G.Error; var apply = G.Reflect.apply; var parse = G.JSON.parse; var encode = ${ENCODER_SOURCE}(G.JSON.stringify);
  var REFUSED = { fetch: 'the network', XMLHttpRequest: 'the network', WebSocket: 'the network', EventSource: 'the network', WebTransport: 'the network',
    importScripts: 'loading scripts', indexedDB: 'storage', caches: 'storage', BroadcastChannel: 'other pages', Worker: 'starting workers',
    SharedWorker: 'starting workers', navigator: 'the browser', postMessage: 'messages to the page', close: 'closing the sandbox',
    document: 'the page', window: 'the page', localStorage: 'storage', sessionStorage: 'storage', parent: 'the page', opener: 'the page' };
  function refuse(name) {
    var getter = function () { throw new ErrorC(name + ' is refused: your code runs in a sandbox with no access to ' + REFUSED[name] + '.'); };
    for (var o = G; o; o = getProto(o)) {
      if (o === G || hasOwn.call(o, name)) { try { defineProperty(o, name, { get: getter, set: getter, configurable: false }); } catch (e) {} }
    }
  }
  function send(msg) { defineProperty(msg, 'nonce', { value: NONCE, enumerable: true }); post(msg); }
  function where(err) {
    var stack = err && typeof err.stack === 'string' ? err.stack : '';
    var re = /blob:[^\s)]*:(\d+):(\d+)/g; var m;
    while ((m = re.exec(stack))) { if (+m[1] > 1 && +m[1] <= LAST) return { line: +m[1] - 1, column: +m[2] }; }
    return { line: null, column: null };
  }
  function fail(err, phase, index) {
    var at = where(err);
    var message;
    try { message = err instanceof ErrorC ? err.name + ': ' + err.message : 'threw ' + String(err); } catch (e) { message = 'threw a value that cannot be shown'; }
    send({ type: 'error', message: message, line: at.line, column: at.column, phase: phase, index: index });
  }
  function describe(v) {
    try { return typeof v === 'string' ? JSON.stringify(v) : typeof v === 'object' && v !== null ? (isArr(v) ? 'an array' : 'an object') : String(v); } catch (e) { return 'a value that cannot be shown'; }
  }
  var onMessage = null;
  G.addEventListener('message', function (e) { if (e.isTrusted && onMessage) { var f = onMessage; onMessage = null; f(e.data); } });
  for (var name in REFUSED) refuse(name);
  var frozen = [G.Object.prototype, G.Array.prototype, G.Function.prototype, G.Object, G.Array, G.JSON, G.Reflect];
  for (var fz = 0; fz < frozen.length; fz++) G.Object.freeze(frozen[fz]);
  var prelude = typeof __prelude === 'function' ? __prelude(G) : null;
  var name = prelude ? prelude.name : 'h';
  var module = { exports: {} };
  var f;
  try {
    __reader(module.exports, module, function (what) { throw new ErrorC('import of ' + what + ' is refused: your code runs alone, with no modules.'); });
    f = module.exports.default;
    if (typeof f !== 'function') f = module.exports[name];
    if (typeof f !== 'function') throw new ErrorC('Your code has no default export: write export default function ' + name + '(…) { … }.');
    if (prelude) f = prelude.wrap(f);
  } catch (err) { fail(err, 'load'); return; }
  function applyAll(job) {
    var t0 = now(); var inputs = parse(job.json); var json = '['; var v; var text;
    for (var k = 0; k < inputs.length; k++) {
      try { v = apply(f, undefined, inputs[k]); } catch (err) { fail(err, 'run', job.start + k); return; }
      try { text = encode(v); } catch (err) { send({ type: 'bad-value', index: job.start + k, what: err && typeof err.notData === 'string' ? err.notData : 'a value that is not data (a cycle?)' }); return; }
      json += (k ? ',' : '') + text;
    }
    onMessage = applyAll;
    send({ type: 'applied', json: json + ']', ms: now() - t0 });
  }
  onMessage = function (job) {
    if (job.mode === 'apply') { applyAll(job); return; }
    var t0 = now();
    try {
      if (job.mode === 'call') { var r = apply(f, undefined, job.args); send({ type: 'returned', value: r, ms: now() - t0 }); return; }
      var stride = job.stride; var inputs = new U8(job.inputs); var count = inputs.length / stride;
      var values = new F64(count);
      for (var k = 0; k < count; k++) {
        var v = f(from(inputs.subarray(k * stride, k * stride + stride)), job.goal.slice(), job.width);
        if (typeof v !== 'number') { send({ type: 'bad-value', index: k, what: describe(v) }); return; }
        values[k] = v;
      }
      send({ type: 'done', values: values, ms: now() - t0 });
    } catch (err) { fail(err, 'run'); }
  };
  send({ type: 'ready' });
})`.replace(/\n\s*/g, ' ')

/**
 * The worker's script for `js` (CommonJS from strip.ts): the harness on line 1, the reader's code
 * from line 2, then the `prelude` if any: the source of a `function __prelude(G)` that the harness
 * calls before the reader's code runs, returning `{ name, wrap }`: the export to look for besides
 * the default, and `wrap(f)`, the function the jobs call instead of the reader's `f` (so a page can
 * hand the reader's code real objects built from plain data, and keep its own record of their use).
 */
export function sandboxSource(js: string, nonce: string, prelude = ''): string {
  const last = js.split('\n').length + 1 // the reader's last line, in the script's numbering
  return `${HARNESS}(${JSON.stringify(nonce)}, self, ${last});\nfunction __reader(exports, module, require) {${js}\n}\n${prelude}\n`
}

function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  )
}

/**
 * Runs `job` on the reader's code `js` in a fresh worker; resolves with what happened. Never
 * rejects. `signal` stops it (status 'stopped'); the watchdog stops it at `timeLimitMs`.
 */
export function runSandbox(
  js: string,
  job: SandboxJob,
  options: {
    timeLimitMs?: number
    signal?: AbortSignal
    onProgress?: (done: number, total: number) => void
    prelude?: string
  } = {},
): Promise<SandboxOutcome> {
  const limit = options.timeLimitMs ?? TIME_LIMIT_MS
  const nonce = randomNonce()
  const url = URL.createObjectURL(
    new Blob([sandboxSource(js, nonce, options.prelude)], { type: 'text/javascript' }),
  )
  const worker = new Worker(url)
  const started = performance.now()
  return new Promise((resolve) => {
    let settled = false
    const finish = (outcome: SandboxOutcome): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      worker.terminate()
      URL.revokeObjectURL(url)
      resolve(outcome)
    }
    const onAbort = (): void => finish({ status: 'stopped' })
    const timer = setTimeout(() => finish({ status: 'timeout', ms: performance.now() - started }), limit)
    if (options.signal?.aborted) return onAbort()
    options.signal?.addEventListener('abort', onAbort)
    // `apply`: one chunk of inputs at a time; the values come back in order.
    const applied: string[] = []
    let applyMs = 0
    const nextChunk = (): void => {
      if (job.mode !== 'apply') return
      const k = applied.length
      if (k >= job.chunks.length) return finish({ status: 'applied', chunks: applied, ms: applyMs })
      worker.postMessage({ mode: 'apply', start: k * CHUNK, json: job.chunks[k] })
    }
    worker.addEventListener('message', (e: MessageEvent) => {
      const m = e.data
      if (!m || typeof m !== 'object' || m.nonce !== nonce) return // not from the harness
      if (m.type === 'ready') {
        if (job.mode === 'apply') nextChunk()
        else worker.postMessage(job)
      } else if (m.type === 'applied' && job.mode === 'apply' && typeof m.json === 'string') {
        applied.push(m.json)
        applyMs += Number(m.ms) || 0
        options.onProgress?.(applied.length, job.chunks.length)
        nextChunk()
      } else if (m.type === 'done' && m.values instanceof Float64Array)
        finish({ status: 'done', values: m.values, ms: m.ms })
      else if (m.type === 'returned') finish({ status: 'returned', value: m.value, ms: m.ms })
      else if (m.type === 'bad-value')
        finish({ status: 'bad-value', index: Number(m.index), what: String(m.what) })
      else if (m.type === 'error')
        finish({
          status: 'error',
          message: String(m.message),
          line: m.line,
          column: m.column,
          phase: m.phase === 'load' ? 'load' : 'run',
          ...(typeof m.index === 'number' ? { index: m.index } : {}),
        })
    })
    // A syntax error the stripper let through, or an error thrown outside the harness's reach.
    worker.addEventListener('error', (e: ErrorEvent) => {
      e.preventDefault()
      const line = typeof e.lineno === 'number' && e.lineno > 1 ? e.lineno - 1 : null
      finish({
        status: 'error',
        message: (e.message || 'Your code could not start.').replace(/^Uncaught /, ''),
        line,
        column: line === null ? null : e.colno,
        phase: 'load',
      })
    })
    worker.addEventListener('messageerror', () =>
      finish({
        status: 'error',
        message:
          'Your function returned a value that cannot be sent back (a function, or something holding one).',
        line: null,
        column: null,
        phase: 'run',
      }),
    )
  })
}

/** One sentence for an outcome that is not a result (null for 'done' and 'returned'). */
export function sandboxSentence(outcome: SandboxOutcome): string | null {
  switch (outcome.status) {
    case 'timeout':
      return `Stopped after ${Math.round(outcome.ms / 1000)} s: your code ran past the time limit (an endless loop?).`
    case 'stopped':
      return 'Stopped.'
    case 'error': {
      // Line only: Sucrase keeps lines but not columns (types removed, `export` rewritten).
      const at = outcome.line !== null ? ` at line ${outcome.line}` : ''
      return `${outcome.phase === 'load' ? 'Your code failed as it loaded' : 'Your code threw an error'}${at}: ${outcome.message.replace(/[.\s]+$/, '')}.`
    }
    default:
      return null
  }
}
