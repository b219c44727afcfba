import sanitize from 'sanitize-html';

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const textBlocks = ['p', ...headings];
const inline = ['strong', 'b', 'em', 'i', 'u', 's', 'code', 'span', 'mark', 'sub', 'sup', 'br'];
const blocks = ['blockquote', 'pre', 'hr', 'ul', 'ol', 'li'];
const tables = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i];
const alignment = { 'text-align': [/^(left|right|center|justify)$/] };

/**
 * The one allowlist for rich text that staff write (pages, email templates). It keeps what the
 * admin's editor (TipTap in ra-input-rich-text) produces and nothing that can run code: no
 * script, style, iframe, form or svg, no event attributes, links only to http(s) and mailto,
 * images only from http(s) or relative URLs. data: URLs are refused everywhere, images included:
 * pages link to hosted images rather than embed them, and an email client would block them anyway.
 */
const options: sanitize.IOptions = {
  allowedTags: [...textBlocks, ...inline, ...blocks, ...tables, 'a', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', { name: 'scope', values: ['row', 'col', 'rowgroup', 'colgroup'] }],
    td: ['colspan', 'rowspan'],
    ...Object.fromEntries([...textBlocks, 'span', 'mark'].map((tag) => [tag, ['style']])),
  },
  allowedStyles: {
    ...Object.fromEntries(textBlocks.map((tag) => [tag, alignment])),
    span: { color: colour },
    mark: { color: [...colour, /^inherit$/], 'background-color': colour },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // Whatever rel the author wrote, a link never hands the opener or the referrer to the target.
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' },
    }),
  },
  // An image whose only source was refused would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  nestingLimit: 50,
};

/** Rich text as it is stored: everything outside the allowlist removed. */
export function sanitizeHtml(dirty: string): string {
  return sanitize(dirty, options).trim();
}

/** The same allowlist with more hooks: `extra.transformTags['*']` runs after the allowlist's own transforms. */
export function sanitizeHtmlWith(dirty: string, extra: Pick<sanitize.IOptions, 'onOpenTag' | 'textFilter' | 'transformTags'>): string {
  return sanitize(dirty, { ...options, ...extra, transformTags: { ...options.transformTags, ...extra.transformTags } }).trim();
}
