/// <reference lib="webworker" />
import { serve } from './host.ts'
import { jobs, transferOf } from '../solvers/tileswap/jobs.ts'
serve(jobs, transferOf)
