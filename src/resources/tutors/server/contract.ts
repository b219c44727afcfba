import { z } from 'zod';
import { accountStatus } from '../../../../contract/auth.js';
import { envelope, isoDateTime, listEnvelope } from '../../../../contract/common.js';
import { summaryFields, writableFields, type FieldDeclaration, type RecordOf, type ResourceDeclaration } from '../../../../contract/declaration.js';
import { atLeastOne, createShape, mayBeNull, outputShape, updateShape } from '../../../../server/declared/contract.js';
import { ascendingByDefault, listQueryOf, type DeclaredListQuery } from '../../../../server/declared/listQuery.js';
import tutors from '../resource.js';
import { linkFieldNames, profileFieldNames, type LinkFieldName, type ProfileFieldName } from './profile.js';

/*
 * The zod schemas of the tutors' calls: every profile field and reference list from the
 * declaration (server/declared/contract.ts), the account's own fields as every account has them.
 */

const declaration = tutors as unknown as ResourceDeclaration;

/** A reference list kept in a link table is a list, never null (empty: none). */
const nullable = (field: FieldDeclaration) => field.kind !== 'references' && mayBeNull(field);

/** The profile fields and reference lists a call takes (`writableFields`: `approvalStatus` on create only). */
const written = (call: 'create' | 'update') =>
  writableFields(declaration, call).filter((name) => (profileFieldNames as readonly string[]).includes(name) || (linkFieldNames as readonly string[]).includes(name));

type TutorRecord = RecordOf<typeof tutors>;
type ProfileValues = Pick<TutorRecord, ProfileFieldName> & { [K in LinkFieldName]: number[] };
type Shape<T> = { [K in keyof T]-?: z.ZodType<T[K]> };

/** The profile fields a client writes (not read-only) and the reference lists. */
type WrittenFieldName = { [K in ProfileFieldName]: (typeof tutors.fields)[K] extends { readOnly: true } ? never : K }[ProfileFieldName] | LinkFieldName;
/** The profile and reference lists as a create or an update takes them (a field left out keeps its value, or takes its default). */
export type TutorProfileInput = Partial<Pick<ProfileValues, WrittenFieldName>>;

/** The profile and reference lists of POST /admin/register with userType tutor (its account part is every account's). */
export const tutorRegisterFields = createShape(declaration, { fields: written('create'), nullable }) as Shape<TutorProfileInput>;

/** Name, email and phone, as every account has them. */
export interface AccountIdentity {
  displayName: string;
  email: string;
  phone?: string | null | undefined;
}
const identity = ['displayName', 'email', 'phone'];
/** The account's own fields of a tutor's create (POST /admin/register with userType tutor). */
export const tutorIdentityCreate = createShape(declaration, { fields: identity }) as Shape<AccountIdentity>;

/** POST /admin/tutor/{id}: the account's identity and the profile, at least one thing to change. */
export const tutorUpdateBody = atLeastOne(
  z
    .object({
      ...(updateShape(declaration, { fields: identity }) as Shape<Partial<AccountIdentity>>),
      ...(updateShape(declaration, { fields: written('update'), nullable }) as Shape<TutorProfileInput>),
    })
    .strict(),
);
export type TutorUpdateBody = z.infer<typeof tutorUpdateBody>;

type Field<K extends keyof typeof tutors.fields> = (typeof tutors.fields)[K];
/** The profile fields the list answers: those a client writes, as the list's summary has them (long text only when listed or sorted). */
type ListedFieldName = {
  [K in ProfileFieldName]: Field<K> extends { readOnly: true } ? never : Field<K>['kind'] extends 'longText' | 'html' ? (Field<K> extends { list: true } | { sort: true } ? K : never) : K;
}[ProfileFieldName];
export const listedProfileFields = profileFieldNames.filter(
  (name): name is ListedFieldName => summaryFields(declaration).includes(name) && writableFields(declaration).includes(name),
);

const accountPart = {
  id: z.number().int(),
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  status: accountStatus,
};

export const tutorItem = z.object({
  ...accountPart,
  ...(outputShape(declaration, { fields: listedProfileFields, nullable }) as Shape<Pick<ProfileValues, ListedFieldName>>),
  ...(outputShape(declaration, { fields: linkFieldNames, nullable }) as Shape<{ [K in LinkFieldName]: number[] }>),
  /** Subject names, alphabetical. */
  subjects: z.array(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TutorItem = z.infer<typeof tutorItem>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** Each reference list with the records it names (`subjectIds` and `subjects`: the referenced resource's name). */
const linkShape = Object.fromEntries(
  linkFieldNames.flatMap((name) => [
    [name, outputShape(declaration, { fields: [name], nullable })[name]!],
    [tutors.fields[name].resource, z.array(named)],
  ]),
);

export const tutorDetail = z.object({
  ...accountPart,
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  ...(outputShape(declaration, { fields: profileFieldNames, nullable }) as Shape<Pick<ProfileValues, ProfileFieldName>>),
  statusChangedByName: z.string().nullable(),
  ...(linkShape as Shape<{ [K in LinkFieldName]: number[] } & { [K in LinkFieldName as (typeof tutors.fields)[K]['resource']]: Array<{ id: number; name: string }> }>),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  stats: z.object({
    bookingCount: z.number().int(),
    paidBookingCount: z.number().int(),
    /** Sum of paid bookings' amounts. */
    revenueCents: z.number().int(),
    platformFeeCents: z.number().int(),
    /** revenueCents - platformFeeCents: what the tutor earned. */
    earningsCents: z.number().int(),
  }),
});
export type TutorDetail = z.infer<typeof tutorDetail>;

/** GET /admin/tutor: the declaration's sorts and filters (a reference list's one record, the rate range, the sign-up days). */
export const tutorListQuery = listQueryOf(tutors, ascendingByDefault);
export type TutorListQuery = DeclaredListQuery;

export const tutorListEnvelope = listEnvelope(tutorItem);
export const tutorEnvelope = envelope(tutorDetail);
