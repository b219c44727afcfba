import type { FieldDeclaration } from '../../../../contract/declaration.js';
import type { RowOf } from '../../../../server/declared/rowTypes.js';
import type { JoinTable } from '../../../../server/declared/storage.js';
import users from '../../users/resource.js';
import tutors from '../resource.js';
import tutorStorage from '../storage.js';

/*
 * Which of a tutor's declared fields go where the folder's storage.ts keeps them: the account (the
 * fields a student has too), the profile row beside it (every other field but the reference lists),
 * and one join table per reference list.
 */

type Fields = typeof tutors.fields;
type AccountFieldName = keyof Fields & keyof typeof users.fields;
/** The reference lists (`references` fields), each kept in a link table. */
export type LinkFieldName = { [K in keyof Fields]: Fields[K]['kind'] extends 'references' ? K : never }[keyof Fields];
/** The fields of the profile row (tutor_profiles). */
export type ProfileFieldName = Exclude<keyof Fields, AccountFieldName | LinkFieldName>;

const fieldNames = Object.keys(tutors.fields) as Array<keyof Fields>;
const isLink = (name: keyof Fields): name is LinkFieldName => (tutors.fields[name] as FieldDeclaration).kind === 'references';

export const linkFieldNames: readonly LinkFieldName[] = fieldNames.filter(isLink);
export const profileFieldNames: readonly ProfileFieldName[] = fieldNames.filter((name): name is ProfileFieldName => !isLink(name) && !(name in users.fields));

/** The profile row (the folder's storage.ts): its table, the column holding the account's id, and the columns named otherwise than their field. */
export const tutorProfileTable = tutorStorage.sideTable;

export type ProfileColumnName<K extends ProfileFieldName> = K extends keyof typeof tutorProfileTable.renamed ? (typeof tutorProfileTable.renamed)[K] : K;

/** A profile field's column in tutor_profiles (camelCase, as Kysely names it). */
export const profileColumn = (name: ProfileFieldName): string => (tutorProfileTable.renamed as Partial<Record<ProfileFieldName, string>>)[name] ?? name;

/** Each reference list's join table (the folder's storage.ts): rows of (`recordColumn`, `column`). */
export const tutorLinkTables = tutorStorage.joinTables satisfies Record<LinkFieldName, JoinTable>;

/** A tutor_profiles row as Kysely types it: the account's id and the declared profile fields' columns. */
export type TutorProfileRow = RowOf<Fields, ProfileFieldName, typeof tutorProfileTable.renamed, { accountId: number }>;
