import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { repoRoot } from '@releve/server/spawn';

/** The 1, 5 and 15 minute load averages as /proc/loadavg gives them ("unknown" elsewhere). */
export function readLoadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

/** The machine a report was measured on. */
export interface Machine {
  cores: number;
  cpu: string;
  node: string;
}

export function describeMachine(): Machine {
  return { cores: availableParallelism(), cpu: cpus()[0]?.model.trim() ?? 'unknown', node: process.version };
}

/** The checked-out commit (short), with "+ changes" when the work tree differs from it. */
export function gitCommit(): string {
  const git = (args: string[]) =>
    execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const commit = git(['rev-parse', '--short', 'HEAD']);
    return git(['status', '--porcelain', '--untracked-files=no']) ? `${commit} + changes` : commit;
  } catch {
    return 'unknown';
  }
}
