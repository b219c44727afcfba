/** How much demo marketplace `--scale N` makes (N = 1 is the default demo). */

export const MAX_SCALE = 500;
/** Bookings stop growing here: scale 500 would otherwise make 10 million. */
export const MAX_BOOKINGS = 1_000_000;

const PER_SCALE = { tutors: 200, students: 2_000, bookings: 20_000 };
/** 300 reports per 20,000 bookings. */
const REPORTS_PER_BOOKING = 0.015;

export interface MarketplaceVolumes {
  tutors: number;
  students: number;
  bookings: number;
  reports: number;
}

/** Row counts for a scale; fractional scales (tests) give smaller demos. */
export function marketplaceVolumes(scale: number): MarketplaceVolumes {
  if (!(scale > 0)) throw new Error('scale must be a positive number');
  const bookings = Math.min(MAX_BOOKINGS, Math.round(PER_SCALE.bookings * scale));
  return {
    tutors: Math.max(1, Math.round(PER_SCALE.tutors * scale)),
    students: Math.max(1, Math.round(PER_SCALE.students * scale)),
    bookings,
    reports: Math.round(bookings * REPORTS_PER_BOOKING),
  };
}
