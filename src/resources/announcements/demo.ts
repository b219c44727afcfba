import type { DemoRecord } from '../../../contract/declaration';
import type announcements from './resource';

/** Announcements for the demo marketplace: two live now, one coming up and one long over. */
export default function demo(now: Date): DemoRecord<typeof announcements>[] {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString();
  return [
    { title: 'New: group lessons', message: 'Tutors can now offer group lessons of up to six students.', audience: 'tutors', startsAt: day(-3), endsAt: day(30), active: true },
    { title: 'Exam season', message: 'Book early: tutors fill up fast in the weeks before exams.', audience: 'students', startsAt: day(-1), endsAt: day(14), active: true },
    { title: 'Planned maintenance', message: 'The marketplace is read-only on Sunday from 02:00 to 03:00 UTC.', audience: 'everyone', startsAt: day(2), endsAt: day(4), active: true },
    { title: 'Summer offer', message: 'Ten percent off every first lesson booked in July.', audience: 'everyone', startsAt: day(-90), endsAt: day(-60), active: false },
  ];
}
