import {
  ApiOutlined,
  AuditOutlined,
  BankOutlined,
  CalculatorOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  FormOutlined,
  GlobalOutlined,
  ImportOutlined,
  InboxOutlined,
  LinkOutlined,
  PercentageOutlined,
  ShopOutlined,
  SwapOutlined,
  TeamOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The console's sections (issue 15), in menu order; each is a page under /admin. */
export const ADMIN_SECTIONS: readonly { key: string; path: string; icon: ReactNode }[] = [
  { key: 'overview', path: '/admin', icon: <DashboardOutlined /> },
  { key: 'site', path: '/admin/site', icon: <ShopOutlined /> },
  { key: 'domains', path: '/admin/domains', icon: <GlobalOutlined /> },
  { key: 'screens', path: '/admin/screens', icon: <FormOutlined /> },
  { key: 'banks', path: '/admin/banks', icon: <BankOutlined /> },
  { key: 'bankAccounts', path: '/admin/bank-accounts', icon: <TransactionOutlined /> },
  { key: 'bankTransfers', path: '/admin/bank-transfers', icon: <InboxOutlined /> },
  { key: 'commissions', path: '/admin/commissions', icon: <PercentageOutlined /> },
  { key: 'pricing', path: '/admin/pricing', icon: <SwapOutlined /> },
  { key: 'discountTerms', path: '/admin/discount-terms', icon: <CalculatorOutlined /> },
  { key: 'users', path: '/admin/users', icon: <TeamOutlined /> },
  { key: 'integration', path: '/admin/integration', icon: <ApiOutlined /> },
  { key: 'import', path: '/admin/import', icon: <ImportOutlined /> },
  { key: 'collections', path: '/admin/collections', icon: <CreditCardOutlined /> },
  { key: 'links', path: '/admin/links', icon: <LinkOutlined /> },
  { key: 'discounts', path: '/admin/discounts', icon: <FileDoneOutlined /> },
  { key: 'audit', path: '/admin/audit', icon: <AuditOutlined /> },
];

/** The section a path belongs to: the longest section path it starts with. */
export function sectionOf(pathname: string) {
  return [...ADMIN_SECTIONS]
    .reverse()
    .find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
}

export function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const selected = sectionOf(pathname);
  return (
    <nav aria-label={t('menu.label')} className="side-menu side-menu-inline">
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected.key] : []}
        onClick={onNavigate}
        items={ADMIN_SECTIONS.map((section) => ({
          key: section.key,
          icon: section.icon,
          label: <Link to={section.path}>{t(`menu.${section.key}`)}</Link>,
        }))}
      />
    </nav>
  );
}
