import { randomUUID } from 'node:crypto';
import { DomainError, Slices, type CommandContext } from '../../kit/write/index.ts';
import type { CheckedRow, RowValues } from './rows.ts';

/** The seller acting (a supplier, or a buyer who lists parts). */
export interface Seller {
  readonly userId: number;
  readonly role: 'supplier' | 'buyer';
}

export interface StockLevel {
  readonly warehouseId: number;
  readonly quantity: number;
}

/** A product as the catalogue's write side holds it. */
export interface SellerProduct {
  readonly details: {
    readonly name: string;
    readonly price: number;
    readonly description: string;
    readonly categoryId: number;
    readonly quality: 'new' | 'repaired';
    readonly partNumber?: string | null | undefined;
  } & Record<string, unknown>;
  readonly stocks: readonly StockLevel[];
}

/** What an import does in the catalogue, through its own commands (given by the composition root). */
export interface SellerCatalog {
  productByPartNumber(sellerId: number, partNumber: string): Promise<number | null>;
  product(productId: number): Promise<SellerProduct | null>;
  create(seller: Seller, details: Record<string, unknown>, context: CommandContext): Promise<number>;
  edit(
    productId: number,
    seller: Seller,
    details: Record<string, unknown>,
    context: CommandContext,
  ): Promise<void>;
  setStock(
    productId: number,
    seller: Seller,
    stocks: readonly StockLevel[],
    context: CommandContext,
  ): Promise<void>;
  /**
   * Makes the product an offer of the part this designation (or one of its «same part»
   * cross-references) belongs to, as the parts' write side holds it; false when no part has it
   * (ADR 0067). Absent, rows are linked to nothing.
   */
  linkToPart?(
    productId: number,
    seller: Seller,
    designation: string,
    context: CommandContext,
  ): Promise<boolean>;
}

export interface Rejected {
  readonly line: number;
  readonly cells: readonly string[];
  readonly errors: readonly string[];
}

export interface ImportJob {
  readonly id: string;
  readonly sellerId: number;
  state: 'running' | 'done';
  readonly total: number;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Of the created products, those linked to a part by their designation (ADR 0067). */
  linked: number;
  /** Rows refused by the checks, and rows the catalogue refused while importing. */
  rejected: Rejected[];
  readonly startedAt: string;
  finishedAt: string | null;
}

const PARALLEL = 4;
const sameStocks = (a: readonly StockLevel[], b: readonly StockLevel[]) =>
  a.length === b.length &&
  a.every((stock) =>
    b.some((other) => other.warehouseId === stock.warehouseId && other.quantity === stock.quantity),
  );

/** One valid row into the catalogue: a new part number is a draft; a known one takes the row's filled cells and stock. */
async function importRow(
  catalog: SellerCatalog,
  seller: Seller,
  values: RowValues,
  context: CommandContext,
): Promise<'created' | 'linked' | 'updated' | 'unchanged'> {
  const existingId = await catalog.productByPartNumber(seller.userId, values.partNumber);
  const stockOf = (current: readonly StockLevel[]) => {
    const merged = new Map(current.map((stock) => [stock.warehouseId, stock.quantity]));
    for (const [warehouseId, quantity] of values.stocks) merged.set(warehouseId, quantity);
    return [...merged]
      .filter(([, quantity]) => quantity > 0)
      .map(([warehouseId, quantity]) => ({ warehouseId, quantity }));
  };
  if (existingId === null) {
    const productId = await catalog.create(
      seller,
      {
        partNumber: values.partNumber,
        name: values.name,
        price: values.price,
        description: values.description ?? '',
        categoryId: values.categoryId,
        quality: values.quality ?? 'new',
      },
      context,
    );
    const stocks = stockOf([]);
    if (stocks.length > 0) await catalog.setStock(productId, seller, stocks, context);
    // The row's артикул is a designation more often than not (a drawing number, a model): a part
    // that answers to it takes the new product as its offer.
    const linked = catalog.linkToPart
      ? await catalog.linkToPart(productId, seller, values.partNumber, context)
      : false;
    return linked ? 'linked' : 'created';
  }
  const product = await catalog.product(existingId);
  if (!product) throw new DomainError(404, 'not_found', 'Товар с этим артикулом не найден');
  const current = product.details;
  const next = {
    ...current,
    name: values.name ?? current.name,
    price: values.price ?? current.price,
    description: values.description ?? current.description,
    categoryId: values.categoryId ?? current.categoryId,
    quality: values.quality ?? current.quality,
  };
  const detailsChanged = (['name', 'price', 'description', 'categoryId', 'quality'] as const).some(
    (field) => next[field] !== current[field],
  );
  if (detailsChanged) await catalog.edit(existingId, seller, next, context);
  const stocks = stockOf(product.stocks);
  const stockChanged = values.stocks.size > 0 && !sameStocks(stocks, product.stocks);
  if (stockChanged) await catalog.setStock(existingId, seller, stocks, context);
  return detailsChanged || stockChanged ? 'updated' : 'unchanged';
}

