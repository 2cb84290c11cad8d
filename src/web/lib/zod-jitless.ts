// zod compiles its object parsers with `new Function` when the page allows it,
// and probes for that once. Our CSP forbids eval (decision 002), and Chrome
// reports even that caught probe as a CSP violation (a Lighthouse
// best-practices finding on every page that reads an answer). The interpreted
// parser is fast enough for the answers a page reads. zod makes the choice when
// each schema is built, so each lazily loaded part that builds schemas imports
// this module before its own code (withSchemas in lazy-parts.ts); the shell
// and the public pages build none.
import { config } from 'zod/v4/core';

config({ jitless: true });
