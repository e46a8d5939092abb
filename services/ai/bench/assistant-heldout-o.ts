/**
 * Held-out set O for `npm run bench:assistant` (issue 25): BLIND, reported as totals only and never tuned on. Do not
 * print its misses or tune the engine on its wording; the bench hides its misses (blind = true).
 *
 * How it was written (2026-11-29): without opening the assistant's code (services/ai/src), the web app or any other
 * question set (only the harness, assistant.bench.ts, lines 1–19 of assistant-questions.ts with the
 * `ProceduralQuestion` interface and the header comment of assistant-heldout-m.ts were read). Questions were drafted
 * first as an inventor, in-house counsel, paralegal or attorney would type them, then the sections answering each were
 * looked up in the legal texts of the shared data folder (legal/*.jsonl: 35 U.S.C. of about 2022, 37 CFR and MPEP
 * chapters 200/600/1500/1800/2700 of March 2014, MPEP 700/2100 of R-07.2022, the 2013 fee paragraphs) and the key fact,
 * or for a computed date the words of the rule it is computed from, was checked to occur in one of them.
 * Sets N and O were drafted as one pool of 95 procedural and 20 grant questions in topic order (filing,
 * deadlines, fees, continuity, PCT/foreign, design, IDS, appeals, RCE, reissue/reexamination, term, maintenance,
 * restriction, 101/102/103/112, inventorship, assignments, entity status); each question went to N or O by strict
 * alternation in that order (first to N), never by difficulty, so the two sets share no question and cover the
 * same topics.
 *
 * Computed dates: the period runs from the date in the question (months to the same day number, days counted), and a
 * last day falling on a Saturday, Sunday or federal holiday moves to the next business day (35 U.S.C. 21(b),
 * 37 CFR 1.7(a)); holidays used: 15 Feb 2027 Washington's Birthday, 31 May 2027 Memorial Day, 5 Jul 2027 (observed
 * Independence Day). Each computation is noted beside its question.
 *
 * Grant questions: facts read from derived/uspto_grants_from_xml.jsonl (built from the full-text XML slices named
 * beside each question), on grants picked from slices ipg050104, ipg060103, ipg070102, ipg080101, ipg100105 and
 * ipg120103.
 */
import type { ProceduralQuestion } from './assistant-questions.js';
import type { RecordQuestion } from './assistant-heldout-k.js';
import { dateOr, onDate } from './question-dates.js';

