/// <reference lib="webworker" />
/** The Sudoku worker: the puzzle's jobs, served. */
import { serve } from './host.ts'
import { jobs } from '../solvers/sudoku/jobs.ts'

serve(jobs)
