/*
 * The language a resource is declared in: one plain-data file, `src/resources/<name>/resource.ts`,
 * read by the server (table, contract, calls, audit, OpenAPI) and by the admin (menu, routes,
 * dataProvider row, screens, client validation). Zod-free and React-free on purpose: the admin's
 * entry imports declarations, and the server imports them under Node. See docs/adding-a-resource.md.
 */
import type { ComponentType } from 'react';

/** Who may do an action (spec section 6): editor = role editor or admin; admin = role admin; superAdmin = userType superAdmin. */
export type AccessRule = 'editor' | 'admin' | 'superAdmin';
/** Who may read: an access rule, or `signedIn`, any signed-in account (tutors and students too, as for the lists tutor forms pick from). */
export type ReadRule = AccessRule | 'signedIn';

/*
 * The options only some kinds take (docs/adding-a-resource.md, "Reference: field kinds"): each kind says
 * which it takes, and one given to another kind is a type error here, as the server's start-up check
 * (server/declared/validate.ts) refuses it.
 */
interface Unique {
  /** Case-insensitive unique: a duplicate is a 409 naming the field (text, integer and date). */
  unique?: boolean;
}
interface Searched {
  /**
   * Part of the list's free-text search (text, long text and HTML). On a reference: the search finds
   * a record by the label of the record it names (a payout by its tutor's name).
   */
  search?: boolean;
}
interface Sorted {
  /** A sortable list column (every kind but HTML, reference lists and texts). */
  sort?: boolean;
}
interface Filtered {
  /**
   * A list filter, in the URL and on the API's allowlist: records with this value (a reference list:
   * records whose list holds it); a date or date-time field filters by a range of days instead (see
   * `listFilters` for the query parameters' names).
   */
  filter?: boolean;
}
interface NumberFiltered {
  /** A list filter by this value (`true`), or by a range with a least and a most value (`'range'`, see `listFilters`). */
  filter?: boolean | 'range';
}
interface NotUnique {
  /** Only text, integer and date fields can be unique. */
  unique?: never;
}
interface NotSearched {
  /** Only text, long text, HTML and reference fields are searched. */
  search?: never;
}
interface NotSorted {
  /** HTML, reference lists and texts cannot be sorted. */
  sort?: never;
}
interface NotFiltered {
  /** Long text, HTML and texts cannot be list filters. */
  filter?: never;
}

interface FieldBase {
  /** Required on create (and never emptied on update). */
  required?: boolean;
  /** Shown as a list column (default: true for short kinds, false for long text and HTML). */
  list?: boolean;
  /** Written by the server only: shown, never sent. */
  readOnly?: boolean;
  /**
   * Sent by the create call only (a tutor's approval, set when the tutor is added and changed by its
   * own actions afterwards): an update call refuses it.
   */
  sentOn?: 'create';
}

export interface TextField extends FieldBase, Unique, Searched, Sorted, Filtered {
  kind: 'text';
  min?: number;
  max: number;
  /**
   * A pattern the whole value must match (a string, anchored for you: `'[A-Z0-9]+'`), with the
   * translation key of its message under `resources.<name>.validation`. With `case`, letters match
   * in either case: the value is stored in that case afterwards.
   */
  pattern?: { regex: string; message: string };
  /** Stored in this case (the input shows it so as it is typed). */
  case?: 'lower' | 'upper';
  /** An email address, checked as every email the API takes is, and stored in lower case (a required field). */
  email?: boolean;
  default?: string;
}