export const HELD_OUT_O: ProceduralQuestion[] = [
  {
    q: 'do I need to include claims in a provisional application or can I leave them out?',
    sections: ['35 U.S.C. 111', '37 CFR 1.53', 'MPEP 201.04'],
    fact: /claims?[^.]{0,60}(not|n't) (be )?(required|needed)|shall not be required|no claims? (is|are) (required|needed)/i,
  },
  {
    q: 'Can we get a filing date for a utility application if we send the spec and drawings today and pay the filing fee later?',
    sections: ['35 U.S.C. 111', '37 CFR 1.53'],
    fact: /with or without claims|(fee|fees)[^.]{0,60}after the filing date|surcharge/i,
  },
  {
    // Final mailed 15 Jan 2027 + 6 months (35 U.S.C. 133 maximum) = Thu 15 Jul 2027.
    q: 'Final rejection mailed January 15, 2027 with a three month shortened period. What is the absolute last day we can respond if we pay for every extension?',
    sections: ['35 U.S.C. 133', '37 CFR 1.136', '37 CFR 1.134', 'MPEP 710.02(e)'],
    fact: dateOr('2027-07-15', 'six months from the mailing|6 months from the mailing'),
    rule: /six months/i,
  },
  {
    q: 'Can the 3 month deadline for paying the issue fee be extended?',
    sections: ['37 CFR 1.311', '35 U.S.C. 151', 'MPEP 710.02(e)'],
    fact: /not (be )?extend|cannot be extended|can't be extended|no extension|not extendable|non-?extendable/i,
  },
  {
    // Examiner's answer 31 Mar 2027 + 2 months = Mon 31 May 2027, Memorial Day → Tue 1 Jun 2027.
    q: "The examiner's answer in our appeal is dated March 31, 2027. What is the last day to file a reply brief?",
    sections: ['37 CFR 41.41', '37 CFR 1.7', '35 U.S.C. 21'],
    fact: onDate('2027-06-01'),
    rule: /two months from the date of either the examiner's answer/i,
  },
  {
    // German filing 3 Jul 2026 + 12 months = Sat 3 Jul 2027; Mon 5 Jul 2027 is the observed Independence Day →
    // Tue 6 Jul 2027.
    q: 'We filed a German patent application on July 3, 2026. What is the last day to file in the US and still claim the German date?',
    sections: ['35 U.S.C. 119', '37 CFR 1.55', '37 CFR 1.7'],
    fact: onDate('2027-07-06'),
    rule: /12 months/i,
  },
  {
    // Grant 6 Jun 2023 + 3 years 6 months = Sun 6 Dec 2026 → Mon 7 Dec 2026.
    q: 'Our patent was granted June 6, 2023. What is the last day to pay the first maintenance fee without the late surcharge?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41', '37 CFR 1.7'],
    fact: onDate('2026-12-07'),
    rule: /3 years through 3 years and 6 months/i,
  },
  {
    q: 'When is the earliest I can pay the second maintenance fee on a utility patent?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41'],
    fact: /\b7 years\b|seven years after/i,
  },
  {
    q: 'How long does a regular utility patent last?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: /20 years|twenty years/i,
  },
  {
    q: 'Does the year my provisional was pending count against my 20 year patent term?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: /shall not be taken into account|not (be )?(counted|taken into account|included)|does not count|doesn't count/i,
  },
  {
    q: 'Our drug just got FDA approval. How long do we have to apply for a patent term extension?',
    sections: ['35 U.S.C. 156', '37 CFR 1.720', 'MPEP 2754'],
    fact: /60.day|sixty.day/i,
  },
  {
    q: 'Does the parent have to still be pending when we file a continuation?',
    sections: ['35 U.S.C. 120', '37 CFR 1.78', 'MPEP 211.01'],
    fact: /before the patenting or abandonment|co-?pending|still pending|pending on the/i,
  },
  {
    q: 'If I file a divisional because of a restriction requirement, can the parent patent be used against it?',
    sections: ['35 U.S.C. 121'],
    fact: /shall not be used as a reference|(cannot|can ?not|may not) be used as a reference|safe harbor/i,
  },
  {
    q: 'We forgot to put the parent application in the ADS and the time ran out. How do we fix the benefit claim?',
    sections: ['37 CFR 1.78', 'MPEP 211.04'],
    fact: /unintentional/i,
  },
  {
    q: 'Do I need a license from the USPTO before filing a patent application in China for something we invented in Texas?',
    sections: ['35 U.S.C. 184', '37 CFR 5.11'],
    fact: /six months|6 months/i,
  },
  {
    q: 'What exactly must reach the USPTO by the 30 month date to enter the national stage and avoid abandonment?',
    sections: ['37 CFR 1.495', '35 U.S.C. 371', 'MPEP 1893.01'],
    fact: /basic national fee/i,
  },
  {
    q: 'Can a design application claim the benefit of my earlier provisional application?',
    sections: ['MPEP 1504.10', '35 U.S.C. 172', '37 CFR 1.53'],
    fact: /may not (make a )?claim|cannot claim|can't claim|not (be )?(permitted|allowed|available)|shall not apply/i,
  },
  {
    q: 'how should the claim in a design application be worded?',
    sections: ['37 CFR 1.153'],
    fact: /ornamental design for/i,
  },
  {
    q: 'Can I file a continued prosecution application (CPA) for a utility application these days?',
    sections: ['37 CFR 1.53', 'MPEP 201.06(d)'],
    fact: /design/i,
  },
  {
    q: 'We found a new reference after the final rejection. What do we need to get an IDS considered at that point?',
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)'],
    fact: /statement|1\.17\(p\)/i,
  },
  {
    q: 'Besides the inventors, who else owes the duty of disclosure to the patent office?',
    sections: ['37 CFR 1.56'],
    fact: /substantively involved|attorney or agent/i,
  },
  {
    q: 'A competitor has a pending published application. How long do we have to send the examiner prior art against it?',
    sections: ['35 U.S.C. 122', '37 CFR 1.290'],
    fact: /6 months|six months/i,
  },
  {
    // Board decision Fri 15 Jan 2027 + 63 days = Fri 19 Mar 2027.
    q: 'The PTAB affirmed the rejection on January 15, 2027. If we appeal to the Federal Circuit, when is the notice of appeal due?',
    sections: ['37 CFR 90.3', '35 U.S.C. 142'],
    fact: dateOr('2027-03-19', '63 days|sixty-three'),
    rule: /sixty-three \(63\) days/i,
  },
  {
    q: 'What do I need to file along with a request for continued examination?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /submission/i,
  },
  {
    q: 'Is an RCE available in a design application?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /do not apply|(not|n't) (be )?(available|applicable|apply)|cannot (be )?(file|use)|can't (be )?(file|use)/i,
  },
  {
    q: 'Does a reissue applicant have to point out a specific error in the patent?',
    sections: ['37 CFR 1.175', '35 U.S.C. 251'],
    fact: /at least one error/i,
  },
  {
    q: 'What threshold does the office apply when deciding whether to order an ex parte reexam?',
    sections: ['35 U.S.C. 303'],
    fact: /substantial new question of patentability/i,
  },
  {
    q: 'We got sued for infringement. How long do we have to file an IPR before we are barred?',
    sections: ['35 U.S.C. 315', '37 CFR 42.101'],
    fact: /1 year|one year/i,
  },
  {
    q: 'There is a typo in our issued patent that was our own fault. How do we fix it?',
    sections: ['35 U.S.C. 255', '37 CFR 1.323'],
    fact: /certificate of correction/i,
  },
  {
    q: 'What happens to the claims I did not elect after a restriction requirement?',
    sections: ['37 CFR 1.142'],
    fact: /withdrawn from further consideration|withdrawn/i,
  },
  {
    q: 'What does the written description and enablement requirement actually say?',
    sections: ['35 U.S.C. 112', 'MPEP 2161'],
    fact: /full, clear, concise, and exact/i,
  },
  {
    q: 'If I write a means plus function claim, what does it actually cover?',
    sections: ['35 U.S.C. 112', 'MPEP 2181'],
    fact: /corresponding structure/i,
  },
  {
    q: 'What time point is obviousness judged at under the AIA?',
    sections: ['35 U.S.C. 103', 'MPEP 2141'],
    fact: /before the effective filing date/i,
  },
  {
    q: 'Can one dependent claim refer back to two earlier claims?',
    sections: ['35 U.S.C. 112', '37 CFR 1.75', 'MPEP 608.01(n)'],
    fact: /in the alternative only|multiple dependent/i,
  },
  {
    q: 'How does the examiner decide whether a claim is directed to an abstract idea?',
    sections: ['MPEP 2106', 'MPEP 2106.04'],
    fact: /judicial exception/i,
  },
  {
    q: 'We need to add an inventor to a pending application. What do we file?',
    sections: ['37 CFR 1.48', 'MPEP 602.01(c)'],
    fact: /application data sheet|ADS/i,
  },
  {
    q: 'An inventor was left off our issued patent by mistake. How do we correct it?',
    sections: ['35 U.S.C. 256', '37 CFR 1.324'],
    fact: /certificate/i,
  },
  {
    q: 'Can we transfer a patent on a handshake, or does it need some kind of paperwork?',
    sections: ['35 U.S.C. 261'],
    fact: /in writing/i,
  },
  {
    q: 'As the assignee, what do we have to file before we can take action in the application ourselves?',
    sections: ['37 CFR 3.73'],
    fact: /chain of title|3\.73|establish(ing|es)? ownership/i,
  },
  {
    q: 'I have been named on five earlier patent applications. Can I still claim micro entity status?',
    sections: ['37 CFR 1.29', '35 U.S.C. 123'],
    fact: /more than four|four previously|4 previously/i,
  },
  {
    q: 'Does a college tech transfer office get the reduced small entity fees?',
    sections: ['37 CFR 1.27'],
    fact: /institution of higher education|university|nonprofit/i,
  },
  {
    q: 'How many claims can I have before I start paying excess claim fees?',
    sections: ['37 CFR 1.16(h)', '37 CFR 1.16'],
    fact: /in excess of (3|three)|in excess of (20|twenty)|more than (3|three) independent|more than (20|twenty)/i,
  },
  {
    q: 'When will my application be published, and can I stop that?',
    sections: ['35 U.S.C. 122', '37 CFR 1.211'],
    fact: /18 months|eighteen months/i,
  },
  {
    q: 'Our application went abandoned because we missed a response deadline by accident. How do we get it back?',
    sections: ['37 CFR 1.137', 'MPEP 711.03(c)'],
    fact: /unintentional/i,
  },
  {
    q: "What is the latest the inventor's declaration can be filed?",
    sections: ['35 U.S.C. 115', '37 CFR 1.53'],
    fact: /issue fee/i,
  },
  {
    q: 'What can you get a plant patent on?',
    sections: ['35 U.S.C. 161'],
    fact: /asexually reproduc/i,
  },
  {
    // Trade show Wed 14 Apr 2026 + 1 year = Wed 14 Apr 2027.
    q: 'We showed our product at a trade show on April 14, 2026. What is the last day to file in the US so the show does not count as prior art?',
    sections: ['35 U.S.C. 102', 'MPEP 2152.02', 'MPEP 2153.01(a)'],
    fact: onDate('2027-04-14'),
    rule: /1 year or less before the effective filing date/i,
  },
];

