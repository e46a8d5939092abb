import type { LegalSource } from './legal-source.js';
import type { QuestionReading } from './question-reader.js';

// The shape of the topic index (topics.ts) and its families (topics-requirements.ts, procedure-topics.ts).

/**
 * What a lead or an answer is for: the words of the question (read with the texts' words), or its roles as the question
 * reader reads them (an event told, an aspect asked).
 */
export type Asks = RegExp | ((roles: QuestionReading, question: string) => boolean);

/** A governing section: its source, its label in the texts, and optionally the paragraph (pinpoint) that states the rule. */
export type TopicSection = [LegalSource, string, string?];

/**
 * One entry of the topic index, as a treatise's index points a practitioner to the governing sections.
 * `all`: every pattern must match the question (one names the subject, another the aspect asked); `not`: a question
 * matching it belongs to a neighbouring topic. `sections` are cited first, statute, rule, then MPEP.
 */
export interface Topic {
  id: string;
  all: Asks[];
  not?: RegExp;
  sections: TopicSection[];
  /** Cite only these sections: the words alone find a rule of a neighbouring topic (a CIP's effective date). */
  only?: boolean;
  /** The topic is the request or petition that starts a proceeding: a question on a later step is not on it. */
  startsProceeding?: boolean;
  /** Also answers a question asking a fee or cost; any other topic leaves those to the fee schedule's paragraphs. */
  fees?: boolean;
  /** The MPEP chapters the topic lives in (800 restriction, 1200 appeals …): the answer says when one is not loaded. */
  mpep?: number[];
  /** The MPEP sections on the topic in those chapters ('804.02'): cited when loaded, named when not. */
  mpepSections?: string[];
  /** The sentence stating the topic's rule, which the answer leads with (see TopicLead); several, each cited. */
  lead?: TopicLead | TopicLead[];
  /**
   * The sentence defining the topic's subject, which a definitional question ("what is X") leads with; several, each
   * cited, when the subject has kinds (the three delays of patent term adjustment and what reduces it).
   */
  defines?: TopicLead | TopicLead[];
  /** The rule as the texts leave it out (newer than the snapshot), stated first, before the quoted lead. */
  note?: string;
  /**
   * What the subject does, in plain words: a question asking what it is or does (asksEffect) is led by it, followed
   * by the `defines` sentences it rests on, each quoted and cited; stated only when every one of them is found.
   */
  effect?: string;
  /**
   * What the topic's rule answers to the aspect asked (`asks`; any, when absent), in plain words with its sections:
   * yes or no and until when. Stated before the lead sentences it rests on, and only when they lead.
   */
  /** `today` (ISO), when the asker's clock is known: relative dates told ("last year") are read against it. */
  answers?: { asks?: Asks; says: string | ((question: string, today?: string) => string) }[];
}

/** Routes a question no recogniser matches to a topic by its words (topic-words.ts), among the topics allowed. */
export interface TopicRouter {
  best(question: string, allowed: (t: Topic) => boolean): Topic | undefined;
}

/**
 * Which sentence of which section states a topic's rule: the answer leads with it, wherever the search ranks the
 * section or whatever sentence shares most words with the question. `holds` matches the sentence (two at most, in
 * text order); `asks`, when given, is the aspect of the topic the sentence answers (the question must match it).
 */
export interface TopicLead {
  section: TopicSection;
  holds: RegExp;
  asks?: Asks;
  /** A part of a definition, quoted briefly: its paragraph heading with at most this many words of its sentence. */
  words?: number;
  /** The rule in plain words, stated before the sentence it rests on when that sentence leads (the topic's `effect`). */
  says?: string;
}
