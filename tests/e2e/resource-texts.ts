import { en as catalogue } from '../../src/resources/shared/catalogue/messages';

/** The English texts of a resource (its folder's messages.ts), as the screens show them. */
export interface ResourceTexts {
  /** "Tutor |||| Tutors". */
  name: string;
  fields: Record<string, string>;
  /** The add screen's heading, which the quick-add line of an inline list takes too. */
  create?: { title?: string };
  notifications?: { updated?: string };
}

export const textsOf = async (name: string) => ((await import(`../../src/resources/${name}/messages.ts`)) as { en: ResourceTexts }).en;

/** One of "one |||| many". */
const oneOf = (text: string, many = false) => text.split('||||')[many ? 1 : 0]!.trim();

/** The resource's name for many records: the menu item, the list's heading, the breadcrumb's link. */
export const plural = (texts: ResourceTexts) => oneOf(texts.name, true);

/** What a saved form says: the resource's own words, else the shared ones made from its name (src/i18n/resourceNotifications.ts). */
export const savedText = (texts: ResourceTexts) =>
  oneOf(texts.notifications?.updated ?? catalogue.declared.notifications.updated.replaceAll('%{name}', oneOf(texts.name)));