/** The whole-value pattern of a text field as the server and the form check it (`TextField.pattern`). */
export function wholePattern(field: Pick<TextField, 'pattern' | 'case'>): RegExp | undefined {
  return field.pattern ? new RegExp(`^(?:${field.pattern.regex})$`, field.case ? 'i' : '') : undefined;
}
export interface LongTextField extends FieldBase, NotUnique, Searched, Sorted, NotFiltered {
  kind: 'longText';
  min?: number;
  max: number;
  default?: string;
}
/** Rich text, sanitised by the server on every write. */
export interface HtmlField extends FieldBase, NotUnique, Searched, NotSorted, NotFiltered {
  kind: 'html';
  max: number;
  default?: string;
}
export interface IntegerField extends FieldBase, Unique, NotSearched, Sorted, NumberFiltered {
  kind: 'integer';
  min?: number;
  max?: number;
  default?: number;
  /**
   * The record's place in a hand-kept order: a record added without one goes last (the highest + 1),
   * `within` the records that share another field's value when given (a sub-subject under its parent).
   */
  position?: boolean | { within: string };
}
export interface DecimalField extends FieldBase, NotUnique, NotSearched, Sorted, NumberFiltered {
  kind: 'decimal';
  /** Digits after the point. */
  scale: number;
  min?: number;
  max?: number;
  default?: number;
}
/** Integer cents, shown in the site's currency, or in the currency its record names (`currencyField`). */
export interface MoneyField extends FieldBase, NotUnique, NotSearched, Sorted, NumberFiltered {
  kind: 'money';
  /** The text or choice field of the same record that holds the amount's ISO 4217 code ('GBP'). */
  currencyField?: string;
  min?: number;
  max?: number;
  default?: number;
}
export interface BooleanField extends FieldBase, NotUnique, NotSearched, Sorted, Filtered {
  kind: 'boolean';
  default?: boolean;
}
/** A calendar day ("2026-11-24"): no time and no time zone, so it never shifts. */
export interface DateField extends FieldBase, Unique, NotSearched, Sorted, Filtered {
  kind: 'date';
}
/** An instant, ISO 8601 UTC on the wire, shown in the reader's time zone. */
export interface DateTimeField extends FieldBase, NotUnique, NotSearched, Sorted, Filtered {
  kind: 'dateTime';
  /** Must not be before this other date-time field of the same record. */
  notBefore?: string;
}
/** One of fixed values; each value's label is `resources.<name>.values.<field>.<value>`. */
export interface ChoiceField<V extends string = string> extends FieldBase, NotUnique, NotSearched, Sorted, Filtered {
  kind: 'choice';
  values: readonly V[];
  default?: V;
  /** A value that stands for all the others in the public read call ("everyone"). */
  matchesAll?: V;
  /**
   * Where the values' labels are, when several resources share them (`app.people.status`):
   * `<labels>.<value>`. Default: `resources.<name>.values.<field>`.
   */
  labels?: string;
}
/**
 * The id of a record of another resource, shown by that resource's label field: the list's filter and
 * the form's input find a record by typing its label, and the CSV export writes the label beside the id.
 */
export interface ReferenceField extends FieldBase, NotUnique, Searched, Sorted, Filtered {
  kind: 'reference';
  resource: string;
}
/** Ids of records of another resource; the CSV export writes their labels beside them ("Maths; Physics"). */
export interface ReferencesField extends FieldBase, NotUnique, NotSearched, NotSorted, Filtered {
  kind: 'references';
  resource: string;
  max?: number;
}

/** A list of short texts (tags, a template's variable names), stored as a JSON array. */
export interface TextsField extends FieldBase, NotUnique, NotSearched, NotSorted, NotFiltered {
  kind: 'texts';
  /** At most this many texts (default 50). */
  max?: number;
  /** At most this many characters in each (default 100). */
  maxLength?: number;
}

/**
 * Web addresses by name (a site's social links): each a full https:// address, or '' for none. Every
 * key is always there ('' when unset); an update changes the keys it sends and keeps the others.
 * Stored as JSON. Each key's label is `resources.<name>.fields.<field>.<key>`.
 */
export interface LinksField extends FieldBase, NotUnique, NotSearched, NotSorted, NotFiltered {
  kind: 'links';
  keys: readonly string[];
  /** At most this many characters in each (default 300). */
  maxLength?: number;
}

export type FieldDeclaration =
  | TextField
  | LongTextField
  | HtmlField
  | IntegerField
  | DecimalField
  | MoneyField
  | BooleanField
  | DateField
  | DateTimeField
  | ChoiceField
  | ReferenceField
  | ReferencesField
  | TextsField
  | LinksField;
export type FieldKind = FieldDeclaration['kind'];

/** A call the folder's server.ts may serve itself (see `ownCalls`); an own `bulk` call takes `{"action": "delete", "ids"}`. */
export type OwnCall = 'list' | 'get' | 'create' | 'update' | 'delete' | 'bulk';

