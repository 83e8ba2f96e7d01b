import { describe, expect, it } from 'vitest';
import { encodeLatin5 } from '../charset.js';
import { parseFormBody } from '../form-body.js';
import {
  percentEncodeBytes,
  posnetRequestBody,
  posnetResponseBytes,
  readPosnetRequest,
  readPosnetResponse,
} from './transport.js';

describe('PosNet transport', () => {
  it('percent-encodes every reserved byte, so a base64 MAC survives a strict form decoder', () => {
    expect(percentEncodeBytes(encodeLatin5('a+b/c= ş'))).toBe('a%2Bb%2Fc%3D%20%FE');
    const body = posnetRequestBody({ mid: '1', tid: '2', oosTranData: { mac: 'nyeF+Q4J/9NZ=' } });
    expect(body.startsWith('xmldata=%3C%3Fxml')).toBe(true);
    expect(body.slice('xmldata='.length)).not.toMatch(/[+/=<>]/);
    expect(parseFormBody(body, 'iso-8859-9').xmldata).toContain('<mac>nyeF+Q4J/9NZ=</mac>');
  });

  it('declares ISO-8859-9 and round-trips Turkish text and XML specials', () => {
    const request = {
      mid: '1',
      tid: '2',
      oosRequestData: { cardHolderName: 'Çağrı Şükrü Öztürk & <Ortak>' },
    };
    const body = posnetRequestBody(request);
    expect(parseFormBody(body, 'iso-8859-9').xmldata).toMatch(
      /^<\?xml version="1.0" encoding="ISO-8859-9"\?>/,
    );
    expect(body).toContain('%DE%FCkr%FC'); // Şükrü as single Latin-5 bytes
    expect(readPosnetRequest(body)).toEqual(request);
    expect(readPosnetRequest(Buffer.from(body))).toEqual(request);
  });

  it('refuses a body without xmldata', () => {
    expect(() => readPosnetRequest('data=1')).toThrow();
  });

  it('reads a posnetResponse in ISO-8859-9, and nothing else', () => {
    const bytes = posnetResponseBytes({ approved: '0', respCode: '0148', respText: 'Hatalı IP' });
    expect(bytes.includes(0xfd)).toBe(true); // ı
    expect(readPosnetResponse(bytes)).toEqual({ approved: '0', respCode: '0148', respText: 'Hatalı IP' });
    expect(
      readPosnetResponse(Buffer.from('<html><body>The requested URL was rejected</body></html>')),
    ).toBeNull();
    expect(readPosnetResponse(Buffer.from(''))).toBeNull();
  });
});
