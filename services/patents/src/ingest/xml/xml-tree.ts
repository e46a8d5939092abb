import { decodeUsptoEntities, FORMULA_IMAGE } from '@patent-hub/text';
import { SaxesParser } from 'saxes';
import { namedEntity } from './entities.js';
import { mathText } from './mathml-text.js';
import { visibleText } from '../visible-text.js';

/** A small element tree for one patent document (a few MB at most), read with saxes. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

const XML_PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/** ISO 8879 / HTML named entities are replaced before parsing; external DTDs are never read. */
export function replaceNamedEntities(text: string, unknown?: Set<string>): string {
  return text.replace(/&([A-Za-z][A-Za-z0-9]*);/g, (whole, name: string) => {
    if (XML_PREDEFINED.has(name)) return whole;
    const value = namedEntity(name);
    if (value !== undefined) return value;
    unknown?.add(name);
    return `[${name}]`;
  });
}

export function parseXmlTree(xml: string): XmlElement {
  const parser = new SaxesParser({ position: false });
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  let error: Error | null = null;
  parser.on('error', (e) => {
    error ??= e;
  });
  parser.on('opentag', (tag) => {
    const el: XmlElement = { name: tag.name, attrs: tag.attributes as Record<string, string>, children: [] };
    stack[stack.length - 1].children.push(el);
    stack.push(el);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('text', (t) => {
    if (stack.length > 1) stack[stack.length - 1].children.push(t);
  });
  parser.on('cdata', (t) => {
    if (stack.length > 1) stack[stack.length - 1].children.push(t);
  });
  parser.write(xml).close();
  if (error) throw error;
  const top = root.children.find((c): c is XmlElement => typeof c !== 'string');
  if (!top) throw new Error('no root element');
  return top;
}

export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!el) return undefined;
  for (const c of el.children) if (typeof c !== 'string' && c.name === name) return c;
  return undefined;
}
export function children(el: XmlElement | undefined, name: string): XmlElement[] {
  if (!el) return [];
  return el.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);
}
/** Follows a slash path of child names, first match at each step. */
export function at(el: XmlElement | undefined, path: string): XmlElement | undefined {
  let cur = el;
  for (const part of path.split('/')) cur = child(cur, part);
  return cur;
}
export function all(el: XmlElement | undefined, path: string): XmlElement[] {
  const parts = path.split('/');
  let cur: XmlElement[] = el ? [el] : [];
  for (const part of parts) cur = cur.flatMap((e) => children(e, part));
  return cur;
}
/** Every descendant with this name, in document order. */
export function descendants(el: XmlElement, name: string, out: XmlElement[] = []): XmlElement[] {
  for (const c of el.children) {
    if (typeof c === 'string') continue;
    if (c.name === name) out.push(c);
    descendants(c, name, out);
  }
  return out;
}

// Elements that end a block of text: a space keeps words of neighbouring blocks apart.
const BLOCK = new Set([
  'p',
  'br',
  'claim-text',
  'li',
  'heading',
  'entry',
  'row',
  'maths',
  'tables',
  'ul',
  'ol',
  'dl',
  'dd',
  'dt',
]);
const SKIP = new Set(['us-math', 'img', 'us-chemistry']);

export function textOf(el: XmlElement | undefined): string {
  return clean(blockText(el, null).join(''));
}

/**
 * Claim text with a line break before each nested claim-text, so a sub-list ("configured to: a; b") keeps one
 * element per line for the claim splitter; within a line whitespace collapses as in textOf.
 */
export function claimTextOf(el: XmlElement | undefined): string {
  return blockText(el, 'claim-text').join('').split(LINE_BREAK).map(clean).filter(Boolean).join('\n');
}

// Marks a kept line break while whitespace (including newlines of the XML source) is collapsed.
const LINE_BREAK = '\u0000';

function blockText(el: XmlElement | undefined, breakBefore: string | null): string[] {
  const parts: string[] = [];
  if (!el) return parts;
  const walk = (e: XmlElement) => {
    for (const c of e.children) {
      if (typeof c === 'string') parts.push(c.replaceAll(LINE_BREAK, ''));
      else if (c.name === 'math') parts.push(` ${mathText(c)} `);
      else if (c.name === 'sup') parts.push(supText(c));
      else if (imageOnly(c)) parts.push(` ${FORMULA_IMAGE} `);
      else if (!SKIP.has(c.name)) {
        if (c.name === breakBefore) parts.push(LINE_BREAK);
        else if (BLOCK.has(c.name)) parts.push(' ');
        walk(c);
        if (BLOCK.has(c.name)) parts.push(' ');
      }
    }
  };
  walk(el);
  return parts;
}

/**
 * A chemistry or maths element whose only content is an image (no MathML, no text): the formula is in the drawing,
 * and it is marked where it was (FORMULA_IMAGE; attorney review, issue 23): "A polymer of the formula: wherein Az is
 * …" dropped US7642321's formula with no trace, so a reader took the claim text as complete.
 */
function imageOnly(el: XmlElement): boolean {
  return (
    (el.name === 'chemistry' || el.name === 'maths') &&
    descendants(el, 'img').length > 0 &&
    !clean(blockText(el, null).join(''))
  );
}

/**
 * A superscript as decodeScripts reads ".sup.": "10<sup>6</sup>" → "10⁶", "x<sup>n</sup>" → "x^n" (run together,
 * "106" and "xn" misread); an ordinal or a mark ("1<sup>st</sup>", "<sup>TM</sup>") runs on as printed.
 */
function supText(el: XmlElement): string {
  const raw = blockText(el, null).join('');
  const run = clean(raw);
  // "cm<sup>−1 </sup>based": the space inside the mark still parts the words.
  const after = /\s$/.test(raw) ? ' ' : '';
  if (!run || /^(?:st|nd|rd|th|TM|SM|®|©|\*+|†|‡)$/.test(run)) return `${run}${after}`;
  // Read as the ".sup." marker of the older USPTO text is (decodeUsptoEntities).
  return `${decodeUsptoEntities(`.sup.${run.replace(/\s+/g, '').replace(/^\u2212/, '-')}`)}${after}`;
}

/**
 * Whitespace collapsed, USPTO entity spellings (".alpha.", ".degree.") read as their characters, and no character
 * that prints nothing (soft hyphen, zero-width, MathML's invisible operators, private use; visibleText).
 */
export const clean = (s: string) => decodeUsptoEntities(visibleText(s).replace(/\s+/g, ' ').trim());
export const textAt = (el: XmlElement | undefined, path: string): string | null => {
  const found = at(el, path);
  if (!found) return null;
  return textOf(found) || null;
};
