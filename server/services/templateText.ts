/** `{{name}}`, the name captured. Global: use it with `replace` or `matchAll`, which start from the beginning. */
export const variablePattern = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);

/** The `{{name}}` variables a template text uses, each once, in order of first use. */
export function variablesUsed(text: string): string[] {
  return [...new Set([...text.matchAll(variablePattern)].map((match) => match[1]!))];
}

/** Variables used in `text` that are not in `allowed` (an email template names the ones it may use). */
export function unknownVariables(text: string, allowed: readonly string[]): string[] {
  return variablesUsed(text).filter((name) => !allowed.includes(name));
}

/**
 * Fills `{{name}}` with its value in plain text (an email's subject); a variable without a value is
 * left empty. HTML bodies are filled while they are sanitised (emailBody.ts), their values escaped.
 */
export function renderTemplateText(text: string, values: Record<string, string>): string {
  return text.replace(variablePattern, (_whole, name: string) => values[name] ?? '');
}
