import { beforeAll, describe, expect, it } from 'vitest';
import { citationLabel, LegalKnowledgeBase } from './legal-kb.js';
import { recognises, secondTopic, topicLead, TOPICS, topicOf } from './topics.js';

// Phrasings written for this spec (lay and practitioner wording), not taken from the bench question sets.
const PHRASINGS: Record<string, string[]> = {
  'pct-national-stage': [
    'How do I enter the national stage of a PCT application?',
    'When must my PCT enter the US?',
  ],
  'excess-claims-fee': [
    'How much is the fee for claims over twenty?',
    'Do I pay extra for more than 3 independent claims?',
  ],
  'maintenance-fee-late': [
    'My patent expired because I missed a maintenance fee',
    'Can a late maintenance fee be accepted?',
  ],
  'patent-term': ['How long does a patent last?', 'When does a utility patent expire?'],
  'foreign-filing-after-us': [
    'We filed in the US first. How long do we have to file in Europe?',
    'after filing my US application can I file in Japan later?',
  ],
  'omitted-joint-inventor': [
    'My co-inventor refuses to sign. Can we still file?',
    "One of the inventors can't be found. Can we file without him?",
  ],
  'pct-national-stage-missed': [
    'We missed the deadline to enter the US national stage. Is the application lost?',
    'I forgot to enter the national phase in time, what can I do?',
  ],
  'earlier-filed-patent-documents': [
    'Can an application filed before mine, published later, be used against me?',
    'Is an earlier-filed application published later prior art against me?',
    'Can a co-pending application be prior art?',
  ],
  'aia-applicability': [
    'We filed in April 2014 claiming a 2012 provisional. AIA or pre-AIA?',
    'Is my application subject to the first-inventor-to-file rules?',
  ],
  'sale-of-another-thing': [
    'I sold my bicycle last year. Can I still patent my invention?',
    'We sold our house in 2024; does that affect getting a patent on our gadget?',
  ],
  'continuation-copendency': [
    'Can I still file a continuation after paying the issue fee?',
    'Until when can a divisional be filed?',
  ],
  'ids-timing': [
    'When should I file an IDS?',
    'Can I submit an information disclosure statement after a final rejection?',
  ],
  'design-term': ['How long does a design patent last?', 'When does a design patent expire?'],
  'priority-and-term': [
    'Is the 20-year term measured from my provisional?',
    'Does claiming foreign priority shorten the patent term?',
  ],
  'derivation-proceeding': [
    'Someone copied our invention from a demo and filed an application before us. What can we do?',
    'How long do I have to start a derivation proceeding?',
  ],
  'ids-foreign-communication': [
    'IDS for the references in the Chinese office action on our counterpart?',
    'The EPO search report cites two new documents: do they go in an information disclosure statement?',
  ],
  'design-plant-maintenance-fees': [
    'Are maintenance fees due on a design patent?',
    'Do plant patents have renewal fees?',
  ],
  'design-provisional-benefit': [
    'Does a provisional filing help my design application?',
    'Can my design patent application rely on a provisional?',
  ],
  'pre-aia-us-reference': [
    'Under pre-AIA 102(e), when is a US patent effective as prior art?',
    'My application was filed in 2011: as of what date is an earlier-filed US patent prior art against it?',
  ],
  'pre-aia-statutory-bar': [
    'Under pre-AIA law, does a sale two years before filing bar the patent?',
    'first-to-invent era case: was the public use a bar?',
  ],
  'pct-claiming-provisional': [
    'Can a US provisional application be used to claim priority in a PCT application?',
    'Can our PCT application claim the benefit of the US provisional, and by when?',
  ],
  'provisional-left-to-lapse': [
    'If I never convert my provisional, what happens to it?',
    'What becomes of a provisional application nobody follows up on?',
  ],
  'provisional-to-nonprovisional': [
    'I filed a provisional in June. What is the latest I can file the full application?',
    'How long do I have to convert my provisional?',
    'What is the deadline to claim the benefit of a provisional application?',
    'My provisional expires next month, what do I file?',
  ],
  'nonprovisional-application': ['What is a non-provisional application?', 'what does nonprovisional mean?'],
  'provisional-application': [
    'Do I need claims in a provisional application?',
    'What should I file a provisional with?',
  ],
  'foreign-language-filing': [
    'Can I file my US application in Spanish?',
    'Does a specification written in a foreign language get a filing date?',
  ],
  'late-foreign-priority-claim': [
    'We left out the priority claim to our Korean application. Is it too late to add it?',
    'until when can a foreign priority claim be added after filing?',
  ],
  'late-priority-or-benefit-claim': [
    'By when must we add the benefit claim to our divisional?',
    'I forgot to claim priority to my German application in the ADS',
    'How do I add a delayed benefit claim to a parent application?',
  ],
  'restore-provisional-benefit': [
    'I missed the 12-month provisional deadline',
    'Our provisional lapsed before we filed the non-provisional: can its benefit be restored?',
  ],
  'restore-priority-period': [
    'We missed the 12 months for the foreign priority claim by a week',
    'Can the right of priority be restored?',
  ],
  'certified-priority-copy': [
    'Do I need to send a certified copy of my Japanese application?',
    'When is the priority document due?',
  ],
  'foreign-priority': [
    'We filed in Japan first; how long until we must file in the US to keep that date?',
    'Can I claim priority to my European application?',
    'How do I claim priority from a Chinese filing in my US application?',
  ],
  'continuation-in-part': [
    'Can my continuation add new subject matter to the parent?',
    'What is a continuation-in-part?',
    'Can I add new embodiments in a CIP?',
  ],
  'filing-date-requirements': [
    'What do I need to get a filing date for a utility application?',
    'What are the minimum requirements for a filing date?',
  ],
  'missing-parts': [
    'Can I pay the filing fees later?',
    'I filed without the oath, what happens with missing parts?',
  ],
  'incorporation-by-reference': [
    'Can I incorporate by reference a foreign application?',
    'Is incorporation by reference of a web page allowed?',
  ],
  'application-data-sheet': ['What goes in the application data sheet?', 'Do I have to file an ADS?'],
  'pct-unity-of-invention': [
    'For an international application, what is the test for unity of invention?',
    'How does the ISA decide whether our PCT claims lack unity?',
  ],
  'pct-chapter-ii-demand': [
    'When is the deadline for a Chapter II demand in a PCT application?',
    'Do we have to file a demand for international preliminary examination?',
  ],
  'pct-international-application': [
    'How do I get an international patent?',
    'Where do I file a PCT application?',
    'How can I protect my invention abroad?',
  ],
  'foreign-filing-licence': [
    'Do I need a foreign filing license before filing in China?',
    'Do I need permission to file abroad if we invented it in the US?',
  ],
  'secrecy-order': [
    'My application got a secrecy order, what now?',
    'Can the government block my patent for national security?',
  ],
  'non-publication-request': [
    'How do I stop my application from being published?',
    'Can I keep my application secret until it issues?',
    'How do I file a nonpublication request?',
    'I do not want my application to be published',
    // The invention also filed under the PCT: still the nonpublication rule (35 U.S.C. 122(b)(2)(B)(i)), not the PCT.
    'Can I file a nonpublication request if I also file a PCT application?',
    'We plan to file a PCT application. Can we still ask the USPTO not to publish our US application?',
    'Is a nonpublication request available when the invention is also the subject of an international application?',
  ],
  'suit-before-grant': [
    'Can I file an infringement lawsuit while my application is still pending?',
    "Our patent hasn't been issued yet. Can we sue the company copying our design?",
  ],
  'provisional-rights': [
    'Can I get royalties from an infringer before my patent is granted?',
    'What are provisional rights?',
  ],
  'publication-timing': [
    'When will my application be published?',
    'Can I ask for early publication of my application?',
  ],
  'deceased-or-incapacitated-inventor': [
    'One of our inventors died before signing, what do we do?',
    'Who signs for a deceased inventor?',
  ],
  'correct-inventorship-patent': [
    'We left an inventor off our issued patent, how do we fix it?',
    'How do I correct the inventors named on a granted patent?',
  ],
  'correct-inventorship-application': [
    'How do I add an inventor to my pending application?',
    'We named the wrong inventor, can we change it?',
  ],
  'oath-or-declaration-timing': [
    'Our inventor is abroad and cannot sign the declaration yet. Can it come later?',
    'By when must the inventor declaration be in?',
    'the oath is not signed yet, how long can we wait?',
  ],
  'inventor-oath-substitute-statement': [
    'The inventor refuses to sign the declaration, what can we do?',
    'When is a substitute statement allowed?',
    'Does every inventor have to sign an oath?',
  ],
  'who-is-an-inventor': ['Who qualifies as an inventor?', 'Should my co-founder be listed as a co-inventor?'],
  'assignee-as-applicant': [
    'Can my company file the application as the applicant?',
    'Who may file a patent application?',
  ],
  'assignment-recording': [
    'How do I record an assignment with the USPTO?',
    'Does a sale of my patent have to be recorded?',
    'Must a transfer of patent ownership be in writing?',
  ],
  'joint-owners': [
    'Can a co-owner license the patent without the other owner?',
    'We jointly own a patent, can I sell products?',
  ],
  'micro-entity': ['Do I qualify as a micro entity?', 'What is the income limit for micro entity status?'],
  'small-entity': ['Can a university qualify as a small entity?', 'How do I claim small entity status?'],
  'fee-refund': ['Can I get a refund of the search fee?', 'I paid the fee twice by mistake'],
  'maintenance-fee-schedule': [
    'When are maintenance fees due?',
    'How much does it cost to keep my patent in force?',
  ],
  'weekend-holiday-deadline': [
    'My deadline falls on a Saturday',
    'Is a reply due on a federal holiday late the next day?',
  ],
  'certificate-of-mailing': [
    'Can I use a certificate of mailing for my reply?',
    'Is the reply on time if I mailed it on the last day?',
  ],
  'extension-of-time': [
    'Can I get more time to respond to the office action?',
    'How much does a three month extension of time cost?',
    'Can I extend the deadline for my reply?',
  ],
  revival: [
    'How do I revive an abandoned application?',
    'My application was abandoned, can I get it back?',
    'What is the standard for an unintentionally delayed reply?',
  ],
  'express-abandonment': ['How do I expressly abandon an application?', 'I want to withdraw my application'],
  'no-reply-abandonment': [
    'What happens if I miss the deadline to respond to the office action?',
    'I never replied to the examiner',
  ],
  rce: [
    'What is an RCE?',
    'How do I file a request for continued examination?',
    'Can an RCE still be filed once the issue fee was paid?',
  ],
  'amendment-after-final': [
    'After a final rejection, can I amend the claims into better form for appeal?',
    'Which amendments can I still make after final without filing an RCE?',
    'Can I amend my claims after a final rejection?',
    'Will the examiner enter an amendment after final?',
  ],
  'final-rejection': [
    'When can the examiner make the rejection final?',
    'What are my options after a final office action?',
  ],
  'reply-period': [
    'How long do I have to respond to an office action?',
    'What is the deadline to reply to a non-final rejection?',
  ],
  interview: ['Can I talk to the examiner about my application?', 'How do I request an interview?'],
  'restriction-traverse': [
    'The examiner wants an election between two groups of claims; we think they overlap. Can we argue?',
    'I disagree with the restriction requirement, can I traverse it?',
    'how do we argue that the restriction is improper',
  ],
  'restriction-period': [
    'How long do I have to reply to a restriction requirement?',
    'restriction requirement received, what is the deadline to elect?',
    'When must I respond to an election of species requirement?',
  ],
  'species-election-generic-claims': [
    'The examiner wants us to elect a species. What does that mean for my generic claims?',
    'If we elect one species, are our genus claims still examined?',
  ],
  restriction: [
    'The examiner says my claims cover two inventions',
    'How do I reply to a restriction requirement?',
    'What is an election of species?',
  ],
  'objection-vs-rejection': [
    'What is the difference between an objection and a rejection?',
    'Can I appeal an objection?',
  ],
  'petition-to-director': [
    'Can I petition the examiner’s requirement to the Director?',
    'How do I file a petition to the Director?',
  ],
  'requirement-for-information': [
    'The examiner asks for information about my product',
    'What is a requirement for information?',
  ],
  'suspension-of-action': [
    'Can I suspend examination of my application?',
    'Can we defer examination for a while?',
  ],
  'track-one': ['How much is Track One?', 'What are the requirements for prioritized examination?'],
  'expedited-design': ['Can I expedite a design application?', 'What is the design rocket docket?'],
  'make-special': [
    'How can I speed up examination of my application?',
    'Can I petition to make special because I am over 65?',
    'Can I get my patent faster?',
  ],
  'duty-of-disclosure': [
    'Am I required to tell the patent office about prior art I know about?',
    'What is the duty of candor?',
    'Do I have to disclose references I found?',
  ],
  'ids-contents': [
    'What must an IDS include?',
    'Do I need to provide copies of US patents in an information disclosure statement?',
  ],
  'preissuance-submission': [
    "How can I submit prior art against a competitor's pending application?",
    'What is a preissuance submission?',
  ],
  protest: ['Can I file a protest against an application?', 'Who may protest a pending application?'],
  'reissue-for-invalidating-error': [
    'A mistake in the specification makes my patent partly invalid. What can I do?',
    'Could an error in the drawings render the granted claims inoperative?',
  ],
  'certificate-of-correction': [
    "There's a typo in my issued patent",
    'How do I get a certificate of correction?',
    'The printed patent has a mistake the USPTO made',
  ],
  'broadening-reissue': [
    'Can I broaden the claims of my issued patent?',
    'Is there a time limit for a broadening reissue?',
  ],
  reissue: ['What is a reissue application?', 'Who signs a reissue declaration?'],
  'supplemental-examination': [
    'What is supplemental examination?',
    'Can supplemental examination cure inequitable conduct?',
  ],
  'ex-parte-reexamination': [
    "Can we ask the Office to take a second look at a rival's patent?",
    'How do I request reexamination of a patent?',
    'Who can file an ex parte reexam?',
  ],
  'post-grant-review': ['What is the deadline for post-grant review?', 'Can I file a PGR on any ground?'],
  'trial-final-decision': [
    'When is the final written decision due in an IPR?',
    'How long does the Board have for the final determination of a post-grant review?',
  ],
  'inter-partes-review': [
    'When can I file an inter partes review?',
    'Can I challenge a patent at the PTAB?',
    'Is there a time bar for an IPR after being sued?',
  ],
  'terminal-disclaimer': [
    'What does a terminal disclaimer do?',
    'How do I overcome a double patenting rejection?',
  ],
  'statutory-disclaimer': [
    'Can I disclaim a claim of my patent?',
    'How do I give up a claim in my issued patent?',
  ],
  'patent-term-adjustment': [
    'The office took three years to examine my application; do I get time back on the term?',
    'Do I get extra term because the USPTO delayed my application?',
    'How is patent term adjustment calculated?',
  ],
  'patent-term-extension': [
    'Can the term be extended for FDA review?',
    'How do I apply for patent term extension?',
  ],
  'appeal-to-court': [
    'Can I appeal to the Federal Circuit if the board rules against me?',
    'What can I do after losing at the PTAB?',
  ],
  'appeal-brief': ['When is the appeal brief due?', 'What must an appeal brief contain?'],
  'reply-brief-examiner-answer': [
    'Can I file a reply brief?',
    "How long do I have to respond to the examiner's answer?",
  ],
  'oral-hearing': ['How do I request an oral hearing?', 'Is there a hearing before the board on appeal?'],
  'ex-parte-appeal': [
    'When can I appeal a rejection?',
    'Can I appeal after my claims were rejected twice?',
    'How do I file a notice of appeal?',
  ],
  'amendment-after-allowance': [
    'Can I amend the claims after the notice of allowance?',
    'Can I change claims following allowance?',
  ],
  'withdrawal-from-issue': [
    'How do I withdraw an application from issue?',
    'Can I stop my patent from issuing?',
  ],
  'issue-fee': ['When is the issue fee due?', 'What do I do after the notice of allowance?'],
  'intervening-disclosure': [
    'After we presented at a conference, a rival published the same idea before our filing. Is theirs prior art?',
    'Since I posted my design online, another company disclosed it too. Does that count against me?',
  ],
  'novelty-prior-art': [
    'What counts as prior art for novelty?',
    'What kinds of prior art does the examiner use under the AIA?',
  ],
  'grace-period': [
    'I demoed my product at a fair two months ago. Can I still file?',
    'I showed my invention at a trade show before filing, can I still patent it?',
    'Is there a grace period in the US?',
    'Can I still file after I published a paper on it?',
  ],
  'swear-behind': ['Can I swear behind a reference?', 'What is a Rule 131 declaration?'],
  'disqualify-own-disclosure': [
    'The examiner cited my own earlier paper as prior art',
    'When can I use a Rule 130 declaration?',
  ],
  'common-ownership-exception': [
    "The cited reference is our own company's earlier filing: is there an exception?",
    'Is a commonly owned application prior art?',
    'Does a joint research agreement help against prior art?',
  ],
  'rule-132-declaration': [
    'Can I show unexpected results with a declaration?',
    'Does commercial success count?',
  ],
  obviousness: ['The examiner says my invention is obvious', 'How do I argue non-obviousness?'],
  'patent-eligibility': [
    'Can I patent software?',
    'My claims were rejected as an abstract idea',
    'Is a business method patentable?',
  ],
  'utility-requirement': ['What is a utility rejection?', 'Can I patent a perpetual motion machine?'],
  'best-mode': [
    'Can we keep our preferred settings secret in the application?',
    'Do I have to disclose the best mode?',
    'Can a patent be invalidated for best mode?',
  ],
  'written-description': [
    'What is the written description requirement?',
    'Is there support in the specification for my amendment?',
  ],
  enablement: ['What does enablement require?', 'The examiner says undue experimentation would be needed'],
  'means-plus-function': ['How is a means for clause interpreted?', 'What is a means-plus-function claim?'],
  // "Can I use terms of degree in a claim?" was indefiniteness's until terms of degree got their own topic.
  'terms-of-degree': [
    'Can I use terms of degree in a claim?',
    'Is a relative term like "thin" in a claim a problem?',
  ],
  indefiniteness: [
    'The examiner says my claim is indefinite',
    'The examiner found ambiguous wording in claim 4',
  ],
  'multiple-dependent-claims': [
    'May claim 5 refer to claim 1 or 2?',
    'May one claim depend on two earlier claims?',
    'Can a claim depend on more than one other claims?',
    'Are multiple dependent claims allowed?',
  ],
  'dependent-claims': ['What is a dependent claim?', 'Must a dependent claim further limit its parent?'],
  'design-claim': ['How many claims can a design patent have?', 'What is the form of a design claim?'],
  'design-priority': [
    'My design was filed in Europe first: how long do I have to claim priority in the US?',
    'What is the priority period for a design?',
    'Can a design application claim foreign priority?',
  ],
  'design-drawings': [
    'What drawings does a design application need?',
    'What do broken lines mean in a design?',
  ],
  'design-patent': ['What is a design patent?', 'How do I protect the appearance of my product?'],
  'plant-patent': [
    'Is a new apple variety grown from cuttings patentable?',
    'Can I get a plant patent?',
    'How do I protect a new plant variety?',
  ],
  'appeal-rehearing': [
    'Can I request rehearing of the board decision?',
    'What is the deadline for a rehearing request?',
  ],
  'new-matter': [
    'Can I add new matter to my application?',
    'Can I add new examples to my pending application?',
  ],
  'preliminary-amendment': [
    'What is a preliminary amendment?',
    'Can I amend the claims before the first office action?',
  ],
  'amendment-format': [
    'How do I mark up amended claims?',
    'What status identifiers does a claim listing need?',
  ],
  drawings: ['Are color photographs allowed as drawings?', 'Are drawings required in a utility application?'],
  'abstract-length': ['How long can the abstract be?', 'Is there a word limit for the abstract?'],
  'sequence-listing': ['When is a sequence listing required?', 'How do I submit amino acid sequences?'],
  'biological-deposit': ['Do I need to deposit a cell line?', 'What is a biological deposit?'],
  'power-of-attorney': ['How do I change my patent attorney?', 'How do I file a power of attorney?'],
  'pro-se': ['Can I file a patent application myself?', 'Can I prosecute without an attorney?'],
  'practitioner-registration': ['How do I become a patent agent?', 'What is the patent bar?'],
  'electronic-signature': ['Can I sign the declaration electronically?', 'What is an S-signature?'],
  'file-access': [
    "How can I see the file history of a competitor's patent?",
    'Can I access an abandoned application?',
  ],
  'patent-marking': ['Should I mark my products with the patent number?', 'Can I use patent pending?'],
  'prior-user-defense': [
    'We used this process in our factory for years before their patent. Is prior use a defense?',
    'Sued for infringement: does prior commercial use protect us?',
  ],
  'damages-time-limit': [
    'How far back can I get damages for infringement?',
    'Is there a statute of limitations to sue?',
  ],
  'damages-measure': [
    'What damages can I get for the patent?',
    'Can we recover lost profits or only a reasonable royalty for infringement?',
  ],
  'patent-rights': [
    'What rights does a patent give its owner?',
    'What does a patent let me do against copiers?',
  ],
  'government-funded-invention': [
    'Our research was federally funded, who owns the invention?',
    'What is Bayh-Dole?',
  ],
};

