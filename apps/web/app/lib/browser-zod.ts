import { config } from 'zod/v4/core'

// The content security policy allows no eval. Left to itself, zod probes for it with
// `new Function` when it builds its first object schema (the browser reports that as a policy
// violation even though zod catches the refusal) and would compile its parsers with it. The
// server keeps compiled parsers: it shares this setting with the API in one process.
if (typeof document !== 'undefined') config({ jitless: true })