/** A call as the spec writes it: "GET /tutor/getEducationTitle", "POST /admin/levels/add". */
export type CallDeclaration = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/**
 * The URLs of a resource's calls. Default (REST under /admin/<name>): list `GET /admin/<name>`,
 * get `GET /admin/<name>/{id}`, create `POST /admin/<name>`, update `PUT /admin/<name>/{id}`,
 * delete `DELETE /admin/<name>/{id}`, bulk `POST /admin/<name>/bulk`.
 * An update or delete URL without `{id}` takes the id in the body (`{"id"}`, as `/admin/levels/update`).
 */
export interface CallsDeclaration {
  list?: CallDeclaration;
  get?: CallDeclaration;
  create?: CallDeclaration;
  update?: CallDeclaration;
  delete?: CallDeclaration;
  bulk?: CallDeclaration;
}

/** A bulk action besides delete: set these fields on every selected record (one call, one transaction, audited per record). */
export interface BulkActionDeclaration {
  set: Record<string, string | number | boolean | null>;
  /** Who may run it (default: the update rule). */
  access?: AccessRule;
}

/**
 * A read call for the marketplace's own pages: the records live now. `live` names the boolean
 * and the from/until date-time fields that make a record live; `audienceField` (a choice field with
 * `matchesAll`) becomes a query parameter.
 */
export interface PublicReadDeclaration {
  call: CallDeclaration;
  live: { flag?: string; from?: string; until?: string };
  audienceField?: string;
  /**
   * A field whose value names one record (a page's `slug`): the call takes it as a required query
   * parameter and answers that record alone, 404 when it is not live.
   */
  key?: string;
  /** Fields the public call answers: declared fields, `id`, `updatedAt` (never who changed it). */
  fields: readonly string[];
}

