import { messages } from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import {
  findTenant,
  findTenantByHost,
  findTenantByPaymentGuid,
  type TenantRow,
} from './tenants.repository.js';

/** Tenant settings change rarely and are read on every public page load. */
const TENANT_CACHE_TTL_MS = 30_000;

/** The host name a sign-in page runs on: `https://portal.firma.com.tr:8443/x` → `portal.firma.com.tr`. */
export function hostOf(domain: string): string | null {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(domain) ? domain : `http://${domain}`;
  try {
    const host = new URL(candidate).hostname.toLowerCase();
    return host.length > 0 ? host : null;
  } catch {
    return null;
  }
}

export class TenantDirectory {
  private readonly byHost = new TtlCache<string, TenantRow | null>(TENANT_CACHE_TTL_MS);
  private readonly byId = new TtlCache<string, TenantRow | null>(TENANT_CACHE_TTL_MS);
  private readonly byPaymentGuid = new TtlCache<string, TenantRow | null>(TENANT_CACHE_TTL_MS);

  constructor(private readonly db: Db) {}

  /** The tenant whose portal runs on `domain`; 404 when no tenant claims that host. */
  async requireByDomain(domain: string): Promise<TenantRow> {
    const host = hostOf(domain);
    const tenant = host ? await this.byHost.getOrLoad(host, () => findTenantByHost(this.db, host)) : null;
    if (!tenant) {
      throw AppError.notFound(messages.tenantDomainNotFound);
    }
    return tenant;
  }

  /** The tenant id behind `domain`, or null (used where a domain is only a hint). */
  async findIdByDomain(domain: string | undefined): Promise<string | null> {
    const host = domain ? hostOf(domain) : null;
    if (!host) {
      return null;
    }
    const tenant = await this.byHost.getOrLoad(host, () => findTenantByHost(this.db, host));
    return tenant?.id ?? null;
  }

  async require(tenantId: string): Promise<TenantRow> {
    const tenant = await this.byId.getOrLoad(tenantId, () => findTenant(this.db, tenantId));
    if (!tenant) {
      throw AppError.notFound(messages.tenantNotFound);
    }
    return tenant;
  }

  /** The tenant of a public payment guid (the pay screens' key). */
  async requireByPaymentGuid(paymentGuid: string): Promise<TenantRow> {
    const tenant = await this.byPaymentGuid.getOrLoad(paymentGuid, () =>
      findTenantByPaymentGuid(this.db, paymentGuid),
    );
    if (!tenant) {
      throw AppError.notFound(messages.tenantNotFound);
    }
    return tenant;
  }

  /** Called when a tenant's settings or domains change. */
  invalidate(): void {
    this.byHost.invalidate();
    this.byId.invalidate();
    this.byPaymentGuid.invalidate();
  }
}
