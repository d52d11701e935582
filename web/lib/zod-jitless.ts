import { config } from "zod/v4/core";

// zod probes `new Function("")` before its first object parse to decide whether to compile parsers; our CSP
// forbids eval, so every page reported a violation. Jitless skips the probe (and the compiling). Imported first
// by web/main.tsx, before any module builds or parses a schema; only zod's config is pulled into the entry.
config({ jitless: true });
