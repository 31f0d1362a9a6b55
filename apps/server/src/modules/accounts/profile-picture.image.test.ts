import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, MAX_INPUT_PIXELS, normaliseProfilePicture } from './profile-picture.image';

const chunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A real, decodable grey PNG of `width` x `height`: a few hundred KB that decode to megapixels. */
function greyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // Each row: filter byte 0, then `width` black pixels.
  const pixels = deflateSync(Buffer.alloc(height * (width + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('profile picture decoding limits', () => {
  it('refuses a picture of 49 megapixels from its header, before decoding', async () => {
    const bomb = greyPng(7000, 7000);
    expect(bomb.length).toBeLessThan(400_000);
    const started = performance.now();
    await expect(normaliseProfilePicture(bomb)).rejects.toBeInstanceOf(ImageRejectedError);
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('refuses anything past the limit and still takes a phone photo', async () => {
    expect(MAX_INPUT_PIXELS).toBeLessThan(20_000_000);
    await expect(normaliseProfilePicture(greyPng(4097, 4096))).rejects.toBeInstanceOf(ImageRejectedError);
    const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#a0c' } })
      .jpeg()
      .toBuffer();
    const kept = await sharp(await normaliseProfilePicture(photo)).metadata();
    expect([kept.width, kept.height]).toEqual([512, 384]);
  });
});
