import * as z from 'zod';

// The Content-Security-Policy allows no eval. zod then validates without compiling code, and
// without the eval probe the browser would report as a violation. main.tsx imports this module
// first, because zod decides when a schema is built, which is when its module loads.
z.config({ jitless: true });
