/**
 * Clocks in closed form — each move count as a fixed sum of dial values, mod 4.
 *
 * Vocabulary:
 *   closed form   t = −A⁻¹·d (mod 4), written out per move: t₁ = a + 2b + c + … (mod 4),
 *                 where a..i are the dials A..I in quarter turns past 12.
 *   coefficients  CLOSED_FORM[move][dial] in 0..3, derived from MOVE_INVERSE at load time.
 *   pretty form   the same with 3 written as −1 (3 ≡ −1 mod 4), as Verhoeff prints it.
 *   packed        a code (see model.ts): nine 2-bit fields. solveCode adds whole packed
 *                 vectors at once, field by field mod 4, with no carries between fields:
 *                 nine table lookups per solve instead of 81 multiplications. (The plain
 *                 81-multiplication product is solveByInverse in inverse.ts; tests prove they agree.)
 */
import { DIAL_NAMES, decode, encode, type Code, type Counts, type Dials } from './model.ts'
import { MOVE_INVERSE } from './inverse.ts'

// #region closed-form
/** CLOSED_FORM[move][dial]: the coefficient of that dial in t_(move+1), 0..3. */
export const CLOSED_FORM: readonly (readonly number[])[] = MOVE_INVERSE.map((row) => row.map((v) => -v & 3))

/** The same coefficients with 3 written as −1: each is −1, 0, 1 or 2. */
export const CLOSED_FORM_PRETTY: readonly (readonly number[])[] = CLOSED_FORM.map((row) =>
  row.map((v) => (v === 3 ? -1 : v)),
)

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉'

function term(coefficient: number, dial: number): string {
  const name = DIAL_NAMES[dial].toLowerCase()
  return Math.abs(coefficient) === 1 ? name : `${Math.abs(coefficient)}${name}`
}

/** The formula for move `move` (1..9), e.g. `t₁ = a + 2b + c + 2d + 2e − f + g − h (mod 4)`. */
export function closedFormText(move: number): string {
  let text = ''
  CLOSED_FORM_PRETTY[move - 1].forEach((coefficient, dial) => {
    if (coefficient === 0) return
    const sign = coefficient < 0 ? '−' : '+'
    text +=
      text === ''
        ? (coefficient < 0 ? '−' : '') + term(coefficient, dial)
        : ` ${sign} ${term(coefficient, dial)}`
  })
  return `t${SUBSCRIPTS[move]} = ${text === '' ? '0' : text} (mod 4)`
}

// #endregion closed-form

// #region closed-form-packed
const LOW = 0b010101010101010101 // the low bit of each of the nine 2-bit fields
const HIGH = LOW << 1

/** Field-by-field (x + y) mod 4 on two codes: low bits add into the high bit, high bits xor. */
export function addPacked(x: Code, y: Code): Code {
  return ((x & LOW) + (y & LOW)) ^ ((x ^ y) & HIGH)
}

/** CONTRIBUTION[dial * 4 + v]: the packed counts that dial value v adds to the answer. */
const CONTRIBUTION = new Int32Array(36)
for (let dial = 0; dial < 9; dial++) {
  for (let v = 0; v < 4; v++) {
    let code = 0
    for (let move = 0; move < 9; move++) code = (code << 2) | ((CLOSED_FORM[move][dial] * v) & 3)
    CONTRIBUTION[dial * 4 + v] = code
  }
}

/** The counts code that solves a position code: nine table lookups and packed additions. */
export function solveCode(position: Code): Code {
  let counts = 0
  for (let dial = 8, p = position; dial >= 0; dial--, p >>>= 2) {
    counts = addPacked(counts, CONTRIBUTION[dial * 4 + (p & 3)])
  }
  return counts
}

/** The counts for `dials` by the packed closed form: well under a microsecond per solve. */
export function solveClosedForm(dials: Dials, out: Counts = new Uint8Array(9)): Counts {
  return decode(solveCode(encode(dials)), out)
}
// #endregion closed-form-packed
