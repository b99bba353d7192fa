/*
 * The C baseline for bench/games.bench.ts: the same algorithm as src/solvers/connect4/solver.ts
 * (Pons's solver: bitboards, negamax with alpha-beta, null-window binary search on the score,
 * threat-count move ordering with centre-first ties, a transposition table of the same size and
 * encoding, only non-losing moves), on one 64-bit word per bitboard instead of two 32-bit words.
 *
 * Usage: connect4 WIDTH HEIGHT < positions   (one position a line: columns 1-based, e.g. 4453)
 * Prints one line per position, "score nodes", then "total_ms T" on stderr. The table is cleared
 * before each position, as the TypeScript bench does.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int W, H, CELLS, MIN_SCORE, MAX_SCORE;
static uint64_t BOTTOM, BOARD, COL[8];
static int ORDER[8];
static uint64_t nodes;
static uint32_t TSIZE;
static uint32_t *tkeys;
static uint8_t *tvals;

static int popcount(uint64_t m) { return __builtin_popcountll(m); }

static uint64_t winning(uint64_t p, uint64_t mask) {
  uint64_t r = (p << 1) & (p << 2) & (p << 3);
  for (int k = 0; k < 3; k++) {
    int d = H + k;
    uint64_t a = (p << d) & (p << (2 * d));
    r |= a & (p << (3 * d));
    r |= a & (p >> d);
    a = (p >> d) & (p >> (2 * d));
    r |= a & (p << d);
    r |= a & (p >> (3 * d));
  }
  return r & (BOARD ^ mask);
}

static uint64_t possible(uint64_t mask) { return (mask + BOTTOM) & BOARD; }

static int negamax(uint64_t cur, uint64_t mask, int n, int alpha, int beta) {
  nodes++;
  uint64_t pos = possible(mask);
  uint64_t opp = winning(cur ^ mask, mask);
  uint64_t next = pos;
  uint64_t forced = pos & opp;
  if (forced) {
    if (forced & (forced - 1)) return -((CELLS - n) >> 1);
    next = forced;
  }
  next &= ~(opp >> 1);
  if (!next) return -((CELLS - n) >> 1);
  if (n >= CELLS - 2) return 0;
  int min = -((CELLS - 2 - n) >> 1);
  if (alpha < min) { alpha = min; if (alpha >= beta) return alpha; }
  int max = (CELLS - 1 - n) >> 1;
  uint64_t key = cur + mask;
  uint32_t slot = (uint32_t)(key % TSIZE);
  int stored = tkeys[slot] == (uint32_t)key ? tvals[slot] : 0;
  if (stored) {
    if (stored > MAX_SCORE - MIN_SCORE + 1) {
      min = stored + 2 * MIN_SCORE - MAX_SCORE - 2;
      if (alpha < min) { alpha = min; if (alpha >= beta) return alpha; }
    } else {
      max = stored + MIN_SCORE - 1;
      if (beta > max) { beta = max; if (alpha >= beta) return beta; }
    }
  }
  if (beta > max) { beta = max; if (alpha >= beta) return beta; }
  int cols[8], scores[8], count = 0;
  for (int i = 0; i < W; i++) {
    int c = ORDER[i];
    uint64_t move = next & COL[c];
    if (!move) continue;
    int s = popcount(winning(cur | move, mask));
    int j = count++;
    for (; j > 0 && scores[j - 1] < s; j--) { cols[j] = cols[j - 1]; scores[j] = scores[j - 1]; }
    cols[j] = c; scores[j] = s;
  }
  for (int i = 0; i < count; i++) {
    uint64_t move = next & COL[cols[i]];
    int score = -negamax(cur ^ mask, mask | move, n + 1, -beta, -alpha);
    if (score >= beta) {
      tkeys[slot] = (uint32_t)key;
      tvals[slot] = (uint8_t)(score + MAX_SCORE - 2 * MIN_SCORE + 2);
      return score;
    }
    if (score > alpha) alpha = score;
  }
  tkeys[slot] = (uint32_t)key;
  tvals[slot] = (uint8_t)(alpha - MIN_SCORE + 1);
  return alpha;
}

static int solve(uint64_t cur, uint64_t mask, int n) {
  if (winning(cur, mask) & possible(mask)) return (CELLS + 1 - n) >> 1;
  int min = -((CELLS - n) >> 1), max = (CELLS + 1 - n) >> 1;
  while (min < max) {
    int med = min + ((max - min) >> 1);
    if (med <= 0 && min / 2 < med) med = min / 2;
    else if (med >= 0 && max / 2 > med) med = max / 2;
    int r = negamax(cur, mask, n, med, med + 1);
    if (r <= med) max = r; else min = r;
  }
  return min;
}

static int is_prime(uint32_t k) {
  for (uint32_t d = 2; d * d <= k; d++) if (k % d == 0) return 0;
  return 1;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: connect4 WIDTH HEIGHT < positions\n"); return 2; }
  W = atoi(argv[1]); H = atoi(argv[2]); CELLS = W * H;
  MAX_SCORE = (CELLS - 5) >> 1; MIN_SCORE = -MAX_SCORE;
  for (int c = 0; c < W; c++) {
    COL[c] = ((((uint64_t)1) << H) - 1) << (c * (H + 1));
    BOTTOM |= ((uint64_t)1) << (c * (H + 1));
    BOARD |= COL[c];
  }
  for (int i = 0; i < W; i++) ORDER[i] = W / 2 + (1 - 2 * (i % 2)) * ((i + 1) / 2);
  TSIZE = (1u << 23) - 1;
  while (!is_prime(TSIZE)) TSIZE--;
  tkeys = calloc(TSIZE, sizeof(uint32_t));
  tvals = calloc(TSIZE, 1);
  char line[256];
  struct timespec t0, t1;
  double total = 0;
  while (fgets(line, sizeof line, stdin)) {
    uint64_t cur = 0, mask = 0;
    int n = 0;
    for (char *s = line; *s >= '1' && *s <= '9'; s++, n++) {
      int c = *s - '1';
      uint64_t move = (mask + (((uint64_t)1) << (c * (H + 1)))) & COL[c];
      cur ^= mask;
      mask |= move;
    }
    clock_gettime(CLOCK_MONOTONIC, &t0);
    memset(tvals, 0, TSIZE);
    nodes = 0;
    int score = solve(cur, mask, n);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    total += (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
    printf("%d %llu\n", score, (unsigned long long)nodes);
  }
  fprintf(stderr, "total_ms %.3f\n", total);
  return 0;
}
