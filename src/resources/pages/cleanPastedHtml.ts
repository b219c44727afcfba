import DOMPurify from 'dompurify';

/**
 * Pasted HTML cleaned before the editor reads it, as the server cleans it on save: no script, no
 * event handler attribute, no javascript: address. DOMPurify parses it in an inert document, so
 * nothing in it runs while it is read (an `<img onerror>` from another page included).
 */
export function cleanPastedHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'] });
}
