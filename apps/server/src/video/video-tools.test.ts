import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FfmpegMissingError, findVideoTools, packagedFfmpeg } from './video-tools';

const root = mkdtempSync(path.join(tmpdir(), 'releve-tools-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder holding stand-in executables with the given names. */
function folderWith(name: string, tools: string[], executable = true): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const tool of tools) {
    writeFileSync(path.join(dir, tool), '#!/bin/sh\n');
    chmodSync(path.join(dir, tool), executable ? 0o755 : 0o644);
  }
  return dir;
}

const system = folderWith('usr-bin', ['ffmpeg', 'ffprobe']);
const npmBuild = path.join(folderWith('npm', ['ffmpeg']), 'ffmpeg');
const custom = folderWith('opt', ['ffmpeg', 'ffprobe']);
const empty = folderWith('empty', []);

describe('findVideoTools', () => {
  it('prefers FFMPEG_PATH, with the ffprobe beside it', () => {
    expect(
      findVideoTools({
        configured: path.join(custom, 'ffmpeg'),
        searchPath: system,
        packaged: () => npmBuild,
      }),
    ).toEqual({
      ffmpeg: path.join(custom, 'ffmpeg'),
      ffprobe: path.join(custom, 'ffprobe'),
      from: 'FFMPEG_PATH',
    });
  });

  it('then the ffmpeg and ffprobe on PATH', () => {
    expect(
      findVideoTools({ configured: '', searchPath: `${empty}:${system}`, packaged: () => npmBuild }),
    ).toEqual({
      ffmpeg: path.join(system, 'ffmpeg'),
      ffprobe: path.join(system, 'ffprobe'),
      from: 'PATH',
    });
  });

  it('then the npm-installed build, which comes without ffprobe', () => {
    expect(findVideoTools({ configured: '', searchPath: empty, packaged: () => npmBuild })).toEqual({
      ffmpeg: npmBuild,
      ffprobe: undefined,
      from: 'npm package',
    });
  });

  it('skips a file that is not executable', () => {
    const notExecutable = folderWith('noexec', ['ffmpeg'], false);
    expect(findVideoTools({ configured: '', searchPath: notExecutable, packaged: () => npmBuild }).from).toBe(
      'npm package',
    );
  });

  it('says in one line what to install when there is no ffmpeg at all', () => {
    const find = () => findVideoTools({ configured: '', searchPath: empty, packaged: () => undefined });
    expect(find).toThrow(FfmpegMissingError);
    expect(find).toThrow(
      /^ffmpeg was not found .*: install ffmpeg \(Debian or Ubuntu: sudo apt-get install ffmpeg;/,
    );
    try {
      find();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('names a FFMPEG_PATH that does not lead to an ffmpeg, in one line', () => {
    const find = () =>
      findVideoTools({ configured: '/nowhere/ffmpeg', searchPath: system, packaged: () => npmBuild });
    expect(find).toThrow(
      'FFMPEG_PATH is /nowhere/ffmpeg, which is not an ffmpeg this server can run: set it to an ffmpeg binary, or unset it to use the ffmpeg on PATH',
    );
  });

  it('finds the static build npm installs for this machine', () => {
    // Relevé depends on @ffmpeg-installer/ffmpeg: on linux-x64 (CI, the servers) its binary is there.
    if (`${process.platform}-${process.arch}` !== 'linux-x64') return;
    expect(packagedFfmpeg()).toMatch(/node_modules\/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
  });
});
