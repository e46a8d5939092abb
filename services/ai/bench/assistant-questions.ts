/**
 * Procedural questions for `npm run bench:assistant`, each with the sections that answer it and the key fact (a period,
 * a count, the operative phrase) the answer must state. The bench checks every expected section exists in the legal
 * texts and that the fact is in the text of at least one of them before it asks the question.
 */
export interface ProceduralQuestion {
  q: string;
  /** Citations as the answer writes them; '35 U.S.C. 119' also matches '35 U.S.C. 119(e)', 'MPEP 2153' '2153.01(a)'. */
  sections: string[];
  fact: RegExp;
  /** For a fact computed from a rule (a date from a period): the rule's words, checked in the sections instead. */
  rule?: RegExp;
  /**
   * The chat context it is asked in (default 'patent_assistant'): 'US10000000' asks it on that patent's page, whose
   * record the bench does not hold, so an answer taking the question for one about that patent fails loudly.
   */
  context?: string;
}

export const PROCEDURAL: ProceduralQuestion[] = [
  {
    q: 'How long do I have to file a non-provisional after a provisional?',
    sections: ['35 U.S.C. 119', '37 CFR 1.78', 'MPEP 211.01', '35 U.S.C. 111'],
    fact: /12 months|twelve months/i,
  },
  {
    q: 'How long is the term of a utility patent?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: /20 years|twenty years/i,
  },
  {
    q: 'How long is the term of a design patent?',
    sections: ['35 U.S.C. 173', 'MPEP 1505'],
    fact: /15 years|fourteen years/i,
  },
  {
    q: "What is the grace period for the inventor's own public disclosure before filing?",
    sections: ['35 U.S.C. 102', 'MPEP 2153', 'MPEP 2152'],
    fact: /1 year|one year/i,
  },
  {
    q: 'What is a terminal disclaimer?',
    sections: ['37 CFR 1.321', '35 U.S.C. 253'],
    fact: /terminal part of the term/i,
  },
  {
    q: 'How many independent claims can I file before an excess claims fee is due?',
    sections: ['37 CFR 1.16', 'MPEP 607', 'MPEP 714.10', '37 CFR 1.75'],
    fact: /\bthree\b|\b3\b/i,
  },
  {
    q: 'How many claims in total are included in the basic filing fee before excess claims fees apply?',
    sections: ['37 CFR 1.16', 'MPEP 607', 'MPEP 714.10'],
    fact: /\btwenty\b|\b20\b/i,
  },
  {
    q: 'What is the maximum time to reply to an office action?',
    sections: ['35 U.S.C. 133', '37 CFR 1.134', 'MPEP 710.02', '37 CFR 1.136'],
    fact: /six months|6 months/i,
  },
  {
    q: 'How many months can the time for reply be extended by paying an extension fee?',
    sections: ['37 CFR 1.136', 'MPEP 710.02'],
    fact: /five months|5 months/i,
  },
  {
    q: 'When does a provisional application become abandoned?',
    sections: ['35 U.S.C. 111', '37 CFR 1.53'],
    fact: /12 months|twelve months/i,
  },
  {
    q: 'What must the specification contain: written description, enablement and best mode?',
    sections: ['35 U.S.C. 112', 'MPEP 2161', 'MPEP 2163', 'MPEP 2164', 'MPEP 2165'],
    fact: /best mode/i,
  },
  {
    q: 'What kinds of inventions are patentable subject matter?',
    sections: ['35 U.S.C. 101', 'MPEP 2106'],
    fact: /process, machine, manufacture/i,
  },
  {
    q: 'When is a claimed invention obvious?',
    sections: ['35 U.S.C. 103', 'MPEP 2141', 'MPEP 2142', 'MPEP 2143'],
    fact: /obvious/i,
  },
  {
    q: 'What counts as prior art under the AIA novelty provisions?',
    sections: ['35 U.S.C. 102', 'MPEP 2152', 'MPEP 2151', 'MPEP 2154'],
    fact: /printed publication/i,
  },
  {
    q: 'What is the period for claiming the priority of a foreign application under the Paris Convention?',
    sections: ['35 U.S.C. 119', '37 CFR 1.55', 'MPEP 213'],
    fact: /12 months|twelve months/i,
  },
  {
    q: 'What is the priority period for a foreign design application?',
    sections: ['35 U.S.C. 172', 'MPEP 1504.10'],
    fact: /six months|6 months/i,
  },
  {
    q: 'When is a patent application published?',
    sections: ['35 U.S.C. 122', '37 CFR 1.211', '37 CFR 1.213'],
    fact: /18 months|eighteen months/i,
  },
  {
    q: 'Can I request that my application not be published?',
    sections: ['35 U.S.C. 122', '37 CFR 1.213'],
    fact: /not be published|nonpublication/i,
  },
  {
    q: 'When are maintenance fees due after grant?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362', '37 CFR 1.20', 'MPEP 2504'],
    fact: /years and 6 months|3½|3.5 years|4, 8,? and 12 years/i,
  },
  {
    q: 'Is there a grace period for paying a maintenance fee late with a surcharge?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41', '37 CFR 1.20'],
    fact: /grace period|6-month|six-month|6 months/i,
  },
  {
    q: 'What is a continuation-in-part application?',
    sections: ['MPEP 201.08', '37 CFR 1.78', '35 U.S.C. 120'],
    fact: /continuation-in-part/i,
  },
  {
    q: 'What is a divisional application?',
    sections: ['MPEP 201.06', '35 U.S.C. 121', '37 CFR 1.78'],
    fact: /divisional|division/i,
  },
  {
    q: 'When can the examiner require restriction between inventions?',
    sections: ['35 U.S.C. 121', '37 CFR 1.142', 'MPEP 803', 'MPEP 802', 'MPEP 806', 'MPEP 808'],
    fact: /independent and distinct/i,
  },
  {
    q: 'When must an information disclosure statement be filed?',
    sections: ['37 CFR 1.97', 'MPEP 609', '37 CFR 1.98'],
    fact: /three months|3 months/i,
  },
  {
    q: 'What is the duty of candor and good faith toward the Office?',
    sections: ['37 CFR 1.56', '37 CFR 1.555', '37 CFR 11.18'],
    fact: /duty of candor/i,
  },
  {
    q: "What must the inventor's oath or declaration state?",
    sections: ['35 U.S.C. 115', '37 CFR 1.63', 'MPEP 602'],
    fact: /original inventor/i,
  },
  {
    q: 'When can a reissue application enlarge the scope of the claims?',
    sections: [
      '35 U.S.C. 251',
      '37 CFR 1.175',
      '37 CFR 1.171',
      '37 CFR 1.172',
      '37 CFR 1.173',
      '37 CFR 1.176',
    ],
    fact: /two years|2 years/i,
  },
  {
    q: 'How long after the notice of appeal do I have to file the appeal brief?',
    sections: ['37 CFR 41.37', '37 CFR 41.31', 'MPEP 1205'],
    fact: /two months|2 months/i,
  },
  {
    q: 'When must the issue fee be paid after the notice of allowance?',
    sections: ['35 U.S.C. 151', '37 CFR 1.311', 'MPEP 1306'],
    fact: /three months|3 months/i,
  },
  {
    q: 'What delays give patent term adjustment?',
    sections: [
      '35 U.S.C. 154',
      '37 CFR 1.702',
      '37 CFR 1.703',
      'MPEP 2730',
      'MPEP 2731',
      'MPEP 2732',
      'MPEP 2710',
    ],
    fact: /14 months|three years|3 years/i,
  },
  {
    q: 'How long can a patent term extension for regulatory review be?',
    sections: ['35 U.S.C. 156', 'MPEP 2750', 'MPEP 2751', 'MPEP 2758', '37 CFR 1.775'],
    fact: /5 years|five years|14 years|fourteen years/i,
  },
  {
    q: 'Who qualifies as a micro entity?',
    sections: ['35 U.S.C. 123', '37 CFR 1.29'],
    fact: /gross income/i,
  },
  {
    q: 'Who qualifies as a small entity for reduced fees?',
    sections: ['37 CFR 1.27', '35 U.S.C. 41', 'MPEP 509.02'],
    fact: /small business concern|nonprofit|person/i,
  },
  {
    q: 'How do I revive an abandoned application after an unintentional delay?',
    sections: ['37 CFR 1.137', 'MPEP 711.03', '35 U.S.C. 27'],
    fact: /unintentional/i,
  },
  {
    q: 'What is a request for continued examination?',
    sections: ['37 CFR 1.114', '35 U.S.C. 132', 'MPEP 706.07'],
    fact: /continued examination/i,
  },
  {
    q: 'Who may request ex parte reexamination of a patent?',
    sections: ['35 U.S.C. 302', '37 CFR 1.510', 'MPEP 2209', 'MPEP 2210'],
    fact: /any person/i,
  },
  {
    q: 'When can a petition for post-grant review be filed?',
    sections: ['35 U.S.C. 321', '37 CFR 42.202'],
    fact: /9 months|nine months/i,
  },
  {
    q: 'When can a petition for inter partes review be filed?',
    sections: ['35 U.S.C. 311', '37 CFR 42.102'],
    fact: /9 months|nine months/i,
  },
  {
    q: 'On what grounds and with what art may inter partes review cancel claims?',
    sections: ['35 U.S.C. 311', '37 CFR 42.104'],
    fact: /patents or printed publications/i,
  },
  {
    q: 'What is the time limit for filing a derivation petition?',
    sections: ['35 U.S.C. 135', '37 CFR 42.403'],
    fact: /1-year|1 year|one[- ]year/i,
  },
  {
    q: 'What must the claims particularly point out and distinctly claim?',
    sections: ['35 U.S.C. 112', 'MPEP 2171', 'MPEP 2173'],
    fact: /particularly pointing out/i,
  },
  {
    q: 'How is a means-plus-function claim limitation interpreted?',
    sections: ['35 U.S.C. 112', 'MPEP 2181', 'MPEP 2182', 'MPEP 2183', 'MPEP 2184'],
    fact: /means or step/i,
  },
  {
    q: 'What is a dependent claim?',
    sections: ['35 U.S.C. 112', '37 CFR 1.75', 'MPEP 608.01(n)'],
    fact: /refer back|further limitation|reference to a claim previously set forth/i,
  },
  {
    q: 'What is a multiple dependent claim?',
    sections: ['35 U.S.C. 112', '37 CFR 1.75', 'MPEP 608.01(n)'],
    fact: /alternative only/i,
  },
  {
    q: 'How many words can the abstract have?',
    sections: ['37 CFR 1.72', 'MPEP 608.01(b)'],
    fact: /150 words/i,
  },
  {
    q: 'What size must the sheets of drawings be?',
    sections: ['37 CFR 1.84', 'MPEP 608.02'],
    fact: /21\.0 cm|21\.6 cm/i,
  },
  {
    q: 'How many claims may a design application have?',
    sections: ['37 CFR 1.153', 'MPEP 1503.01'],
    fact: /more than one claim is neither required nor permitted|single claim|one claim/i,
  },
  {
    q: 'Can a design application claim the benefit of a provisional application?',
    sections: ['35 U.S.C. 172', 'MPEP 1504.10', '37 CFR 1.78'],
    fact: /shall not apply|not apply to designs|may not claim/i,
  },
  {
    q: 'What does a non-provisional application need to receive a filing date?',
    sections: ['37 CFR 1.53', '35 U.S.C. 111', 'MPEP 601.01'],
    fact: /specification/i,
  },
  {
    q: 'What is the deadline to enter the national stage of a PCT application in the US?',
    sections: ['35 U.S.C. 371', '37 CFR 1.495', 'MPEP 1893', 'MPEP 1893.01'],
    fact: /30 months|thirty months/i,
  },
  {
    q: 'Can a patentee disclaim a complete claim?',
    sections: ['35 U.S.C. 253', '37 CFR 1.321'],
    fact: /disclaim/i,
  },
  {
    q: 'When does the Office issue a certificate of correction for its own mistake?',
    sections: ['35 U.S.C. 254', '37 CFR 1.322'],
    fact: /certificate of correction/i,
  },
  {
    q: 'What acts infringe a patent?',
    sections: ['35 U.S.C. 271'],
    fact: /makes, uses, offers to sell, or sells/i,
  },
  {
    q: 'How far back can damages for patent infringement be recovered?',
    sections: ['35 U.S.C. 286'],
    fact: /six years|6 years/i,
  },
  {
    q: 'How must a patented article be marked to give notice?',
    sections: ['35 U.S.C. 287'],
    fact: /“pat\.”|"pat\."|abbreviation/i,
  },
  {
    q: 'Within what time must an assignment be recorded to be valid against a later purchaser?',
    sections: ['35 U.S.C. 261', '37 CFR 3.11', '37 CFR 3.1'],
    fact: /three months|3 months/i,
  },
  {
    q: 'What is the filing fee for a provisional application?',
    sections: ['37 CFR 1.16'],
    fact: /\$?\d+\.00/,
  },
  {
    q: "By when must the inventor's oath or declaration be filed?",
    sections: ['35 U.S.C. 115', '37 CFR 1.53', '37 CFR 1.63', '37 CFR 1.64'],
    fact: /issue fee/i,
  },
  {
    q: 'How long does the Office have to conclude a supplemental examination?',
    sections: ['35 U.S.C. 257', '37 CFR 1.620', '37 CFR 1.601'],
    fact: /3 months|three months/i,
  },
  {
    q: 'When is prior commercial use a defense to infringement?',
    sections: ['35 U.S.C. 273'],
    fact: /1 year|one year/i,
  },
  {
    q: 'By when must a claim for foreign priority be filed in the application?',
    sections: ['37 CFR 1.55', '35 U.S.C. 119', 'MPEP 214'],
    fact: /four months|sixteen months|4 months|16 months/i,
  },
  {
    q: 'By when must the benefit claim to an earlier application be presented?',
    sections: ['37 CFR 1.78', '35 U.S.C. 120', 'MPEP 211.02', 'MPEP 211.01'],
    fact: /four months|sixteen months|4 months|16 months/i,
  },
  {
    q: 'Does the provisional application count toward the 20-year patent term?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: /shall not be taken into account|not be taken into account|not.{0,40}considered/i,
  },
  {
    q: 'What is the test for patent subject matter eligibility of abstract ideas?',
    sections: ['MPEP 2106', '35 U.S.C. 101'],
    fact: /judicial exception|abstract idea/i,
  },
  {
    q: 'Can an anticipation rejection rely on an inherent feature of the prior art?',
    sections: ['MPEP 2112', 'MPEP 2131'],
    fact: /inheren/i,
  },
  {
    q: 'How is commercial success used as evidence of nonobviousness?',
    sections: ['MPEP 716.03', 'MPEP 716.01', 'MPEP 2145', 'MPEP 2141'],
    fact: /commercial success/i,
  },
  // Attorney review H (issue 25): a pre-AIA question on a US patent's reference date is answered from pre-AIA 102(e).
  {
    q: 'My application was filed in 2011 claiming priority to a German application; under the old law what is the reference date of a US patent cited as prior art?',
    sections: ['MPEP 2136', '35 U.S.C. 102 (pre-AIA)'],
    fact: /may not be used as pre-AIA 35 U\.S\.C\. 102\(e\) dates/i,
  },
  {
    q: 'Under pre-AIA 102(e), when is a US patent effective as prior art?',
    sections: ['MPEP 2136', '35 U.S.C. 102 (pre-AIA)'],
    fact: /as of their respective U\.S\. filing dates/i,
  },
  // Attorney review I: what a terminal disclaimer does, in the texts' words.
  {
    q: 'What does a terminal disclaimer do?',
    sections: ['35 U.S.C. 253', '37 CFR 1.321', 'MPEP 2701'],
    fact: /commonly owned/i,
  },
  {
    q: 'What is the effect of a terminal disclaimer on the patent term?',
    sections: ['MPEP 2701', '35 U.S.C. 253', '37 CFR 1.321'],
    fact: /expiration date of the earlier issued patent determines the expiration date/i,
  },
  // Attorney review J: a filing year picks the version of the law (2012 pre-AIA, 2014 AIA, 2013 either).
  {
    q: 'My application was filed in 2012. Is a US patent filed before mine but issued after it prior art against it?',
    sections: ['MPEP 2136', '35 U.S.C. 102 (pre-AIA)'],
    fact: /filed in the United States before the invention/i,
  },
  {
    q: 'Our application was filed in 2014. Is a US patent filed before ours but published after it prior art against it?',
    sections: ['35 U.S.C. 102', 'MPEP 2154'],
    fact: /effectively filed before the effective filing date/i,
  },
  {
    q: 'My application was filed in 2013. Is an earlier-filed US patent prior art against it?',
    sections: ['35 U.S.C. 102', 'MPEP 2154', 'MPEP 2136', 'MPEP 2159'],
    fact: /March 16, 2013/i,
  },
  {
    q: 'My application was filed in 2012; I published the invention 18 months before filing. Is that a bar?',
    sections: ['MPEP 2133', '35 U.S.C. 102 (pre-AIA)'],
    fact: /more than one year prior/i,
  },
  // Attorney review 2026-11-29 (issue 25), defect 1: a procedural question on a patent's page, or about a named
  // patent but asking what its card cannot answer, is answered from the law.
  {
    q: 'I filed a US provisional application on 2025-12-01. When must I file the non-provisional, and what if I miss it?',
    sections: ['35 U.S.C. 119', '37 CFR 1.78', 'MPEP 211.01'],
    fact: /12 months|twelve months/i,
    context: 'US10000000',
  },
  {
    q: 'My application got a final rejection. How long do I have to reply to it?',
    sections: ['35 U.S.C. 133', '37 CFR 1.134', 'MPEP 706.07', '37 CFR 1.136', 'MPEP 710.02', '37 CFR 1.113'],
    fact: /six months|6 months|three months|3 months/i,
    context: 'US10000000',
  },
  {
    q: 'What damages can I get for USRE49258?',
    sections: ['35 U.S.C. 284', '35 U.S.C. 286', '35 U.S.C. 287'],
    fact: /reasonable royalty/i,
  },
  // Defect 2: a dated fact pattern on a US patent as prior art under the old law.
  {
    q: 'A US patent granted in 2006 on an application filed in 2001 — is it prior art against my application filed in 2003?',
    sections: ['35 U.S.C. 102 (pre-AIA)', 'MPEP 2136'],
    fact: /as of their respective U\.S\. filing dates/i,
  },
  {
    q: 'Their US application was filed in 2004 and issued as a patent in 2009; our application was filed in 2007. Is their patent prior art against us?',
    sections: ['35 U.S.C. 102 (pre-AIA)', 'MPEP 2136'],
    fact: /as of their respective U\.S\. filing dates/i,
  },
  // Defect 3: what follows a missed provisional year.
  {
    q: 'I filed a provisional on 2025-12-01. What happens if I miss the 12-month deadline for the non-provisional?',
    sections: ['35 U.S.C. 119', '37 CFR 1.78', 'MPEP 211.01'],
    fact: /additional 2 months/i,
  },
  {
    q: 'My provisional was filed on 2026-06-15. When is the non-provisional due, and what if we file late?',
    sections: ['35 U.S.C. 119', '37 CFR 1.78', 'MPEP 211.01'],
    fact: /additional 2 months/i,
  },
  // Attorney review of 2026-11-29 (assistant): a continuation's benefit claim, a broadening reissue's 2 years, no
  // maintenance fees on designs (the statute), the usual shortened statutory period.
  {
    q: 'We received a notice of allowance. Until when can we file a continuation, and where does its benefit claim go?',
    sections: ['MPEP 211.01(b)', '35 U.S.C. 120', '37 CFR 1.76', '37 CFR 1.78'],
    fact: /application data sheet/i,
  },
  {
    q: 'Our patent was granted 2025-02-11. Can we still broaden the claims by reissue?',
    sections: ['35 U.S.C. 251'],
    fact: /two years from the grant/i,
  },
  {
    q: 'Are maintenance fees due on a design patent?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362'],
    fact: /No fee may be established for maintaining a design or plant patent in force/i,
  },
  {
    q: 'A rejection was mailed on March 16, 2026 with the usual shortened statutory period. When is the reply due?',
    sections: ['37 CFR 1.134', 'MPEP 710.02(b)', '35 U.S.C. 133'],
    fact: /3 months/i,
  },
  // Attorney re-review of 2026-11-29 (assistant): maintenance fees in lay words (upkeep, renewal payments, annuities),
  // a question asking a design's term and its fees answered on both, the normal time to respond to a first action.
  {
    q: 'Is there any upkeep fee I must pay to keep my design patent alive?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362'],
    fact: /No fee may be established for maintaining a design or plant patent in force/i,
  },
  {
    q: 'Do we have to pay annuities or renewal payments to keep our design patent in force?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362'],
    fact: /No fee may be established for maintaining a design or plant patent in force/i,
  },
  {
    q: 'If a design application is filed today, how long does the patent last and are there renewal payments?',
    sections: ['35 U.S.C. 173', '35 U.S.C. 41', '37 CFR 1.362'],
    fact: /No fee may be established for maintaining a design or plant patent in force/i,
  },
  {
    q: 'For a design patent granted on an application filed now, what is its term and do any renewal fees fall due?',
    sections: ['35 U.S.C. 173', '35 U.S.C. 41', '37 CFR 1.362'],
    fact: /No fee may be established for maintaining a design or plant patent in force/i,
  },
  {
    q: "The examiner's first action on the merits is dated 2026-10-05 and gives the normal time to respond. When is my reply due?",
    sections: ['37 CFR 1.134', 'MPEP 710.02(b)', '35 U.S.C. 133'],
    fact: /3 months/i,
  },
  {
    q: 'Our non-final rejection was mailed 2026-10-05 with the standard period for reply. By when must we respond?',
    sections: ['37 CFR 1.134', 'MPEP 710.02(b)', '35 U.S.C. 133'],
    fact: /3 months/i,
  },
];
