import { describe, expect, it } from 'vitest';
import { safeLink, sanitizeObituaryText, sanitizeRichText, sanitizeSiteContent } from './rich-text.ts';
import { evergreenSeed } from '#server/seed/evergreen/evergreen.ts';

describe('sanitizeRichText', () => {
  it('keeps the article vocabulary', () => {
    const html =
      '<h2>A</h2><h3>B</h3><p>Text <strong>bold</strong> <em>it</em><br></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote><p>q</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, event handlers and unknown tags', () => {
    expect(
      sanitizeRichText(
        '<p style="x" class="y" onclick="z()">a<script>alert(1)</script><iframe></iframe><span>b</span></p>',
      ),
    ).toBe('<p>ab</p>');
  });

  it('allows relative, http(s), mailto and tel links, adding rel=noopener and dropping target', () => {
    expect(sanitizeRichText('<a href="/about" target="_blank">a</a>')).toBe('<a href="/about" rel="noopener">a</a>');
    expect(sanitizeRichText('<a href="https://example.org">a</a>')).toBe(
      '<a href="https://example.org" rel="noopener">a</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.example">a</a>')).toContain('href="mailto:a@b.example"');
    expect(sanitizeRichText('<a href="tel:+15035550142">a</a>')).toContain('href="tel:+15035550142"');
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a>')).toBe('<a rel="noopener">a</a>');
    expect(sanitizeRichText('<a href="//evil.example">a</a>')).toBe('<a rel="noopener">a</a>');
  });

  it('writes a tel: link as the number in E.164, its text as typed (a space in an href is an invalid URL)', () => {
    expect(sanitizeRichText('<a href="tel:(503) 555-0142">(503) 555-0142</a>')).toBe(
      '<a href="tel:+15035550142" rel="noopener">(503) 555-0142</a>',
    );
    expect(sanitizeRichText('<a href="TEL:503%20555%200142">call</a>')).toContain('href="tel:+15035550142"');
    expect(sanitizeObituaryText('<p><a href="tel:503.555.0142">Rose</a></p>')).toBe(
      '<p><a href="tel:+15035550142" rel="noopener">Rose</a></p>',
    );
  });

  it('turns h1 into h2 and b/i into strong/em', () => {
    expect(sanitizeRichText('<h1>T</h1><b>b</b><i>i</i>')).toBe('<h2>T</h2><strong>b</strong><em>i</em>');
  });

  it('keeps images from http(s) or relative sources only', () => {
    expect(sanitizeRichText('<img src="/media/a.svg" alt="A">')).toBe(
      '<img src="/media/a.svg" alt="A" loading="lazy" />',
    );
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg/>">')).toBe('<img alt="" loading="lazy" />');
  });
});

describe('safeLink', () => {
  it.each([
    ['/plan-now', '/plan-now'],
    ['https://example.org/x', 'https://example.org/x'],
    ['tel:+15035550142', 'tel:+15035550142'],
    ['tel:503-555-0142', 'tel:+15035550142'],
    ['mailto:a@b.example', 'mailto:a@b.example'],
    ['#top', '#top'],
    ['javascript:alert(1)', '#'],
    [' JavaScript:alert(1)', '#'],
    ['//evil.example', '#'],
    ['data:text/html,x', '#'],
  ])('%s -> %s', (input, expected) => {
    expect(safeLink(input)).toBe(expected);
  });
});

describe('sanitizeSiteContent', () => {
  it('leaves the (clean) demo content unchanged apart from rel on links', () => {
    const clean = sanitizeSiteContent(evergreenSeed.content);
    const strip = (value: unknown) =>
      JSON.stringify(value).replaceAll(' rel=\\"noopener\\"', '').replaceAll('<br />', '<br>');
    expect(strip(clean)).toBe(strip(evergreenSeed.content));
  });
});
