import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DEMO_DOCUMENTS, demoDocumentFileName, demoDocumentPdf } from '../backend/app/seed/index.ts';

/**
 * node scripts/render-demo-documents.ts
 *
 * Draws the demo's normative-document extracts (backend/app/seed/demo-documents.ts) into
 * backend/app/seed/demo-documents/<file>.pdf, where the seed reads them: drawing eleven PDFs took
 * seconds of every demo start (ADR 0060). Run it after changing a document or its text.
 */
const folder = fileURLToPath(new URL('../backend/app/seed/demo-documents/', import.meta.url));
await mkdir(folder, { recursive: true });
for (const document of DEMO_DOCUMENTS) {
  const name = demoDocumentFileName(document);
  const bytes = await demoDocumentPdf(document);
  await writeFile(`${folder}${name}`, bytes);
  console.log(`${name}: ${Math.round(bytes.length / 1024)} KiB`);
}
