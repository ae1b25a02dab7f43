import { describe, expect, it } from 'vitest';
import { embedUrl } from './video-embed.ts';

describe('embedUrl', () => {
  it('plays YouTube links from the privacy-enhanced domain', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtube.com/watch?v=aqz-KE-bpKQ&t=10',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://m.youtube.com/shorts/aqz-KE-bpKQ',
    ])
      expect(embedUrl(link)).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
  });

  it('plays Vimeo links from the Vimeo player', () => {
    expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
    expect(embedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  it('names no player for links without a video or from elsewhere', () => {
    expect(embedUrl('https://www.youtube.com/')).toBeNull();
    expect(embedUrl('https://evil.example/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(embedUrl('not a url')).toBeNull();
    expect(embedUrl('https://youtu.be/<script>')).toBeNull();
  });
});
