// Held answers (components/kit/held-answer.ts): what Reveal says once the class has predicted, and
// what the shell says when a job ends without a result (components/kit/job-words.ts).
import { describe, expect, it } from 'vitest'
import { revealSentence } from '../../components/kit/held-answer.ts'
import { JOB_WORDS, outcomeSentence } from '../../components/kit/job-words.ts'

describe('revealSentence', () => {
  const answer = 'A shortest solution takes 4 moves.'

  it('without a prediction, the answer alone', () => {
    expect(revealSentence(answer, null, 4, 'moves')).toBe(answer)
  })

  it('a length: the prediction right, too many or too few, in the box’s unit', () => {
    expect(revealSentence(answer, 4, 4, 'moves')).toBe(`${answer} Your prediction, 4 moves, was right.`)
    expect(revealSentence(answer, 6, 4, 'moves')).toBe(`${answer} Your prediction, 6 moves, was 2 too many.`)
    expect(revealSentence(answer, 1, 4, 'turns')).toBe(`${answer} Your prediction, 1 turns, was 3 too few.`)
  })

  it('an answer that is not a length: the widget’s judge closes the sentence', () => {
    const judge = (p: number) => (p === 3 ? 'Column 3 it is.' : `Not column ${p}.`)
    expect(revealSentence('The best move is column 3.', 5, judge, 'moves')).toBe(
      'The best move is column 3. Not column 5.',
    )
  })
})

describe('outcomeSentence', () => {
  it('one sentence for each way a job ends without a result', () => {
    expect(outcomeSentence({ status: 'done', result: 1, elapsedMs: 3 })).toBeNull()
    expect(outcomeSentence({ status: 'cancelled' })).toBe(JOB_WORDS.cancelled)
    expect(outcomeSentence({ status: 'superseded' })).toBe(JOB_WORDS.superseded)
    expect(outcomeSentence({ status: 'error', message: 'out of memory. ' })).toBe(
      'The solver failed: out of memory.',
    )
    expect(
      outcomeSentence({ status: 'error', name: 'BudgetError', message: 'Stopped at 1,000 nodes.' }),
    ).toMatch(/^Stopped at 1,000 nodes\. The page stops searches there/)
  })
})
