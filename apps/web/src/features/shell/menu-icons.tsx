import {
  BarChartOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  DatabaseOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  LinkOutlined,
  PercentageOutlined,
  ScheduleOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export const MENU_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  paymentPlan: <CalendarOutlined />,
  collectionPlan: <ScheduleOutlined />,
  posCollection: <CreditCardOutlined />,
  posCollectionTransaction: <HistoryOutlined />,
  paymentRequest: <LinkOutlined />,
  paymentList: <UnorderedListOutlined />,
  firmTransactionList: <FileTextOutlined />,
  subfirmList: <TeamOutlined />,
  stocks: <DatabaseOutlined />,
  dbsInvoices: <FileDoneOutlined />,
  invoiceDiscount: <PercentageOutlined />,
  erpReport: <BarChartOutlined />,
};