export interface ResourceDeclaration<F extends Record<string, FieldDeclaration> = Record<string, FieldDeclaration>> {
  /** The URL segment under /admin, the dataProvider resource, the audit resource and the texts' key. */
  name: string;
  /** Material icon, loaded with the menu. */
  icon?: () => Promise<{ default: unknown }>;
  fields: F;
  /** The field that names a record (titles, breadcrumbs, references). */
  labelField: keyof F & string;
  /** How the admin names a record when no one field does (`#12 Spam`); default: its label field. */
  representation?: (record: Record<string, unknown>) => string;
  /**
   * Who may do each action. Leave out `create` or `delete` for a resource whose records nobody adds
   * or removes (email templates, which the server sends by key): the call, the screen and the
   * bulk delete are then not there at all. Leave out `update` too for a record nobody changes
   * (transactions): no update call and no edit screen.
   */
  access: { read: ReadRule; create?: AccessRule; update?: AccessRule; delete?: AccessRule };
  /**
   * A record cannot be removed while this boolean field is true (a published page is linked from
   * the live site). `message` is a key under `resources.<name>.validation`, whose English the server
   * says with `%{label}` replaced by the record's label.
   */
  refuseRemovalWhile?: { field: string; message: string };
  /**
   * `false` leaves out "Restore these values" on the entries of a record's history (offered by default
   * to staff who may change the record: the values an entry set, put back through the update call).
   */
  restoreFromHistory?: false;
  /** Where the screens are under /admin/<name> when not at the defaults (add, :id, edit/:id): admin accounts are viewed at `view/:id`. */
  routes?: { add?: string; detail?: string; edit?: string };
  /**
   * The records are the rows of a table other resources share whose `field` holds one of `values`
   * (people are accounts: students the `user` ones, admin accounts the `admin` and `superAdmin` ones;
   * a tutor is an account and its profile). Its storage.ts names that table, which no declaration
   * makes or checks, and the resource's own code serves every call (`ownCalls` names each one).
   * The create call sends `values[0]`: always when it is the only value, else unless the form chose
   * another of them. A record read holding another value is not one of these (not found on the
   * screens), a reference to the resource takes only these rows, and a one-value field is left out
   * of the history. `listAs` is what the list call takes in `field` for all of them (`staff`), sent
   * under the filters; without it the list call is the resource's alone.
   */
  subset?: Subset;
  /** The list (every resource but a singleton has one: leave this out for every default). */
  list?: {
    /** The order a list opens in (default: the newest first, by id). */
    defaultSort?: { field: (keyof F & string) | 'id' | 'createdAt' | 'updatedAt'; order: 'ASC' | 'DESC' };
    /**
     * The list's columns, in order (default: every field but long text, HTML and lists), with
     * `updatedAt`, `createdAt` and `id` where wanted (their labels are `fields.updatedAt`, ...).
     */
    columns?: readonly ((keyof F & string) | RecordColumn)[];
    /** The second line of a record's card on a phone (the first is its label field). */
    card?: { secondary: keyof F & string };
    /**
     * Add and edit on the list itself: a quick-add form above it, each row renamed in place, no
     * detail, add or edit screen. For short managed lists such as languages.
     */
    inline?: boolean;
  };
  calls?: CallsDeclaration;
  /**
   * The resource is one record (the site settings): no list, create or delete; its get and update
   * calls take no id; the menu opens its edit screen (`screens.edit`) at /admin/<name>. The record
   * (id 1) is made with the fields' defaults on its first read, so each required field has a default.
   */
  singleton?: boolean;
  /**
   * Calls the folder's `server.ts` serves itself, at the declared URLs, instead of the generic ones:
   * for what the declaration cannot say (reports join both people and close with who and when).
   * Everything else still follows from the declaration: the menu, routes and screens' access, the
   * dataProvider row, the export, the history's labels and the texts. The server refuses to start
   * when server.ts does not serve one of them. The resource's own tests cover these calls.
   */
  ownCalls?: readonly OwnCall[];
  /**
   * Values the folder's own calls read and write that no field kind says (an account's password):
   * the admin sends them as they are, labelled `fields.<name>` (or `fields.<name>.<key>`). By call
   * when the create and the update take different ones.
   */
  ownFields?: readonly string[] | { readonly create?: readonly string[]; readonly update?: readonly string[] };
  /**
   * Calls of the folder's `server.ts` (calls the declaration cannot say) that the admin uses, by
   * name: `actions: { preview: 'POST /admin/emailTemplate/preview/{id}' }` is
   * `dataProvider.call('email-templates', 'preview', {id, data})`. The server refuses to start when
   * server.ts does not serve one of them.
   */
  actions?: Record<string, CallDeclaration>;
  /**
   * Deleting a record moves it to the resource's trash, where those who may delete it restore it and
   * a superAdmin removes it for good; the server removes it for good after the site settings'
   * retention. A delete call of the folder's server.ts moves what it removes with `moveToTrash`, and
   * may export `checkRestore` for a rule the restore must keep, or `restoreRecord` where its rows never
   * leave their table (people: an account is marked deleted). `trash: false`: a delete removes for good at once.
   */
  trash?: false;
  /**
   * Staff who may add records import a CSV file into the list (a dry run first, then a job on the
   * server that can be cancelled and reverted; rows whose unique value exists update that record).
   * `import: false`: no import.
   */
  import?: false;
  /** Bulk actions besides delete, by name; the label is `resources.<name>.bulk.<action>`. */
  bulk?: Record<string, BulkActionDeclaration>;
  publicRead?: PublicReadDeclaration;
  /** Position in the menu (lower first; the spec's resources use 10, 20, ...). */
  menuOrder?: number;
  /**
   * The key that, typed after `g` anywhere but in a field, opens the list (`g` `t`: tutors), as the
   * list of shortcuts (`?`) says. One lowercase letter of its own; `d` is the dashboard's.
   */
  menuKey?: string;
  /**
   * Hand-written screens that replace the generic ones, each a module of the resource's folder whose
   * default export is the screen: `screens: { show: () => import('./AnnouncementShow') }`; `null`
   * for none (`show: null`: no detail screen, the edit screen is at `/:id`).
   */
  screens?: Partial<Record<'list' | 'show' | 'edit' | 'create', (() => Promise<{ default: ComponentType }>) | null>>;
}

/**
 * The demo records of a resource, for `npm run seed` and the quick start: the default export of
 * its folder's `demo.ts`, which only the server reads, so that no demo record ships to the browser.
 * `export default function demo(now: Date, seeded: DemoSeeded): DemoRecord<typeof resource>[]`:
 * the declared return type makes a misspelt field a type error. `seeded.idsOf('tutors')[0]` is a demo
 * tutor, for a reference field to tutors (the demo marketplace and the resources referred to are
 * seeded first).
 */
export type DemoRecord<D extends { fields: object }> = { [K in keyof D['fields']]?: unknown };

/** What the demo records of a resource may refer to (see `DemoRecord`). */
export interface DemoSeeded {
  /** The ids of the seeded records of a resource one of its reference fields names, oldest first (at most 100). */
  idsOf(resource: string): readonly number[];
}

