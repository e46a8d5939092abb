import { sentences } from '../engine/text.js';
import { key } from './claim-nlp.js';
import { singular } from './inflect.js';

/** "from 60 to 85% by weight", "5 wt.%", "3 mass %": an amount by weight whose lower bound is above zero. */
const WEIGHT_AMOUNT =
  /\b(?:(?:from|between|about|approximately|at\s+least)\s+)*(\d+(?:\.\d+)?)\s*(?:(?:to|-|–|and)\s*\d+(?:\.\d+)?\s*)?(?:%\s*by\s+(?:weight|mass)|(?:wt|mass)\.?\s*%|percent\s+by\s+(?:weight|mass)|parts\s+by\s+(?:weight|mass))/gi;
/** What an amount of something tested or compared is said of, never the invention's own product. */
const NOT_PRODUCT = /^(?:example|sample|specimen|test|batch|comparison|control|reference|prior|mixture)$/;

/**
 * The sentence stating what the invention's product is made of by weight ("The inventive plasticized foil … comprises
 * from 60 to 85% by weight of PVB resin, from 14 to 39% by weight of low-polarity plasticizer, …"): a product whose
 * title's head is no composition noun ("film", "foil", "coating") is claimed by its ingredients when the description
 * says so of the title's subject or of the invention's product (issue 24 review: US6982296). Null when no sentence of
 * the description states two ingredients by weight with a lower bound above zero.
 */
export function statedComposition(
  title: string,
  description: string,
): { phrase: string; head: string; sentence: string } | null {
  const titleWords = new Set(
    title
      .toLowerCase()
      .split(/[^a-z-]+/)
      .filter((w) => w.length > 2)
      .map((w) => key(singular(w))),
  );
  for (const s of sentences(description.slice(0, 40_000))) {
    const m =
      /^(?:The|An?|This|Said)\s+((?:present|inventive|novel|new)\s+)?((?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*?)\s+(?:(?:based\s+on|according\s+to|of|for|suitable|which|that|as)\b[^;]*?\s+)?(?:comprises|contains|consists(?:\s+essentially)?\s+of|includes|is\s+composed\s+of)\s+([\s\S]+)$/.exec(
        s,
      );
    if (!m) continue;
    const phrase = m[2].replace(/^(?:inventive|novel|new)\s+/, '');
    const head = phrase.split(' ').pop()!;
    if (NOT_PRODUCT.test(head) || singular(head) !== head) continue;
    const inventive =
      !!m[1] || /\b(?:according\s+to|of)\s+the\s+(?:present\s+)?invention\b/i.test(s.slice(0, m.index + 200));
    if (!inventive && !titleWords.has(key(head))) continue;
    const positive = [...m[3].matchAll(WEIGHT_AMOUNT)].filter(
      (a) =>
        Number(a[1]) > 0 &&
        !/\b(?:up\s+to|less\s+than|at\s+most|not\s+more\s+than)\s*$/i.test(m[3].slice(0, a.index)),
    );
    if (positive.length >= 2) return { phrase, head, sentence: s };
  }
  return null;
}
