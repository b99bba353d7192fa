/// <reference lib="webworker" />
/** The map-colouring worker: the puzzle's jobs, served. */
import { serve } from './host.ts'
import { jobs } from '../solvers/mapcolour/jobs.ts'

serve(jobs)
