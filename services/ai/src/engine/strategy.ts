import type { LandscapeResult } from '@patent-hub/contracts';

export interface StrategyDraft {
  strengths: string[];
  weaknesses: string[];
  opportunities: string[];
  threats: string[];
  competitiveLandscape: string;
  filingStrategy: string;
  recommendations: string[];
}

/** Rule-based SWOT from the corpus landscape near the scenario (assignees, CPC groups, filings per year). */
export function localStrategy(scenario: string, land: LandscapeResult): StrategyDraft {
  const years = [...land.filingsByYear].sort((a, b) => a.year - b.year);
  const recent = years.slice(-5).reduce((s, y) => s + y.count, 0);
  const earlier = years.slice(-10, -5).reduce((s, y) => s + y.count, 0);
  const growing = recent > earlier;
  const leader = land.topAssignees[0];
  const share = leader && land.matched > 0 ? Math.round((leader.count / land.matched) * 100) : 0;
  const groups =
    land.topCpcGroups
      .slice(0, 3)
      .map((g) => g.code)
      .join(', ') || 'no dominant CPC group';
  const crowded = land.matched >= 50;
  return {
    strengths: [
      crowded
        ? 'The scenario sits in an established field, so examiners and licensees understand its value.'
        : `Few related patents in the corpus (${land.matched}): room for broad claims.`,
      'Filing now sets an early priority date against later entrants.',
    ],
    weaknesses: [
      crowded
        ? `${land.matched} related patents in the corpus: claims must be narrowed to what is new.`
        : 'Sparse prior filings may mean an unproven market.',
      'The scenario text alone does not show which features are new; an element-level prior-art comparison is needed.',
    ],
    opportunities: [
      growing
        ? `Filings in this area rose from ${earlier} to ${recent} over the last two five-year windows in the corpus.`
        : `Filings in this area did not grow recently (${earlier} → ${recent}), so fewer new competitors are entering.`,
      `Adjacent CPC groups (${groups}) suggest applications to claim in dependent claims or continuations.`,
    ],
    threats: [
      leader
        ? `${leader.name} holds ${leader.count} of the ${land.matched} related patents (${share}%): check freedom to operate against it.`
        : 'No dominant assignee in the corpus; threats may come from outside it.',
      'Published applications not yet in the corpus may anticipate the idea.',
    ],
    competitiveLandscape: leader
      ? `Most active assignees near this scenario: ${land.topAssignees
          .slice(0, 5)
          .map((a) => `${a.name} (${a.count})`)
          .join(', ')}. Main CPC groups: ${groups}.`
      : `No assignee stands out among ${land.matched} related patents. Main CPC groups: ${groups}.`,
    filingStrategy: crowded
      ? "File a provisional application quickly, then a non-provisional with narrow independent claims on the distinguishing features and dependents that read on competitors' likely designs."
      : 'File a provisional application with broad claims and a detailed description to support continuations as the market develops.',
    recommendations: [
      'Run an element-by-element prior-art analysis of your main claim before filing.',
      leader
        ? `Review ${leader.name}'s portfolio for licensing or design-around needs.`
        : 'Monitor new filings in the CPC groups above.',
      `Target CPC groups ${groups} when searching and classifying.`,
      'Have a registered patent practitioner review this analysis; it is not legal advice.',
    ],
  };
}

export function groundingNote(land: LandscapeResult): string {
  return `Grounded in the patent corpus: ${land.matched} patents matched the scenario; assignees, CPC groups and filings per year come from them.`;
}
