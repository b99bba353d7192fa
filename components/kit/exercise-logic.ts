/** The DOM-free part of the kit's exercise (unit-tested in Node). */

/** "was right", "was 2 too many". */
export function predictionVerdict(prediction: number, length: number): string {
  const diff = prediction - length
  return diff === 0 ? 'was right' : `was ${Math.abs(diff)} too ${diff > 0 ? 'many' : 'few'}`
}

/** Reads a prediction box: a whole number from 0 to max, null for empty, or an error sentence. */
export function readPrediction(raw: string, max: number, unit = 'moves'): number | null | { error: string } {
  const text = raw.trim()
  if (text === '') return null
  const p = Number(text)
  return Number.isInteger(p) && p >= 0 && p <= max
    ? p
    : { error: `A prediction is a whole number of ${unit} from 0 to ${max}.` }
}
