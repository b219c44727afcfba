import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from '../../../src/resources/pages/cleanPastedHtml';

describe('HTML pasted into the rich-text editor', () => {
  it('loses event handlers, scripts and javascript: addresses, and keeps the text and its formatting', () => {
    const pasted =
      '<p onclick="steal()">Hello <strong>world</strong></p><img src="https://img.example/a.png" onerror="steal()" alt="A">' +
      '<script>steal()</script><a href="javascript:steal()">link</a><svg onload="steal()"></svg><style>p{}</style>' +
      '<span style="color: rgb(255, 0, 0)">red</span>';
    const cleaned = cleanPastedHtml(pasted);
    expect(cleaned).not.toMatch(/onclick|onerror|onload|<script|javascript:|steal|<style/i);
    expect(cleaned).toContain('<p>Hello <strong>world</strong></p>');
    expect(cleaned).toContain('<img src="https://img.example/a.png" alt="A">');
    expect(cleaned).toContain('<a>link</a>');
    expect(cleaned).toContain('<span style="color: rgb(255, 0, 0)">red</span>');
  });
});
