import { z } from 'zod';
import { staffRegisterBody, studentRegisterBody, tutorRegisterAccountFields } from '../../../../contract/users.js';
import { tutorRegisterFields } from '../../tutors/server/contract.js';

/**
 * POST /admin/register: one body per userType. Staff need a password; tutors and students may have
 * none (they set one through an emailed link). A tutor's body holds its profile too.
 */
export const registerBody = z.discriminatedUnion('userType', [
  staffRegisterBody,
  studentRegisterBody,
  z.object({ ...tutorRegisterAccountFields, ...tutorRegisterFields }).strict(),
]);
export type RegisterBody = z.infer<typeof registerBody>;
