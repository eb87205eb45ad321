// The Content-Security-Policy allows no eval. With `jitless` zod validates without compiling code
// and skips the `new Function` probe the browser would report as a violation. zod reads this from
// globalThis when it builds a schema; main.tsx imports this module first, so it runs before any
// module (or lazy chunk) that builds one, without a request of its own on the critical path.
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
