/// <reference lib="webworker" />
/** The peg solitaire worker: the puzzle's jobs, served. */
import { serve } from './host.ts'
import { jobs } from '../solvers/peg/jobs.ts'

serve(jobs)
