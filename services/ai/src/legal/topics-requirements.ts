import type { Asks, Topic, TopicLead } from './topic-types.js';

/**
 * The topics of what a patent application must meet (issue 25): patentability under 35 U.S.C. 101 and 103, the
 * disclosure and claim requirements of 35 U.S.C. 112, and dependent claims. Listed in the topic index (TOPICS) at
 * their place: the index reads its topics in order.
 */

/** A claim to software, an app or an algorithm asked about (its eligibility under 35 U.S.C. 101). */
const SOFTWARE =
  /\bsoftware\b|\bapps?\b|\bcomputer programs?\b|\balgorithms?\b|\bsource code\b|\bcomputer[- ]implemented\b/i;
/** An eligibility question asking the test the examiner applies. */
const ELIGIBILITY_TEST =
  /\btests?\b|\bstandard\b|\bframework\b|\banaly\w*|\bsteps?\b|\bhow (?:is|does|do|will)\b|\bwhat (?:does|must|is)\b|\bdecide\w*|\bdetermin\w*/i;

/** An obviousness question asking the test (what, how, when it is obvious), and one asking something else of it. */
const OBVIOUS_TEST =
  /\bwhat (?:does|must|do|is)\b|\btests?\b|\bstandard\b|\bfactors?\b|\binquir\w*|\bwork out\b|\bdetermin\w*|\bhow (?:is|does|do)\b|\banaly\w*|\bframework\b|\bshow\w*|\bprove\b|\bestablish\w*|\bksr\b|\bgraham\b/i;
const OBVIOUS_ELSE = /\bfees?\b|\bdeadline\b|\breply\b|\brespond\w*|\bappeal\w*/i;
/**
 * An obviousness question asking what the applicant can answer it with (review 10, set P: "what kind of evidence can
 * help me argue back?"): rebuttal evidence and argument, not the examiner's test.
 */
const OBVIOUS_REBUTTAL =
  /\brebut\w*|\bovercom\w*|\bargu\w*|\bfight\w*|\bcounter\w*|\btravers\w*|\bsecondary considerations?\b|\bobjective (?:indicia|evidence)\b|\bunexpected(?:ly)? (?:results?|properties)\b|\bcommercial success\b|\blong[- ]felt\b|\baffidavits?\b|\bdeclarations?\b|\b1\.132\b|\bevidence (?:of )?(?:non-?obvious\w*|secondary)|\bwhat (?:kind of |sort of |type of )?evidence\b[^.?]*\b(?:i|we|me|us|my|our)\b/i;
/** A question on obviousness, in the statute's words or by its rejection. */
const OBVIOUS =
  /\bobvious\w*|\bnon-?obvious\w*|\b103 rejection\b|\bcombin\w*\b.*\b(?:two|several|multiple) references\b/i;
const asksObviousRebuttal: Asks = (_r, q) =>
  OBVIOUS.test(q) && !OBVIOUS_ELSE.test(q) && OBVIOUS_REBUTTAL.test(q);
const asksObviousTest: Asks = (r, q) =>
  !OBVIOUS_ELSE.test(q) &&
  !OBVIOUS_REBUTTAL.test(q) &&
  (r.asks.has('deadline') || r.asks.has('yes-no') || OBVIOUS_TEST.test(q));
/** A means-plus-function question on how the limitation is read, not on whether it is one. */
const MPF_CONSTRUED = /\binterpret\w*|\bconstru\w*|\bmeaning\b|\bcover\w*|\bscope\b|\bread\b/i;

/**
 * What rebuts an obviousness rejection (review 10, set P), led and answered so by the obviousness topic and by the Rule
 * 132 declaration's when the question is on obviousness.
 */
