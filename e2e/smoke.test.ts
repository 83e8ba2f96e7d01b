import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();

describe('the running server in a browser', () => {
  it('serves the API documentation, which renders under the CSP without violations', async () => {
    const page = await suite.browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(message.text());
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${suite.server.baseUrl}/api/docs`);
    await page.getByText('Tahsilat API').first().waitFor();
    // A long document renders only what is on screen: the tag filter brings a group into view.
    await page.getByPlaceholder('Filter by tag').fill('FirmAuth');
    await page.getByText('/api/FirmAuth/Login').first().waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('signs in through the API from the page origin', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/`);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/FirmAuth/Login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'demo@tahsilat.local',
          password: 'Tahsilat.2026',
          b2BDomainUrl: window.location.origin,
        }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { message: string; data: { name: string } },
      };
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Giriş başarılı.');
    expect(answer.body.data.name).toBe('Deniz Yılmaz');
    await page.close();
  });
});
