import { describe, expect, it } from 'vitest';
import type { Card, Order, PosAccount } from '../types.js';
import { childOf, parseXml, serializeXmlUtf8, textOf } from '../xml.js';
import { kuveytRequestHash } from './hash.js';
import { kuveytCardType, kuveytInstallments, payGateMessage, provisionMessage } from './request-mapper.js';

const account: PosAccount = {
  protocol: 'kuveyt',
  model: '3d',
  endpoints: { gateUrl: 'https://bank.test/gate', apiUrl: 'https://bank.test/provision' },
  credentials: {
    storeId: '80',
    terminalId: '400235',
    apiUser: 'apiuser',
    apiPassword: 'Api123',
    storeKey: '',
  },
  acceptedMdStatus: ['00'],
};
const order: Order = {
  orderId: 'ORDER-123',
  amount: 7256n,
  currency: 'TRY',
  installments: 1,
  type: 'Auth',
  okUrl: 'http://localhost:44785/Home/Success',
  failUrl: 'http://localhost:44785/Home/Fail',
  language: 'tr',
  customerIp: '10.1.2.3',
};
const card: Card = {
  number: '5188961939192544',
  expireMonth: '06',
  expireYear: '29',
  cvv: '588',
  holderName: 'Çağrı Şükrü Öztürk',
};

describe('KuveytTürk request mapping', () => {
  it('builds the TDV2 pay gate message with the vector B hash', () => {
    const message = payGateMessage(account, order, card);
    expect(message).toMatchObject({
      APIVersion: 'TDV2.0.0',
      MerchantId: '80',
      CustomerId: '400235',
      UserName: 'apiuser',
      TransactionType: 'Sale',
      TransactionSecurity: '3',
      InstallmentCount: '0',
      Amount: '7256',
      DisplayAmount: '7256',
      CurrencyCode: '0949',
      MerchantOrderId: 'ORDER-123',
      CardType: 'MasterCard',
      CardHolderName: 'Çağrı Şükrü Öztürk',
      DeviceData: { DeviceChannel: '02', ClientIP: '10.1.2.3' },
      HashData: 'P3a0zjAklu2g8XDJfTx2qvwHH8g=',
    });
    expect(childOf(message, 'CardHolderData')).toMatchObject({ BillAddrCountry: '792', Email: '' });
    expect(JSON.stringify(message)).not.toContain('Api123');
  });

  it('maps instalments, pre-authorisation, currencies and brands', () => {
    const message = payGateMessage(
      account,
      { ...order, installments: 3, type: 'PreAuth', currency: 'EUR' },
      card,
    );
    expect(message).toMatchObject({
      InstallmentCount: '3',
      TransactionType: 'PreAuthorization',
      CurrencyCode: '0978',
    });
    expect(kuveytInstallments(1)).toBe('0');
    expect(kuveytInstallments(12)).toBe('12');
    expect(kuveytCardType('4546711234567894')).toBe('Visa');
    expect(kuveytCardType('9792000000000001')).toBe('Troy');
    expect(kuveytCardType('3755000000000001')).toBe('');
  });

  it('builds the provision from our order and the MD, hashed without URLs (vector A)', () => {
    const message = provisionMessage(account, order, 'MD+/=value');
    expect(message).toMatchObject({
      HashData: 'Bf+hZf2c1gf1pTXnEaSGxDpGRr0=',
      MerchantOrderId: 'ORDER-123',
      Amount: '7256',
      CustomerIPAddress: '10.1.2.3',
      KuveytTurkVPosAdditionalData: { AdditionalData: { Key: 'MD', Data: 'MD+/=value' } },
    });
    expect(JSON.stringify(message)).not.toContain('5188961939192544');
    expect(message.HashData).toBe(
      kuveytRequestHash(
        { MerchantId: '80', MerchantOrderId: 'ORDER-123', Amount: '7256', UserName: 'apiuser' },
        'Api123',
      ),
    );
  });

  it('serialises as UTF-8 XML that keeps Turkish letters', () => {
    const xml = serializeXmlUtf8('KuveytTurkVPosMessage', payGateMessage(account, order, card));
    expect(xml).toContain('encoding="UTF-8"');
    const parsed = childOf(parseXml(Buffer.from(xml, 'utf8')), 'KuveytTurkVPosMessage');
    expect(textOf(parsed, 'CardHolderName')).toBe('Çağrı Şükrü Öztürk');
    expect(textOf(childOf(parsed, 'DeviceData'), 'DeviceChannel')).toBe('02');
  });
});
