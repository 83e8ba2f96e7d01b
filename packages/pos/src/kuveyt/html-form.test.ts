import { describe, expect, it } from 'vitest';
import { attributesOf, decodeHtmlEntities, readFirstForm } from './html-form.js';

const GATE = 'https://boatest.kuveytturk.com.tr/boa.virtualpos.services/Home/ThreeDModelPayGate';

describe('reading the pay gate page', () => {
  it('reads the first form through F5 markup, scripts and self-closing inputs', () => {
    const html = `<!DOCTYPE html><html><head><APM_DO_NOT_TOUCH><script>var s='<form action="https://evil.test">';</script></APM_DO_NOT_TOUCH></head>
<body onload="OnLoadEvent();"><!-- <form action="https://comment.test"> -->
<form name='downloadForm' action=https://certemvtds.bkm.com.tr/tds/resultFlow method=POST>
<noscript><input type="submit" value="Submit"></noscript>
<input type="hidden" name="threeDSServerWebFlowStart" value="eyJhbGci&amp;x+/="/>
<INPUT TYPE='hidden' VALUE='' NAME='browserColorDepth'>
<input value="first" name="twice"><input value="second" name="twice">
</form><form action="/second"><input name="no" value="no"></form></body></html>`;
    expect(readFirstForm(html, GATE)).toEqual({
      kind: 'form',
      action: 'https://certemvtds.bkm.com.tr/tds/resultFlow',
      fields: { threeDSServerWebFlowStart: 'eyJhbGci&x+/=', browserColorDepth: '', twice: 'first' },
    });
  });

  it('resolves a relative action against the gate; an empty one posts back to it', () => {
    expect(readFirstForm('<form action="/tds/x" method="post"></form>', GATE)?.action).toBe(
      'https://boatest.kuveytturk.com.tr/tds/x',
    );
    expect(readFirstForm('<form method="post"><input name="a" value="1">', GATE)).toEqual({
      kind: 'form',
      action: GATE,
      fields: { a: '1' },
    });
  });

  it('answers null without a form or with a script action', () => {
    expect(readFirstForm('<html><body>Hata</body></html>', GATE)).toBeNull();
    expect(readFirstForm('<form action="javascript:alert(1)"></form>', GATE)).toBeNull();
    expect(readFirstForm('', GATE)).toBeNull();
  });

  it('decodes entities and reads any quoting', () => {
    expect(decodeHtmlEntities('a&lt;b&#62;c&#x27;d&quot;&unknown;')).toBe('a<b>c\'d"&unknown;');
    expect(attributesOf('<input name=a value="x y" data-z=\'q\' disabled>')).toEqual({
      name: 'a',
      value: 'x y',
      'data-z': 'q',
      disabled: '',
    });
  });
});
