/** The demo data of DESIGN 8; outside checks rely on these values. */
export const DEMO = {
  password: 'Tahsilat.2026',
  tenantA: {
    name: 'Demo Ticaret A.Ş.',
    paymentGuid: '11111111-1111-4111-8111-111111111111',
    hosts: ['localhost', '127.0.0.1'],
    phoneNumber: '02125550101',
    address: 'Büyükdere Cad. No: 185 Kat: 7, 34394 Şişli / İstanbul',
    taxNumber: '2940735151',
    taxOffice: 'Boğaziçi Kurumlar',
    email: 'finans@demoticaret.com.tr',
    pageTitle: 'Demo Ticaret Tahsilat Portalı',
    logoPath: '/media/tenants/demo-ticaret/logo.svg',
    bannerPath: '/media/tenants/demo-ticaret/login-banner.svg',
  },
  tenantB: {
    name: 'Örnek Sanayi Ltd. Şti.',
    paymentGuid: '22222222-2222-4222-8222-222222222222',
    hosts: ['ornek-sanayi.localhost'],
    phoneNumber: '02324440202',
    address: 'Atatürk Organize Sanayi Bölgesi 10001 Sok. No: 12, 35620 Çiğli / İzmir',
    taxNumber: '7160048218',
    taxOffice: 'Hasan Tahsin',
    email: 'muhasebe@orneksanayi.com.tr',
    pageTitle: 'Örnek Sanayi Bayi Portalı',
    logoPath: '/media/tenants/ornek-sanayi/logo.svg',
  },
  firmUser: { email: 'demo@tahsilat.local', name: 'Deniz Yılmaz' },
  subFirmUser: { email: 'bayi@tahsilat.local', name: 'Bora Kaya' },
  /**
   * A user of firm 1001 who manages dealers (DESIGN 13): addSubFirm, posCollection and firmTransaction only, so the
   * rule that a user grants only the flags it holds can be tried (it cannot grant createPaymentLink).
   */
  salesUser: { email: 'satis@tahsilat.local', name: 'Selin Acar' },
  /** Tenant A's administrator (DESIGN 13): the console and /api/admin, no firm pages. */
  tenantAdmin: { email: 'yonetici@tahsilat.local', name: 'Yasemin Öztürk' },
  /** Tenant A's integration key (DESIGN 12; demo data only, never in production). */
  integrationKey: 'thk_demo_A_4f1c2b7e9d0a48c6b3e5f7a9c1d2e3f4',
  firms: {
    a: { branchNumber: '1001', name: 'Demo Bayi' },
    aSub: { branchNumber: '1002', name: 'Demo Alt Bayi' },
    b: { branchNumber: '2001', name: 'Örnek Bayi' },
  },
} as const;
