import { describe, expect, it } from 'vitest';
import { renderHeadTag, withHeadTags } from './head-tags.ts';

describe('renderHeadTag', () => {
  it('escapes text and attributes, so a name cannot close the tag', () => {
    expect(renderHeadTag({ tag: 'title', text: 'A </title><script>x</script> & "B"' })).toBe(
      '<title>A &#60;/title&#62;&#60;script&#62;x&#60;/script&#62; &#38; &#34;B&#34;</title>',
    );
    expect(renderHeadTag({ tag: 'meta', property: 'og:title', content: `O'Brien "Peggy"` })).toBe(
      '<meta data-shell-head property="og:title" content="O&#39;Brien &#34;Peggy&#34;">',
    );
    expect(renderHeadTag({ tag: 'meta', name: 'description', content: 'x' })).toBe(
      '<meta data-shell-head name="description" content="x">',
    );
    expect(renderHeadTag({ tag: 'link', rel: 'canonical', href: 'https://a.example/x?a=1&b=2' })).toBe(
      '<link data-shell-head rel="canonical" href="https://a.example/x?a=1&#38;b=2">',
    );
    expect(
      renderHeadTag({ tag: 'preload-image', href: '/m/640.webp', srcset: '/m/320.webp 320w', sizes: '12rem' }),
    ).toBe(
      '<link data-shell-head rel="preload" as="image" fetchpriority="high" href="/m/640.webp" imagesrcset="/m/320.webp 320w" imagesizes="12rem">',
    );
  });

  it('writes structured data as a JSON block that no text can close', () => {
    const tag = renderHeadTag({ tag: 'json-ld', json: { name: '</script><script>alert(1)</script>' } });
    expect(tag).toBe(
      '<script data-shell-head type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script>',
    );
  });
});

describe('withHeadTags', () => {
  const shell = '<html><head><meta charset="UTF-8" /><title>Loading…</title></head><body></body></html>';

  it('puts the tags where the placeholder title was', () => {
    expect(withHeadTags(shell, [{ tag: 'title', text: 'Linnea $& Sjöberg' }])).toBe(
      '<html><head><meta charset="UTF-8" /><title>Linnea $&#38; Sjöberg</title></head><body></body></html>',
    );
  });

  it('leaves the shell alone without tags, and appends to the head without a placeholder', () => {
    expect(withHeadTags(shell, [])).toBe(shell);
    expect(withHeadTags('<head></head>', [{ tag: 'meta', name: 'a', content: 'b' }])).toBe(
      '<head><meta data-shell-head name="a" content="b"></head>',
    );
  });
});
