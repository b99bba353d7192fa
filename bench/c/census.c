/*
 * The C baseline of the complete BFS of a W×H sliding puzzle in 2 bits a position
 * (bench/sliding.bench.ts): the same algorithm as compactBfs in src/solvers/sliding/big-bfs.ts.
 * A position is blank cell × (n−1)!/2 + half the Lehmer rank of the tiles read row by row without
 * the blank; the table holds 2 bits a position (0 unseen, 1 done, 2 and 3 the current and next
 * frontier by the parity of the depth); one scan of the table per depth expands the frontier.
 * A horizontal slide keeps the order of the tiles (index ± (n−1)!/2); a vertical one unranks the
 * order (by the same digit tables), rotates one tile past width − 1 others and ranks it again, with
 * the same popcount and "k-th set bit" tables as the TypeScript.
 * Goal: tiles 1 .. n−1 row by row, the blank last (defaultGoal).
 * Usage: census <width> <height>   prints "<positions> <diameter>".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int m;                       /* tiles */
static int fact[16];                /* fact[i] = (m−1−i)! */
static int seq[16];
static uint8_t *pop, *nth;

static int rank_seq(void) {
  int r = 0;
  unsigned used = 0;
  for (int i = 0; i < m - 1; i++) {
    int v = seq[i];
    r += (v - pop[used & ((1u << v) - 1)]) * fact[i];
    used |= 1u << v;
  }
  return r;
}

/* Unranking by tables, as compactBfs does: the last `low` Lehmer digits from r mod low!
 * (low_digits: 3 bits a digit, the parity at bit 24), the first m − low from r / low!
 * (high_digits: 4 bits a digit, the parity at bit 28); the first digits' values are kept from the
 * last call while r / low! stays the same (callers that move seq[0 .. high − 1] put them back). */
static int low, high, low_radix;
static uint32_t *low_digits, *high_digits;
static int last_high = -1, high_parity;
static unsigned high_unused;

/* seq ← the order with rank r; returns the parity of its Lehmer digits. */
static int unrank_seq(int r) {
  int hi = r / low_radix;
  if (hi != last_high) {
    last_high = hi;
    uint32_t packed = high_digits[hi];
    unsigned unused = (1u << m) - 1;
    for (int i = 0; i < high; i++) {
      int v = nth[(unused << 4) | ((packed >> (4 * i)) & 15)];
      seq[i] = v;
      unused &= ~(1u << v);
    }
    high_unused = unused;
    high_parity = packed >> 28;
  }
  uint32_t packed = low_digits[r - hi * low_radix];
  unsigned unused = high_unused;
  for (int i = high; i < m; i++) {
    int v = nth[(unused << 4) | ((packed >> (3 * (i - high))) & 7)];
    seq[i] = v;
    unused &= ~(1u << v);
  }
  return high_parity ^ (int)(packed >> 24);
}

static uint32_t *table;
static inline int get(uint32_t i) { return (table[i >> 4] >> ((i & 15) << 1)) & 3; }
static inline void set(uint32_t i, int v) {
  int s = (i & 15) << 1;
  table[i >> 4] = (table[i >> 4] & ~(3u << s)) | ((uint32_t)v << s);
}

