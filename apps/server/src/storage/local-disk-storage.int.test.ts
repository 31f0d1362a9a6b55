import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-disk-storage';
import { InvalidStorageKeyError, isStorageKey, type StoredFile } from './storage';

const dataDir = mkdtempSync(path.join(tmpdir(), 'releve-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const storage = createLocalStorage(dataDir);

const readAll = (opened: StoredFile | undefined) => {
  if (!opened) throw new Error('no file');
  return buffer(opened.stream);
};

describe('LocalDiskStorage', () => {
  it('keeps files under DATA_DIR/files by key: put, get, stream, delete', async () => {
    await storage.put('avatars/a.jpg', Buffer.from('first'));
    expect(storage.root).toBe(path.join(dataDir, 'files'));
    expect(readdirSync(path.join(dataDir, 'files', 'avatars'))).toEqual(['a.jpg']);
    expect((await storage.get('avatars/a.jpg'))?.toString()).toBe('first');
    const opened = await storage.stream('avatars/a.jpg');
    expect(opened?.size).toBe(5);
    expect((await readAll(opened)).toString()).toBe('first');
    await storage.delete('avatars/a.jpg');
    expect(await storage.get('avatars/a.jpg')).toBeUndefined();
    expect(await storage.stream('avatars/a.jpg')).toBeUndefined();
    // Deleting what is not there is not an error.
    await storage.delete('avatars/a.jpg');
    await storage.delete('never/was.jpg');
  });

  it('answers nothing for a folder asked as a file', async () => {
    await storage.put('folder/inside.txt', Buffer.from('x'));
    expect(await storage.get('folder')).toBeUndefined();
    expect(await storage.stream('folder')).toBeUndefined();
  });

  it('lets a reader that opened the old file finish it while a put replaces it', async () => {
    await storage.put('big.bin', Buffer.alloc(2_000_000, 'a'));
    const reading = await storage.stream('big.bin');
    await storage.put('big.bin', Buffer.alloc(1_000_000, 'b'));
    const old = await readAll(reading);
    expect(old.length).toBe(2_000_000);
    expect(old.every((byte) => byte === 'a'.charCodeAt(0))).toBe(true);
    expect((await storage.get('big.bin'))?.length).toBe(1_000_000);
  });

  it('leaves the old file, and no temporary file, when a put fails', async () => {
    await storage.put('kept/file.txt', Buffer.from('old'));
    await expect(storage.put('kept/file.txt', {} as Uint8Array)).rejects.toThrow();
    expect(readdirSync(path.join(storage.root, 'kept'))).toEqual(['file.txt']);
    expect((await storage.get('kept/file.txt'))?.toString()).toBe('old');
  });

  it.each([
    '../outside',
    'a/../../outside',
    '/etc/passwd',
    '.hidden',
    'avatars/.a.jpg.123.tmp',
    'a//b',
    '',
    'a\\b',
    'a/b/c/d/e/f/g/h/i',
  ])('refuses the key %j', async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
