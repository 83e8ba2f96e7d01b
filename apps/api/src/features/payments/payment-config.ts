import { gzipSync } from 'node:zlib';
import {
  type CommissionDefinition,
  type CurrencyCode,
  INSTALLMENT_COUNTS,
  parseExchangeRate,
  type ScreenSettings,
  storedTranslations,
} from '@tahsilat/domain';
import type { PosAccount } from '@tahsilat/pos';
import type { Db } from '../../db/client.js';
import type { screenSettings } from '../../db/schema.js';
import type { ChangeBus } from '../../lib/change-bus.js';
import type { DataCipher } from '../../lib/data-cipher.js';
import { sanitizeTenantHtml } from '../../lib/sanitize-html.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { TenantRow } from '../tenants/tenants.repository.js';
import type { TenantDirectory } from '../tenants/tenants.service.js';
import {
  type CommissionDefinitionRow,
  loadPaymentConfigRows,
  type PosAccountRow,
} from './payment-config.repository.js';
import { posAccountOf } from './pos-account.js';

type ScreenSettingsRow = typeof screenSettings.$inferSelect;

export interface PosAccountEntry {
  row: PosAccountRow;
  /** Credentials decrypted and endpoints made absolute: what a gateway needs. */
  account: PosAccount;
}

export interface DefinitionEntry {
  row: CommissionDefinitionRow;
  presented: CommissionDefinition;
  pos: PosAccountEntry;
}

export interface TenantPaymentConfig {
  tenant: TenantRow;
  accounts: PosAccountEntry[];
  definitions: DefinitionEntry[];
  currencies: CurrencyCode[];
  screens: Record<5 | 6, ScreenSettings>;
  paymentMethods: { id: string; name: string; paymentSetId: string | null }[];
  /** TRY per unit in millionths, bank-note selling (the tenant's own rate wins over the central bank's). */
  rates: { USD: bigint | null; EUR: bigint | null };
  /** Answers already written (UTF-8 bytes) for this configuration, dropped with it, by the question asked. */
  answers: Map<string, CachedAnswer>;
}

const MAX_CACHED_ANSWERS = 500;

/** The stored translations with the notice's ones sanitised like the notice itself (issue 27). */
async function sanitisedTranslations(stored: unknown): Promise<Record<string, Record<string, string>>> {
  const notices = storedTranslations(stored, 'posCollectionDescription');
  const sanitised: Record<string, string> = {};
  for (const [language, html] of Object.entries(notices)) {
    const clean = await sanitizeTenantHtml(html);
    if (clean) {
      sanitised[language] = clean;
    }
  }
  return {
    b2bMenuLinkItemTitle: storedTranslations(stored, 'b2bMenuLinkItemTitle'),
    posCollectionDescription: sanitised,
  };
}

/**
 * An answer written once per configuration: its bytes and the same bytes gzipped. The commission options are about
 * 17 KB of JSON that every payment screen asks for on every load; a browser takes them gzipped (about a tenth), so
 * the socket carries a tenth and the hot path compresses nothing.
 */
export interface CachedAnswer {
  plain: Buffer;
  gzipped: Buffer;
}

/** A written answer for `key`, made once per configuration. */
export async function cachedAnswer(
  config: TenantPaymentConfig,
  key: string,
  write: () => Promise<string>,
): Promise<CachedAnswer> {
  const hit = config.answers.get(key);
  if (hit !== undefined) {
    return hit;
  }
  // Bytes, not text: the hot path then skips encoding the same answer again for every request.
  const plain = Buffer.from(await write(), 'utf8');
  const answer = { plain, gzipped: gzipSync(plain) };
  if (config.answers.size >= MAX_CACHED_ANSWERS) {
    config.answers.clear();
  }
  config.answers.set(key, answer);
  return answer;
}

/** A screen's stored settings in the answers' shape, or SPEC 3's defaults when none are stored. */
export function screenSettingsOf(stored: ScreenSettingsRow | undefined, screenId: 5 | 6): ScreenSettings {
  return stored
    ? {
        b2BShowCampaignButton: stored.b2bShowCampaignButton,
        b2BViewUsdOnCurrencyDropDown: stored.b2bViewUsdOnCurrencyDropDown,
        b2BViewEuroOnCurrencyDropDown: stored.b2bViewEuroOnCurrencyDropDown,
        b2BCustomerInformationVisibility: stored.b2bCustomerInformationVisibility,
        b2BMobilePhoneVisibility: stored.b2bMobilePhoneVisibility,
        b2BTcknVisibility: stored.b2bTcknVisibility,
        b2BHideCommissionRateInfo: stored.b2bHideCommissionRateInfo,
      }
    : defaultScreenSettings(screenId);
}

/** SPEC 3 defaults for screens without stored settings: the mobile phone shows on 6, not on 5. */
export function defaultScreenSettings(screenId: 5 | 6): ScreenSettings {
  return {
    b2BShowCampaignButton: true,
    b2BViewUsdOnCurrencyDropDown: true,
    b2BViewEuroOnCurrencyDropDown: true,
    b2BCustomerInformationVisibility: true,
    b2BMobilePhoneVisibility: screenId === 6,
    b2BTcknVisibility: false,
    b2BHideCommissionRateInfo: false,
  };
}

