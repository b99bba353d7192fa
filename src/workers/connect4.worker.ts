/// <reference lib="webworker" />
/** The Connect Four worker: the solver's jobs, served (one solver and its 40 MB table per board size). */
import { serve } from './host.ts'
import { jobs } from '../solvers/connect4/jobs.ts'

serve(jobs)
