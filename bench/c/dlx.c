/*
 * The C baseline of Sudoku by dancing links (bench/sudoku.bench.ts): the same exact-cover matrix
 * and Algorithm X as src/solvers/sudoku/dlx.ts (324 columns, 729 rows of four nodes, the column
 * with fewest rows first, givens selected before the search), counting solutions up to a cap.
 * Usage: dlx <cap> <reps> < puzzles   (one 81-character puzzle a line; "." or "0" blank)
 * prints the total of the counts and of the rows tried, summed over the puzzles, once per rep.
 */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define COLS 324
#define MAXN (COLS + 1 + 729 * 4)
static int L[MAXN], R[MAXN], U[MAXN], D[MAXN], C[MAXN], S[COLS + 1], ROW[MAXN], first_node[729];
static int size, cap, count;
static long long tried;

static void init(void) {
  for (int c = 0; c <= COLS; c++) { L[c] = c ? c - 1 : COLS; R[c] = c == COLS ? 0 : c + 1; U[c] = D[c] = C[c] = c; S[c] = 0; }
  size = COLS + 1;
}
static int add_row(int row, const int *cols) {
  int first = size;
  for (int k = 0; k < 4; k++) {
    int i = size++, c = cols[k];
    C[i] = c; ROW[i] = row; S[c]++;
    U[i] = U[c]; D[i] = c; D[U[c]] = i; U[c] = i;
    L[i] = k == 0 ? i : i - 1; R[i] = first; R[L[i]] = i; L[first] = i;
  }
  return first;
}
static void cover(int c) {
  R[L[c]] = R[c]; L[R[c]] = L[c];
  for (int i = D[c]; i != c; i = D[i])
    for (int j = R[i]; j != i; j = R[j]) { U[D[j]] = U[j]; D[U[j]] = D[j]; S[C[j]]--; }
}
static void uncover(int c) {
  for (int i = U[c]; i != c; i = U[i])
    for (int j = L[i]; j != i; j = L[j]) { S[C[j]]++; U[D[j]] = j; D[U[j]] = j; }
  R[L[c]] = c; L[R[c]] = c;
}
static void search(void) {
  if (R[0] == 0) { count++; return; }
  int c = R[0];
  for (int j = R[c]; j != 0; j = R[j]) if (S[j] < S[c]) c = j;
  if (S[c] == 0) return;
  cover(c);
  for (int r = D[c]; r != c && count < cap; r = D[r]) {
    tried++;
    for (int j = R[r]; j != r; j = R[j]) cover(C[j]);
    search();
    for (int j = L[r]; j != r; j = L[j]) uncover(C[j]);
  }
  uncover(c);
}
static int solve(const char *p) {
  init();
  for (int k = 0; k < 81; k++) for (int d = 1; d <= 9; d++) {
    int r = k / 9, c = k % 9, b = 3 * (r / 3) + c / 3;
    int cols[4] = { 1 + k, 82 + r * 9 + d - 1, 163 + c * 9 + d - 1, 244 + b * 9 + d - 1 };
    first_node[k * 9 + d - 1] = add_row(k * 9 + d - 1, cols);
  }
  static char covered[COLS + 1];
  memset(covered, 0, sizeof covered);
  count = 0;
  for (int k = 0; k < 81; k++) {
    int d = p[k] - '0';
    if (d < 1 || d > 9) continue;
    int node = first_node[k * 9 + d - 1];
    int j = node;
    do { if (covered[C[j]]) return 0; covered[C[j]] = 1; j = R[j]; } while (j != node);
    cover(C[node]);
    for (j = R[node]; j != node; j = R[j]) cover(C[j]);
  }
  search();
  return count;
}

int main(int argc, char **argv) {
  if (argc != 3) { fprintf(stderr, "usage: dlx <cap> <reps> < puzzles\n"); return 2; }
  cap = atoi(argv[1]);
  int reps = atoi(argv[2]);
  static char lines[1000][128];
  int n = 0;
  while (n < 1000 && fgets(lines[n], sizeof lines[n], stdin)) if (strlen(lines[n]) >= 81) n++;
  long long total = 0;
  for (int r = 0; r < reps; r++) { tried = 0; total = 0; for (int k = 0; k < n; k++) total += solve(lines[k]); }
  printf("%lld %lld\n", total, tried);
  return 0;
}
