import { describe, expect, it } from 'vitest';
import { operationIdOf } from './openapi.js';

describe('operationIdOf', () => {
  it('names an operation after its path, camelCase, without the /api prefix and path parameters', () => {
    expect(operationIdOf('/api/FirmAuth/Login')).toBe('firmAuthLogin');
    expect(operationIdOf('/api/PaymentRequest/Create')).toBe('paymentRequestCreate');
    expect(operationIdOf('/api/FirmAuth/GetTenantById/:id')).toBe('firmAuthGetTenantById');
    expect(operationIdOf('/api/health/live')).toBe('healthLive');
    expect(operationIdOf('/api/shop-integration/api_keys/:keyId/rotate')).toBe(
      'shopIntegrationApiKeysRotate',
    );
  });
});
