/**
 * Sentences that define the document's words or are its boilerplate (issue 24): "As used herein, X means …", "The
 * term X refers to …", "X is defined as …", "All percentages are by weight", "incorporated herein by reference".
 * They say what a word means, not what the invention is: no abstract draws on them.
 */
export const DEFINITION =
  /\b(?:as\s+used\s+herein|as\s+used\s+in\s+this|the\s+terms?\s+[^.]{0,80}?\b(?:means?|refers?\s+to|is\s+used|includes?|encompass\w*|denotes?)|(?:is|are)\s+(?:hereby\s+)?defined\s+as|shall\s+(?:mean|refer)|(?:herein|hereinafter)\s+(?:referred\s+to|called)|incorporated\s+(?:herein\s+)?by\s+reference|unless\s+(?:\w+\s+)?(?:otherwise\s+)?(?:specified|indicated|stated|noted)(?:\s+otherwise)?|all\s+(?:percentages|ratios|amounts|parts|proportions)\s+(?:are|used|herein|expressed)|non-limiting|the\s+following\s+(?:describe|are|is|examples?)|reported\s+percentages|(?:^|[\s"”“])(?:means|refers\s+to)\s+(?:that|an?|the|any|compositions?|materials?)\b)/i;

export const isDefinitionSentence = (sentence: string) =>
  DEFINITION.test(sentence.replace(/&#x[0-9a-f]+;/gi, '"'));

/**
 * Whether the description names a phrase only in definitions sentences ("… derivatives of the relevant compound" in
 * "As used herein, … means …"): such a phrase is a word of a definition, not a part of the invention.
 */
export function namedOnlyInDefinitions(sentences: string[], phrase: string): boolean {
  const re = new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
  const naming = sentences.filter((s) => re.test(s));
  return naming.length > 0 && naming.every(isDefinitionSentence);
}
