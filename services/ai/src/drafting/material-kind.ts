import type { ClaimFinding } from '@patent-hub/contracts';
import { chains, type ClaimUnit } from './claim-structure.js';
import { MPEP_608_01_N_REVISION } from './markush.js';
import type { Vocabulary } from './value-kinds.js';

/**
 * Kinds of material and materials each plainly covers, in general engineering usage: a short reviewed list, not a
 * taxonomy. A material missing here is not judged.
 */
const METALS = [
  'steel',
  'stainless steel',
  'carbon steel',
  'iron',
  'cast iron',
  'aluminum',
  'aluminium',
  'copper',
  'brass',
  'bronze',
  'titanium',
  'nickel',
  'zinc',
  'tin',
  'magnesium',
  'tungsten',
  'silver',
  'gold',
  'platinum',
];
const THERMOPLASTICS = [
  'polyethylene',
  'polypropylene',
  'polystyrene',
  'polycarbonate',
  'polyvinyl chloride',
  'nylon',
  'polyamide',
  'acrylonitrile butadiene styrene',
  'polytetrafluoroethylene',
];
const RUBBERS = ['natural rubber', 'silicone rubber', 'nitrile rubber', 'neoprene', 'butyl rubber'];
const KINDS: Record<string, string[]> = {
  metal: METALS,
  'metallic material': METALS,
  alloy: ['steel', 'stainless steel', 'carbon steel', 'cast iron', 'brass', 'bronze'],
  'metal alloy': ['steel', 'stainless steel', 'carbon steel', 'cast iron', 'brass', 'bronze'],
  plastic: THERMOPLASTICS,
  'plastic material': THERMOPLASTICS,
  thermoplastic: THERMOPLASTICS,
  polymer: [...THERMOPLASTICS, ...RUBBERS],
  'polymeric material': [...THERMOPLASTICS, ...RUBBERS],
  elastomer: RUBBERS,
  rubber: RUBBERS,
  ceramic: ['alumina', 'zirconia', 'porcelain', 'silicon carbide', 'silicon nitride'],
  glass: ['borosilicate glass', 'soda-lime glass', 'soda lime glass'],
  wood: ['oak', 'pine', 'maple', 'birch', 'beech', 'walnut', 'teak'],
};
/**
 * The same knowledge as a vocabulary for comparing a dependent claim's material with its parent's (replaced-property.ts):
 * each value with the values it covers, names for one value, and pairs that may overlap without one covering the other
 * (steel is an iron alloy; glass-ceramics and thermoplastic elastomers exist). A value missing here is not judged.
 */
export const MATERIALS: Vocabulary = {
  what: 'material',
  covers: {
    ...KINDS,
    metal: [...METALS, 'alloy'],
    steel: ['stainless steel', 'carbon steel'],
    iron: ['cast iron'],
    polymer: [...KINDS.polymer, 'plastic', 'thermoplastic', 'elastomer', 'rubber'],
    plastic: [...THERMOPLASTICS, 'thermoplastic'],
    rubber: RUBBERS,
    elastomer: RUBBERS,
    paper: ['cardboard', 'paperboard'],
    leather: [],
    concrete: [],
    stone: ['granite', 'marble'],
  },
  same: {
    aluminium: 'aluminum',
    'metallic material': 'metal',
    'metal alloy': 'alloy',
    'plastic material': 'plastic',
    'plastics material': 'plastic',
    'polymeric material': 'polymer',
    'elastomeric material': 'elastomer',
    'soda lime glass': 'soda-lime glass',
    'ceramic material': 'ceramic',
  },
  overlap: [
    ['iron', 'steel'],
    ['iron', 'alloy'],
    ['rubber', 'elastomer'],
    ['plastic', 'elastomer'],
    ['plastic', 'rubber'],
    ['glass', 'ceramic'],
  ],
};

export const MADE = String.raw`(?:made|formed|fabricated|constructed|manufactured|composed|molded|moulded|cast)\s+(?:of|from)\s+(?:an?\s+)?`;
const DEPENDENT = new RegExp(
  String.raw`^\s*,?\s*(?:wherein|in\s+which|where)\s+(?:the|said)\s+((?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)\s+(?:is|are)\s+${MADE}(${Object.keys(
    KINDS,
  )
    .sort((a, b) => b.length - a.length)
    .join('|')})\s*\.?\s*$`,
  'i',
);

/**
 * "wherein the jaw is made of metal" under a claim whose jaw is "made of steel": the dependent names a kind of which
 * the parent's material is one. Read with its parent's limitations it adds nothing; read on its own words it covers
 * other metals, which its parent excludes. Either way it does not further limit (35 U.S.C. 112(d), MPEP 608.01(n)
 * III). Only the element's own noun made of a listed material in a claim it rests on.
 */
export function broaderMaterial(c: ClaimUnit, byNumber: Map<number, ClaimUnit>): ClaimFinding | null {
  if (!c.ref || c.dependsOn.length !== 1 || c.ownCategory || c.dependsOn[0] >= c.number) return null;
  const m = DEPENDENT.exec(c.text.slice(c.ref.end));
  if (!m) return null;
  const head = m[1].toLowerCase().split(/\s+/).at(-1)!;
  const kind = m[2].toLowerCase();
  const members = KINDS[kind].map((x) => x.replace(/\s+/g, String.raw`[\s-]+`)).join('|');
  const parentSays = new RegExp(
    String.raw`\b${head}s?\b(?:\s+(?:is|are|being))?\s+${MADE}(${members})\b(?![\s-]+(?:and|or)\s+(?!(?:an?|the|said)\b)[a-z])`,
    'i',
  );
  for (const n of [...new Set(chains(c, byNumber).flat())].reverse()) {
    const parent = byNumber.get(n)!;
    const said = parentSays.exec(parent.text.slice(parent.bodyStart));
    if (!said) continue;
    const start = c.ref.end + m.index + m[0].indexOf(m[2], m[0].indexOf(m[1]) + m[1].length);
    return {
      claim: c.number,
      code: 'NO_FURTHER_LIMITATION',
      severity: 'error',
      message: `Claim ${c.number} makes the ${head} of ${m[2]}, but claim ${n} already makes it of ${said[1]}, a kind of ${kind}: it adds no limitation to claim ${n}, and read on its own words it would cover other kinds of ${kind}, which claim ${n} excludes (35 U.S.C. 112(d), MPEP 608.01(n) III, ${MPEP_608_01_N_REVISION}). Name a narrower material (a grade of ${said[1]}) or cancel the claim.`,
      start,
      end: start + m[2].length,
    };
  }
  return null;
}
