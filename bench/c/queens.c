/*
 * The C baseline of the bit-mask N-queens count (bench/queens.bench.ts): the same recursion as
 * bitCount in src/solvers/queens/backtrack.ts (free columns and the two diagonal directions as bit
 * masks, lowest free bit first), counting solutions and nodes.
 * Usage: queens <n> <reps>   prints "<solutions> <nodes>" after counting reps times.
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned all;
static long long solutions, nodes;

static void go(unsigned free_, unsigned left, unsigned right) {
  if (free_ == 0) { solutions++; return; }
  unsigned avail = free_ & ~(left | right);
  while (avail) {
    unsigned bit = avail & -avail;
    avail ^= bit;
    nodes++;
    go(free_ ^ bit, ((left | bit) << 1) & all, (right | bit) >> 1);
  }
}

int main(int argc, char **argv) {
  if (argc != 3) { fprintf(stderr, "usage: queens <n> <reps>\n"); return 2; }
  int n = atoi(argv[1]), reps = atoi(argv[2]);
  if (n < 1 || n > 30 || reps < 1) { fprintf(stderr, "n from 1 to 30, reps from 1\n"); return 2; }
  all = (1u << n) - 1;
  long long s = 0, k = 0;
  for (int r = 0; r < reps; r++) {
    solutions = 0; nodes = 1;
    go(all, 0, 0);
    s += solutions; k += nodes;
  }
  printf("%lld %lld\n", s / reps, k / reps);
  return 0;
}
