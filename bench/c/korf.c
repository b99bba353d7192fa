/*
 * Korf's 100 in plain C: the baseline of `sliding/korf100-reflect` (issue 33). The same search as
 * idaStarPdb (src/solvers/sliding/ida-fast.ts) on Korf's goal (the blank on cell 0): IDA* with
 * Korf and Felner's 6-6-3 additive tables and the reflected lookup (the board mirrored about the
 * main diagonal), the board changed in place, each group's pattern index updated by the moved
 * tile alone (by ±1 times its weight on a horizontal slide), the same move order, so the same
 * nodes: it prints the moves and the nodes expanded in all, which the bench checks against the
 * published 5,305 moves and against the JS row's count.
 *
 * The tables are not built here: they are the ones the JS built (the bench writes them raw to a
 * file, the tables one after the other), so the row times the search alone, as the JS row does.
 *
 *   usage: korf TABLES GROUP GROUP GROUP < instances   (a GROUP is its tiles, comma-separated;
 *          an instance is a line of 16 numbers, the tiles in reading order, 0 for the blank)
 *   prints: moves nodes
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 16
#define W 4
#define MAXK 6
#define MAXG 3

static uint8_t POP[1 << 16];
static uint8_t *tables[MAXG];
static int groups, sizes[MAXG];
static int groupOf[N], slotOf[N], rgroupOf[N], rslotOf[N], mcell[N];
static int mult[MAXG * MAXK];
static int nearby[N * 5];
static int tiles[N], cells[MAXG * MAXK], rcells[MAXG * MAXK];
static int groupIx[MAXG], rgroupIx[MAXG], groupH[MAXG], rgroupH[MAXG];
static long long expanded;
static int bound, nextBound, length;

static long patternCount(int n, int k) {
  long size = 1;
  for (int i = 0; i < k; i++) size *= n - i;
  return size;
}

static int indexOf(const int *of, int g) {
  int base = g * MAXK, index = 0, used = 0;
  for (int i = 0; i < sizes[g]; i++) {
    int c = of[base + i];
    index += (c - POP[used & ((1 << c) - 1)]) * mult[base + i];
    used |= 1 << c;
  }
  return index;
}

/* Below a node whose f is within the bound; a child past it is cut off before the call. */
static int search(int blank, int g, int hn, int hr, int cameFrom) {
  if (hn == 0 && hr == 0) {
    length = g;
    return 1;
  }
  expanded++;
  int base = blank * 5, count = nearby[base];
  for (int m = 1; m <= count; m++) {
    int from = nearby[base + m];
    if (from == cameFrom) continue;
    int vertical = from - blank == W || blank - from == W;
    int tile = tiles[from];
    int grp = groupOf[tile];
    int slot = grp * MAXK + slotOf[tile];
    tiles[blank] = tile;
    tiles[from] = 0;
    cells[slot] = blank;
    int oldIx = groupIx[grp];
    int ix = vertical ? indexOf(cells, grp) : oldIx + (blank - from) * mult[slot];
    int old = groupH[grp], now = tables[grp][ix];
    groupIx[grp] = ix;
    groupH[grp] = now;
    int rgrp = rgroupOf[tile], rslot = rslotOf[tile];
    rcells[rslot] = mcell[blank];
    int roldIx = rgroupIx[rgrp];
    int rix = vertical ? roldIx + (mcell[blank] - mcell[from]) * mult[rslot] : indexOf(rcells, rgrp);
    int rold = rgroupH[rgrp], rnow = tables[rgrp][rix];
    rgroupIx[rgrp] = rix;
    rgroupH[rgrp] = rnow;
    int hn2 = hn - old + now, hr2 = hr - rold + rnow;
    int f = g + 1 + (hn2 > hr2 ? hn2 : hr2);
    if (f <= bound) {
      if (search(from, g + 1, hn2, hr2, blank)) return 1;
    } else if (f < nextBound)
      nextBound = f;
    groupIx[grp] = oldIx;
    groupH[grp] = old;
    rgroupIx[rgrp] = roldIx;
    rgroupH[rgrp] = rold;
    rcells[rslot] = mcell[from];
    tiles[from] = tile;
    tiles[blank] = 0;
    cells[slot] = from;
  }
  return 0;
}

