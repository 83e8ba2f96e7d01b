/**
 * The tenant's payment description (SECURITY.md Browser-facing): the one HTML allow list, applied with
 * DOMPurify on write, when the server hands the description out, and again in the browser before rendering.
 */
export const DESCRIPTION_POLICY = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'],
  /** Only links carry an attribute, and only `href`; `target` and `rel` are set by the policy itself. */
  allowedAttributes: { a: ['href'] },
  /**
   * An absolute `https:` URL with a host and nothing before it: no other scheme, no relative path,
   * no `user@` part (`https://bank.com.tr@evil.example` shows one host and opens another).
   */
  hrefPattern: /^https:\/\/[\p{L}\p{N}.-]+(?::\d{1,5})?(?:[/?#]|$)/iu,
  link: { target: '_blank', rel: 'noopener noreferrer' },
  /** Input beyond this is cut before parsing: the parser's work stays bounded. */
  maxInputLength: 20_000,
  /** The sanitised HTML is at most this many characters. */
  maxLength: 4_000,
} as const;

/** What the link hook touches on an element (a DOM Element satisfies it). */
export interface DescriptionElement {
  readonly nodeName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

type LinkHook = (node: DescriptionElement) => void;

/** The DOMPurify configuration of the policy. */
export interface DescriptionPurifyConfig {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  ALLOWED_NAMESPACES: string[];
  ALLOW_DATA_ATTR: boolean;
  ALLOW_ARIA_ATTR: boolean;
  ALLOW_UNKNOWN_PROTOCOLS: boolean;
  ALLOW_SELF_CLOSE_IN_ATTR: boolean;
  FORBID_ATTR: string[];
  KEEP_CONTENT: boolean;
}

/** The part of a DOMPurify instance the policy uses (DOMPurify 3.x satisfies it). */
export interface DescriptionPurifier {
  /** False where DOMPurify cannot work (no DOM); its `sanitize` then returns the input unchanged. */
  readonly isSupported?: boolean;
  sanitize(dirty: string, config: DescriptionPurifyConfig): string;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: LinkHook): void;
  removeHook(entryPoint: 'afterSanitizeAttributes', hook?: LinkHook): unknown;
}

/** A fresh object per call: DOMPurify keeps the sets it builds from the arrays it is given. */
function purifyConfig(): DescriptionPurifyConfig {
  return {
    ALLOWED_TAGS: [...DESCRIPTION_POLICY.allowedTags],
    ALLOWED_ATTR: [...DESCRIPTION_POLICY.allowedAttributes.a],
    ALLOWED_URI_REGEXP: DESCRIPTION_POLICY.hrefPattern,
    // HTML only: SVG and MathML are where mutation XSS hides.
    ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ALLOW_SELF_CLOSE_IN_ATTR: false,
    FORBID_ATTR: ['style'],
    // The text of a removed element stays as text (`<div style=…>overlay</div>` → `overlay`).
    KEEP_CONTENT: true,
  };
}

/** True for an `href` the policy keeps: an absolute https URL. */
export function isAllowedDescriptionHref(href: string): boolean {
  return DESCRIPTION_POLICY.hrefPattern.test(href);
}

/** Links open in a new tab without handing the payment page to the opened one. */
const secureLink: LinkHook = (node) => {
  if (node.nodeName.toUpperCase() !== 'A') {
    return;
  }
  const href = node.getAttribute('href');
  // DOMPurify tests the URL with whitespace removed; the kept value itself must pass too.
  if (href === null || !isAllowedDescriptionHref(href)) {
    node.removeAttribute('href');
    node.removeAttribute('target');
    node.removeAttribute('rel');
    return;
  }
  node.setAttribute('target', DESCRIPTION_POLICY.link.target);
  node.setAttribute('rel', DESCRIPTION_POLICY.link.rel);
};

/** `text` cut to at most `length` code units, never between the halves of a surrogate pair. */
function cut(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

/**
 * The description as safe HTML under the policy, at most `maxLength` characters. The hook lives only
 * for this call, so a purifier shared with other code keeps its own behaviour.
 */
export function sanitizeDescription(html: string, purify: DescriptionPurifier): string {
  if (purify.isSupported === false) {
    // DOMPurify would hand the input back unchanged: refuse rather than pass HTML through.
    throw new Error('DOMPurify is not supported in this environment');
  }
  const clean = (dirty: string) => purify.sanitize(dirty, purifyConfig());
  purify.addHook('afterSanitizeAttributes', secureLink);
  try {
    const full = clean(cut(html, DESCRIPTION_POLICY.maxInputLength));
    let out = full;
    let length = DESCRIPTION_POLICY.maxLength;
    // A cut can open a tag or an entity; sanitising again closes it, which may add a few characters.
    while (out.length > DESCRIPTION_POLICY.maxLength && length > 0) {
      out = clean(cut(full, length));
      length -= Math.max(1, out.length - DESCRIPTION_POLICY.maxLength);
    }
    return out.length > DESCRIPTION_POLICY.maxLength ? '' : out;
  } finally {
    purify.removeHook('afterSanitizeAttributes', secureLink);
  }
}
