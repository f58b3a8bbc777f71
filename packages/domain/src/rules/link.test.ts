import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from './link.ts';

describe('safeLinkUrl', () => {
  it('keeps web addresses and paths on this site', () => {
    expect(safeLinkUrl('https://www.skeppa.se/priser')).toBe('https://www.skeppa.se/priser');
    expect(safeLinkUrl(' http://example.se ')).toBe('http://example.se/');
    expect(safeLinkUrl('/info/insurance')).toBe('/info/insurance');
  });

  it('drops scripts, data, other schemes, other hosts written as paths and nothing', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'mailto:a@b.se',
      '//evil.example/x',
      '/\\evil.example',
      'www.skeppa.se',
      '',
      '   ',
    ]) {
      expect(safeLinkUrl(url), url).toBeNull();
    }
  });

  it('only ever answers an http(s) address or a path', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = safeLinkUrl(s);
        if (out !== null) expect(/^(https?:\/\/|\/(?![/\\]))/.test(out)).toBe(true);
      }),
    );
  });
});
