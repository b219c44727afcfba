// node-polyglot (react-admin's translations) requires the `object.entries` polyfill, which brings
// es-abstract and get-intrinsic (~15 KB) into the admin bundle. Every browser the admin supports has
// Object.entries: vite.config.ts points the polyfill here.
module.exports = Object.entries;
