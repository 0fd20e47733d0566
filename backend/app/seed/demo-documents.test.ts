import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PDFParse } from 'pdf-parse';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../../infra/file-store/index.ts';
import { demoDocumentFileName, drawnDemoDocument, storeDemoDocuments } from './demo-documents.ts';
import { DEMO_DOCUMENTS } from './demo-products.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function textOf(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('the demo documents (ADR 0060)', () => {
  it('are drawn ahead, one PDF per document with its designation and title (npm run render:demo-documents)', async () => {
    for (const document of DEMO_DOCUMENTS) {
      const bytes = await drawnDemoDocument(document).catch(() => {
        throw new Error(`${demoDocumentFileName(document)} is not drawn: run npm run render:demo-documents`);
      });
      const text = await textOf(Buffer.from(bytes));
      expect(text, demoDocumentFileName(document)).toContain(`${document.standard} ${document.name}`);
      expect(text).toContain('Выдержка для демонстрации');
    }
  });

  it('writes the missing ones, replaces the English placeholders of earlier versions, and keeps any other file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-documents-'));
    dirs.push(dir);
    const files = new LocalFileStore(dir);
    // What earlier versions wrote for ГОСТ 4835-2013, and a file someone put under another standard's name.
    await files.put(
      'documents',
      'gost-4835-2013.pdf',
      new TextEncoder().encode(
        '%PDF-1.4\n(GOST 4835-2013) Tj (Demo copy for the VagonZapchast marketplace) Tj\n%%EOF\n',
      ),
    );
    const kept = new TextEncoder().encode('%PDF-1.4\n(scan) Tj\n%%EOF\n');
    await files.put('documents', 'gost-10791-2011.pdf', kept);

    expect(await storeDemoDocuments(files)).toBe(DEMO_DOCUMENTS.length - 1);
    const replaced = await textOf(await buffer((await files.get('documents', 'gost-4835-2013.pdf'))!.open()));
    expect(replaced).toContain('ГОСТ 4835-2013 Колёсные пары железнодорожных вагонов. Технические условия');
    expect(replaced).toContain('Выдержка для демонстрации');
    expect(replaced).not.toContain('Demo copy');
    expect(
      new Uint8Array(await buffer((await files.get('documents', 'gost-10791-2011.pdf'))!.open())),
    ).toEqual(kept);
    // A second start writes nothing.
    expect(await storeDemoDocuments(files)).toBe(0);
  });
});
