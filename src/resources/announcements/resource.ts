import { declareResource } from '../../../contract/declaration';

/**
 * Announcements: a banner message for the marketplace's own pages, for tutors, students or
 * everyone, live between its start and its end while it is active.
 */
export default declareResource({
  name: 'announcements',
  icon: () => import('@mui/icons-material/Campaign'),
  labelField: 'title',
  fields: {
    title: { kind: 'text', required: true, max: 120, search: true, sort: true },
    message: { kind: 'longText', required: true, max: 2000, search: true },
    audience: { kind: 'choice', values: ['everyone', 'tutors', 'students'], default: 'everyone', required: true, filter: true, sort: true, matchesAll: 'everyone' },
    startsAt: { kind: 'dateTime', required: true, sort: true },
    endsAt: { kind: 'dateTime', sort: true, notBefore: 'startsAt' },
    active: { kind: 'boolean', default: true, required: true, filter: true, sort: true },
  },
  access: { read: 'editor', create: 'editor', update: 'editor', delete: 'admin' },
  list: { defaultSort: { field: 'startsAt', order: 'DESC' } },
  bulk: {
    activate: { set: { active: true } },
    deactivate: { set: { active: false } },
  },
  publicRead: {
    call: 'GET /announcements/live',
    live: { flag: 'active', from: 'startsAt', until: 'endsAt' },
    audienceField: 'audience',
    fields: ['id', 'title', 'message', 'audience', 'startsAt', 'endsAt'],
  },
  menuOrder: 15,
  menuKey: 'a',
});
