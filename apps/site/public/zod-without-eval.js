// The Content-Security-Policy allows no eval. With `jitless` zod validates without compiling code
// and skips the `new Function` probe the browser would report as a violation. zod reads this from
// globalThis when it builds a schema, which happens as the bundled chunks load, so index.html runs
// this plain script before any module.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
