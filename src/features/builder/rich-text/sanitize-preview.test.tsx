import { describe, expect, it } from 'vitest';
import { sanitizePreviewHtml } from './sanitize-preview.ts';

describe('sanitizePreviewHtml (same rules as the server)', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>calm</em> <a href="/about">link</a>.</p><ul><li>One</li></ul>';
    expect(sanitizePreviewHtml(html)).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>calm</em> <a href="/about" rel="noopener">link</a>.</p><ul><li>One</li></ul>',
    );
  });

  it('drops scripts, event handlers, styles and unsafe links', () => {
    expect(
      sanitizePreviewHtml(
        '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p><img src="x" onerror="y()">',
      ),
    ).toBe('<p>Hi<a rel="noopener">x</a></p>');
  });

  it('renames h1, b, i and the editor’s div paragraphs; unwraps unknown tags', () => {
    expect(sanitizePreviewHtml('<h1>T</h1><div><b>b</b><i>i</i><span>s</span></div>')).toBe(
      '<h2>T</h2><p><strong>b</strong><em>i</em>s</p>',
    );
  });

  it('keeps images with safe sources and always an alt', () => {
    expect(sanitizePreviewHtml('<img src="/media/candle.svg">')).toBe(
      '<img src="/media/candle.svg" alt="" loading="lazy">',
    );
    expect(sanitizePreviewHtml('<img src="data:image/svg+xml,<svg/>">')).toBe('');
  });
});
