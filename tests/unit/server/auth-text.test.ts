import { describe, expect, it } from 'vitest';
import { parseScale } from '../../../server/db/seed/args.js';
import { htmlToText } from '../../../server/services/emailTemplates.js';

describe('htmlToText', () => {
  it('turns paragraphs into lines and links into "label (address)"', () => {
    expect(htmlToText('<h1>Hi</h1>\n<p>Open <a href="https://x.test/r/abc" rel="noopener">this link</a>.</p><p>Bye &amp; thanks</p>')).toBe(
      'Hi\n\nOpen this link (https://x.test/r/abc).\n\nBye & thanks',
    );
  });

  it('prints a link whose label is its address once', () => {
    expect(htmlToText('<p><a href="https://x.test">https://x.test</a></p>')).toBe('https://x.test');
  });
});

describe('parseScale', () => {
  it('reads --scale N and --scale=N', () => {
    expect(parseScale([])).toBeUndefined();
    expect(parseScale(['--scale', '3'])).toBe(3);
    expect(parseScale(['--scale=10'])).toBe(10);
  });

  it('refuses anything but a whole number from 1 to 100', () => {
    for (const bad of [['--scale'], ['--scale', 'x'], ['--scale=0'], ['--scale=1.5'], ['--scale=1000']]) {
      expect(() => parseScale(bad)).toThrow(/--scale must be a whole number/);
    }
  });
});
