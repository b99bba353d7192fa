/**
 * Published Sudoku puzzles, typed from their sources (a test checks each has exactly one solution,
 * except the one cited for having many).
 */
export type Published = { id: string; name: string; grid: string; source: string; unique: boolean }

export const HARD: readonly Published[] = [
  {
    id: 'norvig-hardest-1',
    name: 'Norvig’s grid2 (first of the “top95” hardest list)',
    unique: true,
    source:
      'Peter Norvig, “Solving Every Sudoku Puzzle” (2006), grid2; first puzzle of top95.txt, the list of hard puzzles collected on the Sudoku Players’ Forum that the essay times.',
    grid: '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
  },
  {
    id: 'top95-2',
    name: 'top95, puzzle 2',
    unique: true,
    source: 'top95.txt, as used in Norvig’s essay.',
    grid: '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....',
  },
  {
    id: 'top95-3',
    name: 'top95, puzzle 3',
    unique: true,
    source: 'top95.txt, as used in Norvig’s essay.',
    grid: '6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....',
  },
  {
    id: 'top95-4',
    name: 'top95, puzzle 4',
    unique: true,
    source: 'top95.txt, as used in Norvig’s essay.',
    grid: '48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....',
  },
  {
    id: 'top95-5',
    name: 'top95, puzzle 5',
    unique: true,
    source: 'top95.txt, as used in Norvig’s essay.',
    grid: '....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...',
  },
  {
    id: 'inkala-2012',
    name: 'Arto Inkala’s “world’s hardest” (2012)',
    unique: true,
    source: 'Arto Inkala, published in the press in June 2012 as the hardest Sudoku he had made.',
    grid: '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
  },
  {
    id: 'ai-escargot',
    name: 'AI Escargot (Inkala, 2006)',
    unique: true,
    source: 'Arto Inkala, “AI Escargot” (2006), presented as the most difficult Sudoku of its day.',
    grid: '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
  },
  {
    id: 'easter-monster',
    name: 'Easter Monster',
    unique: true,
    source: 'Posted on the Sudoku Players’ Forum in 2007; a standard entry of the hardest-puzzle lists.',
    grid: '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
  },
  {
    id: 'royle-17',
    name: 'A 17-clue puzzle (Royle’s collection)',
    unique: true,
    source:
      'Gordon Royle’s collection of 17-clue puzzles (University of Western Australia); McGuire, Tugemann and Civario (2012) proved no 16-clue puzzle exists.',
    grid: '000000010400000000020000000000050407008000300001090000300400200050100000000806000',
  },
]

/** Two more from Norvig's essay: an easy one (propagation alone solves it) and one with many solutions. */
export const EASY: Published = {
  id: 'norvig-easy',
  name: 'Norvig’s grid1 (easy)',
  unique: true,
  source:
    'Peter Norvig, “Solving Every Sudoku Puzzle”, grid1 (the first puzzle of Project Euler problem 96).',
  grid: '003020600900305001001806400008102900700000008006708200002609500800203009005010300',
}
export const MANY: Published = {
  id: 'norvig-hard1',
  name: 'Norvig’s hard1 (not a proper puzzle)',
  unique: false,
  source:
    'Peter Norvig, “Solving Every Sudoku Puzzle”: hard1, the puzzle his program took longest on; he notes it has many solutions.',
  grid: '.....6....59.....82....8....45........3........6..3.54...325..6..................',
}

export const ALL_PUBLISHED: readonly Published[] = [EASY, ...HARD, MANY]
