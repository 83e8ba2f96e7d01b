/**
 * The tenant's payment description made safe to render (SECURITY.md: sanitised again before rendering).
 * Load it with `import()` where a description is shown: DOMPurify stays out of the first screen.
 */
import { sanitizeDescription as applyPolicy, type DescriptionPurifier } from '@tahsilat/domain/pricing';
import DOMPurify from 'dompurify';

let purify: DescriptionPurifier | null = null;

/** HTML for dangerouslySetInnerHTML: the shared allow list, links opening in a new tab. */
export function sanitizeDescription(html: string | null | undefined): string {
  if (!html) {
    return '';
  }
  // Our own instance of the default build: the policy's link hook never meets other DOMPurify users.
  purify ??= DOMPurify(window);
  return applyPolicy(html, purify);
}
