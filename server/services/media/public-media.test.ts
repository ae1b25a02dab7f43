import { describe, expect, it } from 'vitest';
import type { MediaVariant } from '#server/db/schema.ts';
import { publicMediaUrl, responsivePhoto } from './public-media.ts';

const webp = (width: number): MediaVariant => ({
  key: `7/31/${width}.webp`,
  contentType: 'image/webp',
  width,
  height: width / 2,
  byteSize: width * 10,
});

describe('publicMediaUrl', () => {
  it('names the media row and the file, never the folder it is stored in', () => {
    expect(publicMediaUrl(31, webp(640))).toBe('/api/web/media/31/640.webp');
  });
});

describe('responsivePhoto', () => {
  it('offers every width and picks the first at least as wide as asked', () => {
    const image = responsivePhoto({ id: 31, caption: 'At the lake', variants: [webp(1280), webp(320), webp(640)] });
    expect(image).toEqual({
      url: '/api/web/media/31/640.webp',
      width: 640,
      height: 320,
      alt: 'At the lake',
      sources: [
        { url: '/api/web/media/31/320.webp', width: 320 },
        { url: '/api/web/media/31/640.webp', width: 640 },
        { url: '/api/web/media/31/1280.webp', width: 1280 },
      ],
    });
  });

  it('falls back to the widest when none is wide enough, keeps one format, ignores non-images', () => {
    const jpeg: MediaVariant = { ...webp(320), key: '7/31/320.jpg', contentType: 'image/jpeg' };
    const captions: MediaVariant = {
      key: '7/31/c.vtt',
      contentType: 'text/vtt',
      width: null,
      height: null,
      byteSize: 9,
    };
    const image = responsivePhoto({ id: 31, caption: '', variants: [webp(320), jpeg, captions] }, 2000);
    expect(image?.url).toBe('/api/web/media/31/320.webp');
    expect(image?.sources).toEqual([{ url: '/api/web/media/31/320.webp', width: 320 }]);
  });

  it('is null without an image rendition', () => {
    expect(responsivePhoto({ id: 1, caption: '', variants: [] })).toBeNull();
  });
});
