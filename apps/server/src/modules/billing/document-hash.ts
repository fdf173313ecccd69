// The seal of an issued document: SHA-256 of the previous document's hash (of the same creditor and
// series) followed by the canonical JSON of what the document shows.
import { createHash } from 'node:crypto';
import { type Canonical, canonicalJson } from '@vetbo/domain/billing/canonical';
import type { DocumentContent } from './document-content.ts';

export const sealOf = (previousHash: string, content: DocumentContent): string =>
  createHash('sha256')
    .update(previousHash)
    .update(canonicalJson(content as unknown as Canonical))
    .digest('hex');
