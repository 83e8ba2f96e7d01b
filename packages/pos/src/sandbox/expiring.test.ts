import { describe, expect, it } from 'vitest';
import { dropExpired } from './expiring.js';

describe('dropExpired', () => {
  it('drops the expired sessions in front and stops at the first live one', () => {
    const sessions = new Map([
      ['a', { expiresAt: 10 }],
      ['b', { expiresAt: 20 }],
      ['c', { expiresAt: 30 }],
    ]);
    const dropped: number[] = [];
    dropExpired(sessions, (session) => dropped.push(session.expiresAt), 25);
    expect([...sessions.keys()]).toEqual(['c']);
    expect(dropped).toEqual([10, 20]);
    dropExpired(sessions, undefined, 30);
    expect([...sessions.keys()]).toEqual(['c']);
  });
});
