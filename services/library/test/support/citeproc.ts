// Test helper: renders one CSL variable of a CSL-JSON item with citeproc-js, the reference CSL processor.
import CSL from 'citeproc';

const style = (body: string) => `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" default-locale="en-US">
  <info><title>Field check</title><id>field-check</id><updated>2026-01-01T00:00:00+00:00</updated></info>
  <citation><layout><text variable="title"/></layout></citation>
  <bibliography><layout>${body}</layout></bibliography>
</style>`;
// Straight quotes, so rendered text can be compared with the input as typed.
const quoteTerms =
  ['open-quote', 'close-quote', 'open-inner-quote', 'close-inner-quote']
    .map((name) => `<term name="${name}">${name.includes('inner') ? "'" : '&quot;'}</term>`)
    .join('') + '<term name="et-al">et al.</term><term name="and">and</term>';
const locale = `<?xml version="1.0" encoding="utf-8"?><locale xmlns="http://purl.org/net/xbiblio/csl" version="1.0" xml:lang="en-US"><terms>${quoteTerms}</terms></locale>`;
const ymd =
  '<date-part name="year"/><date-part name="month" prefix="-" form="numeric-leading-zeros"/><date-part name="day" prefix="-" form="numeric-leading-zeros"/>';

export const CSL_BODIES = {
  text: (variable: string) => `<text variable="${variable}"/>`,
  names: (variable: string) => `<names variable="${variable}"><name delimiter=";"/></names>`,
  date: (variable: string) => `<date variable="${variable}">${ymd}</date>`,
};

export function renderCsl(item: Record<string, unknown>, body: string): string {
  const engine = new CSL.Engine(
    { retrieveLocale: () => locale, retrieveItem: () => item },
    style(body),
    'en-US',
  );
  engine.setOutputFormat('text');
  engine.updateItems([String(item.id)]);
  const [meta, entries] = engine.makeBibliography();
  if (meta.bibliography_errors.length) throw new Error(JSON.stringify(meta.bibliography_errors));
  return entries[0].trim();
}
