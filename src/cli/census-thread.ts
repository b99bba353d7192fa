/**
 * One thread of a census on several threads (census-threads.ts): the helper's loop of
 * src/solvers/sliding/census-split.ts, which the browser's helper workers run too.
 */
import { workerData } from 'node:worker_threads'
import { censusHelper } from '../solvers/sliding/census-split.ts'
import type { CensusThreadData } from './census-threads.ts'

censusHelper((workerData as CensusThreadData).census)
