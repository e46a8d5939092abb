import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { AST as RisAst, parse as parseRis } from 'astrocite-ris';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toBibtex } from './bibtex.exporter.js';
import { CSL_BODIES, renderCsl } from '../../test/support/citeproc.js';
import { toCslJson } from './csl-json.exporter.js';
import { toCsv } from './csv.exporter.js';
import { toExportRecord, type ExportRecord } from './export-record.js';
import { toRis } from './ris.exporter.js';

// Awkward on purpose: LaTeX specials, CSV quoting, a formula-like note, line breaks, non-ASCII names.
const tricky: ExportRecord = toExportRecord({
  patentNumber: '10000000',
  title: 'Coherent LADAR & "quadrature" detection, 50% {faster}_v2 #1 $5 ~x^2',
  inventors: ['Joseph Marron', 'Zoë Müller-Łukasz'],
  assignee: 'Raytheon Company, Inc.',
  filingDate: '2016-04-11',
  grantDate: '2018-06-19',
  publicationDate: '2017-10-12',
  classifications: ['G01S 17/89', 'G01S 7/4914'],
  notes: 'Line one, "quoted"\nline two',
  abstract: 'A coherent laser detection and ranging system.',
});
const sparse: ExportRecord = toExportRecord({
  patentNumber: 'D912345',
  title: null,
  inventors: [],
  assignee: null,
  filingDate: null,
  grantDate: null,
  publicationDate: '2021-03-09',
  classifications: [],
  notes: '=HYPERLINK("http://evil")',
  abstract: null,
});

describe('exporters', () => {
  it('builds the Google Patents link from the number with the US prefix', () => {
    expect(tricky.link).toBe('https://patents.google.com/patent/US10000000');
    expect(sparse.link).toBe('https://patents.google.com/patent/USD912345');
  });

  describe(toCsv.name, () => {
    it('returns a CSV that csv-parse reads back field by field', () => {
      const rows = parseCsv(toCsv([tricky, sparse]), { columns: true, bom: true }) as Record<
        string,
        string
      >[];
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual({
        'Patent Number': 'US10000000',
        Title: tricky.title,
        Inventors: 'Joseph Marron; Zoë Müller-Łukasz',
        Assignee: 'Raytheon Company, Inc.',
        'Filing Date': '2016-04-11',
        'Grant Date': '2018-06-19',
        'Publication Date': '2017-10-12',
        CPC: 'G01S 17/89; G01S 7/4914',
        Link: 'https://patents.google.com/patent/US10000000',
        Notes: 'Line one, "quoted"\nline two',
      });
    });

    it('returns formula-like cells as text so a spreadsheet does not run them', () => {
      const [, , row] = parseCsv(toCsv([tricky, sparse])) as string[][];
      expect(row[9]).toBe(`'=HYPERLINK("http://evil")`);
      expect(row[1]).toBe('');
    });
  });

  describe(toRis.name, () => {
    it('returns PAT records that astrocite-ris reads back', () => {
      const [item, second] = parseRis(toRis([tricky, sparse])) as Record<string, any>[];
      expect(item.type).toBe('patent');
      expect(item.title).toBe(tricky.title);
      expect(item.author.map((a: { given: string; family: string }) => `${a.given} ${a.family}`)).toEqual(
        tricky.inventors,
      );
      expect(item.publisher).toBe('Raytheon Company, Inc.');
      expect(item.issued['date-parts'][0].map(Number)).toEqual([2018, 6, 19]);
      expect(item.keyword).toEqual(['G01S 17/89', 'G01S 7/4914']);
      expect(item.URL).toBe(tricky.link);
      expect(item.note).toBe('Line one, "quoted" line two');
      expect(second.issued['date-parts'][0].map(Number)).toEqual([2021, 3, 9]);
    });

    it('keeps the patent number under IS and the filing date under M2 in the raw RIS tags', () => {
      const [entry] = RisAst.parse(toRis([tricky])).children;
      const tags = Object.fromEntries(
        entry.properties.map((p: { key: string; value: string }) => [p.key, p.value]),
      );
      expect(tags).toMatchObject({ IS: 'US10000000', M2: 'Filed: 2016-04-11', DA: '2018/06/19', PY: '2018' });
    });
  });

  describe(toBibtex.name, () => {
    it('returns @patent entries that the Better BibTeX parser reads back without errors', () => {
      const { entries, errors } = parseBibtex(toBibtex([tricky, sparse]));
      expect(errors).toEqual([]);
      const [entry, second] = entries;
      expect(entry.type).toBe('patent');
      expect(entry.key).toBe('US10000000');
      expect(entry.fields.title).toBe(tricky.title);
      const names = (entry.fields.author as { firstName?: string; lastName?: string; name?: string }[]).map(
        (a) => a.name ?? `${a.firstName} ${a.lastName}`,
      );
      expect(names).toEqual(tricky.inventors);
      expect(entry.fields.holder).toEqual([{ name: 'Raytheon Company, Inc.' }]);
      expect(entry.fields).toMatchObject({
        number: 'US10000000',
        date: '2018-06-19',
        url: tricky.link,
        filingdate: '2016-04-11',
      });
      expect(entry.fields.keywords).toEqual(['G01S 17/89', 'G01S 7/4914']);
      expect(entry.fields.note).toBe('Line one, "quoted" line two');
      expect(second.key).toBe('USD912345');
      expect(second.fields.note).toBe('=HYPERLINK("http://evil")');
    });
  });

  describe(toCslJson.name, () => {
    it('returns CSL-JSON patent items that citeproc-js renders field by field', () => {
      const [item, second] = JSON.parse(toCslJson([tricky, sparse])) as Record<string, unknown>[];
      expect(item).toMatchObject({ id: 'US10000000', type: 'patent' });
      const render = (body: string) => renderCsl(item, body);
      expect(render(CSL_BODIES.text('number'))).toBe('US10000000');
      expect(render(CSL_BODIES.text('title'))).toBe(tricky.title);
      expect(render(CSL_BODIES.names('author'))).toBe('Joseph Marron;Zoë Müller-Łukasz');
      expect(render(CSL_BODIES.text('publisher'))).toBe('Raytheon Company, Inc.');
      expect(render(CSL_BODIES.date('issued'))).toBe('2018-06-19');
      expect(render(CSL_BODIES.date('submitted'))).toBe('2016-04-11');
      expect(render(CSL_BODIES.text('keyword'))).toBe('G01S 17/89, G01S 7/4914');
      expect(render(CSL_BODIES.text('URL'))).toBe(tricky.link);
      expect(render(CSL_BODIES.text('note'))).toBe(tricky.notes);
      expect(renderCsl(second, CSL_BODIES.date('issued'))).toBe('2021-03-09');
    });
  });
});
