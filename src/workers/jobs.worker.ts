/// <reference lib="webworker" />
/**
 * The one worker entry: it serves the jobs its page names in the worker's name (the kit's
 * `jobsRunner(name)`): a notebook's folder in the registry (src/solvers/registry.ts), or the code
 * exercises' judge. Each jobs module is a chunk of its own, loaded here on demand, so a page's
 * worker downloads its own notebook's solvers only.
 */
import { serve } from './host.ts'
import { jobsModule } from '../solvers/registry.ts'

serve(jobsModule(self.name))
