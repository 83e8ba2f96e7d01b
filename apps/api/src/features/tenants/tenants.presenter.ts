import type { LoginEndpointsInfo, PublicTenant } from '@tahsilat/domain';
import type { TenantRow } from './tenants.repository.js';

export function presentLoginEndpoints(tenant: TenantRow, publicUrl: string): LoginEndpointsInfo {
  return {
    tenantId: tenant.id,
    endpoint: `${publicUrl}/api`,
    logoUrl: tenant.logoPath,
    // The sign-in page links to payment without login only when the tenant allows it.
    tenantPaymentGuid: tenant.isPaymentWithoutLoginAllowed ? tenant.paymentGuid : null,
    isTenantSelectedFromModal: tenant.isTenantSelectedFromModal,
    b2BPanelLoginBannerImagePath: tenant.loginBannerImagePath,
    b2BPanelLoginBannerImageUrl: tenant.loginBannerImageUrl,
    pageTitle: tenant.pageTitle,
    email: tenant.email,
    isPaymentWithParams: tenant.isPaymentWithParams,
  };
}

export function presentPublicTenant(tenant: TenantRow): PublicTenant {
  return {
    id: tenant.id,
    name: tenant.name,
    b2BFilePath: tenant.b2bFilePath,
    isPosTransactionUseAdditionalField: tenant.isPosTransactionUseAdditionalField,
    isRubikFu: tenant.isRubikFu,
    b2BIsUseAdditionalFieldForPolicy: tenant.b2bIsUseAdditionalFieldForPolicy,
    confidentialityAgreementPath: tenant.confidentialityAgreementPath,
    salesAgreementPath: tenant.salesAgreementPath,
    isUseB2BCurrencyExChange: tenant.isUseB2bCurrencyExchange,
    b2BShowCustomFields: tenant.b2bShowCustomFields,
    showCustomFields: tenant.showCustomFields,
    b2BViewCurrencyExchangeRate: tenant.b2bViewCurrencyExchangeRate,
    b2BPayWithLinkDefaultLanguageOption: tenant.b2bPayWithLinkDefaultLanguageOption === 1 ? 1 : 0,
    phoneNumber: tenant.phoneNumber,
    address: tenant.address,
  };
}

export function presentActiveTenantInfo(tenant: TenantRow) {
  return { logoPath: tenant.logoPath, phoneNumber: tenant.phoneNumber, address: tenant.address };
}