export const HELD_OUT_O_RECORDS: RecordQuestion[] = [
  // US 7,641,529 (ipg100105): assignee Decathlon.
  { q: 'which company holds patent 7641529?', patent: '7641529', fact: /Decathlon/i },
  // US 7,315,383 (ipg080101): sole inventor Mohsen Abdollahi.
  { q: 'who invented patent 7315383', patent: '7315383', fact: /Abdollahi/i },
  // US 8,088,480 (ipg120103): application filed 2003-09-29.
  { q: 'What is the filing date of US 8,088,480?', patent: '8088480', fact: onDate('2003-09-29') },
  // US 6,981,466 (ipg060103): 57 claims.
  { q: 'how many claims does patent 6,981,466 have', patent: '6981466', fact: /\b57\b|fifty-seven/i },
  // US 8,088,480 (ipg120103): claim 1 recites "a Shore A Hardness of between 92 and 100".
  { q: 'Can you show me claim 1 of patent 8088480?', patent: '8088480', fact: /Shore A Hardness/i },
  // US 7,640,884 (ipg100105): "Firehose coupling exit indicator".
  {
    q: "What's the title of patent 7,640,884?",
    patent: '7640884',
    fact: /firehose coupling exit indicator/i,
  },
  // US 7,157,421 (ipg070102): filed 2004-12-27, granted 2007-01-02; 20 years from filing ended in December 2024.
  {
    q: 'Has patent 7157421 expired yet?',
    patent: '7157421',
    fact: /expired|expir(ed|es|y)[^.]{0,40}2024|no longer in force/i,
    sections: ['35 U.S.C. 154'],
  },
  // US 6,838,627 (ipg050104): assignee ABB AB.
  { q: 'Who is the assignee of record on US 6,838,627?', patent: '6838627', fact: /\bABB\b/ },
  // US 7,315,289 (ipg080101): granted 2008-01-01.
  { q: 'what date did patent 7315289 issue', patent: '7315289', fact: onDate('2008-01-01') },
  // US 8,088,241 (ipg120103): assignee CAFEPRESS.COM.
  { q: 'Who owns US 8,088,241?', patent: '8088241', fact: /cafepress/i },
];
