import type { Attributes, Tag } from 'sanitize-html';
import { sanitizeHtmlWith } from './sanitizeHtml.js';
import { escapeHtml, variablePattern } from './templateText.js';

/*
 * Where `{{variables}}` may go in an email body. A link variable (`{{link}}` of the account emails)
 * is a live credential: a reset link lets whoever opens it choose the password. The server alone
 * decides where it goes: as the whole address of a link, `<a href="{{link}}">`, where the value is
 * always the server's own link (PUBLIC_URL), or as text on its own. Anywhere else it could leave for
 * another site: inside another site's address, an image or srcset (fetched as soon as the mail is
 * opened), a style's url(), a form, a meta refresh, or text glued to an address a mail client turns
 * into a link. Editors are refused such bodies (misplacedLinkVariables); renderEmailBody never puts a
 * link there, whatever the stored body says.
 */

/** Variables whose value is a link (the preview gives them a link of the site too). */
export const isLinkVariable = (name: string): boolean => /link|url/i.test(name);

const linkVariablesIn = (text: string): string[] => [...text.matchAll(variablePattern)].map((match) => match[1]!).filter(isLinkVariable);

/** The link variable `value` is, when it is only that (white space around allowed). */
function wholeVariable(value: string): string | undefined {
  const [name, ...others] = linkVariablesIn(value);
  return name && others.length === 0 && value.replace(variablePattern, '').trim() === '' ? name : undefined;
}

/** `<a href="{{link}}">`: the one attribute a link variable may fill, and only as its whole value. */
const isLinkAddress = (tag: string, attribute: string, value: string): boolean => tag === 'a' && attribute === 'href' && wholeVariable(value) !== undefined;

/** White space right before `index`: no address written before can run on into what stands there. */
const followsSpace = (text: string, index: number): boolean => index > 0 && /\s/.test(text[index - 1]!);

/**
 * The link variables `html` puts anywhere but the whole address of a link or text on its own, each
 * once: in any other attribute (of any tag, kept or not), glued to the text before it, or in what the
 * allowlist drops whole (a style sheet, a script, a comment). At the start of a text (`<b>{{link}}</b>`)
 * it is taken; renderEmailBody puts a space before it there.
 */
export function misplacedLinkVariables(html: string): string[] {
  const misplaced = new Set<string>();
  const placed: string[] = [];
  const place = (name: string, wellPlaced: boolean) => (wellPlaced ? placed.push(name) : misplaced.add(name));
  sanitizeHtmlWith(html, {
    onOpenTag: (tag, attribs) => {
      for (const [attribute, value] of Object.entries(attribs)) {
        for (const name of linkVariablesIn(value)) place(name, isLinkAddress(tag, attribute, value));
      }
    },
    textFilter: (text) => {
      for (const match of text.matchAll(variablePattern)) if (isLinkVariable(match[1]!)) place(match[1]!, match.index === 0 || followsSpace(text, match.index));
      return text;
    },
  });
  for (const name of linkVariablesIn(html)) {
    const seen = placed.indexOf(name);
    if (seen === -1) misplaced.add(name);
    else placed.splice(seen, 1);
  }
  return [...misplaced];
}

/**
 * `html` through the rich-text allowlist with `values` filled in, in one pass over the parsed body (a
 * variable is filled where it stands, never in the serialised text, which entities could have put
 * together): a link variable only as the whole address of a link, or as text after white space (a
 * space is put before it otherwise, also at the start of a text, after a tag); any other attribute holding one is removed, and an image without
 * its address goes with it. Other variables are filled in text and attributes, escaped.
 */
export function renderEmailBody(html: string, values: Record<string, string>): string {
  const valueOf = (name: string) => values[name] ?? '';
  const fillAttributes = (tagName: string, attribs: Attributes): Tag => ({
    tagName,
    attribs: Object.fromEntries(
      Object.entries(attribs).flatMap(([attribute, value]) => {
        if (isLinkAddress(tagName, attribute, value)) return [[attribute, valueOf(wholeVariable(value)!)]];
        if (linkVariablesIn(value).length > 0) return [];
        return [[attribute, value.replace(variablePattern, (_whole, name: string) => valueOf(name))]];
      }),
    ),
  });
  return sanitizeHtmlWith(html, {
    transformTags: { '*': fillAttributes },
    textFilter: (text) =>
      text.replace(variablePattern, (_whole, name: string, index: number) => {
        const value = escapeHtml(valueOf(name));
        return isLinkVariable(name) && !followsSpace(text, index) ? ` ${value}` : value;
      }),
  });
}