// Topics whose recognisers overlap by design: the narrower (first) is listed before its broader neighbour.
const NEIGHBOURS = new Set([
  // Set N (issue 25): a provisional left to lapse, a language other than English, the PCT's unity and demand, and what
  // an election of species does to the generic claims are each a narrower part of the broader topic after it.
  'provisional-left-to-lapse > provisional-to-nonprovisional',
  'foreign-language-filing > foreign-priority',
  'foreign-language-filing > filing-date-requirements',
  'pct-unity-of-invention > pct-international-application',
  'pct-chapter-ii-demand > pct-international-application',
  'species-election-generic-claims > restriction',
  // What was sold is read first (question-reader): another thing than the invention starts no grace period.
  'sale-of-another-thing > grace-period',
  // An error said to make the patent invalid is the reissue's; a clerical one stays with the certificate.
  'reissue-for-invalidating-error > certificate-of-correction',
  'maintenance-fee-late > patent-term',
  // Attorney review of issue 25: filing abroad after a US first filing, and a joint inventor who will not sign asked
  // whether the others may file, are narrower parts of priority, the substitute statement and who is an inventor.
  'foreign-filing-after-us > foreign-priority',
  'omitted-joint-inventor > inventor-oath-substitute-statement',
  'omitted-joint-inventor > who-is-an-inventor',
  'pct-claiming-provisional > provisional-to-nonprovisional',
  'pct-claiming-provisional > provisional-application',
  'pct-claiming-provisional > pct-international-application',
  'amendment-after-final > ex-parte-appeal',
  'priority-and-term > foreign-priority',
  'trial-final-decision > post-grant-review',
  'ids-timing > ids-contents',
  'ids-foreign-communication > ids-contents',
  'late-priority-or-benefit-claim > foreign-priority',
  'late-priority-or-benefit-claim > application-data-sheet',
  'restore-priority-period > foreign-priority',
  'restore-provisional-benefit > provisional-to-nonprovisional',
  'restore-provisional-benefit > restore-priority-period',
  'restore-provisional-benefit > no-reply-abandonment',
  'oral-hearing > ex-parte-appeal',
  'design-term > design-patent',
  'provisional-to-nonprovisional > provisional-application',
  'missing-parts > inventor-oath-substitute-statement',
  'correct-inventorship-patent > correct-inventorship-application',
  'extension-of-time > reply-period',
  'no-reply-abandonment > reply-period',
  'amendment-after-final > final-rejection',
  'objection-vs-rejection > ex-parte-appeal',
  'expedited-design > design-patent',
  'broadening-reissue > reissue',
  'inter-partes-review > ex-parte-appeal',
  'appeal-to-court > ex-parte-appeal',
  'appeal-brief > ex-parte-appeal',
  'multiple-dependent-claims > dependent-claims',
  'design-claim > design-patent',
  'design-priority > design-claim',
  'design-priority > design-patent',
  'design-drawings > design-patent',
  'restriction-period > restriction',
  'restriction-traverse > restriction',
  'design-plant-maintenance-fees > maintenance-fee-schedule',
  'oath-or-declaration-timing > inventor-oath-substitute-statement',
  'terms-of-degree > indefiniteness',
  'late-foreign-priority-claim > late-priority-or-benefit-claim',
  'late-foreign-priority-claim > foreign-priority',
  'design-provisional-benefit > design-patent',
]);

