import { z } from "zod";

// Zod compiles object parsers with `new Function` when it may; our CSP forbids eval in the browser, and the probe
// alone is reported as a violation (Lighthouse best practices). Plain parsing is fast enough for forms.
z.config({ jitless: true });

export { z };
