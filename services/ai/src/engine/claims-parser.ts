import { claimReference } from '../drafting/claim-structure.js';

/** Exact claim parsing: numbering, dependencies, preamble, transition and elements. */
export interface ParsedClaim {
  number: number;
  text: string;
  dependsOn: number[];
  independent: boolean;
  /**
   * Set when the claim names no claim yet reads as a dependent one ("The nasal cannula for …", a garbled record,
   * attorney review of US7640932 claim 18): neither independent nor of a known parent, and left out of breadth.
   */
  dependencyUnknown?: boolean;
  preamble: string;
  transition: string | null;
  elements: string[];
}

const TRANSITION =
  /\b(consisting essentially of|consisting of|comprising|comprises|including|includes|characterized in that|characterised in that|having|wherein)\b\s*:?/i;

/**
 * Claim numbers this claim refers to: "claim 3", "claims 1 or 2", "any one of claims 1 to 4", "claims 1-3"; with
 * `own` (the claim's number) also "any preceding claim". Parsed by the drafting claim checker's dependency parser
 * (drafting/claim-structure.ts), so analysis and drafting read dependencies alike.
 */
export function referencedClaims(text: string, own = 0): number[] {
  return claimReference(text, own).dependsOn;
}

function stripNumber(text: string): { number: number | null; body: string } {
  const m = /^\s*(\d+)\s*[.)]\s*/.exec(text);
  return m
    ? { number: Number(m[1]), body: text.slice(m[0].length).trim() }
    : { number: null, body: text.trim() };
}

export function splitElements(body: string): string[] {
  return body
    .split(/;\s*(?:and\s+)?|\n+|\s+(?=\([a-z0-9]{1,3}\)\s)/i)
    .map((e) =>
      e
        .replace(/^\s*(?:\([a-z0-9]{1,3}\)|[a-z0-9]{1,2}\))\s*/i, '')
        .replace(/^(and|or)\s+/i, '')
        .replace(/[.;,]\s*(and)?\s*$/i, '')
        .trim(),
    )
    .filter((e) => e.length > 2);
}

/** A preamble that refers back ("The method …", "The nasal cannula …"): how a dependent claim begins. */
const REFERS_BACK = /^the\s/i;

export function parseClaim(text: string, fallbackNumber: number, dependsOnHint?: number[]): ParsedClaim {
  const clean = text.replace(/[ \t]+/g, ' ').trim();
  const { number, body } = stripNumber(clean);
  const num = number ?? fallbackNumber;
  const head = body.slice(0, 250);
  const dependsOn =
    dependsOnHint && dependsOnHint.length > 0 ? [...dependsOnHint] : referencedClaims(head, num);
  const t = TRANSITION.exec(body);
  const preamble = t ? body.slice(0, t.index).trim().replace(/,\s*$/, '') : body;
  const rest = t ? body.slice(t.index + t[0].length) : '';
  const elements = t ? splitElements(rest) : [];
  // Claim 1 cannot depend; a later claim starting "The …" refers back to a claim it does not name.
  const unknown = dependsOn.length === 0 && num > 1 && REFERS_BACK.test(body);
  return {
    number: num,
    text: number === null ? `${num}. ${body}` : clean,
    dependsOn,
    independent: dependsOn.length === 0 && !unknown,
    ...(unknown ? { dependencyUnknown: true } : {}),
    preamble,
    transition: t ? t[1].toLowerCase() : null,
    elements,
  };
}

/** Parses a block of claims ("1. A ... 2. The ... of claim 1, ...") or a list of claim texts. */
export function parseClaims(
  input: string | Array<string | { number?: number; text: string; dependsOn?: number[] }>,
): ParsedClaim[] {
  const items = typeof input === 'string' ? splitClaimBlock(input) : input;
  return items.map((item, i) =>
    typeof item === 'string'
      ? parseClaim(item, i + 1)
      : parseClaim(item.text, item.number ?? i + 1, item.dependsOn),
  );
}

function splitClaimBlock(block: string): string[] {
  const parts = block
    .split(/(?:^|\n)\s*(?=\d+\s*\.\s+[A-Z])/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : [block];
}
