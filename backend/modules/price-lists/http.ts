import { marketplaceDay } from '../../../shared/calendar/index.ts';
import { Router, type Request, type RequestHandler } from 'express';
import { callerOf, commandContext, receiveFile, requireAuth, requireRole } from '../../kit/http/index.ts';
import { DomainError, Slices, badRequest } from '../../kit/write/index.ts';
import { FIELDS, guessMapping, isMapping, stockHeader, type ColumnField, type Warehouse } from './columns.ts';
import { exportCsv, exportXlsx, type ExportProduct } from './exporter.ts';
import type { ImportJob, PriceListImports, Seller, SellerCatalog } from './importer.ts';
import type { RememberedMappings } from './mapping.ts';
import { rowChecker, type CategoryRef, type CheckedRow } from './rows.ts';
import type { Table } from './table.ts';
import { readTableOffThread } from './table-reader.ts';

export const PRICE_LIST_MESSAGES = {
  fileRequired: 'Прикрепите прайс-лист (XLSX или CSV) в поле «file»',
  tooLarge: 'Файл больше 20 МБ: разделите прайс-лист на части',
  mapping: 'Сопоставление столбцов указано неверно: у каждого поля не больше одного столбца',
  partNumberColumn: 'Укажите столбец с артикулом: по нему строки сопоставляются с вашими товарами',
  jobNotFound: 'Загрузка не найдена',
  format: 'Формат выгрузки — xlsx или csv',
} as const;

/** What the price lists read from the catalogue's read models (given by the composition root). */
export interface PriceListDirectory {
  categories(): Promise<CategoryRef[]>;
  warehouses(sellerId: number): Promise<Warehouse[]>;
  ownProducts(sellerId: number): Promise<ExportProduct[]>;
}

const MAX_BYTES = 20 * 1024 * 1024;
const PREVIEW_ROWS = 20;

/** The price list of the multipart field `file`, in memory. */
const receive = (): RequestHandler =>
  receiveFile(
    'file',
    { fileSize: MAX_BYTES, fields: 5, parts: 6 },
    { tooLarge: PRICE_LIST_MESSAGES.tooLarge, missing: PRICE_LIST_MESSAGES.fileRequired },
  );

/**
 * A job as its seller follows it. Progress is asked twice a second: the refused rows (up to 50,000)
 * travel once, when it is done.
 */
const jobAnswer = (job: ImportJob) => ({
  id: job.id,
  state: job.state,
  total: job.total,
  processed: job.processed,
  created: job.created,
  updated: job.updated,
  unchanged: job.unchanged,
  linked: job.linked,
  rejectedCount: job.rejected.length,
  rejected: job.state === 'done' ? job.rejected : [],
  startedAt: job.startedAt,
  finishedAt: job.finishedAt,
});

const sellerOf = (req: Request): Seller => callerOf(req);

