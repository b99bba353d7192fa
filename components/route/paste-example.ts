/** The pasted-graph widget's first graph, in the CS188 test format: costs that make the algorithms disagree, and a consistent heuristic. */
export const PASTE_EXAMPLE = `# A graph in the format of the CS188 search tests
start_state: S
goal_states: G
S 0:S->A A 1
S 1:S->B B 4
A 2:A->B B 2
A 3:A->C C 5
A 4:A->G G 12
B 5:B->C C 2
C 6:C->G G 3
heuristic:
S 7
A 6
B 4
C 2
G 0
`
