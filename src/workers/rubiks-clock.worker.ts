/// <reference lib="webworker" />
/** The Rubik's Clock worker: the puzzle's jobs, served. */
import { serve } from './host.ts'
import { jobs } from '../solvers/rubiks-clock/jobs.ts'

serve(jobs)
