import { apiRequest, getJson } from './http';
import type { ExportFormat } from '@patent-hub/contracts/web';
import type { Collection, ListResponse } from './types';

export const fetchCollections = () => getJson<ListResponse<Collection>>('/api/collections');

export const createCollection = (body: { name: string; description: string }) =>
  apiRequest<{ data?: Collection }>('POST', '/api/collections', body);

export const updateCollection = (id: string, changes: Partial<Pick<Collection, 'name' | 'description'>>) =>
  apiRequest<unknown>('PATCH', `/api/collections/${encodeURIComponent(id)}`, changes);

export const deleteCollection = (id: string) =>
  apiRequest<unknown>('DELETE', `/api/collections/${encodeURIComponent(id)}`);

export const addPatentToCollection = (id: string, patentId: string) =>
  apiRequest<unknown>(
    'POST',
    `/api/collections/${encodeURIComponent(id)}/patents/${encodeURIComponent(patentId)}`,
  );

export const removePatentFromCollection = (id: string, patentId: string) =>
  apiRequest<unknown>(
    'DELETE',
    `/api/collections/${encodeURIComponent(id)}/patents/${encodeURIComponent(patentId)}`,
  );

/** The download address of a collection's export (the gateway answers it as an attachment). */
export const collectionExportUrl = (id: string, format: ExportFormat) =>
  `/api/collections/${encodeURIComponent(id)}/export?format=${format}`;
