// zod's global settings, applied before any schema of the contract is built (index.ts imports this first).
import { z } from "zod";

// Without `jitless`, zod probes `new Function` when the first object schema is built, to decide whether
// it may compile fast parsers. The web app's Content-Security-Policy forbids eval, so every page load
// reported a CSP violation even though zod caught the error. The server follows the same setting so
// both sides validate through the same code.
z.config({ jitless: true });
