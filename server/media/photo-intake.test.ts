import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { diskMediaStore } from './disk-media-store.ts';
import type { MediaStore } from './media-store.ts';
import { intakePhoto, type StoredPhoto } from './photo-intake.ts';

const folder = await mkdtemp(join(tmpdir(), 'lantern-media-'));
const store = diskMediaStore(folder);
afterAll(() => rm(folder, { recursive: true, force: true }));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

/** A JPEG as a phone writes it: camera EXIF with a GPS position, stored sideways with an orientation tag. */
const phoneJpeg = () =>
  solid(1600, 1200)
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 40/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

async function read(target: MediaStore, key: string): Promise<Buffer> {
  const file = await target.open(key);
  if (!file) throw new Error(`no file ${key}`);
  return Buffer.from(await new Response(file.stream()).arrayBuffer());
}

async function stored(bytes: Uint8Array): Promise<StoredPhoto> {
  const result = await intakePhoto(store, bytes);
  if (result.kind !== 'stored') throw new Error(`refused: ${result.reason}`);
  return result.photo;
}

describe('photo intake', () => {
  it('drops EXIF and the GPS position from every rendition', async () => {
    const source = await phoneJpeg();
    const sent = await sharp(source).metadata();
    expect([sent.exif?.includes('PhoneMaker'), sent.orientation]).toEqual([true, 6]);
    const photo = await stored(source);
    for (const variant of photo.variants) {
      const metadata = await sharp(await read(store, variant.key)).metadata();
      expect(metadata.exif, variant.key).toBeUndefined();
      expect(metadata.xmp, variant.key).toBeUndefined();
      expect((await read(store, variant.key)).includes('PhoneMaker'), variant.key).toBe(false);
    }
  });

  it('turns the photo upright (orientation tag applied) and sizes it for the pages', async () => {
    const photo = await stored(await phoneJpeg());
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1200, height: 1600 });
    expect(photo.variants.map((v) => [v.contentType, v.width, v.height])).toEqual([
      ['image/webp', 320, 427],
      ['image/webp', 640, 853],
      ['image/webp', 1200, 1600],
      ['image/jpeg', 1200, 1600],
    ]);
    const largest = await sharp(await read(store, photo.variants[2]!.key)).metadata();
    expect([largest.format, largest.width, largest.height, largest.orientation]).toEqual([
      'webp',
      1200,
      1600,
      undefined,
    ]);
  });

  it('never enlarges a small photo', async () => {
    const photo = await stored(await solid(500, 250).png().toBuffer());
    expect(photo.variants.map((v) => `${v.width}x${v.height} ${v.contentType}`)).toEqual([
      '320x160 image/webp',
      '500x250 image/webp',
      '500x250 image/jpeg',
    ]);
    expect(photo.variants.map((v) => v.key.split('/')[2])).toEqual(['320.webp', '500.webp', '500.jpg']);
  });

  it('judges by content: a PNG is accepted whatever it is called, text and SVG are not photos', async () => {
    // The intake never sees a name: "holiday.jpg" holding PNG bytes is a PNG.
    expect((await intakePhoto(store, await solid(40, 30).png().toBuffer())).kind).toBe('stored');
    const refusal = (bytes: Uint8Array) => intakePhoto(store, bytes).then((r) => r.kind === 'refused' && r.reason);
    expect(await refusal(Buffer.from('just some text pretending to be holiday.jpg'))).toBe('not-a-photo');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(await refusal(svg)).toBe('not-a-photo');
    expect(await refusal(await solid(40, 30).tiff().toBuffer())).toBe('not-a-photo');
    // A JPEG cut short is no photo either.
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toBe('not-a-photo');
  });

  it('refuses more than 15 MB, and pixel bombs', async () => {
    const refusal = (bytes: Uint8Array) => intakePhoto(store, bytes).then((r) => r.kind === 'refused' && r.reason);
    expect(await refusal(new Uint8Array(15 * 1024 * 1024 + 1))).toBe('too-large');
    // 10 000 × 6 000 of one colour compresses to almost nothing but would take 180 MB to decode.
    const bomb = await solid(10_000, 6_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(await refusal(bomb)).toBe('too-many-pixels');
  });

  it('writes the same keys for the same photo (content-addressed)', async () => {
    const bytes = await solid(700, 300).jpeg().toBuffer();
    const first = await stored(bytes);
    const second = await stored(bytes);
    expect(second.variants).toEqual(first.variants);
  });
});
