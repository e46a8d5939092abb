import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';
import { finding, patternFindings } from './claim-finding.js';

/** Registered marks used as material names (MPEP 2173.05(u)): ® and ™, and marks that are also words when capitalised. */
const TRADEMARKS = /\b[A-Z][\w-]*\s?[®™]|\b(?:Neoprene|Bakelite|Xerox|Energizer|Saran)\b(?!\s?[®™])/g;
/**
 * Well-known registered marks used as names of materials and products in claims (MPEP 2173.05(u)), none an ordinary
 * word, matched in any case ("GORE-TEX", "teflon", "WiFi"). A general list by field, not drawn from any one claim set:
 * polymers and films; fibres and fabrics; alloys; additives and excipients (UV filters, antioxidants, surfactants,
 * thickeners, resins for separation); fasteners and adhesives; consumer goods; wireless and storage formats. Marks
 * the public now uses as generic names of things (nylon, aspirin, escalator, thermos) and standards (USB, HDMI) are
 * left out, and marks that are also words (neoprene, energizer) are matched capitalised only, in TRADEMARKS.
 */
const TRADEMARK_WORDS = [
  // Polymers, films and moulded plastics.
  'Teflon|Tefzel|Halar|Kynar|Nafion|Delrin|Celcon|Hostaform|Lexan|Makrolon|Noryl|Xenoy|Valox|Ultem|Radel|Torlon',
  'Ryton|Fortron|Vespel|Kapton|Upilex|Mylar|Melinex|Zytel|Ultramid|Durethan|Grilamid|Rilsan|Vestamid|Pebax',
  'Hytrel|Arnitel|Santoprene|Kraton|Surlyn|Elvax|Styron|Cycolac|Kydex|Plexiglass?|Perspex|Lucite|Styrofoam',
  'Micarta|Formica|Corian|Masonite|Sheetrock|Silastic|Sylgard|Tygon|Parafilm|Viton|Kalrez',
  'Hypalon|Pellethane|Tecoflex|Estane|Elastollan|Rulon',
  // Fibres and fabrics.
  'Kevlar|Nomex|Twaron|Technora|Vectran|Dyneema|Zylon|Lycra|Dacron|Orlon|Tyvek|Typar|Gore-?Tex|Cordura',
  'Thinsulate|Polartec|Coolmax|Tencel|Sunbrella',
  // Alloys.
  'Hastelloy|Inconel|Incoloy|Monel|Nimonic|Waspaloy|Stellite|Kovar|Invar|Vitallium',
  // Additives, excipients, surfactants and separation media.
  'Parsol|Tinuvin|Irganox|Irgafos|Irgacure|Darocur|Uvinul|Cyasorb|Luperox|Carbopol|Pluronic|Eudragit|Avicel',
  'Aerosil|Cab-?O-?Sil|Laponite|Sephadex|Sepharose|Amberlite|Amberlyst|Dowex|Celite|Igepal|Tergitol|Surfynol',
  'Silwet|Vaseline|Scotchgard',
  // Fasteners, adhesives and tapes.
  'Velcro|Loctite|Nylok|Heli-?Coil|Torx|Pozidriv|Rawlplug|Tapcon|Dzus|Camloc',
  // Consumer goods.
  'Duracell|Eveready|Pyrex|Ziploc|Tupperware|Sharpie|Kleenex|Jacuzzi|Frisbee|Dremel|Super\\s?Glue|Krazy\\s?Glue',
  'Band-?Aid|Post-?it|Q-?tips?|Scotch\\s?tape|Crock-?Pot|ChapStick',
  // Wireless and storage formats.
  'Bluetooth|Wi-?Fi|ZigBee|Z-Wave|FireWire|Blu-?ray|CompactFlash',
].join('|');
const TRADEMARKS_ANY_CASE = new RegExp(`\\b(?:${TRADEMARK_WORDS})\\b(?!\\s?[®™])`, 'gi');
/** Marks that are ordinary words alone, named with their grade number: "Tween 80", "Span 60", "Triton X-100". */
const TRADEMARK_GRADES = /\b(?:Tween|Span|Brij|Triton\s+X)[\s-]?\d{2,3}\b/g;
/**
 * A brand in Title Case inside a claim, before the kind of product it names ("a Duracell battery", "Gorilla glass"):
 * a capitalised word after a lower-case one is rare in issued claims, but eponyms ("Portland cement") look the same,
 * so it is only pointed at (info). Cells are left out: "Pockels cell", "Peltier cell" are names of kinds; so is a
 * "Turing machine" among the machines, brewers and pods ("a Keurig machine", attorney review, issue 24).
 */
