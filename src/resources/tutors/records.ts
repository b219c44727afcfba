import type { RecordOf } from '../../../contract/declaration';
import type { tutorFields } from './fields';

/** A tutor's declared fields as the API answers them. */
type Tutor = RecordOf<{ fields: typeof tutorFields }>;
type Named = { id: number; name: string };
/** What every account answers besides its declared fields. */
type AccountExtras = { uid: string; photoURL: string | null };

/** A tutor as the detail call answers it: the declared fields, the records its reference lists name, who last changed its status and its bookings' figures. */
export type TutorDetail = Tutor &
  AccountExtras & {
    statusChangedByName: string | null;
    subjects: Named[];
    languages: Named[];
    levels: Named[];
    stats: { bookingCount: number; paidBookingCount: number; revenueCents: number; platformFeeCents: number; earningsCents: number };
  };

/** A tutor as a list row: the list's summary of the declared fields, and its subjects' names. */
export type TutorItem = Partial<Tutor> & Pick<Tutor, 'id' | 'displayName' | 'email' | 'createdAt' | 'updatedAt'> & AccountExtras & { subjects: string[] };