const CACHE_TTL_MS = 60_000;

function presentDefinition(row: CommissionDefinitionRow, pos: PosAccountRow): CommissionDefinition {
  const rates = Object.fromEntries(
    INSTALLMENT_COUNTS.flatMap((n) => [
      [`commissionRate${n}`, Number(row[`commissionRate${n}`])],
      [`commissionRate${n}Enabled`, row[`commissionRate${n}Enabled`]],
      [`isCommissionIncludedCommissionRate${n}`, row[`isCommissionIncludedCommissionRate${n}`]],
    ]),
  );
  return {
    id: row.id,
    bankId: pos.bankId,
    bankName: pos.name,
    bankLogo: pos.logoPath,
    cardName: row.cardName,
    cardLogoForUseWithBank: row.cardLogo,
    isVisaMasterCard: row.isVisaMasterCard,
    isAgriculturePos: row.isAgriculturePos,
    agricultureCardLogo: row.agricultureCardLogo,
    extraInstallmentCount: row.extraInstallmentCount,
    extraInstallmentExpireDate: row.extraInstallmentExpireDate,
    deferringInstallmentCount: row.deferringInstallmentCount,
    deferringInstallmentCountRangeStartValue: row.deferringRangeStart,
    deferringInstallmentCountRangeEndValue: row.deferringRangeEnd,
    description: row.description,
    campaignImagePath: row.campaignImagePath,
    isCommissionFromDealer: row.isCommissionFromDealer,
    ...rates,
  } as CommissionDefinition;
}

/**
 * Read-mostly payment configuration per tenant, kept in memory: settings and rates are read on every
 * payment screen request. A configuration change (ChangeBus, LISTEN/NOTIFY) drops the tenant's entry; a change
 * of the central rates drops them all.
 */
export class PaymentConfigCache {
  private readonly cache = new TtlCache<string, TenantPaymentConfig>(CACHE_TTL_MS);

  constructor(
    private readonly db: Db,
    private readonly tenants: TenantDirectory,
    private readonly cipher: DataCipher,
    private readonly publicUrl: string,
    bus: ChangeBus,
  ) {
    bus.subscribe((topic, key) => {
      if (topic === 'tenant-config' && key) {
        this.cache.invalidate(key);
        this.tenants.invalidate();
      } else if (topic === 'tenant-config' || topic === 'exchange-rates') {
        // The central rates are every tenant's fallback; a change without a tenant may concern any of them.
        this.cache.invalidate();
      }
      // Sessions and integration keys are not payment configuration: the cache keeps its entries.
    });
  }

  get(tenantId: string): Promise<TenantPaymentConfig> {
    return this.cache.getOrLoad(tenantId, () => this.load(tenantId));
  }

  invalidate(tenantId?: string): void {
    this.cache.invalidate(tenantId);
  }

  private toAccount(row: PosAccountRow): PosAccountEntry {
    return { row, account: posAccountOf(row, this.cipher, this.publicUrl) };
  }

  private async load(tenantId: string): Promise<TenantPaymentConfig> {
    const stored = await this.tenants.require(tenantId);
    // Sanitised here, once per configuration: rows written before the rule existed never leave unsanitised.
    const tenant = {
      ...stored,
      posCollectionDescription: await sanitizeTenantHtml(stored.posCollectionDescription),
      textTranslations: await sanitisedTranslations(stored.textTranslations),
    };
    const rows = await loadPaymentConfigRows(this.db, tenantId);
    const accounts = rows.accounts.map((row) => this.toAccount(row));
    const byId = new Map(accounts.map((entry) => [entry.row.id, entry]));
    const definitions: DefinitionEntry[] = [];
    for (const row of rows.definitions) {
      const pos = byId.get(row.posAccountId);
      if (pos) {
        definitions.push({ row, presented: presentDefinition(row, pos.row), pos });
      }
    }
    const screen = (id: 5 | 6): ScreenSettings =>
      screenSettingsOf(
        rows.screens.find((s) => s.screenId === id),
        id,
      );
    const rate = (code: 'USD' | 'EUR') => {
      const own = rows.rates.find((r) => r.currencyCode === code && r.tenantId === tenantId);
      const central = rows.rates.find((r) => r.currencyCode === code && r.tenantId === null);
      const chosen = own ?? central;
      return chosen ? parseExchangeRate(chosen.bankNoteSell) : null;
    };
    return {
      tenant,
      accounts,
      definitions,
      currencies: rows.currencies.length > 0 ? rows.currencies.map((c) => c.code) : ['TRY'],
      screens: { 5: screen(5), 6: screen(6) },
      paymentMethods: rows.methods.map((m) => ({ id: m.id, name: m.name, paymentSetId: m.paymentSetId })),
      rates: { USD: rate('USD'), EUR: rate('EUR') },
      answers: new Map(),
    };
  }
}
