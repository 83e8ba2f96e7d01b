import { encodeLatin5 } from '../charset.js';
import { parseFormBody } from '../form-body.js';
import { childOf, parseXml, serializeXmlLatin5, type XmlNode } from '../xml.js';

/** Bytes that stay as they are in a form value; every other byte is percent-escaped (RFC 3986 unreserved). */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes raw bytes (ISO-8859-9 here), so the base64 `+`, `/` and `=` of a MAC survive a strict decoder. */
export function percentEncodeBytes(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    text += UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return text;
}

/** The XML service's body: `xmldata=` and the posnetRequest document in ISO-8859-9, URL-encoded. */
export function posnetRequestBody(request: XmlNode): string {
  return `xmldata=${percentEncodeBytes(serializeXmlLatin5('posnetRequest', request))}`;
}

/** A posnetRequest as the bank reads it: the `xmldata` field, decoded as ISO-8859-9, then parsed. Throws if malformed. */
export function readPosnetRequest(body: Uint8Array | string): XmlNode {
  const xml = parseFormBody(body, 'iso-8859-9').xmldata;
  if (xml === undefined) {
    throw new Error('no xmldata field');
  }
  return childOf(parseXml(encodeLatin5(xml)), 'posnetRequest');
}

/** A posnetResponse as the bank writes it (ISO-8859-9). */
export function posnetResponseBytes(response: XmlNode): Uint8Array {
  return serializeXmlLatin5('posnetResponse', response);
}

/** The posnetResponse element of the bank's answer, or null when the answer is not one. */
export function readPosnetResponse(bytes: Uint8Array): XmlNode | null {
  try {
    const document = parseXml(bytes);
    const response = document.posnetResponse;
    return response && typeof response === 'object' ? response : null;
  } catch {
    return null;
  }
}
