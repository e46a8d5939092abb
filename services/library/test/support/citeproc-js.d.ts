// citeproc-js ships no types: only what citeproc.ts calls.
declare module 'citeproc' {
  interface Sys {
    retrieveLocale(lang: string): string;
    retrieveItem(id: string): unknown;
  }
  class Engine {
    constructor(sys: Sys, style: string, lang: string);
    setOutputFormat(format: 'text' | 'html'): void;
    updateItems(ids: string[]): void;
    makeBibliography(): [{ bibliography_errors: unknown[] }, string[]];
  }
  const CSL: { Engine: typeof Engine };
  export default CSL;
}
