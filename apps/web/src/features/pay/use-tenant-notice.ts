import type { CommissionOptions } from '@tahsilat/domain';
import { useEffect, useState } from 'react';
import { tenantText } from '../../lib/tenant-text.js';

/**
 * The tenant's notice on the payment form in the page's language (issue 27), or its default (Turkish) text when
 * that language has none. It is HTML: sanitised again here, by a module loaded only when there is one.
 */
export function useTenantNotice(options: CommissionOptions | null | undefined, language: string): string {
  const [notice, setNotice] = useState('');
  const html = tenantText(
    options?.posCollectionDescription,
    options?.posCollectionDescriptionTranslations,
    language,
  );
  useEffect(() => {
    if (!html) {
      setNotice('');
      return;
    }
    let live = true;
    void import('../../lib/sanitize-html.js').then(({ sanitizeDescription }) => {
      if (live) {
        setNotice(sanitizeDescription(html));
      }
    });
    return () => {
      live = false;
    };
  }, [html]);
  return notice;
}
