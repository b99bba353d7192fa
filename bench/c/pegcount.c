/*
 * Peg solitaire's count in plain C: the baseline of `peg/T6-count` (issue 33). The same memoised
 * count as countFast (src/solvers/peg/fastcount.ts): the solutions from a board, plus one, in a
 * table of doubles indexed by the board's bits (0: not computed yet), the jumps tried in the same
 * order. The jumps come from the JS geometry on stdin, so both count on the same board:
 *
 *   stdin: HOLES START JUMPS, then JUMPS lines "need mask delta" (a jump applies to a board b
 *          when b & mask == need, and makes b + delta)
 *   prints: the number of solutions
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static double *ways;
static int32_t need[256], mask[256], delta[256];
static int jumps;

static double count(int32_t board) {
  if ((board & (board - 1)) == 0) return 1; /* one peg left */
  double known = ways[board];
  if (known > 0) return known - 1;
  double total = 0;
  for (int j = 0; j < jumps; j++)
    if ((board & mask[j]) == need[j]) total += count(board + delta[j]);
  ways[board] = total + 1;
  return total;
}

int main(void) {
  int holes, start;
  if (scanf("%d %d %d", &holes, &start, &jumps) != 3 || holes > 24 || jumps > 256) return 2;
  for (int j = 0; j < jumps; j++)
    if (scanf("%d %d %d", &need[j], &mask[j], &delta[j]) != 3) return 2;
  ways = calloc((size_t)1 << holes, sizeof(double));
  if (!ways) return 1;
  printf("%.0f\n", start == 0 ? 0.0 : count(start));
  return 0;
}
