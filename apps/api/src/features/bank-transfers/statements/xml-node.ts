/**
 * A small tree of one camt entry (`Ntry`), built by the streaming reader and dropped when the entry is read: a
 * 20 MB statement never sits in memory as a tree. Names are local (a namespace prefix is dropped).
 */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** The first child with that name, or undefined. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}

/** Every child with that name. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}

/** The node at a path of child names ("Refs", "AcctSvcrRef"), or undefined. */
export function at(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) {
    current = child(current, name);
  }
  return current;
}

/** The trimmed text at a path, or null when the element is missing or empty. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string | null {
  const text = at(node, ...path)?.text.trim();
  return text ? text : null;
}

/** The local part of an XML name ("ns2:Ntry" → "Ntry"). */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}
