/**
 * Hostile tenant HTML (SECURITY.md Browser-facing): after sanitising, none of it may execute, load,
 * submit, navigate or cover the page. Used by the API test and the browser test of the payment page.
 * No entry leaves its payload behind as text, so the markup checks (`onerror`, `javascript:`…) stay exact.
 */
export interface XssCase {
  name: string;
  input: string;
}

export const XSS_CORPUS: readonly XssCase[] = [
  { name: 'img onerror', input: '<img src=x onerror=alert(1)>' },
  { name: 'svg script', input: '<svg><script>alert(1)</script></svg>' },
  { name: 'svg onload', input: '<svg onload=alert(1)>' },
  { name: 'script', input: '<script>alert(1)</script>' },
  {
    name: 'mXSS math/mglyph/style',
    input: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  {
    name: 'mXSS form/math namespace confusion',
    input: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  },
  {
    name: 'mXSS svg/p/style',
    input: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  },
  { name: 'noscript title breakout', input: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { name: 'javascript: link', input: '<a href="javascript:alert(1)">x</a>' },
  { name: 'mixed-case javascript: link', input: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  { name: 'entity-encoded javascript: link', input: '<a href="&#106;ava&#x09;script&colon;alert(1)">x</a>' },
  { name: 'data: link', input: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>' },
  { name: 'http link (https only)', input: '<a href="http://insecure.example">x</a>' },
  { name: 'protocol-relative link', input: '<a href="//evil.example">x</a>' },
  { name: 'credentials in link', input: '<a href="https://bank.example@evil.example">x</a>' },
  {
    name: 'target and rel of the tenant',
    input: '<a href="https://ok.example" target="_self" rel="opener">x</a>',
  },
  {
    name: 'svg xlink javascript',
    input: '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  },
  { name: 'form', input: '<form action=https://evil.example><input name=x></form>' },
  { name: 'button formaction', input: '<button formaction="javascript:alert(1)">x</button>' },
  { name: 'style overlay', input: '<div style="position:fixed;inset:0;z-index:9999">overlay</div>' },
  { name: 'style element', input: '<style>body{display:none}</style>' },
  { name: 'link stylesheet', input: '<link rel=stylesheet href=https://evil.example/x.css>' },
  { name: 'iframe', input: '<iframe src="https://evil.example"></iframe>' },
  { name: 'iframe srcdoc', input: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'object and embed', input: '<object data="https://evil.example/x.swf"></object><embed src=x>' },
  { name: 'onclick', input: '<p onclick="alert(1)">click</p>' },
  { name: 'details ontoggle', input: '<details open ontoggle=alert(1)>x</details>' },
  { name: 'base', input: '<base href="https://evil.example/">' },
  { name: 'meta refresh', input: '<meta http-equiv="refresh" content="0;url=https://evil.example">' },
  { name: 'template', input: '<template><img src=x onerror=alert(1)></template>' },
  { name: 'data and aria attributes', input: '<p data-x="1" aria-label="x" id="app" class="c">attrs</p>' },
];
