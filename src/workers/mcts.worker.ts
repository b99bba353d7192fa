/// <reference lib="webworker" />
/** Monte Carlo tree search on tic-tac-toe and Connect Four, judged by the exact solvers. */
import { serve } from './host.ts'
import { jobs } from '../solvers/mcts-jobs.ts'

serve(jobs)
