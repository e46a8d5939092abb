/** Nouns too general to name a component alone ("portion", "signal", "system"). */
export const GENERIC = new Set(
  'pair thickness difference region section phase wavelength flow ratio activity reaction object edge state heat information pressure temperature foot material materials composition solution reaction characteristic characteristics loss surface area direction position rate level value values signal signals data energy power force time mode condition conditions structure element elements member members component components unit units invention embodiment embodiments figure fig figs example examples present method methods system systems apparatus device devices use user users way part parts portion portions side sides end ends number amount type types kind form forms time times step steps result results manner case cases addition order view views detail details description art background summary claim claims reference purpose purposes function functions feature features aspect aspects advantage advantages means thereof one other others plurality variety instance instances application applications patent example disclosure implementation implementations operation operations process processes technique techniques approach field set sets first second third same respect regard'.split(
    ' ',
  ),
);
/** Words about the document, never a component, even with a modifier ("present invention"). */
export const STRICT_GENERIC =
  /^(?:inventions?|embodiments?|figures?|figs?|examples?|disclosures?|arts?|claims?|applications?|patents?|aspects?|advantages?|objects?|purposes?|means)$/;

export const NOT_CLAIMABLE = (head: string) => GENERIC.has(head) || STRICT_GENERIC.test(head);
