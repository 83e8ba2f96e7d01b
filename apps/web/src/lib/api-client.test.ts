import { describe, expect, it, vi } from 'vitest';
import { createApiClient, fileNameOf } from './api-client.js';
import type { NoticeKind } from './notify.js';

function setup(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  token: string | null = 'tok',
) {
  const notices: { kind: NoticeKind; text: string; durationMs?: number }[] = [];
  const calls: { url: string; init: RequestInit }[] = [];
  const deps = {
    baseUrl: '/api',
    fetch: vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return respond(String(url), init ?? {});
    }) as unknown as typeof fetch,
    getToken: () => token,
    clearCredentials: vi.fn(),
    goToSignin: vi.fn(),
    notifier: {
      show: (kind: NoticeKind, text: string, durationMs?: number) => notices.push({ kind, text, durationMs }),
    },
  };
  return { client: createApiClient(deps), deps, notices, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('requests (SPEC 7)', () => {
  it('GET sends data as the query, with the bearer token', async () => {
    const { client, calls } = setup(() => json(200, { success: true, message: '', data: [1] }));
    const result = await client.get<number[]>('/FirmAuth/GetTenants', { a: 1, b: 'x y', skip: undefined });
    expect(result).toEqual({ success: true, message: '', data: [1], status: 200 });
    expect(calls[0]?.url).toBe('/api/FirmAuth/GetTenants?a=1&b=x+y');
    expect(calls[0]?.init.body).toBeUndefined();
    const headers = (calls[0]?.init.headers ?? {}) as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok');
  });

  it('POST sends data as a JSON body, and no Authorization without a token', async () => {
    const { client, calls } = setup(() => json(200, { success: true, message: 'ok', data: null }), null);
    await client.post('/FirmAuth/Login', { email: 'a@b.co' });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.co"}');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBeUndefined();
  });
});

describe('error catalogue (SPEC 8)', () => {
  it('406 shows every message of data as an error notice', async () => {
    const { client, notices } = setup(() =>
      json(406, {
        success: false,
        message: 'Email alanı zorunludur!',
        data: ['Email alanı zorunludur!', 'Şifre alanı zorunludur!'],
      }),
    );
    const result = await client.post('/FirmAuth/Login', {});
    expect(result.success).toBe(false);
    expect(result.status).toBe(406);
    expect(notices).toEqual([
      { kind: 'error', text: 'Email alanı zorunludur!', durationMs: undefined },
      { kind: 'error', text: 'Şifre alanı zorunludur!', durationMs: undefined },
    ]);
  });

  it('400 shows the message, or the body itself when it is text', async () => {
    const first = setup(() =>
      json(400, { success: false, message: 'E-posta adresi veya şifre hatalı.', data: null }),
    );
    expect((await first.client.post('/x')).message).toBe('E-posta adresi veya şifre hatalı.');
    expect(first.notices.map((n) => n.text)).toEqual(['E-posta adresi veya şifre hatalı.']);
    const text = setup(() => new Response('Düz metin hata', { status: 400 }));
    await text.client.post('/x');
    expect(text.notices.map((n) => n.text)).toEqual(['Düz metin hata']);
  });

  it('a quiet status is left to the caller', async () => {
    const { client, notices } = setup(() => json(400, { success: false, message: 'Hata', data: null }));
    const result = await client.post('/x', {}, { quietStatuses: [400] });
    expect(result.message).toBe('Hata');
    expect(notices).toEqual([]);
  });

  it.each([401, 403])('%i clears the stored credentials and goes to /signin', async (status) => {
    const { client, deps, notices } = setup(() => json(status, { success: false, message: 'x', data: null }));
    const result = await client.get('/FirmAuth/GetTenants');
    expect(result.success).toBe(false);
    expect(deps.clearCredentials).toHaveBeenCalledOnce();
    expect(deps.goToSignin).toHaveBeenCalledOnce();
    expect(notices).toEqual([]);
  });

  it('a 401 for a token replaced while the call was out (a company switch) signs nobody out', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { client, deps } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = client.get('/Transfer/Instructions');
    // The switch stores the new company's token before the old session's refusal arrives.
    deps.getToken = () => 'new-company-token';
    answer(json(401, { success: false, message: 'x', data: null }));
    expect((await pending).success).toBe(false);
    expect(deps.clearCredentials).not.toHaveBeenCalled();
    expect(deps.goToSignin).not.toHaveBeenCalled();
  });

  it('500 shows the message when there is one, else the generic Turkish text', async () => {
    const withMessage = setup(() => json(500, { success: false, message: 'Veritabanı hatası', data: null }));
    await withMessage.client.get('/x');
    expect(withMessage.notices.map((n) => n.text)).toEqual(['Veritabanı hatası']);
    const bare = setup(() => new Response('', { status: 500 }));
    const result = await bare.client.get('/x');
    expect(bare.notices.map((n) => n.text)).toEqual([
      'Şu anda işleminizi gerçekleştiremiyoruz.Lütfen daha sonra tekrar deneyiniz.',
    ]);
    expect(result.message).toBe(
      'Şu anda işleminizi gerçekleştiremiyoruz.Lütfen daha sonra tekrar deneyiniz.',
    );
  });

  it('other statuses show the message or the status text', async () => {
    const { client, notices } = setup(() =>
      json(404, { success: false, message: 'Aradığınız kayıt bulunamadı.', data: null }),
    );
    await client.get('/x');
    expect(notices.map((n) => n.text)).toEqual(['Aradığınız kayıt bulunamadı.']);
    const teapot = setup(() => new Response(null, { status: 418, statusText: "I'm a teapot" }));
    await teapot.client.get('/x');
    expect(teapot.notices.map((n) => n.text)).toEqual(["I'm a teapot"]);
  });

  it('no response is a failure object with the message and success false', async () => {
    const { client, notices } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await client.get('/x')).toEqual({
      success: false,
      message: 'Failed to fetch',
      data: null,
      status: 0,
    });
    expect(notices).toEqual([]);
  });
});

