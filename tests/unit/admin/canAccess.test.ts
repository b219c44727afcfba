import { describe, expect, it } from 'vitest';
import type { StoredUser } from '../../../src/authProvider/storage';
import { canAccess, ruleFor, type AccessRule } from '../../../src/authProvider/canAccess';

type User = Pick<StoredUser, 'userType' | 'userRole'> | null;

const superAdmin: User = { userType: 'superAdmin' };
const admin: User = { userType: 'admin' };
const adminRoleAdmin: User = { userType: 'admin', userRole: 'admin' };
const editor: User = { userType: 'admin', userRole: 'editor' };
const superEditor: User = { userType: 'superAdmin', userRole: 'editor' };
const tutor: User = { userType: 'tutor' };
const student: User = { userType: 'user' };

const adminResources = ['dashboard', 'pages', 'reports', 'transactions', 'tutors', 'users', 'subjects', 'site-setting', 'languages', 'levels', 'report-titles', 'email-templates', 'audit', 'profile', 'change-password', 'success'];

describe('canAccess: the rule table of spec section 6', () => {
  it('gives admin-management the superAdmin rule and every other admin route the editor rule', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export']) expect(ruleFor('admin-management', action), action).toBe('superAdmin');
    for (const resource of adminResources) expect(ruleFor(resource)).toBe('editor');
  });

  const cases: Array<[string, User, string, boolean]> = [
    // rule "editor": role editor or admin, userType admin or superAdmin
    ['superAdmin (default role admin)', superAdmin, 'tutors', true],
    ['admin (default role admin)', admin, 'tutors', true],
    ['admin with role admin', adminRoleAdmin, 'pages', true],
    ['admin with role editor', editor, 'pages', true],
    ['superAdmin with role editor', superEditor, 'pages', true],
    ['tutor', tutor, 'pages', false],
    ['student', student, 'dashboard', false],
    ['nobody signed in', null, 'dashboard', false],
    // admin-management: superAdmin only
    ['superAdmin on admin-management', superAdmin, 'admin-management', true],
    ['superAdmin with role editor on admin-management', superEditor, 'admin-management', true],
    ['admin on admin-management', admin, 'admin-management', false],
    ['editor on admin-management', editor, 'admin-management', false],
    ['tutor on admin-management', tutor, 'admin-management', false],
  ];
  it('lets nobody create or delete a resource that has no such action (email templates are sent by key), and staff read and edit it', () => {
    for (const user of [superAdmin, admin, editor, superEditor]) {
      expect(['list', 'show', 'edit', 'export'].map((action) => canAccess(user, { action, resource: 'email-templates' }))).toEqual([true, true, true, true]);
      expect(['create', 'delete'].map((action) => canAccess(user, { action, resource: 'email-templates' }))).toEqual([false, false]);
    }
  });

  it("opens a resource's trash, and its restore, to whoever may delete the resource's records; removal for good to a superAdmin only", () => {
    const allowed = (user: User, resource: string) => ['list', 'restore', 'delete', 'edit', 'create'].map((action) => canAccess(user, { action, resource }));
    // Languages: deleted by any editor. Announcements: by role admin only.
    expect(allowed(editor, 'trash/languages')).toEqual([true, true, false, false, false]);
    expect(allowed(admin, 'trash/languages')).toEqual([true, true, false, false, false]);
    expect(allowed(superAdmin, 'trash/languages')).toEqual([true, true, true, false, false]);
    expect(allowed(editor, 'trash/announcements')).toEqual([false, false, false, false, false]);
    expect(allowed(admin, 'trash/announcements')).toEqual([true, true, false, false, false]);
    // A superAdmin whose role may not delete announcements cannot open their trash, so it offers them nothing.
    expect(allowed(superEditor, 'trash/announcements').slice(0, 2)).toEqual([false, false]);
    expect(allowed(tutor, 'trash/languages')).toEqual([false, false, false, false, false]);
    expect(ruleFor('trash/announcements', 'list')).toBe(ruleFor('announcements', 'delete'));
  });

  it.each(cases)('%s -> %s: %s', (_label, user, resource, allowed) => {
    for (const action of ['list', 'show', 'edit', 'create', 'delete', 'export']) {
      expect(canAccess(user, { action, resource })).toBe(allowed);
    }
  });

  it('applies rule "admin" as admin role only (default role admin)', () => {
    const rules: Record<string, AccessRule> = { 'site-setting': 'admin' };
    expect(canAccess(admin, { action: 'edit', resource: 'site-setting' }, rules)).toBe(true);
    expect(canAccess(adminRoleAdmin, { action: 'edit', resource: 'site-setting' }, rules)).toBe(true);
    expect(canAccess(superAdmin, { action: 'edit', resource: 'site-setting' }, rules)).toBe(true);
    expect(canAccess(editor, { action: 'edit', resource: 'site-setting' }, rules)).toBe(false);
    expect(canAccess(tutor, { action: 'edit', resource: 'site-setting' }, rules)).toBe(false);
  });

  it('gives a declared resource its rule per action (read for list/show/export, update for edit and bulk actions by default)', () => {
    const rules = { notes: { read: 'editor', create: 'editor', update: 'editor', delete: 'admin', 'bulk.archive': 'superAdmin' } } as const;
    for (const action of ['list', 'show', 'export', 'create', 'edit', 'bulk.other']) {
      expect(canAccess(editor, { action, resource: 'notes' }, rules), action).toBe(true);
    }
    expect(canAccess(editor, { action: 'delete', resource: 'notes' }, rules)).toBe(false);
    expect(canAccess(admin, { action: 'delete', resource: 'notes' }, rules)).toBe(true);
    expect(canAccess(admin, { action: 'bulk.archive', resource: 'notes' }, rules)).toBe(false);
    expect(canAccess(superAdmin, { action: 'bulk.archive', resource: 'notes' }, rules)).toBe(true);
  });
});
