// The content security policy allows no eval. Left to itself, zod probes for it with
// `new Function` when it builds its first object schema (the browser reports that as a policy
// violation even though zod catches the refusal) and would compile its parsers with it. The
// server keeps compiled parsers: it shares this setting with the API in one process.
//
// zod keeps its configuration in one object on `globalThis`, shared by every copy of zod on the
// page (zod/v4/core's `globalConfig`), and adopts an object already there. Setting it here,
// before any module imports zod, spares every page zod's core utilities (3.8 KB gzipped) that
// importing `config` from `zod/v4/core` would put on its first load (decision 023). The browser
// tests fail on any policy violation, so a zod that stopped reading it would show there.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
if (typeof document !== 'undefined') {
  shared.__zod_globalConfig ??= {}
  shared.__zod_globalConfig.jitless = true
}

export {}
