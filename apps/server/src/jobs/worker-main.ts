import '../runtime/require-supported-node';
import { EnvError, loadEnv } from '../config/env';
import { BucketProblem } from '../storage/storage';
import { runWorkerProcess } from './worker-process';

/*
 * A job worker as a process of its own (`npm run worker`, or the server's entry with
 * RELEVE_ROLE=worker), for PostgreSQL setups that keep video packaging off the web servers.
 */
runWorkerProcess(loadEnv()).catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof BucketProblem ? error.message : error);
  process.exit(1);
});