// Questions close to a topic's words that belong to another topic or to none (the recogniser must not be greedy).
const NEAR_MISSES: [string, string | undefined][] = [
  // Claims under rejection said to be invalid are no patent to reissue.
  ["The examiner's rejection is wrong; does it make my claims invalid?", undefined],
  ['What is the fee for a continuation?', undefined],
  ['How long is the term of a provisional patent?', 'provisional-to-nonprovisional'],
  // Filing without a provisional asks nothing of what becomes of one (provisional-left-to-lapse).
  ['Can I file a nonprovisional without filing a provisional first?', undefined],
  ['Can the examiner reject my claims for obviousness-type double patenting?', 'terminal-disclaimer'],
  ['Can I file a continuation after a restriction requirement?', 'restriction'],
  ['When can the examiner require restriction between inventions?', 'restriction'],
  ['Can I appeal the IPR decision?', undefined],
  ['How long does the patent owner have to file a preliminary response to an IPR petition?', undefined],
  ['How much does a request for continued examination cost?', undefined],
  ['What is the fee for a provisional application?', undefined],
  ['What is the issue fee for a small entity?', undefined],
  ['After how many rejections can I appeal to the Board?', 'ex-parte-appeal'],
  ['What is the deadline for an inter partes review?', 'inter-partes-review'],
  ['Is my pending application prior art against others?', undefined],
  ['What happens after I file a patent application?', undefined],
  ['What is a patent?', undefined],
  ['Who owns a patent?', undefined],
  ['What is claim construction?', undefined],
  ['Can a claim be amended?', undefined],
  ['What is an abstract idea exception?', 'patent-eligibility'],
  ['There is a typo in my pending application', undefined],
  ['How do I correct a typo in the inventor name on my issued patent?', 'correct-inventorship-patent'],
  ['Can I change my address?', undefined],
  ['What is the design of the patent office website?', undefined],
  ['How do I file a continuation-in-part after allowance?', 'continuation-in-part'],
  ['Can I submit an IDS after paying the issue fee?', 'ids-timing'],
  ['How long is the reissued patent in force?', 'reissue'],
  ['What is a utility patent?', undefined],
  ['When are color drawings allowed?', 'drawings'],
  ['When is an applicant allowed to file a reply brief?', 'reply-brief-examiner-answer'],
  ['When is the use of a trademark in a claim allowed?', undefined],
  ['My claims were allowed, what happens next?', 'issue-fee'],
  ['Do I need an attorney to pay a maintenance fee?', 'maintenance-fee-schedule'],
];

