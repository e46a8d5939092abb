// MathML read as a line of text (issue 23, US7644137: "R pool ⁡ ( t , i ) = R total ⁢ …" became "Rpool(t, i) =
// Rtotal (L(t, i))/(∑_k^n L(t, k))"): subscripts run on as the patents' own prose writes them ("Rpool"), a
// superscript after "^", a fraction as "a/b", and the invisible operators read as what they mean.

/** An element of the document tree (xml-tree.ts's XmlElement). */
interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

/** Operators written with a space either side. */
const SPACED = /^[=<>≤≥≈≡≠∼≃∝+±∓×·⋅*\-\u2212→←↔⇒⇔]$/u;
/** MathML's invisible operators: function application and separator print nothing, a product reads as a space. */
const INVISIBLE_OPERATOR: Readonly<Record<string, string>> = {
  '\u2061': '',
  '\u2062': ' ',
  '\u2063': ', ',
  '\u2064': ' + ',
};

const elements = (e: XmlElement) => e.children.filter((c): c is XmlElement => typeof c !== 'string');
/** A token's characters (mi, mn, mo, mtext). */
const own = (e: XmlElement) =>
  e.children
    .map((c) => (typeof c === 'string' ? c : mathText(c)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
/** A container's parts in a row; its own text nodes are the source's indentation. */
const row = (e: XmlElement) =>
  elements(e)
    .map((c) => mathText(c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
/** A compound part in parentheses, so "a/b" and "x^n" keep their reading. */
const group = (s: string) => (/^[\p{L}\p{N}.′″']*$/u.test(s) || /^\(.*\)$/.test(s) ? s : `(${s})`);

export function mathText(e: XmlElement): string {
  const part = (i: number) => {
    const c = elements(e)[i];
    return c ? mathText(c).trim() : '';
  };
  const scripts = (under: string, over: string) =>
    `${under ? `_${group(under)}` : ''}${over ? `^${group(over)}` : ''}`;
  switch (e.name) {
    case 'mo': {
      const t = own(e);
      if (Object.hasOwn(INVISIBLE_OPERATOR, t)) return INVISIBLE_OPERATOR[t];
      if (t === ',' || t === ';') return `${t} `;
      return SPACED.test(t) ? ` ${t} ` : t;
    }
    case 'mi':
    case 'mn':
    case 'mtext':
    case 'ms':
      return own(e);
    case 'mspace':
      return ' ';
    case 'mphantom':
    case 'annotation':
    case 'annotation-xml':
      return '';
    case 'msub':
      return `${part(0)}${/^[\p{L}\p{N}]+$/u.test(part(1)) ? part(1) : `_${group(part(1))}`}`;
    case 'msup':
      return `${part(0)}^${group(part(1))}`;
    case 'msubsup':
      return `${part(0)}${scripts(part(1), part(2))}`;
    case 'munder':
      return `${part(0)}${scripts(part(1), '')}`;
    case 'mover':
      return `${part(0)}${scripts('', part(1))}`;
    case 'munderover':
      return `${part(0)}${scripts(part(1), part(2))}`;
    case 'mfrac':
      return `${group(part(0))}/${group(part(1))}`;
    case 'msqrt':
      return `√${group(row(e))}`;
    case 'mroot':
      return `${group(part(1))}√${group(part(0))}`;
    case 'mfenced': {
      const open = e.attrs.open ?? '(';
      const close = e.attrs.close ?? ')';
      const sep = (e.attrs.separators ?? ',').trim().charAt(0);
      return `${open}${elements(e)
        .map((c) => mathText(c).trim())
        .join(sep ? `${sep} ` : ' ')}${close}`;
    }
    case 'mtable':
      return ` ${elements(e)
        .map((c) => mathText(c).trim())
        .join('; ')} `;
    case 'mtr':
    case 'mlabeledtr':
      return elements(e)
        .map((c) => mathText(c).trim())
        .join(' ');
    default:
      return row(e);
  }
}
