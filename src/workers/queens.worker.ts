/// <reference lib="webworker" />
/** The N-queens worker: the puzzle's jobs, served. */
import { serve } from './host.ts'
import { jobs } from '../solvers/queens/jobs.ts'

serve(jobs)
