/**
 * Held-out set L (issue 25), blind: written 2026-11-29 by a helper who read no engine code (services/ai/src), no web
 * code and no other question set (only the `ProceduralQuestion` interface, the harness assistant.bench.ts, the legal
 * texts in ../shared/data/legal and the grant XML in ../shared/data/uspto-xml). The bench prints its totals only;
 * reading its misses would make it a tuning set.
 *
 * Questions are worded as inventors, in-house counsel and paralegals write them: situations and dates, few terms of
 * art. Sources per fact:
 * - a deadline computed from a date states the rule's words (`rule`) and its date (`fact`); dates were counted in
 *   calendar months, and a last day falling on a Saturday, Sunday or Federal holiday in the District of Columbia moves
 *   to the next business day (35 U.S.C. 21(b), 37 CFR 1.7(a)): June 13, 2026 (Sat) → June 15; July 4, 2026 (Sat) →
 *   July 6; October 10, 2026 (Sat), with Columbus Day on October 12 → October 13; September 5, 2026 (Sat), with Labor
 *   Day on September 7 → September 8. The other computed dates fall on business days. Patent term and the design term
 *   are not moved (an end of term is no action in the Office).
 * - reply period 3 months: MPEP 710.02(b); extension to 6 months: 35 U.S.C. 133, MPEP 710.02(e), 37 CFR 1.136;
 *   12 months after a provisional: 35 U.S.C. 119(e), 37 CFR 1.78, MPEP 211.01(a); 12 months foreign priority, 6 for a
 *   design: 35 U.S.C. 119(a), 172, 37 CFR 1.55, MPEP 213.03, 1504.10; 2 more months if unintentional: 35 U.S.C.
 *   119(a); 30 months national stage: 37 CFR 1.495, MPEP 1893.01(a)(1); term 20 years from the US filing date,
 *   priority not counted: 35 U.S.C. 154(a)(2)-(3), MPEP 2701; design term 15 years from grant: 35 U.S.C. 173;
 *   maintenance fee windows and grace through the 4th/8th anniversary: 37 CFR 1.362(d)-(e), 35 U.S.C. 41(b);
 *   no maintenance fee for designs: 35 U.S.C. 41(b)(3), 37 CFR 1.362(b); grace period 1 year or less: 35 U.S.C.
 *   102(b)(1), MPEP 2153.01(a); appeal brief 2 months: 37 CFR 41.37(a); recording within 3 months: 35 U.S.C. 261;
 *   broadening reissue 2 years: 35 U.S.C. 251(d); issue fee 3 months: 35 U.S.C. 151, 37 CFR 1.311; 1 year after
 *   service: 35 U.S.C. 315(b), 37 CFR 42.101(b); late benefit claim 4/16 months: 37 CFR 1.78, MPEP 211.03; the
 *   other facts are the operative words of the sections listed with each question (the bench checks they occur).
 * - fees are the stored (pre-2023) text: small entity 50 percent and micro entity 75 percent (35 U.S.C. 41(h)).
 */
import type { RecordQuestion } from './assistant-heldout-k.js';
import type { ProceduralQuestion } from './assistant-questions.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A calendar day as an answer may write it: 2026-06-15, June 15, 2026, Sept. 8 2026, 15 June 2026, 06/15/2026. */
function day(iso: string): RegExp {
  const [y, m, d] = iso.split('-').map(Number);
  const month = `${MONTHS[m - 1].slice(0, 3)}[a-z]*\\.?`;
  const nth = `${d}(st|nd|rd|th)?`;
  return new RegExp(`\\b(${iso}|${month} ${nth},? ${y}|${nth} ${month},? ${y}|0?${m}/0?${d}/${y})\\b`, 'i');
}

