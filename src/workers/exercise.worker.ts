/// <reference lib="webworker" />
import { serve } from './host.ts'
import { jobs } from '../solvers/exercise-jobs.ts'

serve(jobs)