/** Identity with inference: `export default declareResource({...})` keeps the field kinds for `RecordOf`. */
export function declareResource<const F extends Record<string, FieldDeclaration>>(declaration: ResourceDeclaration<F>): ResourceDeclaration<F> {
  return declaration;
}

type ValueOf<F extends FieldDeclaration> = F extends ChoiceField<infer V>
  ? V
  : F extends IntegerField | DecimalField | MoneyField | ReferenceField
    ? number
    : F extends BooleanField
      ? boolean
      : F extends ReferencesField
        ? number[]
        : F extends TextsField
          ? string[]
          : F extends LinksField
            ? Record<F['keys'][number], string>
            : string;

/** A required field, one with a default, or a group of links, always has a value. */
type Nullable<F extends FieldDeclaration, T> = F extends { required: true } | { default: string | number | boolean } | LinksField ? T : T | null;

/** A record as the API answers it: the declared fields plus id, createdAt and updatedAt (ISO strings). */
export type RecordOf<D extends { fields: Record<string, FieldDeclaration> }> = { id: number; createdAt: string; updatedAt: string } & {
  -readonly [K in keyof D['fields']]: Nullable<D['fields'][K], ValueOf<D['fields'][K]>>;
};

/** The columns every record has besides its fields. */
export type RecordColumn = 'id' | 'createdAt' | 'updatedAt';

/** The rows of a shared table a resource's records are (see `ResourceDeclaration.subset`). */
export interface Subset {
  field: string;
  values: readonly [string, ...string[]];
  listAs?: string;
}

/** What the list call always gets for a subset's records (`userType: 'staff'`); a filter of the same name replaces it. */
export const subsetQueryOf = ({ subset }: ResourceDeclaration): Record<string, string> => (subset?.listAs ? { [subset.field]: subset.listAs } : {});

/** What a create sends besides the form: `fixed` over its values (a student's `userType`), `defaults` under them (an admin unless the form says superAdmin). */
export function subsetCreateOf({ subset }: ResourceDeclaration): { fixed?: Record<string, string>; defaults?: Record<string, string> } {
  if (!subset) return {};
  const value = { [subset.field]: subset.values[0] };
  return subset.values.length === 1 ? { fixed: value } : { defaults: value };
}

/** The values a record of the resource holds in its shared table, by column: a row holding another is not one of its records. */
export const heldValuesOf = ({ subset }: ResourceDeclaration): Array<[string, readonly string[]]> => (subset ? [[subset.field, subset.values]] : []);

export const recordColumns: readonly RecordColumn[] = ['id', 'createdAt', 'updatedAt'];

/** The fields a list call answers: all but long text and HTML (the record's own call answers those) unless listed, sorted or searched by. */
export const summaryFields = (declaration: ResourceDeclaration): string[] =>
  Object.entries(declaration.fields)
    .filter(([name, field]) => !['longText', 'html'].includes(field.kind) || field.list || field.sort || declaration.list?.columns?.includes(name))
    .map(([name]) => name);

/** The fields a client may write (not read-only ones); with a call, those that call sends (see `sentOn`). */
export const writableFields = (declaration: ResourceDeclaration, call?: 'create' | 'update'): string[] =>
  Object.entries(declaration.fields)
    .filter(([, field]) => !field.readOnly && (call === undefined || field.sentOn === undefined || field.sentOn === call))
    .map(([name]) => name);

/** The own values (`ownFields`) a call sends; without a call, all of them. */
export function ownFieldsOf(declaration: ResourceDeclaration, call?: 'create' | 'update'): string[] {
  const own = declaration.ownFields ?? [];
  if (Array.isArray(own)) return [...(own as readonly string[])];
  const byCall = own as { readonly create?: readonly string[]; readonly update?: readonly string[] };
  return call ? [...(byCall[call] ?? [])] : [...new Set([...(byCall.create ?? []), ...(byCall.update ?? [])])];
}

/** The key under which a choice field's value labels are (`<key>.<value>`). */
export const valueLabelsKey = (declaration: ResourceDeclaration, name: string): string => {
  const field = declaration.fields[name];
  return (field?.kind === 'choice' && field.labels) || `resources.${declaration.name}.values.${name}`;
};