/** 'Мои товары' → price lists (ADR 0034): preview with per-row errors, import in the background, export. */
export function priceListsRouter(deps: {
  catalog: SellerCatalog;
  directory: PriceListDirectory;
  imports: PriceListImports;
  mappings: RememberedMappings;
}): Router {
  const { catalog, directory, imports, mappings } = deps;
  const router = Router();
  const sellers = requireRole('supplier', 'buyer');

  /** The uploaded file read, its columns mapped (as sent, else remembered, else guessed) and every row checked. */
  async function checked(req: Request): Promise<{
    table: Table;
    mapping: ColumnField[];
    rows: CheckedRow[];
    known: Set<string>;
    warehouses: Warehouse[];
  }> {
    if (!req.file)
      throw badRequest(PRICE_LIST_MESSAGES.fileRequired, { file: PRICE_LIST_MESSAGES.fileRequired });
    const seller = sellerOf(req);
    const table = await readTableOffThread(new Uint8Array(req.file.buffer));
    const warehouses = seller.role === 'supplier' ? await directory.warehouses(seller.userId) : [];
    let mapping: ColumnField[];
    const sent = typeof req.body?.mapping === 'string' ? req.body.mapping : undefined;
    if (sent !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(sent);
      } catch {
        parsed = null;
      }
      if (!isMapping(parsed, table.headers.length, warehouses))
        throw badRequest(PRICE_LIST_MESSAGES.mapping, { mapping: PRICE_LIST_MESSAGES.mapping });
      mapping = parsed;
    } else {
      mapping = guessMapping(table.headers, warehouses, await mappings.of(seller.userId));
    }
    const partColumn = mapping.indexOf('partNumber');
    const partNumbers =
      partColumn < 0
        ? []
        : [...new Set(table.rows.map((row) => row.cells[partColumn] ?? '').filter(Boolean))];
    const known = new Set<string>();
    const slices = new Slices();
    for (let start = 0; start < partNumbers.length; start += 100) {
      await slices.pause();
      const batch = partNumbers.slice(start, start + 100);
      const ids = await Promise.all(
        batch.map((partNumber) => catalog.productByPartNumber(seller.userId, partNumber)),
      );
      batch.forEach((partNumber, index) => ids[index] !== null && known.add(partNumber));
    }
    const check = rowChecker(
      mapping,
      await directory.categories(),
      new Map(warehouses.map((w) => [w.id, w.name])),
      (partNumber) => known.has(partNumber),
    );
    const rows: CheckedRow[] = [];
    for (const row of table.rows) {
      if (rows.length % 20 === 0) await slices.pause();
      rows.push(check(row));
    }
    return { table, mapping, rows, known, warehouses };
  }

  router.post('/api/price-list/preview', requireAuth, sellers, receive(), async (req, res) => {
    const { table, mapping, rows, known, warehouses } = await checked(req);
    const valid = rows.filter((row) => row.values !== null);
    res.json({
      encoding: table.encoding,
      headers: table.headers,
      mapping,
      fields: [
        ...Object.entries(FIELDS).map(([value, label]) => ({ value, label })),
        ...warehouses.map((w) => ({ value: `stock:${w.id}`, label: stockHeader(w) })),
      ],
      total: rows.length,
      valid: valid.length,
      toCreate: valid.filter((row) => !known.has(row.values!.partNumber)).length,
      toUpdate: valid.filter((row) => known.has(row.values!.partNumber)).length,
      sample: rows.slice(0, PREVIEW_ROWS).map(({ line, cells, errors }) => ({ line, cells, errors })),
      rejected: rows
        .filter((row) => row.values === null)
        .map(({ line, cells, errors }) => ({ line, cells, errors })),
      missingPartNumber: !mapping.includes('partNumber'),
    });
  });

  router.post('/api/price-list/import', requireAuth, sellers, receive(), async (req, res) => {
    const { table, mapping, rows } = await checked(req);
    if (!mapping.includes('partNumber'))
      throw badRequest(PRICE_LIST_MESSAGES.partNumberColumn, {
        mapping: PRICE_LIST_MESSAGES.partNumberColumn,
      });
    const seller = sellerOf(req);
    const context = commandContext(req);
    await mappings.remember(seller.userId, table.headers, mapping, context);
    const job = imports.start(seller, rows, context);
    res.status(202).json(jobAnswer(job));
  });

  router.get('/api/price-list/import/:id', requireAuth, sellers, (req, res) => {
    const job = imports.get(String(req.params.id), sellerOf(req).userId);
    if (!job) throw new DomainError(404, 'not_found', PRICE_LIST_MESSAGES.jobNotFound);
    res.json(jobAnswer(job));
  });

  router.get('/api/price-list/export', requireAuth, sellers, async (req, res) => {
    const format = req.query.format ?? 'xlsx';
    if (format !== 'xlsx' && format !== 'csv')
      throw badRequest(PRICE_LIST_MESSAGES.format, { format: PRICE_LIST_MESSAGES.format });
    const seller = sellerOf(req);
    const [products, warehouses] = await Promise.all([
      directory.ownProducts(seller.userId),
      seller.role === 'supplier' ? directory.warehouses(seller.userId) : [],
    ]);
    const day = marketplaceDay(new Date());
    res.setHeader('Content-Disposition', `attachment; filename="price-list-${day}.${format}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    if (format === 'csv') res.type('text/csv; charset=utf-8').send(exportCsv(products, warehouses));
    else
      res
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await exportXlsx(products, warehouses));
  });

  return router;
}