export const HELD_OUT_L: ProceduralQuestion[] = [
  // Deadlines computed from a date.
  {
    q: "The examiner's letter rejecting my claims is dated Friday, March 13, 2026. What's the last day I can answer it without paying for extra time?",
    sections: ['37 CFR 1.134', '37 CFR 1.136', 'MPEP 710.02(b)', '37 CFR 1.7', '35 U.S.C. 21'],
    fact: day('2026-06-15'),
    rule: /3 months|three months/i,
  },
  {
    q: 'I filed a provisional for my bike lock on 10/10/2025. What is the very last day to file the full application and still keep that date?',
    sections: ['35 U.S.C. 119', '37 CFR 1.78', 'MPEP 211.01(a)', '35 U.S.C. 21', '37 CFR 1.7'],
    fact: day('2026-10-13'),
    rule: /12 months|twelve months/i,
  },
  {
    q: 'Our German subsidiary filed a patent application in Munich on 4 July 2025. Until when can we file in the US and still rely on the German date?',
    sections: ['35 U.S.C. 119', '37 CFR 1.55', 'MPEP 213.03', '35 U.S.C. 21', '37 CFR 1.7'],
    fact: day('2026-07-06'),
    rule: /12 months|twelve months/i,
  },
  {
    q: 'We protected the look of our new table lamp in Japan first: the Japanese design application went in on January 15, 2026. How long do we have to file the US design and keep the Japanese date?',
    sections: ['35 U.S.C. 172', 'MPEP 1504.10', '37 CFR 1.55', 'MPEP 213.03'],
    fact: day('2026-07-15'),
    rule: /six months|6 months/i,
  },
  {
    q: 'We filed an international application through WIPO that claims our first filing of June 14, 2024. What is the last day to continue it in the United States?',
    sections: ['35 U.S.C. 371', '37 CFR 1.495', 'MPEP 1893.01(a)(1)'],
    fact: day('2026-12-14'),
    rule: /30 months|thirty months/i,
  },
  {
    q: 'Our regular US application was filed on March 10, 2015; before that we had a provisional from March 11, 2014. No extra days were granted and nothing was disclaimed. If we keep paying the fees, when does the patent run out?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: day('2035-03-10'),
    rule: /20 years/i,
  },
  {
    q: 'Our patent was granted on August 8, 2023. What is the last day to pay the first renewal fee without a late charge?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41', '37 CFR 1.20'],
    fact: day('2027-02-08'),
    rule: /3 years and 6 months|three years and six months/i,
  },
  {
    q: 'We forgot the 7½-year payment on our patent granted March 12, 2019. Until what date can we still pay it with the penalty before the patent dies?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362'],
    fact: day('2027-03-12'),
    rule: /grace period|8th anniversary/i,
  },
  {
    q: "I showed my gadget at a trade fair in Las Vegas on January 8, 2026 and haven't filed anything yet. Is it too late to patent it in the US, and what's my last day?",
    sections: ['35 U.S.C. 102', 'MPEP 2153.01(a)'],
    fact: day('2027-01-08'),
    rule: /1 year or less|one year or less/i,
  },
  {
    q: 'We sent in our notice of appeal on April 22, 2026. When is the written argument due?',
    sections: ['37 CFR 41.37'],
    fact: day('2026-06-22'),
    rule: /two months|2 months/i,
  },
  {
    q: 'My co-founder signed his rights in our patent over to the company on February 26, 2026. By when should we record that with the Patent Office so a later buyer cannot get ahead of us?',
    sections: ['35 U.S.C. 261'],
    fact: day('2026-05-26'),
    rule: /three months|3 months/i,
  },
  {
    q: 'Our patent issued on June 23, 2026 and we now see the claims are narrower than the invention deserves. Until when can we ask to have them made broader?',
    sections: ['35 U.S.C. 251', '37 CFR 1.175'],
    fact: day('2028-06-23'),
    rule: /two years|2 years/i,
  },
  {
    q: 'The notice that our application is allowed is dated Friday, June 5, 2026. By when must we pay to get the patent issued, and can we get more time?',
    sections: ['35 U.S.C. 151', '37 CFR 1.311', '37 CFR 1.7', '35 U.S.C. 21'],
    fact: day('2026-09-08'),
    rule: /three months|3 months/i,
  },
  {
    q: "We were served with a patent infringement lawsuit on December 1, 2025. Until what date can we ask the Patent Office's board to cancel the patent over older patents and articles?",
    sections: ['35 U.S.C. 315', '37 CFR 42.101'],
    fact: day('2026-12-01'),
    rule: /1 year|one year/i,
  },
  {
    q: 'I filed my full application on March 2, 2026 but forgot to mention the provisional I had filed on June 16, 2025. What is the last day to add that reference?',
    sections: ['37 CFR 1.78', 'MPEP 211.03'],
    fact: day('2026-10-16'),
    rule: /sixteen months|16 months/i,
  },
  // Periods, counts and operative phrases.
  {
    q: "I won't be ready by the date in the examiner's letter. How much extra time can I buy, and is there an absolute limit?",
    sections: ['37 CFR 1.136', '35 U.S.C. 133', 'MPEP 710.02(e)'],
    fact: /six months|6 months/i,
    context: 'US10000000',
  },
  {
    q: 'My design patent for a chair was granted on May 5, 2020 (I applied in 2018). How many years of protection do I get?',
    sections: ['35 U.S.C. 173', 'MPEP 1505'],
    fact: /15 years|fifteen years|May 5, 2035|2035-05-05/i,
  },
  {
    q: 'Do I have to pay renewal fees to keep my design patent alive?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362'],
    fact: /no maintenance fees?|not required|no fee/i,
  },
  {
    q: "Our application went in on January 6, 2026 and the examiner hasn't written to us yet. We just found three old articles close to our idea. Can we still send them in without a fee or a special statement?",
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)'],
    fact: /three months|3 months|first Office action/i,
  },
  {
    q: 'My draft has 5 independent claims and 26 claims in total. Will the Patent Office charge me extra for that?',
    sections: ['37 CFR 1.16', '35 U.S.C. 41', '37 CFR 1.75'],
    fact: /in excess of (3|three|20|twenty)\b|more than (3|three|20|twenty)\b|over (3|three|20|twenty)\b/i,
  },
  {
    q: 'We are a startup with 12 employees. Do we really pay the same Patent Office fees as a big corporation?',
    sections: ['35 U.S.C. 41', '37 CFR 1.27'],
    fact: /50 percent|50 ?%|half/i,
    context: 'US10000000',
  },
  {
    q: "I'm a single inventor, earned about $70,000 last year and have filed only two applications before. Is there an even bigger fee cut than the small-business one?",
    sections: ['35 U.S.C. 123', '37 CFR 1.29', '35 U.S.C. 41'],
    fact: /75 percent|75 ?%|median household income/i,
  },
  {
    q: "The examiner says my new application claims basically the same thing as my first patent and wants me to file a 'disclaimer' to get it allowed. What do I give up?",
    sections: ['37 CFR 1.321'],
    fact: /commonly owned|common ownership|terminal part of the term/i,
  },
  {
    q: 'The examiner says my application covers two different inventions and I have to pick one. Do I lose the other one?',
    sections: ['35 U.S.C. 121', '37 CFR 1.142', 'MPEP 201.06'],
    fact: /divisional/i,
  },
  {
    q: 'Six months after filing I improved the pump with a better seal. Can I just add the new seal to my pending application?',
    sections: ['35 U.S.C. 132', 'MPEP 201.08'],
    fact: /new matter|continuation-in-part/i,
  },
  {
    q: "The examiner called his rejection 'final', but I have an amendment I think gets around it and I'm not ready for an appeal. Can I make him keep looking at it?",
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /continued examination/i,
  },
  {
    q: 'The examiner has turned my claims down twice now. Can I go over his head?',
    sections: ['35 U.S.C. 134', '37 CFR 41.31'],
    fact: /twice rejected|Patent Trial and Appeal Board/i,
  },
  {
    q: "If my claim says 'means for fastening the lid' instead of naming the clip, what will it actually cover?",
    sections: ['35 U.S.C. 112', 'MPEP 2181'],
    fact: /corresponding structure|equivalents thereof/i,
  },
  {
    q: "The examiner says the word 'substantially' makes my claim unclear. What standard is he holding me to?",
    sections: ['35 U.S.C. 112', 'MPEP 2173.05(b)'],
    fact: /particularly point|distinctly claim|reasonable certainty|terms? of degree/i,
  },
  {
    q: 'We sold 40 of our new valves to a customer 14 months before we filed. Is that going to sink the patent?',
    sections: ['35 U.S.C. 102', 'MPEP 2152.02(d)'],
    fact: /on sale|(1|one) year or less/i,
  },
  {
    q: "We filed our application, but two of the inventors haven't signed their declarations yet. How long can that wait?",
    sections: ['35 U.S.C. 115', '37 CFR 1.53', 'MPEP 602.01(a)'],
    fact: /issue fee/i,
  },
  {
    q: 'One of our co-inventors left the company and refuses to sign the inventor paperwork. Can we go ahead without her signature?',
    sections: ['35 U.S.C. 115', '37 CFR 1.64'],
    fact: /substitute statement/i,
  },
  {
    q: 'We forgot to list one of our engineers as an inventor on our pending application. How do we fix that?',
    sections: ['37 CFR 1.48', 'MPEP 602.01(c)(1)'],
    fact: /application data sheet/i,
  },
  {
    q: 'A competitor filed their application a month before mine, but it was only published after I had filed. Can the examiner use it against me?',
    sections: ['35 U.S.C. 102', 'MPEP 2154.01'],
    fact: /effectively filed/i,
  },
  {
    q: 'I filed on February 2, 2026 and have nothing earlier. When will the public be able to read my application?',
    sections: ['35 U.S.C. 122', '37 CFR 1.211'],
    fact: /18 months|eighteen months/i,
  },
  {
    q: 'We missed the one-year date for filing in the US after our Korean application by three weeks. Is the Korean date lost for good?',
    sections: ['35 U.S.C. 119'],
    fact: /2 months|two months|14 months|fourteen months/i,
  },
  {
    q: "My application was abandoned because I never answered the examiner's letter. It was an honest oversight. Can I get it back?",
    sections: ['37 CFR 1.137', '35 U.S.C. 27'],
    fact: /unintentional/i,
  },
  {
    q: 'Does my provisional application need proper claims or a signed inventor declaration?',
    sections: ['35 U.S.C. 111', 'MPEP 601.01(b)', 'MPEP 201.04'],
    fact: /not (be )?required|no claims? (is |are )?(needed|required)/i,
  },
  {
    q: 'I am an engineer in Texas. Can I file my first patent application directly in China to save money?',
    sections: ['35 U.S.C. 184', '37 CFR 5.11'],
    fact: /licen[cs]e|six months|6 months/i,
  },
  {
    q: 'Our patent is due to issue next Tuesday. Is it too late to file a follow-up application on the same description to go after broader claims?',
    sections: ['35 U.S.C. 120', '37 CFR 1.78', 'MPEP 201.07'],
    fact: /before the patenting|co-?pending|before (it|the (parent|first|earlier) application) (is patented|issues)/i,
  },
];

