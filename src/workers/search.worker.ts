/// <reference lib="webworker" />
import { serve } from './host.ts'
import { jobs } from '../solvers/search/jobs.ts'

serve(jobs)
