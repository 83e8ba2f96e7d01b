import type { ComponentType } from 'react';
import { CollectionsPage } from './collections-page.js';
import { DiscountsPage } from './discounts-page.js';
import { LinksPage } from './links-page.js';
import '../../../styles/links.css';
import '../../../styles/link-list.css';
import '../../../styles/history.css';
import '../../../styles/history-drawer.css';
import '../../../styles/statement.css';
import '../../../styles/discount.css';
import '../../../styles/admin-operations.css';

/** The console's operations screens by their path under /admin (one chunk: they share their parts). */
export const OPERATIONS_PAGES: Record<'collections' | 'links' | 'discounts', ComponentType> = {
  collections: CollectionsPage,
  links: LinksPage,
  discounts: DiscountsPage,
};
