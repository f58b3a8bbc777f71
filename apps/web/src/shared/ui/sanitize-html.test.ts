// @vitest-environment jsdom
// DOMPurify needs a DOM it can trust; happy-dom lets every node through, so this file runs in jsdom.
import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the text markup of the content store', () => {
    expect(sanitizeHtml('<h2>Pall</h2><p>EUR <strong>120×80</strong></p>')).toBe(
      '<h2>Pall</h2><p>EUR <strong>120×80</strong></p>',
    );
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()" style="color:red">Hej</p><script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror="steal()">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|style|javascript|<img/i);
    expect(clean).toContain('<p>Hej</p>');
  });

  it('gives links that open a new tab no hold on this window', () => {
    expect(sanitizeHtml('<a href="https://skeppa.se" target="_blank">Skeppa</a>')).toBe(
      '<a href="https://skeppa.se" target="_blank" rel="noopener noreferrer">Skeppa</a>',
    );
  });

  it('treats markup without text as blank', () => {
    expect(isBlankHtml('<p> </p><br>')).toBe(true);
    expect(isBlankHtml(undefined)).toBe(true);
    expect(isBlankHtml('<p>Driftstörning hos DSV</p>')).toBe(false);
  });
});
