import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { accountMessages } from './messages-account.js';
import { adminMessages } from './messages-admin.js';
import { integrationMessages } from './messages-integration.js';
import { paymentMessages } from './messages-payments.js';
import { transferMessages } from './messages-transfers.js';

describe('the message catalogue', () => {
  it('holds every part, and no key is in two parts (the later one would silently win)', () => {
    const parts = [accountMessages, paymentMessages, integrationMessages, adminMessages, transferMessages];
    const keys = parts.flatMap((part) => Object.keys(part));
    const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(twice).toEqual([]);
    expect(Object.keys(messages)).toHaveLength(keys.length);
  });

  it('has no empty text', () => {
    const empty = Object.entries(messages).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });
});
