import type { ExportFile } from '@patent-hub/contracts';
import type { Response } from 'express';

/** Sends an export as a download; the library service chose an ASCII file name. */
export function sendExport(res: Response, { data }: { data: ExportFile }) {
  res.setHeader('content-type', data.contentType);
  res.setHeader('content-disposition', `attachment; filename="${data.filename}"`);
  res.setHeader('cache-control', 'no-store');
  res.status(200).send(data.body);
}
