import { serializeXmlUtf8, type XmlNode, type XmlValue } from '../xml.js';

/** The SOAP operations of the VirtualPosService we call (DrawBack with a capital B: "Drawback" fails). */
export type KuveytSoapOperation =
  | 'SaleReversal'
  | 'DrawBack'
  | 'PartialDrawback'
  | 'GetMerchantOrderDetail'
  | 'PreAuthorizationClose';

export const KUVEYT_SOAP_NAMESPACE = 'http://boa.net/BOA.Integration.VirtualPos/Service';
const ENVELOPE_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';

/** The SOAPAction header of an operation. */
export function soapActionOf(operation: string): string {
  return `${KUVEYT_SOAP_NAMESPACE}/IVirtualPosService/${operation}`;
}

/** Child elements as XML text, without a declaration or a root (the shared serialiser wraps them). */
function innerXml(node: XmlNode): string {
  const document = serializeXmlUtf8('x', node);
  return document.slice(document.indexOf('<x>') + 3, -'</x>'.length);
}

/** A SOAP 1.1 request: Envelope/Body/<Operation xmlns=service>/request/…, UTF-8. */
export function soapRequestEnvelope(operation: string, request: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<soap:Envelope xmlns:soap="${ENVELOPE_NAMESPACE}"><soap:Body><${operation} xmlns="${KUVEYT_SOAP_NAMESPACE}"><request>${innerXml(request)}</request></${operation}></soap:Body></soap:Envelope>`;
}

/** A SOAP reply as the service writes it: <Operation>Response/<Operation>Result, children in the `a:` prefix. */
export function soapResponseEnvelope(operation: string, result: XmlNode): string {
  return `<s:Envelope xmlns:s="${ENVELOPE_NAMESPACE}"><s:Body><${operation}Response xmlns="${KUVEYT_SOAP_NAMESPACE}"><${operation}Result xmlns:a="http://schemas.datacontract.org/2004/07/BOA.Integration.Base" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">${innerXml(result)}</${operation}Result></${operation}Response></s:Body></s:Envelope>`;
}

/** A SOAP fault (what the service answers, for example, to a status query without valid dates). */
export function soapFaultEnvelope(message: string): string {
  return `<s:Envelope xmlns:s="${ENVELOPE_NAMESPACE}"><s:Body>${innerXml({ 's:Fault': { faultcode: 's:Client', faultstring: message } })}</s:Body></s:Envelope>`;
}

/** An element's name without its namespace prefix. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The first child with this local name (any prefix); arrays give their first element. */
export function localChild(node: XmlValue, name: string): XmlNode {
  if (!node || typeof node !== 'object') {
    return {};
  }
  for (const [key, value] of Object.entries(node)) {
    if (localName(key) === name) {
      const first = Array.isArray(value) ? (value[0] as XmlValue) : value;
      return first && typeof first === 'object' ? first : {};
    }
  }
  return {};
}

/** The text of the child with this local name ('' when absent). */
export function localText(node: XmlValue, name: string): string {
  if (!node || typeof node !== 'object') {
    return '';
  }
  for (const [key, value] of Object.entries(node)) {
    if (localName(key) === name && (typeof value === 'string' || typeof value === 'number')) {
      return String(value);
    }
  }
  return '';
}

/** Every child with this local name: one element or a repeated list alike. */
export function localChildren(node: XmlValue, name: string): XmlNode[] {
  if (!node || typeof node !== 'object') {
    return [];
  }
  const entry = Object.entries(node).find(([key]) => localName(key) === name);
  const value: unknown = entry?.[1];
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is XmlNode => item !== null && typeof item === 'object');
}

/** The SOAP Body of a parsed envelope. */
export function soapBody(document: XmlNode): XmlNode {
  return localChild(localChild(document, 'Envelope'), 'Body');
}

/** The `<Operation>Result` of a reply, or the fault's words, or nothing when the reply has neither. */
export function soapResultOf(
  document: XmlNode,
  operation: string,
): { kind: 'result'; result: XmlNode } | { kind: 'fault'; message: string } | { kind: 'none' } {
  const body = soapBody(document);
  const fault = localChild(body, 'Fault');
  if (Object.keys(fault).length > 0) {
    return { kind: 'fault', message: localText(fault, 'faultstring') || 'SOAP fault' };
  }
  const response = localChild(body, `${operation}Response`);
  const hasResult = Object.keys(response).some((key) => localName(key) === `${operation}Result`);
  return hasResult
    ? { kind: 'result', result: localChild(response, `${operation}Result`) }
    : { kind: 'none' };
}
