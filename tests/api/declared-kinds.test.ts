/*
 * The generic suite of tests/api/declared-resources.test.ts, run once more with a declaration of
 * every field kind (tests/fixtures/resources/specimens/resource.ts) beside the product's own: what a
 * resource gets from its declaration must hold for kinds no shipped resource uses yet.
 */
process.env.DECLARED_RESOURCES_EXTRA_DIR = 'tests/fixtures/resources';
await import('./declared-resources.test.js');
// Discovery has read the fixture (it runs once per test file); nothing after this sees the setting.
delete process.env.DECLARED_RESOURCES_EXTRA_DIR;

export {};
