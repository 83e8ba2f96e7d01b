import { encodeFormBody } from '../form-body.js';
import { parseXml, serializeXmlUtf8, type XmlNode } from '../xml.js';

/** The form content type of every PayFlex call (MPI, VPOS and search all take urlencoded posts). */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded; charset=utf-8';

/** An XML document in UTF-8 without the declaration, as mews sends the `VposRequest`. */
export function xmlWithoutDeclaration(root: string, node: XmlNode): string {
  const document = serializeXmlUtf8(root, node);
  return document.slice(document.indexOf('\n') + 1);
}

/** The VPOS body: the `VposRequest` XML (no declaration) in the one form field `prmstr`. */
export function vposBody(request: XmlNode): string {
  return encodeFormBody({ prmstr: xmlWithoutDeclaration('VposRequest', request) });
}

/** The search body: the `SearchRequest` XML (with its UTF-8 declaration) in `prmstr`. */
export function searchBody(request: XmlNode): string {
  return encodeFormBody({ prmstr: serializeXmlUtf8('SearchRequest', request) });
}

/** The MPI enrolment body: plain urlencoded fields. */
export function enrolmentBody(fields: Readonly<Record<string, string>>): string {
  return encodeFormBody(fields);
}

/**
 * A bank answer read as XML, its root element unwrapped (the MPI's root name is not verified, so whichever
 * element comes first is taken); null for anything that is not an XML element (an HTML rejection page parses, but
 * then has no fields the mappers know).
 */
export function readAnswer(body: Uint8Array): XmlNode | null {
  let document: XmlNode;
  try {
    document = parseXml(body);
  } catch {
    return null;
  }
  for (const value of Object.values(document)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value;
    }
  }
  return null;
}
