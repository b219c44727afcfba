import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../server/services/sanitizeHtml.js';

/** Payloads that must leave nothing able to run script, load a frame or restyle the admin. */
const attacks: Array<[name: string, html: string]> = [
  ['script element', '<p>Hi</p><script>alert(1)</script>'],
  ['script with odd casing', '<ScRiPt>alert(1)</sCrIpT>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror with quotes', '<img src="https://cdn.example/a.png" onerror="alert(1)">'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: link in capitals', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['javascript: link with leading space', '<a href="  javascript:alert(1)">x</a>'],
  ['javascript: link with an encoded tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript: link fully entity-encoded', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['javascript: src hex-encoded without semicolons', '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['style element', '<style>body { display: none }</style>'],
  ['style attribute with url()', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style attribute with expression()', '<span style="color: expression(alert(1))">x</span>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['event attribute on an allowed tag', '<p onmouseover="alert(1)">x</p>'],
  ['object and embed', '<object data="evil.swf"></object><embed src="evil.swf">'],
  ['form controls', '<form action="https://evil.example"><input name="password"><button>Go</button></form>'],
  ['base, meta and link', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="https://evil.example/x.css">'],
  ['mXSS through math and style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['mXSS through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['protocol-relative link', '<a href="//evil.example/">x</a>'],
  ['template element', '<template><img src=x onerror=alert(1)></template>'],
];

describe('sanitizeHtml: attacks', () => {
  it.each(attacks)('%s leaves nothing that can run', (_name, html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/<\s*(script|style|iframe|svg|math|object|embed|form|input|base|meta|link|template|noscript)\b/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(/i);
    expect(clean).not.toMatch(/href="\/\//);
    expect(clean).not.toContain('alert(1)</script>');
  });

  it('keeps the text of a script-free attack but not the script text', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('leaves escaped markup as text', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('drops an image whose source was refused, rather than leave an empty box', () => {
    expect(sanitizeHtml('<p>a<img src="javascript:alert(1)">b</p>')).toBe('<p>ab</p>');
  });
});

describe('sanitizeHtml: formatting survives', () => {
  const benign: Array<[name: string, html: string]> = [
    ['headings and paragraphs', '<h1>A</h1><h2>B</h2><h3>C</h3><p>Text</p>'],
    ['emphasis', '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>'],
    ['lists', '<ul><li>a</li></ul><ol start="3"><li>b</li></ol>'],
    ['quote, code block, rule and break', '<blockquote><p>q</p></blockquote><pre><code>let a = 1;</code></pre><hr /><p>a<br />b</p>'],
    ['images from https and relative paths', '<img src="https://cdn.example/a.png" alt="A" width="200" /><img src="/uploads/b.png" alt="B" />'],
    ['tables', '<table><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td colspan="2">Basic</td></tr></tbody></table>'],
    ['text alignment and colours from the editor', '<p style="text-align:center">c</p><span style="color:#958DF1">x</span><mark style="background-color:#ffd400;color:inherit">h</mark>'],
    ['mailto link', '<a href="mailto:help@example.com" rel="noopener noreferrer">mail</a>'],
    ['template variables', '<p>Hello {{displayName}}</p><a href="{{link}}" rel="noopener noreferrer">Reset</a>'],
  ];
  it.each(benign)('%s', (_name, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to every link and keeps only target=_blank', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_top">x</a>')).toBe('<a href="https://example.com" rel="noopener noreferrer">x</a>');
  });
});