export const OBVIOUSNESS_REBUTTAL: { lead: TopicLead[]; answer: NonNullable<Topic['answers']>[number] } = {
  lead: [
    // What rebuts it: the secondary considerations of Graham (MPEP 2145), which the examiner must weigh (MPEP
    // 716.01(a)), submitted by declaration (37 CFR 1.132).
    {
      section: ['MPEP', '2145'],
      holds: /^Rebuttal evidence may include evidence of "secondary considerations,"/,
      asks: asksObviousRebuttal,
      // Up to "failure of others.": the sentence splitter cuts the case name after it at "Graham v.".
      words: 21,
    },
    {
      section: ['MPEP', '716.01(a)'],
      holds:
        /^Affidavits or declarations, when timely presented, containing evidence of criticality or unexpected results/,
      asks: asksObviousRebuttal,
    },
    {
      section: ['37 CFR', '1.132'],
      holds:
        /any evidence submitted to traverse the rejection or objection on a basis not otherwise provided for/,
      asks: asksObviousRebuttal,
    },
  ],
  answer: {
    asks: asksObviousRebuttal,
    says:
      'Once the examiner makes a prima facie case of obviousness, you may rebut it with argument and evidence (MPEP ' +
      '2145). The evidence is objective evidence of nonobviousness, the "secondary considerations" of Graham v. John ' +
      'Deere (objective indicia): unexpected results, commercial success, long-felt but unsolved need, failure of ' +
      'others, skepticism of experts, copying (MPEP 716.01(a), 716.02–716.06). It is submitted by a declaration or ' +
      'affidavit under 37 CFR 1.132, in time (before a final rejection; after it, with good and sufficient reasons ' +
      'or with a request for continued examination: MPEP 716.01), and carries weight only with a nexus to what is ' +
      'claimed and commensurate in scope with the claims (MPEP 716.01(b), 716.02(d)). Arguments can also show that ' +
      'the references lack a claimed element, teach away from the combination or give no reason to combine them ' +
      '(MPEP 2143.01, 2145).',
  },
};

/** A thing found in nature: the product-of-nature exception answers it (MPEP 2106.04(b)), not the general rule. */
const NATURAL_THING =
  /\bnatur\w*|\bgenes?\b|\bbacteri\w*|\bisolated\b|\bminerals?\b|\bplants? found\b|\bfound in (?:the )?(?:wild|soil|body|nature)\b/i;
/** Eligibility asked of a thing neither found in nature nor software (their own leads answer those). */
const ELIGIBILITY_ONLY: Asks = (_r, q) =>
  ELIGIBILITY_ASKED.test(q) && !NATURAL_THING.test(q) && !SOFTWARE.test(q);

/** Whether a thing can be patented at all ("can I patent my recipe?", "is software patentable?"). */
const ELIGIBILITY_ASKED =
  /^\s*(?:can|could|may|is|are|am|do|does)\b[^?]*\bpatent(?:ed|able|ing)?\b|\b(?:can|could|may) (?:i|we|you|one|someone) (?:get a |obtain a |apply for a )?patent\b|\bpatentable\b|\beligible\b/i;

