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

describe('the headings of content under a page heading', () => {
  it('start one level below it, in the order written, none skipped', () => {
    expect(sanitizeHtml('<h3>Pris</h3><p>a</p><h4>Belopp</h4><h3>Skada</h3>', { topHeading: 2 })).toBe(
      '<h2>Pris</h2><p>a</p><h3>Belopp</h3><h2>Skada</h2>',
    );
    expect(sanitizeHtml('<h2>Pall</h2><p><strong>EUR</strong></p>', { topHeading: 3 })).toBe(
      '<h3>Pall</h3><p><strong>EUR</strong></p>',
    );
  });

  it('leaves content without headings, or already at the level, as it is', () => {
    expect(sanitizeHtml('<p>Hej</p>', { topHeading: 2 })).toBe('<p>Hej</p>');
    expect(sanitizeHtml('<h2>Pall</h2>', { topHeading: 2 })).toBe('<h2>Pall</h2>');
  });
});
