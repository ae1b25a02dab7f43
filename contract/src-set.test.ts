import { describe, expect, it } from 'vitest';
import { srcSet } from './src-set.ts';

describe('srcSet', () => {
  it('writes every source with its width', () => {
    const image = {
      url: '/api/web/media/3/640.webp',
      width: 640,
      height: 480,
      alt: '',
      sources: [
        { url: '/api/web/media/3/320.webp', width: 320 },
        { url: '/api/web/media/3/640.webp', width: 640 },
      ],
    };
    expect(srcSet(image)).toBe('/api/web/media/3/320.webp 320w, /api/web/media/3/640.webp 640w');
  });
});
