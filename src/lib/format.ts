/**
 * Numbers as the articles print them: one helper for every article, so rounding is done one way
 * (and tested), never by truncating a string.
 */

/** 1234567 → "1,234,567" (numbers or bigints, exact). */
export function fmt(n: number | bigint): string {
  return typeof n === 'bigint' ? n.toLocaleString('en-US') : Number(n).toLocaleString('en-US')
}

/**
 * Scientific notation with `digits` significant digits, rounded half up, exact for bigints of any
 * size: 1476...(43 digits) → { mantissa: '1.48', exponent: 42, text: '1.48×10^42' }.
 */
export function sci(n: number | bigint, digits = 3): { mantissa: string; exponent: number; text: string } {
  if (digits < 1) throw new Error(`sci needs at least one significant digit, got ${digits}.`)
  let big: bigint
  if (typeof n === 'bigint') big = n
  else {
    if (!Number.isFinite(n)) throw new Error(`sci needs a finite number, got ${n}.`)
    if (!Number.isInteger(n)) return sciOfFloat(n, digits)
    big = BigInt(n)
  }
  const negative = big < 0n
  const abs = negative ? -big : big
  const s = abs.toString()
  let exponent = s.length - 1
  let head = BigInt(s.slice(0, digits).padEnd(digits, '0'))
  if (s.length > digits && Number(s[digits]) >= 5) head += 1n
  if (head.toString().length > digits) {
    head /= 10n
    exponent += 1
  }
  const h = head.toString()
  const mantissa = (negative ? '-' : '') + (digits === 1 ? h : `${h[0]}.${h.slice(1)}`)
  return { mantissa, exponent, text: `${mantissa}×10^${exponent}` }
}

function sciOfFloat(n: number, digits: number): { mantissa: string; exponent: number; text: string } {
  const [m, e] = n.toExponential(digits - 1).split('e')
  const exponent = Number(e)
  return { mantissa: m, exponent, text: `${m}×10^${exponent}` }
}
