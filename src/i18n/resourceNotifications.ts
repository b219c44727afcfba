import type { TranslationMessages } from 'ra-core';
import { mergeMessages } from './mergeMessages.js';

type Tree = Record<string, unknown>;
const actions = ['created', 'updated', 'deleted'] as const;

const branch = (tree: unknown, key: string): Tree | undefined => {
  const value = (tree as Tree | undefined)?.[key];
  return typeof value === 'object' && value !== null ? (value as Tree) : undefined;
};

/** "Payouts" -> "payouts" inside a sentence; German nouns, and names such as "FAQs", keep their capital. */
const inSentence = (noun: string, locale: string) => (locale === 'de' || /^.[A-Z]/.test(noun) ? noun : noun.charAt(0).toLowerCase() + noun.slice(1));

/**
 * The notifications of a resource's create, update and delete where its messages.ts gives none, said
 * with its name in the catalogue's language ("Payout created", "Auszahlung erstellt") rather than
 * react-admin's "Element created": the templates are `app.content.declared.notifications`. `own`
 * is each resource's English messages, the reference every translation follows.
 */
export function withResourceNotifications(catalogue: TranslationMessages, own: Record<string, object>, locale: string): TranslationMessages {
  const templates = branch(branch(branch(catalogue, 'app'), 'content'), 'declared')?.notifications as Record<(typeof actions)[number], string> | undefined;
  if (!templates) return catalogue;
  const derived: Record<string, Tree> = {};
  for (const [resource, messages] of Object.entries(own)) {
    const missing = actions.filter((action) => typeof branch(messages, 'notifications')?.[action] !== 'string');
    const name = branch(branch(catalogue, 'resources'), resource)?.name;
    if (missing.length === 0 || typeof name !== 'string') continue;
    const [one = name, many = one] = name.split('||||').map((part) => part.trim());
    const said = (template: string) => template.replaceAll('%{name}', one).replaceAll('%{names}', inSentence(many, locale));
    derived[resource] = { notifications: Object.fromEntries(missing.map((action) => [action, said(templates[action])])) };
  }
  return mergeMessages(catalogue, { resources: derived });
}
