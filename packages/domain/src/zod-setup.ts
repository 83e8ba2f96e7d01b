import { z } from 'zod';

/**
 * In a browser the pages' CSP has no 'unsafe-eval', so zod's compiled object parsers could never run there.
 * jitless also skips zod's `new Function('')` probe, which the browser reports as a CSP violation even though
 * zod catches the error. zod reads the setting when a schema is made, so this module is imported before any
 * module that makes one. The server keeps the compiled parsers.
 */
if ('document' in globalThis) {
  z.config({ jitless: true });
}