/** The list's columns: the declared ones, or everything but long text, HTML and reference lists. */
export const listedFields = (declaration: ResourceDeclaration): string[] =>
  declaration.list?.columns ? [...declaration.list.columns] : Object.entries(declaration.fields)
    .filter(([, field]) => field.list ?? !['longText', 'html', 'references', 'texts'].includes(field.kind))
    .map(([name]) => name);

/**
 * The CSV export's column of the label of the record a reference names (`tutorLabel`, the tutor's name,
 * beside the `tutor` id), or of the labels of the records a reference list names (`subjectIdsLabel`).
 */
export const referenceLabelColumn = (name: string): string => `${name}Label`;

const defaultCalls = (name: string): Required<CallsDeclaration> => ({
  list: `GET /admin/${name}`,
  get: `GET /admin/${name}/{id}`,
  create: `POST /admin/${name}`,
  update: `PUT /admin/${name}/{id}`,
  delete: `DELETE /admin/${name}/{id}`,
  bulk: `POST /admin/${name}/bulk`,
});

/** Whether the resource has this action: a create, update or delete left out of `access` has no call and no screen. */
export const hasAction = (declaration: ResourceDeclaration, action: 'create' | 'update' | 'delete'): boolean => declaration.access[action] !== undefined;

/** Whether the folder's server.ts serves this call instead of the generic one. */
export const ownsCall = (declaration: ResourceDeclaration, action: string): boolean => (declaration.ownCalls as readonly string[] | undefined)?.includes(action) ?? false;

/**
 * Whether a delete moves the resource's records to its trash (see `trash`): the generic delete call
 * does; a delete call of the folder's server.ts moves what it removes with `moveToTrash`
 * (server/trash/trash.ts), in the transaction that removes it.
 */
export const keepsTrash = (declaration: ResourceDeclaration): boolean => hasAction(declaration, 'delete') && !declaration.singleton && declaration.trash !== false;

/**
 * Whether staff may import files into the resource (see `import`): rows go through the generic create
 * and update, or through the `ownWrites` of the folder's server.ts where those calls are its own.
 */
export const takesImports = (declaration: ResourceDeclaration): boolean => hasAction(declaration, 'create') && !declaration.singleton && declaration.import !== false;

/** A resource whose reference fields name records of another: the fields that do. */
export interface UsingResource {
  resource: ResourceDeclaration;
  fields: string[];
}

/**
 * The resources whose `reference` or `references` fields name this one's records (tutors'
 * `languageIds` name languages), when its records are removed by the generic delete call: each
 * record then answers `usageCount`, how many records use it, and one in use cannot be removed
 * ("English is used by 3 tutors"). Empty for a resource that removes its records itself.
 */
export function usingResources(declaration: ResourceDeclaration, all: readonly ResourceDeclaration[]): UsingResource[] {
  if (declaration.subset || !hasAction(declaration, 'delete') || ownsCall(declaration, 'delete')) return [];
  return all
    .map((resource) => ({
      resource,
      fields: Object.entries(resource.fields)
        .filter(([, field]) => (field.kind === 'reference' || field.kind === 'references') && field.resource === declaration.name)
        .map(([name]) => name),
    }))
    .filter(({ fields }) => fields.length > 0);
}

/** The actions of the generic bulk call: delete (where the resource has the generic one) and the declared ones. */
export const bulkActionsOf = (declaration: ResourceDeclaration): string[] => [
  ...(hasAction(declaration, 'delete') && !ownsCall(declaration, 'delete') ? ['delete'] : []),
  ...Object.keys(declaration.bulk ?? {}),
];

/** The resource's calls, its own where declared, REST under /admin/<name> otherwise. */
export const callsOf = (declaration: ResourceDeclaration): Required<CallsDeclaration> => ({
  ...defaultCalls(declaration.name),
  ...declaration.calls,
});

/** "GET /admin/x/{id}" -> { method: 'GET', path: '/admin/x/{id}' }. */
export function splitCall(call: CallDeclaration): { method: string; path: string } {
  const space = call.indexOf(' ');
  return { method: call.slice(0, space), path: call.slice(space + 1) };
}

/** The order a resource's list opens in: its `list.defaultSort`, or the newest first. */
export const defaultSortOf = (declaration: ResourceDeclaration): { field: string; order: 'ASC' | 'DESC' } =>
  declaration.list?.defaultSort ?? { field: 'id', order: 'DESC' };

