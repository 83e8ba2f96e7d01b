import { type DescriptionPurifier, sanitizeDescription } from '@tahsilat/domain';

let purifier: Promise<DescriptionPurifier> | null = null;

/** The server's own DOMPurify over a jsdom window (jsdom never runs the scripts it parses). */
async function createPurifier(): Promise<DescriptionPurifier> {
  // jsdom takes a noticeable time to load: only a description to sanitise pays for it, not start-up.
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  return createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
}

function purifierInstance(): Promise<DescriptionPurifier> {
  if (!purifier) {
    purifier = createPurifier();
    // A failed load is retried by the next caller.
    purifier.catch(() => {
      purifier = null;
    });
  }
  return purifier;
}

/** Tenant HTML (the payment description) reduced to the shared allow list; null stays null. */
export async function sanitizeTenantHtml(html: string | null): Promise<string | null> {
  if (html === null || html === '') {
    return html;
  }
  return sanitizeDescription(html, await purifierInstance());
}
