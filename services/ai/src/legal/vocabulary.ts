import { withPhraseWords } from './lay-phrases.js';

/**
 * The words users type and the words the statute, rules and MPEP use for the same thing (issue 25): abbreviations,
 * spelling variants and lay wording. Each entry adds the texts' words after the user's, so the question keeps its own
 * wording (the topic index still reads it) and gains the words a section is found by. Reviewed once as a table, never
 * keyed on a question: an entry must hold for any question using the word.
 */
/** A maintenance fee in lay words ("upkeep fee", "renewal payments", "annuities"); also read on a patent's card. */
export const MAINTENANCE_LAY_WORDS =
  /\bupkeep(?:\s+(?:fees?|payments?|costs?|charges?))?\b|\brenewal\s+(?:fees?|payments?|costs?|charges?)\b|\bannuit(?:y|ies)\b/gi;

/** A maintenance fee named, in the texts' word or in lay words: a question on a patent's fees or on what a kind owes. */
export const MAINTENANCE_WORDS = new RegExp(String.raw`\bmaintenance\b|${MAINTENANCE_LAY_WORDS.source}`, 'i');

export const LAY_WORDS: [RegExp, string][] = [
  // Abbreviations of prosecution papers.
  [/\bnfoa\b|\bnon-?final (?:oa|office action|action|rejection)\b/gi, 'non-final office action'],
  [/\b(?:foa|final oa)\b/gi, 'final office action rejection'],
  [/\boa\b/gi, 'office action'],
  [/\bnoa\b/gi, 'notice of allowance'],
  [/\beot\b/gi, 'extension of time'],
  [/\bssp\b/gi, 'shortened statutory period'],
  // The period an Office action sets by default, in lay words ("the normal time to respond", "the standard period
  // for reply"): its shortened statutory period, read as such below (attorney re-review, issue 25). Another paper
  // named after it (a restriction's, a notice's) sets its own.
  [
    /\b(?:normal|standard|usual|regular|ordinary|default|customary)\s+(?:time|period|deadline)\s+(?:(?:to|for)\s+(?:a\s+)?(?:respond|reply|replying|responding|response|answer)\w*)\b(?![^.?]*\b(?:restriction|election|notices?|allowance|appeal|missing parts)\b)/gi,
    'shortened statutory period',
  ],
  // An examiner's action on the merits ("the first action on the merits", "FAOM") is an Office action.
  [/\b(?:(?:first|second|next|1st|2nd)\s+)?action on the merits\b|\bfaom\b/gi, 'office action'],
  // A shortened statutory period is set in an Office action (37 CFR 1.134); one of no other length written is the usual
  // 3 months of an action on the merits (MPEP 710.02(b)).
  [
    /(?<!\b(?:[124-6]|one|two|four|five|six)[- ]months?\s+)\bshortened statutory (?:time )?period\b/gi,
    'office action',
  ],
  // The acts and papers of prosecution, in lay words.
  [/\b(?:respond|responding|responded)\b/gi, 'reply'],
  [
    /\b(?:argue|arguing|dispute|disputing|disagree|challenge) (?:it|the (?:restriction|requirement|rejection))\b/gi,
    'traverse reconsideration',
  ],
  [/\b(?:pick|picking|choose|choosing) (?:one|a group|an invention|a species)\b/gi, 'elect election'],
  [
    /\b(?:only |written )?in (?:japanese|chinese|korean|german|french|russian|a foreign language)\b|\b(?:japanese|chinese|korean|german|french|russian|foreign)[- ]language\b|\bnon-english\b|\bnot in english\b/gi,
    'not in the English language',
  ],
  // A filing in another country, named by its country or region ("our German application", "the EU date").
  [
    /\b(?:eu|european|german|japanese|chinese|korean|french|british|canadian)\b(?= (?:design|application|app|filing|patent|date|priority)\b)/gi,
    'foreign',
  ],
  // Prior art an applicant sends the Office (not a third party's submission on another's application).
  [
    /\b(?:submit|cite|file|send)\w* (?:\w+ ){0,3}references\b(?![\s\S]*\b(?:competitor|third[- ]party|someone else|another (?:company|party|applicant)|their)\b)/gi,
    'information disclosure statement',
  ],
  [/\btypos?\b/gi, 'typographical clerical mistake'],
  // Common misspellings of the texts' words.
  [/\bmaint[ae]i?n[ae]nce\b(?<!\bmaintenance)(?: fees?)?/gi, 'maintenance fee'],
  // The IDS form, by its number.
  [/\b(?:pto\/)?sb\/?08[ab]?\b/gi, 'information disclosure statement'],
  // The application a provisional is followed by, in lay words ("the real application").
  [
    /\b(?:real|full|regular|formal)(?: (?:utility|patent))? (?:application|app|filing)\b/gi,
    'nonprovisional application',
  ],
  // Asking the Office to look again at an issued patent.
  [
    /\b(?:take|have|get) (?:a )?(?:second|fresh|new|another) look at\b(?=[^.?]*\bpatent\b)/gi,
    'reexamination',
  ],
  // Plants reproduced asexually, by the way it is done.
  [/\b(?:graft\w*|cuttings|budding)\b/gi, 'asexually reproduce plant'],
  [/\bcolou?rs?\b|\bcolou?red\b/gi, 'color'],
  [/\b(?:trade (?:fair|show|expo)|expo|exhibition)s?\b/gi, 'public disclosure'],
  // A maintenance fee in lay words: upkeep, renewal payments, annuities (the words of other offices).
  [MAINTENANCE_LAY_WORDS, 'maintenance fee'],
  // A maintenance fee named by its due time ("the 3.5-year fee", "7.5 yr fee").
  [/\b(?:3|7|11)\.5[- ]?(?:years?|yrs?) (?:renewal )?fees?\b/gi, 'maintenance fee'],
  // A term's or a right's end, and getting it back.
  [/\b(?:runs?|ran|running) out\b|\blapsed?\b|\blapses\b/gi, 'expire expired'],
  [/\b(?:bring|brought|get|got) (?:it |the patent |my patent )?back\b|\bresurrect\w*/gi, 'reinstate revive'],
  [/\bway back\b|\bundo (?:it|the abandonment)\b/gi, 'reinstate revive'],
  // "Is my patent gone for good?" asks whether it can be revived (35 U.S.C. 41(c); attorney review, issue 25).
  [
    /\b(?:gone|lost|dead|over) (?:for good|forever|permanently)\b|\bfor good\b(?=[^.?]*\?)/gi,
    'reinstate revive',
  ],
  // A granted patent "dead", "no longer valid": its term or a right has ended.
  [/(?<=\bpatents?\b[^.?]*)\b(?:dead|no longer (?:valid|in force|alive))\b/gi, 'expired'],
  // A fee owed on a granted patent, named by its order ("the first fee", "the last fee"): a maintenance fee.
  [
    /(?<=\b(?:granted|issued|grant)\b[\s\S]*)\b(?:first|second|third|last|final|next|remaining) (?:renewal )?fee\b/gi,
    'maintenance fee',
  ],
  // A paper of the Office in lay words ("the examiner's letter", "a letter from the USPTO", "the first examination
  // letter"): an Office action.
  [
    /\b(?:examiner'?s|uspto'?s?|patent office'?s?)\s+(?:letter|communication|report)\b|\b(?:examination|rejection) letter\b|\bletter (?:from|of) the (?:examiner|uspto|patent office)\b/gi,
    'office action',
  ],
  // Claims to several inventions in one application: what a restriction requirement says.
  [
    /\bclaims? (?:covers?|cover|are (?:directed )?to|claim) (?:two|three|several|multiple) (?:different |separate |distinct |independent )?inventions\b/gi,
    'restriction requirement',
  ],
  // A federal holiday by its name: a last day on it moves to the next business day (35 U.S.C. 21(b)).
  [
    /\b(?:christmas(?: day)?|new year'?s day|thanksgiving|independence day|fourth of july|july 4th|memorial day|labor day|veterans day|columbus day|presidents'? day|martin luther king(?: jr\.?)? day|mlk day|juneteenth|inauguration day)\b/gi,
    'federal holiday',
  ],
  // Asking the Board to look at its decision again: a request for rehearing (37 CFR 41.52).
  [/(?<=\b(?:board|ptab|appeal)\b[\s\S]*)\breconsider\w*/gi, 'rehearing'],
  // A challenge "on any ground" of a granted patent: post-grant review (35 U.S.C. 321(b)).
  [/\b(?:on|for|under) any ground\b/gi, 'post-grant review'],
  // An application made public: its publication (35 U.S.C. 122(b)).
  [
    /\b(?:will|would|does|do|is|when)\b[^.?]{0,40}\b(?:become|be made|go|get|made) public\b/gi,
    'published publication',
  ],
  // The largest fee reduction, and a university: the micro entity status of 37 CFR 1.29.
  [
    /\b(?:biggest|largest|maximum|highest|best|greatest) (?:fee )?(?:discount|reduction)\b|\blowest fees?\b/gi,
    'micro entity',
  ],
  [/\buniversit(?:y|ies)\b/gi, 'institution of higher education'],
  // What the Office charges: a fee.
  [/(?<!\bin )\b(?:charges?|charged|charging)\b(?! of\b)/gi, 'fee'],
  // Making an invention in lay words: its inventor.
  [/\b(?:came up with|come up with|thought up|dreamed up)\b/gi, 'invented inventor'],
  // A person left off a patent or application: a missing inventor.
  [
    /\b(?:was(?:n't| not)|were(?:n't| not)|is(?:n't| not)|never|not) (?:named|listed|credited|included)\b/gi,
    'missing inventor',
  ],
  // Whether a contributor is an inventor: joint inventorship (35 U.S.C. 116).
  [
    /\b(?:counts?|qualif(?:y|ies)) as (?:an? |the )?(?:joint |co-?)?inventors?\b/gi,
    'joint inventors inventorship',
  ],
  // Asking the Office to look at a granted patent again (not an examiner at an application's claims).
  [
    /(?<!\bexaminer\b[\s\S]*)\b(?:look at (?:it|the patent|the claims) again|re-?look at)\b(?![\s\S]*\bexaminer\b)/gi,
    'reexamination',
  ],
  // Filing abroad before filing in the US: what a foreign filing license governs (35 U.S.C. 184).
  [
    /\bfile (?:first|initially) (?:in|with) (?:china|europe|the eu|japan|korea|germany|india|taiwan|canada|the uk|another country)\b|\bfile (?:in|with) (?:china|europe|the eu|japan|korea|germany|india|taiwan|canada|the uk|another country)\b(?=[^.?]*\b(?:first|before)\b)/gi,
    'file abroad first foreign filing license',
  ],
  // A patent's life: its term.
  [/\b(?:patent'?s|its) life\b|\blife of (?:the|a|my|our|this) patent\b/gi, 'term'],
  // Time added to a patent's term for the Office's delays: patent term adjustment (35 U.S.C. 154(b)).
  [
    /\b(?:time|days|months|years?) added (?:to|onto)\b|\badded to (?:the )?(?:patent'?s )?(?:term|life)\b/gi,
    'additional term adjustment',
  ],
  // Broader claims asked for a granted patent: a broadening reissue (35 U.S.C. 251(d)).
  [
    /(?<=\b(?:granted|issued)\b[\s\S]*)\b(?:broader|broaden\w*|wider|widen\w*|enlarg\w*) (?:the |our |my )?(?:scope of (?:the |our |my )?)?claims\b/gi,
    'broadening reissue',
  ],
  // Claims of a granted patent narrower than they should have been: a broadening reissue too (attorney review).
  [
    /(?<=\b(?:granted|issued)\b[\s\S]*)\b(?:too narrow|narrower than (?:they|it|we|i) (?:should|could|ought to|meant to|intended)(?: to)?(?: have)?(?: been| be)?)\b/gi,
    'broadening reissue',
  ],
  // A patent sold: an assignment of it (35 U.S.C. 261), not a sale of the invention's products.
  [/\b(?:sold|sell|selling|transferred) (?:my|our|the|a|this) patent\b(?! application)/gi, 'assignment'],
  // Another's use of an invention before the patent's filing: a prior commercial use (35 U.S.C. 273).
  [/\b(?:has|have|had) been using\b(?=[^.?]*\bbefore\b)/gi, 'prior commercial use'],
  [/\b(?:keep|continue|carry on) (?:going|using|making|selling|doing)\b/gi, 'defense to infringement'],
  // Putting a patent number on a product, or on a web page: marking (35 U.S.C. 287).
  [/\b(?:stamp|print|engrav|emboss|put|label)\w* (?:the |our |my )?patent numbers?\b/gi, 'mark marking'],
  [
    /\b(?:web ?page|web ?site|web site|url|web link|website link)\b(?=[^.?]*\bpatent(?:s|\s+numbers?)\b)/gi,
    'virtual marking internet',
  ],
  // Paying to be examined sooner: prioritized examination (37 CFR 1.102(e)).
  [
    /\bfast[- ]?lane\b|\b(?:pay|paid|fee)\b[^.?]{0,30}\b(?:faster|quicker|sooner)\b/gi,
    'prioritized examination',
  ],
  // Going on with prosecution after a final rejection: a request for continued examination (37 CFR 1.114).
  [
    /\b(?:keep|continue|go on) (?:amending|prosecuting|arguing|negotiating|working on)\b(?=[\s\S]*\bfinal\b)|(?<=\bfinal\b[\s\S]*)\b(?:keep|continue|go on) (?:amending|prosecuting|arguing|negotiating|working on)\b/gi,
    'request for continued examination',
  ],
  // Prior art the applicant knows, or asks the examiner to consider: an information disclosure statement.
  [
    /\b(?:prior patents|prior art|references|documents|publications)\b(?= (?:that )?(?:we|i) (?:already )?(?:know|knew|are aware|were aware|found))|\bexaminer to (?:look at|consider|see|review) (?:them|these|those|the (?:documents|references|art))\b/gi,
    'information disclosure statement',
  ],
  // Claims that are obvious variants of one's own patent: double patenting (a terminal disclaimer overcomes it).
  [
    /\bobvious (?:variations?|variants?|versions?) of (?:my|our|their|its|the) own\b|\bover (?:my|our) own (?:earlier|prior|other) patent\b/gi,
    'double patenting',
  ],
  // A foreign or earlier application itself left out of the filing papers (not a part of one): a late priority or
  // benefit claim.
  [
    /\b(?:forg[eo]t\w*|neglected|failed|omitted)(?: to)? (?:mention|claim|include|list|reference|cite|name)\w* (?:the|our|my|that|an?) (?:(?!(?:in|on|of|to|for|from|with|into)\b)[\w()-]+ ){0,3}(?:application|filing|provisional)\b/gi,
    'priority or benefit claim',
  ],
  // Another's filing "held against" an application: prior art.
  [
    /\b(?:hold|held|count|counted|used|use) (?:it |that |this |them )?against (?:us|me|our|my)\b/gi,
    'prior art',
  ],
  // Paid orders taken before filing: an offer for sale (35 U.S.C. 102(a)(1)).
  [/\b(?:paid )?pre-?orders?\b/gi, 'on sale offer for sale'],
  // Another application on the same disclosure: a continuing application.
  [
    /\b(?:another|a second|a new|a further|one more) application on the same (?:description|disclosure|specification|invention)\b/gi,
    'continuation',
  ],
  // Another making or selling a patented thing, in lay words: infringement (35 U.S.C. 271); done on purpose, the
  // court may increase the damages up to three times (35 U.S.C. 284).
  [
    /\b(?:cop(?:y|ies|ying|ied)|clon(?:e|es|ing|ed))\b(?= (?:my|our|it|them|the (?:patented|invention|product|design|device)))|\bknock(?:s|ing|ed)?[- ]?offs?\b|\brip(?:s|ping|ped)? (?:it |them )?off\b|\bsteal(?:s|ing)?\b|\bstole\b/gi,
    'infringe infringement',
  ],
  [
    /(?<=\b(?:cop\w+|clon\w+|infring\w*|knock\w*[- ]?off\w*|steal\w*|stole)\b[^.?]*)\b(?:on purpose|deliberately|knowingly|intentionally|willfully)\b|\b(?:deliberately|knowingly|intentionally|willfully)\b(?= (?:cop\w+|clon\w+|infring\w*|knock\w*|steal\w*|stole)\b)/gi,
    'willful increase the damages up to three times',
  ],
  [
    /\bmore than (?:what |the )?(?:(?:i|we) )?(?:our |my )?(?:actual(?:ly)? )?(?:lost|lose|losses|damages)\b|\bextra damages\b|\bpunitive\b/gi,
    'increase the damages up to three times',
  ],
  // Practitioners' short forms of the application kinds ("prov. → nonprov.").
  [/\bnon-?prov\b\.?/gi, 'nonprovisional application'],
  [/(?<!non-?)\bprov\b\.?/gi, 'provisional application'],
  // Going on with examination (paying to), rather than appealing: a request for continued examination.
  [
    /\b(?:keep|continue|carry on)\b (?:the )?(?:examination|prosecution|exam) (?:going|open|alive)\b|\b(?:keep|continue) (?:the )?(?:examination|prosecution)\b/gi,
    'request for continued examination',
  ],
  // Something added after filing: new matter, which an amendment may not introduce (35 U.S.C. 132(a)); a
  // continuation-in-part may add it.
  [
    /\b(?:improvements?|new (?:stuff|material|details?|features?|things?|content|info\w*)|more (?:details?|features?|embodiments?))\b(?=[^.?]*\b(?:after (?:filing|(?:i|we) (?:filed|file)|it was filed)|post[- ]?filing|later)\b)|(?<=\b(?:after (?:filing|(?:i|we) (?:filed|file)|it was filed)|post[- ]?filing)\b[^.?]*)\b(?:improvements?|new (?:stuff|material|details?|features?|things?|content))\b/gi,
    'new matter amendment continuation-in-part',
  ],
  // Made public: an application's publication (35 U.S.C. 122(b)).
  [
    /\b(?:made|make|go|goes|become|becomes|gets?) public\b|\b(?:for )?(?:everyone|anyone|the public|public|people) (?:to |can |could |will be able to )?(?:see|read|view|look at)\b/gi,
    'publication published',
  ],
  // Entity sizes and the old law.
  [/\b(?:old law|old rules|first[- ]to[- ]invent)\b/gi, 'pre-AIA'],
  // Words of degree in a claim (MPEP 2173.05(b)).
  [
    /\b(?:substantially|approximately|relatively|essentially)\b(?=[\s\S]*\b(?:claims?|indefinite\w*|112)\b)/gi,
    'terms of degree',
  ],
];

/** A text with the texts' words added after the lay words (LAY_WORDS) and plain phrases (LAY_PHRASES) it uses. */
export function withStatuteWords(text: string): string {
  let t = text;
  for (const [re, words] of LAY_WORDS) t = t.replace(re, `$& (${words})`);
  return withPhraseWords(t);
}