/** When a record was added and changed: declared as fields (kind dateTime, readOnly) only to sort or filter the list by them. */
const timeColumns = ['createdAt', 'updatedAt'] as const;
const isRecordColumn = (name: string): boolean => (recordColumns as readonly string[]).includes(name);

/** The fields kept in columns of their own: every field but `createdAt` and `updatedAt`, which every record has anyway. */
export const columnFields = (declaration: ResourceDeclaration): Array<[string, FieldDeclaration]> =>
  Object.entries(declaration.fields).filter(([name]) => !isRecordColumn(name));

/**
 * Fields sortable in the list, then when records were added and changed, with id always last (the
 * tie-breaker). `createdAt` and `updatedAt` sort the list by default; once either is declared as a
 * field, only those declared with `sort` do.
 */
export function sortableFields(declaration: ResourceDeclaration): string[] {
  const sorted = Object.entries(declaration.fields)
    .filter(([, field]) => field.sort)
    .map(([name]) => name);
  const declaredTimes = timeColumns.filter((name) => declaration.fields[name] !== undefined);
  const times = declaredTimes.length > 0 ? declaredTimes.filter((name) => declaration.fields[name]!.sort) : timeColumns;
  return [...sorted.filter((name) => !isRecordColumn(name)), ...times, 'id'];
}

/**
 * How a field filters the list: `equal`, records with the value (a reference list: records whose
 * list holds it); `days`, a date or date-time field, by a range of days; `numbers`, a number field
 * with `filter: 'range'`, by a least and a most value. Undefined: no filter.
 */
export type FilterKind = 'equal' | 'days' | 'numbers';
export function filterKindOf(field: FieldDeclaration | undefined): FilterKind | undefined {
  if (!field?.filter) return undefined;
  if (field.kind === 'date' || field.kind === 'dateTime') return 'days';
  return field.filter === 'range' ? 'numbers' : 'equal';
}

/** Whether a field filters the list by a range (of days, or of numbers) rather than by one value. */
export const filtersByRange = (field: FieldDeclaration | undefined): boolean => {
  const kind = filterKindOf(field);
  return kind === 'days' || kind === 'numbers';
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The query parameters of a range filter, both ends included: a date or date-time field `<x>At`
 * takes `<x>From` and `<x>To` (`lessonAt`: `lessonFrom`, `lessonTo`), another `<name>From` and
 * `<name>To`; a number field `min<Name>` and `max<Name>`, without a trailing `Cents`
 * (`amountCents`: `minAmount`, `maxAmount`, in cents).
 */
export function rangeFilterNames(name: string, field: FieldDeclaration): { from: string; to: string } {
  if (field.kind === 'date' || field.kind === 'dateTime') {
    const stem = /.At$/.test(name) ? name.slice(0, -2) : name;
    return { from: `${stem}From`, to: `${stem}To` };
  }
  const stem = capitalised(name.replace(/(.)Cents$/, '$1'));
  return { from: `min${stem}`, to: `max${stem}` };
}

/** The query parameter of an equality filter: the field's name; a reference list `<x>Ids` takes one record, `<x>Id` (`subjectIds`: `subjectId`). */
export const equalFilterName = (name: string, field: FieldDeclaration): string => (field.kind === 'references' && /.Ids$/.test(name) ? name.slice(0, -1) : name);

/** A list filter: the field, how it filters, and its query parameters (one, or a range's two ends). */
export interface ListFilter {
  field: string;
  kind: FilterKind;
  params: readonly [string] | readonly [from: string, to: string];
}

/** The list's filters, one per field with `filter`, in the declared order. */
export function listFilters(declaration: ResourceDeclaration): ListFilter[] {
  return Object.entries(declaration.fields).flatMap(([name, field]): ListFilter[] => {
    const kind = filterKindOf(field);
    if (kind === undefined) return [];
    if (kind === 'equal') return [{ field: name, kind, params: [equalFilterName(name, field)] }];
    const { from, to } = rangeFilterNames(name, field);
    return [{ field: name, kind, params: [from, to] }];
  });
}

export const filterFields = (declaration: ResourceDeclaration): string[] => listFilters(declaration).map(({ field }) => field);

/** The query parameters the fields' filters take: a field's name, or a range filter's two ends. */
export const filterParams = (declaration: ResourceDeclaration): string[] => listFilters(declaration).flatMap(({ params }) => [...params]);
