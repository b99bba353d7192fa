/**
 * Tile swap — the source's examples (seed 004), written in our notation, and what the source
 * claims about them. The claims are the source's words, kept here so the article can compare them
 * with what the solvers compute; nothing here is a computed answer.
 */

/** The small example: this start to this goal, which the source says takes 8 swaps. */
export const SOURCE_SMALL = { start: '1101/0110/0100/1010', goal: '1111/1111/0000/0000', claimedSwaps: 8 }

/**
 * The "random 12x12" example, to be sorted (all ones first, row-major), which the source says
 * takes 267 swaps by its matching, without having played the moves out.
 */
export const SOURCE_LARGE = {
  start: [
    '001101011000',
    '011100000011',
    '011001011111',
    '011010111111',
    '000000101110',
    '000110001010',
    '000100101101',
    '010001110001',
    '111100100011',
    '001011100001',
    '110010100101',
    '010111111101',
  ].join('/'),
  claimedSwaps: 267,
}

/** The source's example of a plan that cannot be followed literally (piece 8 through piece 6). */
export const SOURCE_RELABEL = { start: '1101/1111/0010/0000', goal: '1111/1111/0000/0000' }

/** Presets for the widgets: label and `start goal` text. */
export const PRESETS: readonly { id: string; label: string; pair: string }[] = [
  { id: 'source-4x4', label: 'Source 4×4', pair: `${SOURCE_SMALL.start} ${SOURCE_SMALL.goal}` },
  { id: 'source-12x12', label: 'Source 12×12', pair: SOURCE_LARGE.start },
  { id: 'relabel', label: 'Relabel example', pair: `${SOURCE_RELABEL.start} ${SOURCE_RELABEL.goal}` },
]
