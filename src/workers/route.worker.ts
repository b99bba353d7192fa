/// <reference lib="webworker" />
import { serve } from './host.ts'
import { jobs, transferOf } from '../solvers/route/jobs.ts'

serve(jobs, transferOf)