export const REQUIREMENT_TOPICS: Topic[] = [
  {
    id: 'obviousness',
    all: [OBVIOUS],
    not: /\bdouble patenting\b|\bobviousness[- ]type\b|\bdesign\b/i,
    sections: [
      ['35 USC', '103'],
      ['MPEP', '2141'],
      ['MPEP', '2142'],
      ['MPEP', '2143'],
    ],
    // The Graham inquiries (MPEP 2141) and KSR's articulated reasoning with a rational underpinning (MPEP 2142), which
    // the rationales of MPEP 2143 supply (attorney review 2: the test, not a section on provisional 102(e) art).
    lead: [
      {
        section: ['MPEP', '2141'],
        holds: /\(A\) Determining the scope and content of the prior art;/,
        asks: asksObviousTest,
      },
      {
        section: ['MPEP', '2142'],
        holds: /there must be some articulated reasoning with some rational underpinning/,
        asks: asksObviousTest,
      },
      {
        section: ['MPEP', '2143'],
        holds: /identified a number of rationales to support a conclusion of obviousness/,
        asks: asksObviousTest,
      },
      ...OBVIOUSNESS_REBUTTAL.lead,
    ],
    answers: [
      {
        asks: asksObviousTest,
        says:
          'A claim is obvious when the differences between it and the prior art are such that the claimed invention as a ' +
          'whole would have been obvious, before its effective filing date, to a person of ordinary skill in the art ' +
          '(35 U.S.C. 103). The examiner first resolves the Graham factual inquiries — the scope and content of the prior ' +
          'art, the differences from it, the level of ordinary skill, and any objective evidence such as commercial ' +
          'success (MPEP 2141) — and must then give articulated reasoning with a rational underpinning, not a conclusory ' +
          'statement (KSR; MPEP 2142), such as one of the rationales of MPEP 2143 (combining known elements by known ' +
          'methods with predictable results, simple substitution, obvious to try, a teaching, suggestion or motivation).',
      },
      OBVIOUSNESS_REBUTTAL.answer,
    ],
  },
  {
    id: 'patent-eligibility',
    all: [
      /\babstract idea\b|\bpatent[- ]eligib\w*|\beligible subject matter\b|\bsubject matter eligibility\b|\balice\b|\bmayo\b|\blaw of nature\b|\bnatural phenomen\w*|\bnatural product\b|\b101 rejection\b|\bbusiness method\b|\b(?:software|algorithm|app|idea|mathematical formula)\b.*\bpatent\w*|\bpatent\w*\b.*\b(?:software|algorithm|an app|mathematical formula)\b|\bpatent\w*\b[^.?]*\b(?:recipes?|(?:computer |mobile )?programs?|games?|business (?:ideas?|methods?|models?)|ways? of doing business|formulas?|equations?|artificial intelligence|ai models?|machine learning)\b|\b(?:recipes?|programs?|games?|business (?:ideas?|methods?|models?)|formulas?|equations?)\b[^.?]*\bpatent(?:ed|able)\b/i,
    ],
    not: /\bdesign\b|\bterm\b|\bfees?\b|\bcopyright\b/i,
    sections: [
      ['35 USC', '101'],
      ['MPEP', '2106'],
    ],
    answers: [
      {
        asks: SOFTWARE,
        says:
          'Possibly: software is not excluded as such. It is not automatically an abstract idea (MPEP 2106.04(a)), and ' +
          'a claim to it must be to a process, machine, manufacture or composition of matter (35 U.S.C. 101) that passes ' +
          'the Alice/Mayo two-part test (MPEP 2106): if the claim is directed to an abstract idea (a mathematical ' +
          'concept, a method of organizing human activity, a mental process), it must integrate the idea into a ' +
          'practical application or add significantly more. What is patented is the claimed way the software does ' +
          'something, not the idea as such; it must also be new and not obvious (35 U.S.C. 102, 103).',
      },
      // Whether anything else asked of (a recipe, a game, a business method) can be patented at all, said plainly
      // before the texts (review of 2026-11-30: "can I patent a recipe" led with quotes only).
      {
        asks: ELIGIBILITY_ONLY,
        says:
          'Yes, it can be, if it is claimed as a new and useful process, machine, manufacture or composition of matter ' +
          '(35 U.S.C. 101): a recipe or a method is usually claimed as a process (the steps), a product as a machine, ' +
          'manufacture or composition (the device, the mixture). It is not eligible if the claim is directed to an abstract ' +
          'idea (a mathematical formula, a way of organising human activity or business, a mental process), a law of ' +
          'nature or a natural phenomenon without significantly more; MPEP 2106 sets out that two-part test. Eligible ' +
          'is not yet patentable: it must also be new and not obvious (35 U.S.C. 102, 103). The texts this rests on:',
      },
    ],
    lead: [
      // Whether something can be patented at all: the statute's four categories.
      {
        section: ['35 USC', '101'],
        holds:
          /^Whoever invents or discovers any new and useful process, machine, manufacture, or composition of matter/,
        asks: ELIGIBILITY_ONLY,
      },
      // The kinds of things a patent may be had on: the statute's four categories (issue 25, set P: "what kinds of
      // things can you get a patent on?").
      {
        section: ['35 USC', '101'],
        holds:
          /^Whoever invents or discovers any new and useful process, machine, manufacture, or composition of matter/,
        asks: /\b(?:kinds?|types?|sorts?|categor(?:y|ies)) of (?:things?|inventions?|ideas?|subject matter)\b|\bwhat can be patented\b/i,
      },
      // Something as found in nature (a bacterium from soil, an isolated gene): a product of nature (set P).
      {
        section: ['MPEP', '2106.04(b)'],
        holds: /product of nature exceptions include both naturally occurring products/,
        asks: /\bnatural product\b|\bproducts? of nature\b|\bnaturally occurring\b/i,
      },
      // Software, an app or an algorithm (attorney review of issue 25: "Can I patent my software app idea?" found no
      // sentence): software is not automatically an abstract idea; the two-part test decides.
      {
        section: ['MPEP', '2106.04(a)'],
        holds: /software is not automatically an abstract idea/,
        asks: SOFTWARE,
      },
      {
        section: ['MPEP', '2106'],
        holds: /two-part test is the only test/,
        asks: (r, q) => SOFTWARE.test(q) || ELIGIBILITY_TEST.test(q),
      },
    ],
  },
  {
    id: 'utility-requirement',
    all: [
      /\butility rejection\b|\black\w* (?:of )?utility\b|\bcredible utility\b|\bspecific and substantial utility\b|\bperpetual motion\b|\binoperab\w*/i,
    ],
    sections: [
      ['35 USC', '101'],
      ['MPEP', '2107'],
    ],
  },
  {
    id: 'best-mode',
    all: [
      /\bbest mode\b|\b(?:keep|hold|withhold)\w*\b[^.?]*\b(?:preferred|best|optimal)\b[^.?]*\b(?:secret|back|hidden|confidential|out)\b|\b(?:preferred|best|optimal)\b[^.?]*\b(?:secret|hidden|confidential|undisclosed)\b/i,
    ],
    sections: [
      ['35 USC', '112', '(a)'],
      ['MPEP', '2165'],
      ['35 USC', '282', '(b)'],
    ],
    lead: [
      // Invalidity in court: a best-mode failure is no longer a ground.
      {
        section: ['35 USC', '282', '(b)'],
        holds: /the failure to disclose the best mode shall not be a basis/,
        asks: /\binvalid\w*|\blitigation\b|\bdefen[cs]e\b|\bdefendant\b|\bcourt\b|\bcancel\w*|\bunenforceab\w*|\bsu(?:e|ed|it)\b/i,
      },
      // What the specification must set out: the written description, enablement and the best mode.
      {
        section: ['35 USC', '112', '(a)'],
        holds: /^The specification shall contain a written description of the invention/,
        asks: /\bdisclos\w*|\bspec\w*|\bsecret\b|\bhidden\b|\bkeep\b|\bwithhold\w*|\bmust\b|\brequire\w*|\bwhat (?:is|does)\b/i,
      },
    ],
  },
  {
    id: 'written-description',
    all: [
      /\bwritten description\b|\b(?:support|basis)\b.*\bin the (?:specification|spec|disclosure|original (?:application|disclosure))\b|\bpossession of the (?:claimed )?invention\b/i,
    ],
    sections: [
      ['35 USC', '112', '(a)'],
      ['MPEP', '2163'],
    ],
    lead: {
      section: ['MPEP', '2163'],
      holds: /^To satisfy the written description requirement, a patent specification must describe/,
      asks: /\btests?\b|\bstandard\b|\brequire\w*|\bmean\w*|\bwhat (?:is|does|must)\b|\bhow\b|\bsatisf\w*|\benough\b|\bsufficient\b/i,
    },
  },
  {
    id: 'enablement',
    all: [
      /\benablement\b|\bnon-?enabl\w*|\bnot enabl\w*|\bundue experimentation\b|\benable (?:a |one )?(?:person|someone|skilled)/i,
    ],
    sections: [
      ['35 USC', '112', '(a)'],
      ['MPEP', '2164'],
    ],
    lead: {
      section: ['MPEP', '2164.01'],
      holds: /^Accordingly, even though the statute does not use the term "undue experimentation,"/,
      asks: /\btests?\b|\bstandard\b|\bfactors?\b|\benough\b|\bsufficient\b|\bhow much\b|\bwhat (?:is|does|must)\b|\bdecide\w*|\bdetermin\w*/i,
    },
  },
  {
    id: 'means-plus-function',
    all: [
      /\bmeans[- ]plus[- ]function\b|\bmeans for\b|\b112\s?\(f\)|\b112.{0,4}sixth paragraph\b|\bstep[- ]plus[- ]function\b|\bnonce (?:word|term)s?\b/i,
    ],
    sections: [
      ['35 USC', '112', '(f)'],
      ['MPEP', '2181'],
    ],
    // How such a limitation is read: the statute's rule of construction; whether a limitation is one (when it is, what
    // makes it one): MPEP 2181's 3-prong analysis (attorney review 2).
    lead: [
      {
        section: ['35 USC', '112', '(f)'],
        holds: /shall be construed to cover the corresponding structure/,
        asks: MPF_CONSTRUED,
      },
      {
        section: ['MPEP', '2181'],
        holds:
          /will apply 35 U\.S\.C\. 112\(f\) to a claim limitation if it meets the following 3-prong analysis/,
        asks: (_, q) => !MPF_CONSTRUED.test(q),
        // The three prongs in full: the third is what a limitation reciting its structure fails.
        words: 130,
      },
    ],
  },
  {
    id: 'terms-of-degree',
    all: [/\bterms? of degree\b|\brelative (?:terms?|terminology|words?)\b/i],
    sections: [
      ['MPEP', '2173.05(b)'],
      ['35 USC', '112', '(b)'],
      ['MPEP', '2173'],
    ],
    lead: { section: ['MPEP', '2173.05(b)'], holds: /does not automatically render the claim indefinite/ },
  },
  {
    id: 'indefiniteness',
    all: [
      /\bindefinite\w*|\b112\s?\(b\)|\bsecond paragraph of (?:section )?112\b|\b(?:vague|ambiguous|unclear)\b.*\b(?:claims?|terms?|wording|language)\b|\bterms? of degree\b|\brelative terms?\b/i,
    ],
    sections: [
      ['35 USC', '112', '(b)'],
      ['MPEP', '2173'],
    ],
  },

  // --- claim and specification formalities ---
  {
    id: 'multiple-dependent-claims',
    all: [
      /\bmultiple dependent\b|\bmultiply dependent\b|\bclaims? \d+ (?:or|and\/or) (?:claim )?\d+\b|\b(?:depend\w*|refer\w*)\b.*\b(?:to|on|from|upon) (?:two|2|several|multiple|more than one) (?:\w+ ){0,2}claims\b|\bdepend\w*\b.*\b(?:on|from|upon)\b.*\b(?:more than one|two or more|several|multiple) (?:other |previous |preceding )?claims\b/i,
    ],
    sections: [
      ['37 CFR', '1.75', '(c)'],
      ['35 USC', '112', '(e)'],
      ['fees', '1.16(j)'],
    ],
    // Its form (in the alternative only) and that it cannot serve as a basis for another.
    lead: {
      section: ['37 CFR', '1.75', '(c)'],
      holds: /shall refer to such other claims in the alternative only/,
    },
  },
  {
    id: 'dependent-claims',
    all: [/\bdependent claims?\b/i],
    sections: [
      ['35 USC', '112', '(d)'],
      ['37 CFR', '1.75', '(c)'],
      ['MPEP', '608.01(n)'],
    ],
  },
];
