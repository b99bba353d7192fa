/// <reference lib="webworker" />
/** The Clocks worker: the puzzle's jobs, served. */
import { serve } from './host.ts'
import { jobs } from '../solvers/clocks/jobs.ts'

serve(jobs)
