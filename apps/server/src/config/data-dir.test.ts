import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { earlierDefaultDataDir, movedDataDirProblem } from './data-dir';

const root = mkdtempSync(path.join(tmpdir(), 'releve-datadir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const checkout = path.join(root, 'releve');
const earlier = path.join(checkout, 'apps', 'server', 'data');
mkdirSync(path.join(earlier, 'pglite'), { recursive: true });
const source = { INIT_CWD: checkout };

describe('movedDataDirProblem', () => {
  it('is the folder npm ran the server in before: apps/server/data', () => {
    expect(earlierDefaultDataDir).toMatch(/apps\/server\/data$/);
  });

  it('stops a server that would open an empty ./data beside the data an earlier start left', () => {
    expect(movedDataDirProblem({ DATA_DIR: path.join(checkout, 'data') }, source, earlier)).toBe(
      `Relevé keeps its data in ${checkout}/data now, and an earlier start left it in ${earlier}: move it there (mv apps/server/data data), or set DATA_DIR=${earlier} to keep using it where it is`,
    );
  });

  it('says nothing when DATA_DIR is set, ./data exists, or there is no earlier folder', () => {
    expect(
      movedDataDirProblem({ DATA_DIR: path.join(checkout, 'd') }, { ...source, DATA_DIR: 'd' }, earlier),
    ).toBe(undefined);
    mkdirSync(path.join(checkout, 'data'));
    expect(movedDataDirProblem({ DATA_DIR: path.join(checkout, 'data') }, source, earlier)).toBeUndefined();
    rmSync(path.join(checkout, 'data'), { recursive: true }); // the test above needs it missing, in any order
    expect(
      movedDataDirProblem({ DATA_DIR: path.join(root, 'other') }, source, path.join(root, 'none')),
    ).toBeUndefined();
  });
});
