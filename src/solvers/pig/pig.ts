/**
 * Pig, the dice game, solved: the probability of winning from every position with best play by
 * both sides, and the policy that achieves it (after Neller and Presser, "Optimal play of the dice
 * game Pig", 2004).
 *
 * The rules: two players race to `goal` points. On your turn you roll a die as often as you like:
 * a 1 ends the turn and scores nothing; any other face adds to the turn total. You may hold
 * after any roll: the turn total is added to your score and the turn passes. You must roll at
 * least once. The first to reach the goal wins (at once, mid-turn).
 *
 * Vocabulary:
 *   state       (i, j, k): the score of the side to move, the opponent's score, the turn total;
 *               i + k < goal and j < goal (otherwise the game is over).
 *   P(i, j, k)  the probability that the side to move wins from there, with best play by both.
 *   roll, hold  the two choices:  P_roll = (1 − P(j, i, 0) + Σ_{r=2..6} P(i, j, k + r)) / 6
 *               (a 1 hands the opponent the turn at (j, i, 0)), and P_hold = 1 − P(j, i + k, 0).
 *               P = max of the two (only roll at k = 0); a state at or past the goal is worth 1.
 *   chance      the die is a chance node: the roll's value is the average over the six faces.
 *
 * Why not plain expectimax: a turn can come back to the same state (both players roll a 1), so
 * the recursion has cycles. It has them only through k = 0, between (i, j, 0) and (j, i, 0):
 * solve the score pairs from the largest total down, and for each pair iterate those two
 * numbers until they stop changing (a contraction: a chain of rolls ends in a 1 with probability
 * below 1), each pass computing every turn total from the top down. The result is exact to the
 * last bit of a double; the tests check it against plain value iteration over all states.
 */

export const MIN_GOAL = 2
export const MAX_GOAL = 100

export interface PigSolution {
  goal: number
  /** P(i, j, k) at index (i · goal + j) · goal + k (only i + k < goal is meaningful). */
  win: Float64Array
  /** 1 where rolling is the best choice (ties go to holding, except at k = 0: roll). */
  roll: Uint8Array
  /** Sweeps of the two-number iteration, summed over the pairs (a measure of the work). */
  sweeps: number
}

export const index = (goal: number, i: number, j: number, k: number): number => (i * goal + j) * goal + k

export function checkGoal(goal: number): void {
  if (!Number.isInteger(goal) || goal < MIN_GOAL || goal > MAX_GOAL)
    throw new RangeError(`The goal must be a whole number from ${MIN_GOAL} to ${MAX_GOAL}, got ${goal}.`)
}

/** P(j, i + k, 0) read from the table, or 0 when i + k reaches the goal (the mover has won: 1 − 0). */
function opponentAfterHold(s: PigSolution, i: number, j: number, k: number): number {
  return i + k >= s.goal ? 0 : s.win[index(s.goal, j, i + k, 0)]
}

/**
 * Every turn total of the pair (i, j), from the top down, given y = P(j, i, 0): fills win and roll
 * for (i, j, k) and returns P(i, j, 0).
 */
function sweep(s: PigSolution, i: number, j: number, y: number): number {
  const g = s.goal
  for (let k = g - 1 - i; k >= 0; k--) {
    let sum = 1 - y
    for (let r = 2; r <= 6; r++) sum += i + k + r >= g ? 1 : s.win[index(g, i, j, k + r)]
    const roll = sum / 6
    const hold = k === 0 ? -1 : 1 - opponentAfterHold(s, i, j, k)
    const at = index(g, i, j, k)
    s.win[at] = Math.max(roll, hold)
    s.roll[at] = roll > hold ? 1 : 0
  }
  return s.win[index(g, i, j, 0)]
}

// #region pig
export function solvePig(goal: number): PigSolution {
  checkGoal(goal)
  const s: PigSolution = {
    goal,
    win: new Float64Array(goal * goal * goal),
    roll: new Uint8Array(goal * goal * goal),
    sweeps: 0,
  }
  for (let total = 2 * goal - 2; total >= 0; total--) {
    for (let i = Math.max(0, total - goal + 1); i <= Math.min(goal - 1, total); i++) {
      const j = total - i
      if (j < i) continue // the pair (i, j) and (j, i) are solved together
      // Iterate x = P(i, j, 0), y = P(j, i, 0) until neither changes.
      let x = 0.5
      let y = 0.5
      for (let pass = 0; pass < 10_000; pass++) {
        const nx = sweep(s, i, j, y)
        const ny = i === j ? nx : sweep(s, j, i, nx)
        s.sweeps++
        if (nx === x && ny === y) break
        x = nx
        y = ny
      }
    }
  }
  return s
}
// #endregion pig

/** The smallest turn total (≥ 1) at which the side to move holds at (i, j); goal − i if it never does. */
export function holdAt(s: PigSolution, i: number, j: number): number {
  for (let k = 1; k < s.goal - i; k++) if (!s.roll[index(s.goal, i, j, k)]) return k
  return s.goal - i
}

/** The states (i, j, k ≥ holdAt) where rolling is best again: the policy is not a plain threshold there. */
export function thresholdExceptions(s: PigSolution): number {
  let n = 0
  for (let i = 0; i < s.goal; i++)
    for (let j = 0; j < s.goal; j++) {
      const h = holdAt(s, i, j)
      for (let k = h; k < s.goal - i; k++) if (s.roll[index(s.goal, i, j, k)]) n++
    }
  return n
}

/** The first player's chance of winning from the start, with best play by both. */
export const firstPlayerWins = (s: PigSolution): number => s.win[index(s.goal, 0, 0, 0)]
