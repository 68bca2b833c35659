/**
 * The unit tests (the *.test.ts files beside the code) in one process: `--test` starts a process per file, and
 * each loads tsx and compiles the modules the files share again (Node 20 cannot run the files in its own
 * process).
 *
 * Each file is required here, synchronously, so every test is registered before the first one runs. Files
 * imported one after another (`--import <file>` flags) let the runner run out of tests between two of them: it
 * then ran the top-level after() hooks, and under load ended the run with the later tests pending ("Promise
 * resolution is still pending but the event loop has already resolved"). Flags are also inherited by worker
 * threads, such as those of the precompress pool, which would load the test files again.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

import {siteDir} from '../../config/site';
import {unitTestFiles} from './plan';

const load = createRequire(import.meta.url);
for (const file of unitTestFiles()) load(path.join(siteDir, file));
