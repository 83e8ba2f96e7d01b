import { XMLParser } from 'fast-xml-parser';
import { decodeCharset, encodeLatin5 } from './charset.js';

export type XmlValue = string | number | null | undefined | XmlNode;
export interface XmlNode {
  [name: string]: XmlValue;
}

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function renderChildren(node: XmlNode): string {
  return Object.entries(node)
    .map(([name, value]) => {
      if (value === undefined) {
        return '';
      }
      if (value === null) {
        return `<${name}></${name}>`;
      }
      if (typeof value === 'object') {
        return `<${name}>${renderChildren(value)}</${name}>`;
      }
      return `<${name}>${escapeXml(String(value))}</${name}>`;
    })
    .join('');
}

/** An XML document in ISO-8859-9, as the Turkish banks' APIs take it. */
export function serializeXmlLatin5(root: string, node: XmlNode): Uint8Array {
  return encodeLatin5(
    `<?xml version="1.0" encoding="ISO-8859-9"?>\n<${root}>${renderChildren(node)}</${root}>`,
  );
}

/** An XML document in UTF-8. */
export function serializeXmlUtf8(root: string, node: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${renderChildren(node)}</${root}>`;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  ignoreDeclaration: true,
});

/** Bytes of an XML document, decoded in the charset its declaration names. */
export function parseXml(bytes: Uint8Array): XmlNode {
  const head = Buffer.from(bytes.slice(0, 100)).toString('latin1');
  const charset = /encoding=["']([^"']+)["']/i.exec(head)?.[1] ?? 'utf-8';
  return parser.parse(decodeCharset(bytes, charset)) as XmlNode;
}

/** A child element's text ('' when absent or empty). */
export function textOf(node: XmlValue, name: string): string {
  if (!node || typeof node !== 'object') {
    return '';
  }
  const value = node[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function childOf(node: XmlValue, name: string): XmlNode {
  if (!node || typeof node !== 'object') {
    return {};
  }
  const value = node[name];
  return value && typeof value === 'object' ? value : {};
}