describe('topic index', () => {
  let kb: LegalKnowledgeBase;
  // Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
  beforeAll(() => {
    kb = LegalKnowledgeBase.load();
  }, 60_000);

  it('keeps the original eight entries first, in their order', () => {
    expect(TOPICS.slice(0, 8).map((t) => t.id)).toEqual([
      'pct-national-stage',
      'excess-claims-fee',
      'maintenance-fee-late',
      'patent-term',
      'earlier-filed-patent-documents',
      'continuation-copendency',
      'ids-timing',
      'design-term',
    ]);
  });

  it('has unique ids and at least sixty topics', () => {
    expect(new Set(TOPICS.map((t) => t.id)).size).toBe(TOPICS.length);
    expect(TOPICS.length).toBeGreaterThanOrEqual(60);
  });

  it('cites only sections (and pinpoints) that exist in the legal texts', () => {
    const missing: string[] = [];
    for (const t of TOPICS)
      for (const [source, section, pinpoint] of t.sections) {
        const s = kb.get(source, section);
        if (!s) missing.push(`${t.id}: ${source} ${section}`);
        else if (pinpoint && !kb.passagesOf(s.id).some((p) => p.pinpoint.startsWith(pinpoint)))
          missing.push(`${t.id}: ${citationLabel(s)}${pinpoint}`);
      }
    expect(missing).toEqual([]);
  });

  it('has phrasings in this spec for every topic', () => {
    expect(TOPICS.filter((t) => (PHRASINGS[t.id]?.length ?? 0) < 2).map((t) => t.id)).toEqual([]);
  });

  it.each(Object.entries(PHRASINGS))('recognises %s and no earlier topic', (id, phrasings) => {
    expect(phrasings.map((q) => [q, topicOf(q)?.id])).toEqual(phrasings.map((q) => [q, id]));
  });

  it('recognises each phrasing by its own topic, and otherwise only by a broader neighbour listed after it', () => {
    const unexpected: string[] = [];
    for (const [id, phrasings] of Object.entries(PHRASINGS))
      for (const q of phrasings)
        for (const other of TOPICS.filter((t) => t.id !== id && recognises(t, q)))
          if (!NEIGHBOURS.has(`${id} > ${other.id}`)) unexpected.push(`${id} > ${other.id}: ${q}`);
    expect(unexpected).toEqual([]);
  });

  it.each(NEAR_MISSES)('does not misroute "%s"', (q, id) => {
    expect(topicOf(q)?.id).toBe(id);
  });

  it('puts the governing sections first in what the knowledge base cites, and leaves fee questions to the fees', () => {
    const labels = (q: string) => kb.search(q).map((h) => citationLabel(h.section, h.passage.pinpoint));
    expect(labels('Am I required to tell the patent office about prior art I know about?')[0]).toMatch(
      /^37 CFR 1\.56/,
    );
    expect(labels("There's a typo in my issued patent").slice(0, 2)).toEqual([
      '35 U.S.C. 254',
      '35 U.S.C. 255',
    ]);
    expect(labels('The examiner says my claims cover two inventions')[0]).toBe('35 U.S.C. 121');
    // An RCE's fee is in the fee schedule, not in the RCE rule.
    expect(
      labels('How much does a request for continued examination cost?').some((l) =>
        l.startsWith('37 CFR 1.17'),
      ),
    ).toBe(true);
  });

  it('reads a follow-up with the earlier turn', () => {
    expect(topicOf('and for a design patent?', 'How long is the term of a patent?')?.id).toBe('design-term');
    expect(topicOf('and what about the other one?')).toBeUndefined();
  });
});

