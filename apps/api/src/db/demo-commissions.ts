import { ladder, rates } from './demo-rates.js';
import type { commissionDefinitions } from './schema.js';

/**
 * The demo's card programmes (DESIGN 8, docs/payments.md "Demo banks"): one commission definition per sandbox POS
 * account, each showing something of the pay page (campaign instalments, deferral, commission included, the dealer
 * carrying the commission, disabled counts, the special providers).
 */
export function demoCommissionDefinitions(
  tenantA: string,
  tenantB: string,
  pos: (tenantId: string, bankId: number) => string,
): (typeof commissionDefinitions.$inferInsert)[] {
  return [
    {
      // Akbank Axess: 11 and 12 disabled, +2 campaign instalments until spring.
      tenantId: tenantA,
      posAccountId: pos(tenantA, 46),
      cardName: 'Axess',
      cardLogo: '/media/cards/axess.svg',
      ...rates(ladder(1.79, 1.35, [11, 12])),
      extraInstallmentCount: 2,
      extraInstallmentExpireDate: '2027-03-31',
      campaignImagePath: '/media/campaigns/axess-arti-2-taksit.svg',
      description: "Axess kartlara 2-10 taksitte +2 taksit (31 Mart 2027'ye kadar).",
      sortOrder: 1,
    },
    {
      // Garanti Bonus: payments may be deferred 1–3 months.
      tenantId: tenantA,
      posAccountId: pos(tenantA, 62),
      cardName: 'Bonus',
      cardLogo: '/media/cards/bonus.svg',
      ...rates(ladder(1.89, 1.4, [7, 8])),
      deferringInstallmentCount: 0,
      deferringRangeStart: 1,
      deferringRangeEnd: 3,
      description: 'Bonus kartlarda ilk taksiti 1-3 ay erteleyebilirsiniz.',
      sortOrder: 2,
    },
    {
      // İşbank Maximum: up to 3 instalments at the cash price (commission included).
      tenantId: tenantA,
      posAccountId: pos(tenantA, 64),
      cardName: 'Maximum',
      cardLogo: '/media/cards/maximum.svg',
      ...rates(ladder(1.69, 1.3, [10, 11, 12], [1, 2, 3])),
      description: 'Maximum kartlara peşin fiyatına 3 taksit.',
      sortOrder: 3,
    },
    {
      // Yapı Kredi World on PosNet.
      tenantId: tenantA,
      posAccountId: pos(tenantA, 67),
      cardName: 'World',
      cardLogo: '/media/cards/world.svg',
      ...rates(ladder(1.95, 1.45, [5, 7, 11])),
      sortOrder: 4,
    },
    {
      tenantId: tenantA,
      posAccountId: pos(tenantA, 889),
      cardName: 'Paraf',
      cardLogo: '/media/cards/paraf.svg',
      ...rates(ladder(1.99, 1.5, [9, 10, 11, 12])),
      description: 'Yalnızca Türk lirası ile ödeme.',
      sortOrder: 5,
    },
    {
      tenantId: tenantA,
      posAccountId: pos(tenantA, 856),
      cardName: 'CardFinans',
      cardLogo: '/media/cards/cardfinans.svg',
      ...rates(ladder(2.05, 1.5, [10, 11, 12])),
      sortOrder: 6,
    },
    {
      // TEB Bonus (3d_pay): the dealer carries the commission.
      tenantId: tenantA,
      posAccountId: pos(tenantA, 32),
      cardName: 'TEB Bonus',
      cardLogo: '/media/cards/bonus.svg',
      ...rates(ladder(1.95, 1.45, [5, 7, 11])),
      isCommissionFromDealer: true,
      sortOrder: 7,
    },
    {
      // KuveytTürk Sağlam Kart on TDV2: up to 9 instalments.
      tenantId: tenantA,
      posAccountId: pos(tenantA, 205),
      cardName: 'Sağlam Kart',
      cardLogo: '/media/cards/saglam-kart.svg',
      ...rates(ladder(1.85, 1.4, [10, 11, 12])),
      sortOrder: 8,
    },
    {
      // VakıfBank Worldcard on PayFlex: 5 and 8 off.
      tenantId: tenantA,
      posAccountId: pos(tenantA, 15),
      cardName: 'Worldcard',
      cardLogo: '/media/cards/worldcard.svg',
      ...rates(ladder(1.9, 1.42, [5, 8, 12])),
      sortOrder: 9,
    },
    {
      tenantId: tenantB,
      posAccountId: pos(tenantB, 46),
      cardName: 'Axess',
      cardLogo: '/media/cards/axess.svg',
      ...rates(ladder(1.99, 1.5, [10, 11, 12])),
      sortOrder: 1,
    },
  ];
}
