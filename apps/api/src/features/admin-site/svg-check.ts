import { messages } from '@tahsilat/domain';
import { AppError } from '../../lib/app-error.js';

/**
 * An uploaded SVG (issue 15): refused when it carries anything active or anything fetched from elsewhere, then
 * cleaned by DOMPurify's SVG profile (what it drops is harmless: editor metadata and the like) and drawn once by
 * resvg into the PNG twin that PDF documents use. The browser still shows the file under a sandboxing CSP.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Elements that run, embed or pull in content. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
]);
const REFERENCE_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data']);
/** CSS that fetches (a url() not pointing inside the file, @import) or runs (old IE expressions). */
const UNSAFE_CSS = /@import|expression\s*\(|url\s*\(\s*(?!['"]?\s*#)/i;
const SCRIPT_URL = /(?:java|vb)script:/i;
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg);base64,[a-z0-9+/=\s]*$/i;

type Window = import('jsdom').DOMWindow;

interface SvgTools {
  window: Window;
  purify: ReturnType<typeof import('dompurify').default>;
}

let tools: Promise<SvgTools> | null = null;

async function loadTools(): Promise<SvgTools> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  return { window, purify: createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]) };
}

function svgTools(): Promise<SvgTools> {
  if (!tools) {
    tools = loadTools();
    tools.catch(() => {
      tools = null;
    });
  }
  return tools;
}

/** The value as a browser reads a URL's scheme: spaces and control characters inside it are skipped. */
function withoutBlanks(value: string): string {
  return Array.from(value)
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('');
}

function unsafe(): AppError {
  return AppError.validation([messages.siteSvgUnsafe]);
}

function checkReference(element: string, value: string): void {
  const target = value.trim();
  if (target.startsWith('#')) {
    return;
  }
  if (element === 'image' && EMBEDDED_RASTER.test(target)) {
    return;
  }
  throw unsafe();
}

/** Throws the "unsafe SVG" message for the first active or external part of the document. */
function checkElements(root: Element): void {
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const name = element.localName.toLowerCase();
    if (ACTIVE_ELEMENTS.has(name) || element.namespaceURI === 'http://www.w3.org/1999/xhtml') {
      throw unsafe();
    }
    if (name === 'style' && UNSAFE_CSS.test(element.textContent ?? '')) {
      throw unsafe();
    }
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.localName.toLowerCase();
      const value = attribute.value;
      if (attributeName.startsWith('on') || SCRIPT_URL.test(withoutBlanks(value))) {
        throw unsafe();
      }
      if (REFERENCE_ATTRIBUTES.has(attributeName)) {
        checkReference(name, value);
      }
      if (attributeName === 'style' && UNSAFE_CSS.test(value)) {
        throw unsafe();
      }
      // An animation that rewrites a link could point it anywhere after the checks above.
      if (attributeName === 'attributename' && /href$/i.test(value.trim())) {
        throw unsafe();
      }
    }
  }
}

/** Parses the bytes as an SVG document; a malformed file, or one declaring entities, is not an image. */
function parseSvg(window: Window, text: string): Element {
  if (/<!ENTITY/i.test(text)) {
    throw AppError.validation([messages.siteSvgInvalid]);
  }
  const parsed = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (root?.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    throw AppError.validation([messages.siteSvgInvalid]);
  }
  if (parsed.getElementsByTagName('parsererror').length > 0) {
    throw AppError.validation([messages.siteSvgInvalid]);
  }
  return root;
}

/** Whether the bytes look like XML text starting an SVG (before it is parsed). */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    head,
  );
}

/** The checked and cleaned SVG, and its PNG twin for documents. */
export async function prepareSvg(bytes: Buffer): Promise<{ svg: Buffer; png: Buffer }> {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const { window, purify } = await svgTools();
  checkElements(parseSvg(window, text));
  const cleaned = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // Internal references (<use href="#part">) are common in logos; external ones were refused above.
    ADD_TAGS: ['use'],
  });
  if (!/^<svg[\s>]/i.test(cleaned)) {
    throw AppError.validation([messages.siteSvgInvalid]);
  }
  const svg = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${cleaned}\n`, 'utf8');
  return { svg, png: await rasterise(svg) };
}

/** Draws the SVG 160 px high (enough for a document's header); resvg fetches nothing. */
async function rasterise(svg: Buffer): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
  try {
    const image = new Resvg(svg, { fitTo: { mode: 'height', value: 160 }, background: 'rgba(0,0,0,0)' });
    return Buffer.from(image.render().asPng());
  } catch {
    throw AppError.validation([messages.siteSvgInvalid]);
  }
}
