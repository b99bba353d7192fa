/**
 * What a run of the reader's code came to, for the page and the CLI alike: the harness's replies
 * (harness.ts) read back, and the outcomes the hosts add themselves (the time limit, Stop, a
 * crash, memory). Only plain data crosses from the sandbox: a reply is a string, a JSON head
 * and the JSON text of values, and nothing in it is trusted beyond its shape.
 */

/** The head of a reply, as the harness writes it; every field is checked before use. */
export interface ReplyHead {
  type: string
  nonce?: unknown
  from?: unknown
  to?: unknown
  count?: unknown
  index?: unknown
  what?: unknown
  phase?: unknown
  message?: unknown
  line?: unknown
}

export type SandboxOutcome =
  /** Every input got a value: the JSON texts of the values, in order, one text a slice. */
  | { status: 'values'; chunks: string[]; ms: number }
  /** The function returned something that is not data, or too much of it, for input `index`. */
  | { status: 'bad-value'; index: number; what: string }
  /** The reader's code threw (or did not load); `line` in their code when known, the input when running. */
  | { status: 'error'; message: string; line: number | null; phase: 'load' | 'run'; index: number | null }
  | { status: 'timeout'; ms: number }
  /** The sandbox ran out of memory (at input `index`, or as it loaded when null; at `line` when known). */
  | { status: 'memory'; index: number | null; line: number | null }
  /** The sandbox ended without an answer for another reason (named). */
  | { status: 'crashed'; message: string }
  | { status: 'stopped' }

/** The head and the body of a reply; a reply that is not one is null. */
export function splitReply(text: unknown): { head: ReplyHead; body: string } | null {
  if (typeof text !== 'string') return null
  const nl = text.indexOf('\n')
  if (nl < 0) return null
  try {
    const head = JSON.parse(text.slice(0, nl)) as ReplyHead
    return head && typeof head === 'object' && typeof head.type === 'string'
      ? { head, body: text.slice(nl + 1) }
      : null
  } catch {
    return null
  }
}

const short = (v: unknown, max = 600): string => {
  const s = String(v)
  return s.length > max ? s.slice(0, max - 1) + '…' : s
}
const index = (v: unknown): number | null =>
  Number.isInteger(v) && (v as number) >= 0 ? (v as number) : null

/** The outcome a reply that ends a run stands for ('bad' and 'error'); null for 'ready' and 'values'. */
export function endOf(head: ReplyHead): SandboxOutcome | null {
  if (head.type === 'bad')
    return { status: 'bad-value', index: index(head.index) ?? 0, what: short(head.what, 200) }
  if (head.type === 'error' && /Array buffer allocation failed/.test(String(head.message)))
    return { status: 'memory', index: index(head.index), line: index(head.line) }
  if (head.type === 'error')
    return {
      status: 'error',
      message: short(head.message),
      line: index(head.line),
      phase: head.phase === 'load' ? 'load' : 'run',
      index: index(head.index),
    }
  if (head.type === 'ready' || head.type === 'values') return null
  return { status: 'crashed', message: 'The sandbox answered something it should not have.' }
}

/** "at input 12 (line 4)", "as it loaded": where memory ran out, for the sentences. */
function memoryWhere(outcome: { index: number | null; line: number | null }): string {
  const at =
    outcome.index === null ? 'as it loaded' : `at input ${(outcome.index + 1).toLocaleString('en-US')}`
  return outcome.line === null ? at : `${at} (line ${outcome.line})`
}

/** The page's sentence for an outcome that is not a result (null for 'values'). */
export function outcomeSentence(outcome: SandboxOutcome): string | null {
  switch (outcome.status) {
    case 'timeout':
      return `Stopped after ${Math.round(outcome.ms / 1000)} s: your code ran past the time limit (an endless loop?).`
    case 'stopped':
      return 'Stopped.'
    case 'memory':
      return `Your code ran out of memory ${memoryWhere(outcome)}.`
    case 'crashed':
      return outcome.message
    case 'error': {
      // Line only: Sucrase keeps lines but not columns (types removed, `export` rewritten).
      const at = outcome.line !== null ? ` at line ${outcome.line}` : ''
      return `${outcome.phase === 'load' ? 'Your code failed as it loaded' : 'Your code threw an error'}${at}: ${outcome.message.replace(/[.\s]+$/, '')}.`
    }
    default:
      return null
  }
}