int main(int argc, char **argv) {
  if (argc != 3) { fprintf(stderr, "usage: census <width> <height>\n"); return 2; }
  int w = atoi(argv[1]), h = atoi(argv[2]);
  int n = w * h;
  if (w < 1 || h < 1 || n < 4 || n > 12) { fprintf(stderr, "4 to 12 cells\n"); return 2; }
  m = n - 1;
  long long f = 1;
  for (int i = 0; i < m; i++) {
    long long g = 1;
    for (int k = 2; k <= m - 1 - i; k++) g *= k;
    fact[i] = (int)g;
    f *= i + 1;
  }
  uint32_t half = (uint32_t)(f / 2); /* indices per blank cell */
  uint64_t total = (uint64_t)half * n;
  size_t words = (size_t)((total + 15) / 16);
  table = calloc(words, 4);
  pop = calloc(1u << m, 1);
  nth = calloc(16u << m, 1);
  if (!table || !pop || !nth) { fprintf(stderr, "out of memory\n"); return 1; }
  for (unsigned x = 1; x < 1u << m; x++) pop[x] = pop[x >> 1] + (x & 1);
  for (unsigned mask = 1; mask < 1u << m; mask++) {
    unsigned bits = mask;
    for (int k = 0; bits; k++, bits &= bits - 1) nth[(mask << 4) | k] = __builtin_ctz(bits);
  }

  low = m < 7 ? m : 7;
  high = m - low;
  low_radix = 1;
  for (int k = 2; k <= low; k++) low_radix *= k;
  low_digits = calloc(low_radix, 4);
  high_digits = calloc(f / low_radix, 4);
  if (!low_digits || !high_digits) { fprintf(stderr, "out of memory\n"); return 1; }
  for (int r = 0; r < low_radix; r++) {
    uint32_t packed = 0;
    for (int k = 0, rest = r, g = low_radix / low; k < low; k++) {
      int digit = rest / g;
      rest -= digit * g;
      packed ^= ((uint32_t)digit << (3 * k)) ^ ((uint32_t)(digit & 1) << 24);
      if (k < low - 1) g /= low - 1 - k;
    }
    low_digits[r] = packed;
  }
  for (int r = 0; r < f / low_radix; r++) {
    uint32_t packed = 0;
    for (int k = 0, rest = r; k < high; k++) {
      int g = fact[k] / low_radix;
      int digit = rest / g;
      rest -= digit * g;
      packed ^= ((uint32_t)digit << (4 * k)) ^ ((uint32_t)(digit & 1) << 28);
    }
    high_digits[r] = packed;
  }

  /* The goal: tiles 1 .. n−1 then the blank; the parity each blank cell needs. */
  int b0 = n - 1;
  for (int c = 0; c < m; c++) seq[c] = c;
  int goal_rank = rank_seq();
  int goal_parity = unrank_seq(goal_rank);
  int need[16];
  for (int b = 0; b < n; b++) need[b] = goal_parity ^ (((w - 1) * abs(b / w - b0 / w)) & 1);

  set(b0 * half + (goal_rank >> 1), 2);
  uint64_t reached = 1;
  int d;
  for (d = 0;; d++) {
    int now = 2 + (d & 1), next = now ^ 1;
    uint32_t pattern = now == 2 ? 0xaaaaaaaau : 0xffffffffu;
    uint64_t found = 0;
    for (size_t wi = 0; wi < words; wi++) {
      uint32_t word = table[wi];
      if (word == 0) continue;
      uint32_t x = word ^ pattern;
      uint32_t hits = ~(x | (x >> 1)) & 0x55555555u;
      while (hits) {
        uint32_t low = hits & -hits;
        hits ^= low;
        uint32_t idx = (uint32_t)wi * 16 + (__builtin_ctz(low) >> 1);
        set(idx, 1);
        int b = idx / half;
        uint32_t q = idx - b * half;
        int col = b % w;
        if (col > 0) {
          uint32_t j = idx - half;
          if (get(j) == 0) { set(j, next); found++; }
        }
        if (col < w - 1) {
          uint32_t j = idx + half;
          if (get(j) == 0) { set(j, next); found++; }
        }
        int up = b >= w, down = b + w < n;
        if (!up && !down) continue;
        if (unrank_seq(2 * q) != need[b]) {
          int t = seq[m - 2]; seq[m - 2] = seq[m - 1]; seq[m - 1] = t;
        }
        if (up) {
          int from = b - w, tile = seq[from];
          for (int k = from; k < b - 1; k++) seq[k] = seq[k + 1];
          seq[b - 1] = tile;
          uint32_t j = from * half + (rank_seq() >> 1);
          if (get(j) == 0) { set(j, next); found++; }
          for (int k = b - 1; k > from; k--) seq[k] = seq[k - 1];
          seq[from] = tile;
        }
        if (down) {
          int from = b + w - 1, tile = seq[from];
          for (int k = from; k > b; k--) seq[k] = seq[k - 1];
          seq[b] = tile;
          uint32_t j = (b + w) * half + (rank_seq() >> 1);
          if (get(j) == 0) { set(j, next); found++; }
          for (int k = b; k < from; k++) seq[k] = seq[k + 1];
          seq[from] = tile;
        }
      }
    }
    if (found == 0) break;
    reached += found;
  }
  printf("%llu %d\n", (unsigned long long)reached, d);
  return 0;
}