const BRAND_BEFORE_PRODUCT =
  /(?<=\b[a-z][a-z-]*,?\s+)(?!Turing\b)[A-Z][a-z]{2,}(?:[A-Z][a-z]+)?(?!\s?[®™])(?=\s+(?:batter(?:y|ies)|resins?|plastics?|fabrics?|adhesives?|tapes?|glue|foams?|fib(?:er|re)s?|clays?|rubber|sealants?|lubricants?|paints?|inks?|markers?|bags?|wrap|sheeting|coatings?|glass|machines?|brewers?|pods?|capsules?|cartridges?)\b)/g;
/**
 * A brand named with its model code (MPEP 2173.05(u)): "a CREE XP-G", "a TI LM3414 driver", "Lumileds LXML-PWC1": a
 * capitalised word after a lower-case one, then a code of capitals with digits or hyphens. Not a standard or a body
 * that issues codes ("IEEE 802.11", "USB 3.0", "ISO 9001", "ATCC PTA-123"), a label ("Formula I", "step S10", "SEQ ID"),
 * a substitution ("Ras G12D") or a chemical formula ("H2SO4").
 */
const BRAND_MODEL =
  /(?<=\b[a-z][a-z-]*,?\s+)(?!(?:IEEE|USB|HLA|MHC|ISO|IEC|ASTM|ANSI|DIN|JIS|SAE|ITU|ETSI|NEMA|AISI|MIL|CAS|SEQ|ATCC|DSM|NRRL|FERM|CNCM|NCIMB|PCI|DDR|HDMI|LTE|UL|EN|API|AWG|NIST|RFC|IPC|JEDEC|Formula|Step|Claim|Figure|FIG|Table|Example|Compound|Type|Class|Group|Grade|Series|Region|Section|Phase|Stage|Mode|Level|Zone|Form|Scheme|Ring|Chain|Domain|Exon|Strain|Lot|Part|Sample|Peak|Sequence|Protein|Gene|Clone|Antibody|Cell|Channel|Layer|Node|Port|Pin|Line|Point|Position|Residue|Site|Segment|Unit|Block|Frame|Slot|Band)\b)((?:[A-Z][a-z]+|[A-Z]{2,})(?:\s+(?:[A-Z][a-z]+|[A-Z]{2,}))?)\s+(?![A-Z]\d+[A-Z]\b)(?=[A-Z0-9-]*\d|[A-Z]+-[A-Z])([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*)(?![\w-])/g;
/** Words of a label or a class, never a brand ("Formula", "Step", "Example", "Type"), as BRAND_MODEL leaves them out. */
const LABEL_WORDS =
  'Formula|Step|Claim|Figure|Table|Example|Compound|Type|Class|Group|Grade|Series|Region|Section|Phase|Stage|Mode|Level|Zone|Form|Scheme|Ring|Chain|Domain|Exon|Strain|Lot|Part|Sample|Peak|Sequence|Protein|Gene|Clone|Antibody|Cell|Channel|Layer|Node|Port|Pin|Line|Point|Position|Residue|Site|Segment|Unit|Block|Frame|Slot|Band|Comparative|Reference|Appendix|Schedule|Article|Chapter|Annex';
/**
 * Common nouns a claim may capitalise in a named effect, law or technique ("a Hall Effect sensor", "a Wheatstone Bridge
 * circuit", "a Kalman Filter"): the second word of a brand and its model is no such word.
 */
const TITLE_COMMON =
  'Effect|Law|Filter|Transform|System|Systems|Bridge|Circuit|Memory|Device|Interface|Network|Protocol|Sensor|Module|Diode|Bus|Code|Coding|Method|Process|Model|Principle|Equation|Algorithm|Test|Scale|Number|Index|Curve|Distribution|Cycle|Engine|Valve|Tube|Cup|Dish|Flask|Burner|Lens|Prism|Coil|Cage|Joint|Drive|Acid|Salt|Ester|Reaction|Reagent|Medium|Broth|Agar|Buffer|Solution|Stain|Blue|Red|Green|Yellow|Black|White|Violet|Orange';
/**
 * A brand and its model in title case after a lower-case word, before the product they name or with a model number:
 * "an Arduino Uno board", "a Raspberry Pi 4" (MPEP 2173.05(u)). Not a label ("Comparative Example 1"), nor a named
 * effect or technique in capitals ("a Hall Effect sensor").
 */
const BRAND_TITLE = new RegExp(
  String.raw`(?<=\b[a-z][a-z-]*,?\s+)(?!(?:${LABEL_WORDS})\b)[A-Z][a-z]{2,}\s+(?!(?:${LABEL_WORDS}|${TITLE_COMMON})\b)[A-Z][a-z]*(?:\s+\d+[A-Za-z]?(?![\w.])|(?=\s+(?:boards?|computers?|microcontrollers?|controllers?|modules?|processors?|phones?|smartphones?|tablets?|cameras?|consoles?|kits?|platforms?|single-board)\b))`,
  'g',
);
/** Symbols of the elements, so that a formula ("H2SO4", "SiO2", "CaCO3") is not read as a model code. */
const ELEMENT =
  'H|He|Li|Be|B|C|N|O|F|Ne|Na|Mg|Al|Si|P|S|Cl|Ar|K|Ca|Sc|Ti|V|Cr|Mn|Fe|Co|Ni|Cu|Zn|Ga|Ge|As|Se|Br|Kr|Rb|Sr|Y|Zr|Nb|Mo|Ru|Rh|Pd|Ag|Cd|In|Sn|Sb|Te|I|Xe|Cs|Ba|La|Ce|Nd|Sm|Eu|Gd|Tb|Dy|Er|Yb|Lu|Hf|Ta|W|Re|Os|Ir|Pt|Au|Hg|Tl|Pb|Bi|U';
const FORMULA = new RegExp(`^(?:(?:${ELEMENT})\\d*)+$`);
const brandModels = (c: ClaimUnit): ClaimFinding[] =>
  [...c.text.slice(c.bodyStart).matchAll(BRAND_MODEL)]
    .filter((m) => m[2].replace(/-/g, '').length >= 3 && !FORMULA.test(m[2]))
    .map((m) => {
      const start = c.bodyStart + m.index;
      return finding(
        c.number,
        'TRADEMARK',
        'warning',
        `"${m[0]}" names a product by its brand and model code, a trademark or trade name: a mark identifies a source, not the product's properties, which can change while the mark stays (MPEP 2173.05(u)); claim the properties the part needs.`,
        start,
        start + m[0].length,
      );
    });

/**
 * Trademarks and trade names in a claim (MPEP 2173.05(u)): registered marks (® and ™, listed marks, marks with a
 * grade number) and brands with a model code or in title case warn; a capitalised word before the product it names
 * is pointed out. A span is reported once, by the first of those rules that finds it.
 */
export function trademarkFindings(c: ClaimUnit): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  for (const re of [TRADEMARKS, TRADEMARKS_ANY_CASE, TRADEMARK_GRADES])
    out.push(
      ...patternFindings(
        c,
        re,
        'TRADEMARK',
        'warning',
        (m) =>
          `"${m}" is a trademark or trade name; a mark identifies a source, not a material or product (MPEP 2173.05(u)).`,
      ),
    );
  out.push(...brandModels(c));
  const fresh = (f: ClaimFinding) => !out.some((g) => g.start === f.start);
  out.push(
    ...patternFindings(
      c,
      BRAND_TITLE,
      'TRADEMARK',
      'warning',
      (m) =>
        `"${m}" names a product by its brand and model, a trademark or trade name: a mark identifies a source, not the product's properties, which can change while the mark stays (MPEP 2173.05(u)); claim the properties the part needs.`,
    ).filter(fresh),
  );
  out.push(
    ...patternFindings(
      c,
      BRAND_BEFORE_PRODUCT,
      'TRADEMARK',
      'info',
      (m) =>
        `"${m}" is capitalised before the product it names and may be a trademark or trade name; if it is, name the material or product instead (MPEP 2173.05(u)).`,
    ).filter(fresh),
  );
  return out;
}
