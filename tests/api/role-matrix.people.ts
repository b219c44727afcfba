/**
 * Who may call each people-and-money route: the expected status for an anonymous caller, an
 * admin and a superAdmin. `{tutor}`, `{student}`, `{admin}`, `{booking}` and `{report}` in a URL
 * stand for a record created fresh for each call; `{email}` in a body for an unused email.
 */
export interface RouteRule {
  method: 'GET' | 'POST';
  url: string;
  anonymous: number;
  admin: number;
  superAdmin: number;
  body?: Record<string, unknown>;
  /** Sent as multipart/form-data (the profile upload) instead of JSON. */
  multipart?: Record<string, string>;
}

export const peopleRoutes: RouteRule[] = [
  { method: 'GET', url: '/admin/tutor', anonymous: 401, admin: 200, superAdmin: 200 },
  { method: 'GET', url: '/admin/tutor/{tutor}', anonymous: 401, admin: 200, superAdmin: 200 },
  { method: 'POST', url: '/admin/tutor/{tutor}', anonymous: 401, admin: 200, superAdmin: 200, body: { headline: 'Maths made easy' } },
  { method: 'POST', url: '/admin/tutor/{tutor}/status', anonymous: 401, admin: 200, superAdmin: 200, body: { action: 'approve', reason: 'Checked' } },
  { method: 'POST', url: '/admin/tutor/delete/{tutor}', anonymous: 401, admin: 200, superAdmin: 200 },
  { method: 'POST', url: '/admin/register', anonymous: 401, admin: 200, superAdmin: 200, body: { userType: 'user', displayName: 'New Student', email: '{email}' } },
  { method: 'POST', url: '/admin/register', anonymous: 401, admin: 200, superAdmin: 200, body: { userType: 'tutor', displayName: 'New Tutor', email: '{email}' } },
  {
    method: 'POST',
    url: '/admin/register',
    anonymous: 401,
    admin: 403,
    superAdmin: 200,
    body: { userType: 'admin', displayName: 'New Admin', email: '{email}', password: 'a long password 1' },
  },
  { method: 'GET', url: '/admin/user', anonymous: 401, admin: 200, superAdmin: 200 },
  { method: 'GET', url: '/admin/user?userType=staff', anonymous: 401, admin: 403, superAdmin: 200 },
  { method: 'GET', url: '/admin/user/{student}', anonymous: 401, admin: 200, superAdmin: 200 },
  { method: 'GET', url: '/admin/user/{admin}', anonymous: 401, admin: 403, superAdmin: 200 },
  { method: 'POST', url: '/admin/user/{student}', anonymous: 401, admin: 200, superAdmin: 200, body: { displayName: 'Renamed' } },
  { method: 'POST', url: '/admin/user/{admin}', anonymous: 401, admin: 403, superAdmin: 200, body: { displayName: 'Renamed' } },
  { method: 'POST', url: '/admin/user/delete/{student}', anonymous: 401, admin: 200, superAdmin: 200 },
  { method: 'POST', url: '/admin/user/delete/{admin}', anonymous: 401, admin: 403, superAdmin: 200 },
  { method: 'POST', url: '/admin/profileUpdateFileUpload', anonymous: 401, admin: 200, superAdmin: 200, multipart: { displayName: 'Me' } },
  { method: 'GET', url: '/admin/transactions', anonymous: 401, admin: 200, superAdmin: 200 },
  { method: 'GET', url: '/admin/transactions/{booking}', anonymous: 401, admin: 200, superAdmin: 200 },
  { method: 'GET', url: '/admin/report-management', anonymous: 401, admin: 200, superAdmin: 200 },
  { method: 'GET', url: '/admin/report-management/{report}', anonymous: 401, admin: 200, superAdmin: 200 },
  { method: 'POST', url: '/admin/report-management/update/{report}', anonymous: 401, admin: 200, superAdmin: 200, body: { status: 'in_review' } },
  { method: 'GET', url: '/admin/dashboard', anonymous: 401, admin: 200, superAdmin: 200 },
  { method: 'GET', url: '/admin/audit', anonymous: 401, admin: 200, superAdmin: 200 },
];