describe(secondTopic.name, () => {
  const second = (q: string) => secondTopic(q, topicOf(q))?.id;

  it('returns the topic the other part of a two-part question asks', () => {
    const q = 'How long does a design patent last and are there maintenance fees?';
    expect(topicOf(q)?.id).toBe('design-term');
    expect(second(q)).toBe('design-plant-maintenance-fees');
    expect(second('How long does a design patent last? Do I have to pay renewal fees on it?')).toBe(
      'design-plant-maintenance-fees',
    );
  });

  it('returns none for a question asking one thing, or whose parts ask the same topic', () => {
    expect(second('How long does a design patent last?')).toBeUndefined();
    expect(second('When does a design patent expire and how long does it last?')).toBeUndefined();
    expect(
      secondTopic('How long does a design patent last and are there maintenance fees?', undefined),
    ).toBeUndefined();
  });
});

describe('the nonpublication lead', () => {
  // The clause of 35 U.S.C. 122(b)(2)(B) each lead sentence quotes: '(i)' the request, '(iii)' the later filing.
  const clauses = (q: string) =>
    [topicLead(topicOf(q), q) ?? []].flat().map((l) => /^\^\\\((\w+)\\\)/.exec(l.holds.source)?.[1]);

  it('leads an availability question with 122(b)(2)(B)(i), a later foreign filing with the 45 days of (iii)', () => {
    for (const q of [
      'Can I file a nonpublication request if I also file a PCT application?',
      'Is a nonpublication request available when the invention is also the subject of an international application?',
      'We will file in Europe too; can we still request nonpublication of the US application?',
    ])
      expect(clauses(q)).toEqual(['i']);
    expect(
      clauses(
        'I filed with a nonpublication request but now we decided to file in Europe too. Do I have to tell the USPTO?',
      ),
    ).toEqual(['iii']);
    expect(clauses('How do I file a nonpublication request?')).toEqual([]);
  });

  it('leaves a PCT application not published (in English, or yet) to the PCT topics', () => {
    expect(
      topicOf('My PCT application was not published in English. What do I need at the US national stage?')
        ?.id,
    ).toBe('pct-national-stage');
    expect(
      topicOf('Can I enter the US national stage from a PCT application that has not been published yet?')
        ?.id,
    ).toBe('pct-national-stage');
    expect(
      topicOf('My PCT application has not been published yet; which countries does it designate?')?.id,
    ).toBe('pct-international-application');
  });
});
