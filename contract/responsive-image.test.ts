import { describe, expect, it } from 'vitest';
import { responsiveImage } from './responsive-image.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

const image = {
  url: '/api/web/media/3/640.webp',
  width: 640,
  height: 480,
  alt: 'At the lake',
  sources: [
    { url: '/api/web/media/3/320.webp', width: 320 },
    { url: '/api/web/media/3/640.webp', width: 640 },
  ],
};

describe('responsiveImage', () => {
  it('keeps an image with its sizes', () => {
    expect(responsiveImage.parse(image)).toEqual(image);
  });

  it('needs real dimensions, so the page can reserve the space', () => {
    expect(issuesOf(responsiveImage, { ...image, height: 0 })).toEqual([
      { path: 'height', message: 'Must be at least 1' },
    ]);
  });
});
