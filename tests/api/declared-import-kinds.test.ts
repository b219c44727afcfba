/*
 * The import tests of tests/api/declared-import.test.ts, run once more with a declaration of every
 * field kind (tests/fixtures/resources/specimens/resource.ts) beside the product's own: cells of every
 * kind, and a reference to people (a tutor named by email).
 */
process.env.DECLARED_RESOURCES_EXTRA_DIR = 'tests/fixtures/resources';
await import('./declared-import.test.js');
// Discovery has read the fixture (it runs once per test file); nothing after this sees the setting.
delete process.env.DECLARED_RESOURCES_EXTRA_DIR;

export {};