describe('success notice (SPEC 7)', () => {
  it("shows 'İşlem başarılı.' when asked and the answer succeeded, else the answer's message", async () => {
    const ok = setup(() => json(200, { success: true, message: 'Şifreniz değiştirildi.', data: null }));
    await ok.client.post('/x', {}, { notify: true });
    expect(ok.notices).toEqual([{ kind: 'success', text: 'İşlem başarılı.', durationMs: undefined }]);
    const refused = setup(() => json(200, { success: false, message: 'Olmadı', data: null }));
    await refused.client.post('/x', {}, { notify: true });
    expect(refused.notices).toEqual([{ kind: 'error', text: 'Olmadı', durationMs: undefined }]);
    const silent = setup(() => json(200, { success: true, message: '', data: null }));
    await silent.client.post('/x');
    expect(silent.notices).toEqual([]);
  });
});

describe('file downloads', () => {
  it('GET the file with the filters as the query and the token; the body as a blob with its name', async () => {
    const { client, calls } = setup(
      () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="links.xlsx"; filename*=UTF-8''%C3%B6deme-linkleri.xlsx`,
          },
        }),
    );
    const result = await client.download('/PaymentRequest/Export', { status: 'waiting', search: undefined });
    expect(calls[0]?.url).toBe('/api/PaymentRequest/Export?status=waiting');
    const headers = (calls[0]?.init.headers ?? {}) as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok');
    expect(result.success).toBe(true);
    expect(result.data?.fileName).toBe('ödeme-linkleri.xlsx');
    expect(new Uint8Array(await (result.data?.blob ?? new Blob()).arrayBuffer())).toEqual(
      new Uint8Array([80, 75, 3, 4]),
    );
  });

  it('a refused download goes through the catalogue like any call', async () => {
    const { client, notices, deps } = setup(() =>
      json(406, { success: false, message: 'x', data: ['Tarih YYYY-AA-GG biçiminde olmalıdır.'] }),
    );
    const result = await client.download('/PaymentRequest/Export');
    expect(result.success).toBe(false);
    expect(notices.map((n) => n.text)).toEqual(['Tarih YYYY-AA-GG biçiminde olmalıdır.']);
    const forbidden = setup(() => json(403, { success: false, message: 'Yetkiniz yok', data: null }));
    await forbidden.client.download('/PaymentRequest/Export');
    expect(forbidden.deps.goToSignin).toHaveBeenCalled();
    expect(deps.goToSignin).not.toHaveBeenCalled();
  });

  it('reads the name of Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%C3%A7%C4%B1kt%C4%B1.xlsx")).toBe('çıktı.xlsx');
    expect(fileNameOf('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="yedek.xlsx"')).toBe('yedek.xlsx');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe("a dealer's read-only view (issue 13)", () => {
  it('keeps a refused call in the browser, with the read-only notice and no sign-out', async () => {
    const { client, calls, notices, deps } = setup(() =>
      json(200, { success: true, message: '', data: null }),
    );
    const refusing = createApiClient({ ...deps, isRefused: (method) => method !== 'get' });
    const result = await refusing.post('/PaymentRequest/Create', { amount: '1.00' });
    expect(result).toMatchObject({ success: false, status: 0 });
    expect(calls).toHaveLength(0);
    expect(notices.map((n) => n.text)).toEqual(['Bayi görünümünde yalnızca görüntüleme yapılabilir.']);
    expect(deps.goToSignin).not.toHaveBeenCalled();
    await refusing.get('/FirmReport/Statement');
    expect(calls).toHaveLength(1);
    await client.post('/PaymentRequest/Create');
    expect(calls).toHaveLength(2);
  });
});
