/**
 * Sentences that define the document's words or are its boilerplate (issue 24): "As used herein, X means …", "The
 * term X refers to …", "X is defined as …", "A “hybrid oligonucleotide” is an oligonucleotide …", "X is expressed
 * as RpG", "All percentages are by weight", "incorporated herein by reference".
 * They say what a word means, not what the invention is: no abstract draws on them.
 */
export const DEFINITION =
  /\b(?:as\s+used\s+herein|as\s+used\s+in\s+this|the\s+terms?\s+[^.]{0,80}?\b(?:means?|refers?\s+to|(?:is|are)\s+used|(?:is|are)\s+not\s+to\s+be\s+construed|includes?|encompass\w*|denotes?)|(?:is|are)\s+(?:hereby\s+)?defined\s+as|(?:is|are)\s+(?:expressed|denoted|designated|abbreviated)\s+as\b|shall\s+(?:mean|refer)|(?:herein|hereinafter)\s+(?:referred\s+to|called)|incorporated\s+(?:herein\s+)?by\s+reference|unless\s+(?:\w+\s+)?(?:otherwise\s+)?(?:specified|indicated|stated|noted)(?:\s+otherwise)?|all\s+(?:percentages|ratios|amounts|parts|proportions)\s+(?:are|used|herein|expressed)|non-limiting|the\s+following\s+(?:describe|are|is|examples?)|reported\s+percentages|(?:^|[\s"”“])(?:means|refers\s+to)\s+(?:that|an?|the|any|compositions?|materials?)\b|^\s*(?:(?:an?|the)\s+)?["“][^"”]{1,80}["”]\s*,?\s+(?:is|are)\s+(?:an?|the|any)\b)/i;

/** A formula's symbols defined: "X is carbon or nitrogen; each L is independently …", "R1 represents …". */
const SYMBOL =
  /^(?:(?:wherein|where|and|each)\s+)*[A-Z][A-Z]?\d{0,2}[′'*]?\s+(?:is|are|represents?|denotes?)\s/;

export const isDefinitionSentence = (sentence: string) =>
  DEFINITION.test(sentence.replace(/&#x[0-9a-f]+;/gi, '"')) || SYMBOL.test(sentence.trim());

/**
 * Whether the description names a phrase only in definitions sentences ("… derivatives of the relevant compound" in
 * "As used herein, … means …"): such a phrase is a word of a definition, not a part of the invention.
 */
export function namedOnlyInDefinitions(sentences: string[], phrase: string): boolean {
  const re = new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
  const naming = sentences.filter((s) => re.test(s));
  return naming.length > 0 && naming.every(isDefinitionSentence);
}

/**
 * Boilerplate of a patent document and statements of its aims or merits, no matter what the sentence names: "Like
 * reference numerals indicate like elements", "This application is a continuation of …", "A still further object of
 * the present invention is …", "… will be explained with reference to the drawings", "In recent years, …".
 */
export const BOILERPLATE =
  /\b(?:objects?|advantages?|advantageous(?:ly)?|reference\s+numerals?|with\s+reference\s+to|drawings?|continuation|divisional|priority|application\s+(?:Ser|No)|patent\s+applications?|incorporated|present\s+(?:invention|disclosure|application)|will\s+be\s+(?:explained|described|understood)|in\s+recent\s+years|preferabl[ey]|preferred|inventive|significant\s+digits|limitations?|non-?limiting|not\s+(?:intended\s+)?to\s+(?:be\s+)?limit\w*)\b/i;
