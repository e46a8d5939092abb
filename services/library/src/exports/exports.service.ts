import { Injectable } from '@nestjs/common';
import type { ExportFile, ExportFormat } from '@patent-hub/contracts';
import { CollectionsService } from '../collections/collections.service.js';
import { CollectionsRepository } from '../collections/collections.repository.js';
import { toSavedPatent } from '../saved-patents/saved-patent.mapper.js';
import { SavedPatentsRepository, type SavedPatentRow } from '../saved-patents/saved-patents.repository.js';
import { toBibtex } from './bibtex.exporter.js';
import { toCslJson } from './csl-json.exporter.js';
import { toCsv } from './csv.exporter.js';
import { toExportRecord, type ExportRecord } from './export-record.js';
import { toRis } from './ris.exporter.js';

const FORMATS: Record<
  ExportFormat,
  { extension: string; contentType: string; render: (r: ExportRecord[]) => string }
> = {
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8', render: toCsv },
  ris: { extension: 'ris', contentType: 'application/x-research-info-systems; charset=utf-8', render: toRis },
  bibtex: { extension: 'bib', contentType: 'application/x-bibtex; charset=utf-8', render: toBibtex },
  csljson: {
    extension: 'json',
    contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8',
    render: toCslJson,
  },
};

// File names stay ASCII so the Content-Disposition header needs no encoding.
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'collection';

@Injectable()
export class ExportsService {
  constructor(
    private readonly savedPatents: SavedPatentsRepository,
    private readonly collectionsRepo: CollectionsRepository,
    private readonly collections: CollectionsService,
  ) {}

  async exportSaved(userId: string, format: ExportFormat): Promise<{ data: ExportFile }> {
    return { data: render(await this.savedPatents.listByUser(userId), format, 'saved-patents') };
  }

  async exportCollection(
    userId: string,
    collectionId: string,
    format: ExportFormat,
  ): Promise<{ data: ExportFile }> {
    const { data: collection } = await this.collections.get(userId, collectionId);
    const rows = await this.collectionsRepo.listPatents(userId, collectionId);
    return { data: render(rows, format, `collection-${slug(collection.name)}`) };
  }
}

function render(rows: SavedPatentRow[], format: ExportFormat, baseName: string): ExportFile {
  const spec = FORMATS[format];
  const body = spec.render(rows.map((row) => toExportRecord(toSavedPatent(row))));
  return { filename: `${baseName}.${spec.extension}`, contentType: spec.contentType, body };
}
