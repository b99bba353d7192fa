/// <reference lib="webworker" />
import { serve } from './host.ts'
import { jobs } from '../solvers/sliding/jobs.ts'
serve(jobs)