/** Imports runs in the background; the client follows their progress. Kept for an hour in this process. */
export class PriceListImports {
  private readonly jobs = new Map<string, ImportJob>();
  private readonly finished = new Map<string, Promise<void>>();
  private readonly catalog: SellerCatalog;
  private readonly settle: () => Promise<void>;
  private readonly together: <T>(task: () => Promise<T>) => Promise<T>;
  /**
   * `settle` resolves once the read models hold what was written: a job is done when the list shows
   * it. `together` runs the job's rows so that their appends share commits (the event store's
   * `appendsTogether`, ADR 0075).
   */
  constructor(
    catalog: SellerCatalog,
    options: { settle?: () => Promise<void>; together?: <T>(task: () => Promise<T>) => Promise<T> } = {},
  ) {
    this.catalog = catalog;
    this.settle = options.settle ?? (async () => undefined);
    this.together = options.together ?? ((task) => task());
  }

  start(seller: Seller, rows: readonly CheckedRow[], context: CommandContext): ImportJob {
    this.forgetOld();
    const job: ImportJob = {
      id: randomUUID(),
      sellerId: seller.userId,
      state: 'running',
      total: rows.length,
      processed: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      linked: 0,
      rejected: [],
      startedAt: new Date().toISOString(),
      finishedAt: null,
    };
    this.jobs.set(job.id, job);
    let next = 0;
    // Rows are written in slices: between them the loop answers everyone else (ADR 0063).
    const slices = new Slices();
    const worker = async () => {
      for (let row = rows[next++]; row; row = rows[next++]) {
        await slices.pause();
        if (!row.values) job.rejected.push({ line: row.line, cells: row.cells, errors: row.errors });
        else {
          try {
            const outcome = await importRow(this.catalog, seller, row.values, context);
            if (outcome === 'linked') {
              job.created += 1;
              job.linked += 1;
            } else job[outcome] += 1;
          } catch (error) {
            // The catalogue's own refusal (a field it checks, a part number taken meanwhile) rejects the row only.
            const message = error instanceof DomainError ? error.message : 'Строку не удалось сохранить';
            job.rejected.push({ line: row.line, cells: row.cells, errors: [message] });
          }
        }
        job.processed += 1;
      }
    };
    // The rows of one slice are committed together, before the loop's next turn (ADR 0075).
    const finished = this.together(() => Promise.all(Array.from({ length: PARALLEL }, worker))).then(
      async () => {
        await this.settle().catch(() => undefined);
        job.rejected.sort((a, b) => a.line - b.line);
        job.state = 'done';
        job.finishedAt = new Date().toISOString();
      },
    );
    this.finished.set(job.id, finished);
    return job;
  }

  /** A job of this seller; null for anyone else's or an unknown id. */
  get(id: string, sellerId: number): ImportJob | null {
    const job = this.jobs.get(id);
    return job && job.sellerId === sellerId ? job : null;
  }

  /** Resolves once the job is done (tests and the CLI wait on it). */
  settled(id: string): Promise<void> {
    return this.finished.get(id) ?? Promise.resolve();
  }

  private forgetOld(): void {
    const hourAgo = Date.now() - 3_600_000;
    for (const [id, job] of this.jobs) {
      if (job.finishedAt && Date.parse(job.finishedAt) < hourAgo) {
        this.jobs.delete(id);
        this.finished.delete(id);
      }
    }
  }
}