/** The length of an optimal solution of the board in `tiles`. */
static int solve(void) {
  int blank = 0;
  for (int c = 0; c < N; c++) {
    int t = tiles[c];
    if (t == 0) {
      blank = c;
      continue;
    }
    cells[groupOf[t] * MAXK + slotOf[t]] = c;
    rcells[rslotOf[t]] = mcell[c];
  }
  int h0 = 0, r0 = 0;
  for (int g = 0; g < groups; g++) {
    groupIx[g] = indexOf(cells, g);
    groupH[g] = tables[g][groupIx[g]];
    h0 += groupH[g];
    rgroupIx[g] = indexOf(rcells, g);
    rgroupH[g] = tables[g][rgroupIx[g]];
    r0 += rgroupH[g];
  }
  for (bound = h0 > r0 ? h0 : r0;; bound = nextBound) {
    nextBound = 1 << 30;
    if (bound >= (h0 > r0 ? h0 : r0) && search(blank, 0, h0, r0, -1)) return length;
  }
}

int main(int argc, char **argv) {
  if (argc != 2 + MAXG) {
    fprintf(stderr, "usage: korf TABLES GROUP GROUP GROUP < instances\n");
    return 2;
  }
  for (int i = 1; i < (1 << 16); i++) POP[i] = POP[i >> 1] + (i & 1);
  groups = argc - 2;
  for (int g = 0; g < groups; g++) {
    char *s = argv[2 + g];
    int k = 0;
    for (char *tok = strtok(s, ","); tok; tok = strtok(NULL, ",")) {
      int t = atoi(tok);
      groupOf[t] = g;
      slotOf[t] = k++;
    }
    sizes[g] = k;
    for (int i = 0; i < k; i++) mult[g * MAXK + i] = (int)patternCount(N - 1 - i, k - 1 - i);
  }
  FILE *in = fopen(argv[1], "rb");
  if (!in) {
    perror(argv[1]);
    return 1;
  }
  for (int g = 0; g < groups; g++) {
    long size = patternCount(N, sizes[g]);
    tables[g] = malloc(size);
    if (fread(tables[g], 1, size, in) != (size_t)size) {
      fprintf(stderr, "%s: short table %d\n", argv[1], g);
      return 1;
    }
  }
  fclose(in);
  // The mirror about the main diagonal: a cell's image, and on Korf's goal a tile's new name too.
  for (int c = 0; c < N; c++) mcell[c] = (c % W) * W + c / W;
  for (int t = 1; t < N; t++) {
    rgroupOf[t] = groupOf[mcell[t]];
    rslotOf[t] = rgroupOf[t] * MAXK + slotOf[mcell[t]];
  }
  for (int c = 0; c < N; c++) {
    int row = c / W, col = c % W, k = 0;
    if (row > 0) nearby[c * 5 + 1 + k++] = c - W;
    if (col > 0) nearby[c * 5 + 1 + k++] = c - 1;
    if (col < W - 1) nearby[c * 5 + 1 + k++] = c + 1;
    if (row < W - 1) nearby[c * 5 + 1 + k++] = c + W;
    nearby[c * 5] = k;
  }
  long moves = 0;
  for (;;) {
    for (int c = 0; c < N; c++)
      if (scanf("%d", &tiles[c]) != 1) {
        if (c == 0) goto done;
        fprintf(stderr, "an instance is cut short\n");
        return 1;
      }
    moves += solve();
  }
done:
  printf("%ld %lld\n", moves, expanded);
  return 0;
}