/** Facts checked in the grant XML (PatentsView-DB ipg slices, us-patent-grant v4.x); numbers as the records hold them. */
export const HELD_OUT_L_RECORDS: RecordQuestion[] = [
  // ipg070102: assignee Axon Corporation.
  { q: 'who owns US 7,156,140?', patent: '7156140', fact: /Axon Corporation/i },
  // ipg130416: assignee Rockwell Collins, Inc.
  {
    q: 'Which company holds patent 8419496 on display panel alignment?',
    patent: '8419496',
    fact: /Rockwell Collins/i,
  },
  // ipg060103: inventors Yuri Mirgorodski, Peter J. Hopper, Vladislav Vashchenko.
  { q: 'who invented US6982907', patent: '6982907', fact: /Mirgorodski/i },
  // ipg130416: inventors Kevin S. Agan, Daryl S. Meredith.
  { q: 'Who are the inventors named on US 8,418,590?', patent: '8418590', fact: /Agan|Meredith/i },
  // ipg090106: claim 1 "A spade bit comprising: a shaft ...".
  { q: "what's the first claim of US 7,473,056 about?", patent: '7473056', fact: /spade bit/i },
  // ipg070102: claim 1 "A method of playing a game, comprising ... twenty-four bifurcated cards".
  {
    q: 'In plain words, what does claim 1 of US7156398 cover?',
    patent: '7156398',
    fact: /playing a game|bifurcated cards/i,
  },
  // ipg110104: application 12/069,593 filed 2008-02-12.
  { q: 'When was the application for US 7,861,705 filed?', patent: '7861705', fact: day('2008-02-12') },
  // ipg130416: filed 2010-09-23, us-term-extension 373 days, provisionals only (not counted), no disclaimer:
  // 2030-09-23 + 373 days.
  {
    q: 'when does US 8421425 run out?',
    patent: '8421425',
    fact: day('2031-10-01'),
    sections: ['35 U.S.C. 154'],
  },
  // ipg080101: filed 2006-06-21, no term extension, no related documents, no disclaimer.
  {
    q: 'Is US 7,315,680 still running? When does it expire?',
    patent: '7315680',
    fact: day('2026-06-21'),
    sections: ['35 U.S.C. 154'],
  },
  // ipg120103: filed 2010-01-25, German priority of 2009-01-27 (not counted), no term extension or disclaimer.
  {
    q: 'US 8,087,209 claims a German priority from January 2009. When does the US patent expire?',
    patent: '8087209',
    fact: day('2030-01-25'),
    sections: ['35 U.S.C. 154'],
  },
];
