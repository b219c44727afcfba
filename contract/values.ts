/**
 * The contract's plain values (enumerations, header names, limits), without zod: the admin imports
 * them from here so that its bundle does not carry the schemas (the server-side weight of zod).
 * Each contract module re-exports the values it builds its schemas on.
 */

export const userTypes = ['superAdmin', 'admin', 'tutor', 'user'] as const;
/** The account types of admin staff, who sign in to the admin (the others are the marketplace's people). */
export const staffTypes = ['admin', 'superAdmin'] as const;
export const isStaffType = (type: string): boolean => (staffTypes as readonly string[]).includes(type);
export const userRoles = ['admin', 'editor'] as const;
export const accountStatuses = ['active', 'pending', 'suspended'] as const;
export const tokenHeaders = {
  access: 'accesstoken',
  refresh: 'refreshtoken',
  refreshExpiresIn: 'refreshtokenexpiresin',
} as const;
export const reportStatuses = ['open', 'in_review', 'resolved', 'dismissed'] as const;
export const paymentStatuses = ['pending', 'paid', 'refunded', 'failed', 'cancelled'] as const;
export const tutorApprovalStatuses = ['pending', 'approved', 'rejected', 'suspended'] as const;
export const tutorStatusActions = ['approve', 'reject', 'suspend', 'reactivate'] as const;

/** The subject list limit of spec section 9: the tutor forms load up to 500 subjects at once. */
export const subjectListLimit = 500;

/**
 * How many levels the subject tree goes down, a top-level subject being level 1 (a catalogue needs
 * a few: Sciences > Physics > Mechanics); past it, adds and moves are refused.
 */
export const subjectDepthLimit = 6;
