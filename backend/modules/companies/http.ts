import { Router, type Request, type Response } from 'express';
import { Schema } from 'effect';
import type { Position } from '../../../infra/event-store/index.ts';
import {
  pageMessages,
  commandContext,
  decodeInput,
  parseId,
  ReadYourWrite,
  requireAuth,
  requireRole,
  type ModuleRouterDeps,
} from '../../kit/http/index.ts';
import { pageCount } from '../../kit/read/index.ts';
import { DomainError, notFound } from '../../kit/write/index.ts';
// Only waited for (joining a company is an account's event, read next by the profile), never read here.
// eslint-disable-next-line no-restricted-syntax
import { USERS_PROJECTION, accountId } from '../identity/index.ts';
import { canView } from './decider.ts';
import { MESSAGES } from './rules.ts';
import type { CompanyCommands } from './commands.ts';
import type { CompanyQueries } from './queries.ts';
import { COMPANIES_PROJECTION, companyDto, type CompanyDoc } from './view.ts';

const Text = Schema.optional(Schema.String);
const CompanyBody = Schema.Struct({
  name: Text,
  inn: Text,
  kpp: Schema.optional(Schema.NullOr(Schema.String)),
  ogrn: Text,
  legalAddress: Text,
});
const FIELDS = {
  name: MESSAGES.nameRequired,
  inn: 'Введите корректный ИНН (10 цифр для ЮЛ, 12 цифр для ИП)',
  kpp: MESSAGES.badKpp,
  ogrn: MESSAGES.badOgrn,
  legalAddress: MESSAGES.addressRequired,
} as const;

const ReasonBody = Schema.Struct({ reason: Schema.String.check(Schema.isMaxLength(2000)) });
const ListQuery = Schema.Struct({
  verified: Schema.optional(Schema.Literals(['true', 'false'])),
  search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))),
  page: Schema.optional(Schema.String.check(Schema.isPattern(/^[1-9]\d{0,5}$/))),
  limit: Schema.optional(Schema.String.check(Schema.isPattern(/^([1-9]|[1-9]\d|100)$/))),
});
const LIST_FIELDS = {
  verified: 'Параметр verified — true или false',
  search: 'Поиск — до 200 символов',
  ...pageMessages(100),
} as const;

const ProofBody = Schema.Struct({
  url: Schema.String.check(Schema.isMaxLength(300)),
  kind: Schema.String.check(Schema.isMaxLength(20)),
});
const PROOF_FIELDS = { url: MESSAGES.proofFile, kind: MESSAGES.proofKind } as const;

const BankBody = Schema.Struct({ bankName: Text, bik: Text, corrAccount: Text, account: Text });
const BANK_FIELDS = {
  bankName: MESSAGES.bankName,
  bik: MESSAGES.bik,
  corrAccount: MESSAGES.corrAccount,
  account: MESSAGES.account,
} as const;

/**
 * The admins' order (ADR 0052): companies naming an ИНН that others name too come first, each ИНН's
 * claims together (the ИНН whose newest claim is newest first), then the rest; newest first within.
 * `newestFirst` is already newest first, and the sort is stable.
 */
function conflictsFirst(
  newestFirst: readonly CompanyDoc[],
  claims: ReadonlyMap<string, number>,
): CompanyDoc[] {
  const rank = new Map<string, number>();
  for (const doc of newestFirst)
    if ((claims.get(doc.inn) ?? 1) > 1 && !rank.has(doc.inn)) rank.set(doc.inn, rank.size);
  const place = (doc: CompanyDoc) => rank.get(doc.inn) ?? rank.size;
  return [...newestFirst].sort((a, b) => place(a) - place(b));
}

/** Companies of buyers and suppliers: found one, see one's own, edit it as its admin. */
export function companiesRouter(deps: ModuleRouterDeps<CompanyCommands, CompanyQueries>): Router {
  const { commands, queries, readModels } = deps;
  const router = Router();
  const one = async (id: number): Promise<CompanyDoc> => {
    const doc = await queries.doc(id);
    if (!doc) throw notFound(MESSAGES.notFound);
    return doc;
  };
  const id = (req: Request): number => parseId(req.params.id, MESSAGES.notFound);
  const write = new ReadYourWrite(readModels, [COMPANIES_PROJECTION, USERS_PROJECTION]);
  // A change answers the company as changed, or 202 with its Location while the read side lags (ADR 0062).
  const changed = (res: Response, companyId: number, position: Position | null) =>
    write.changed(res, { id: companyId, position }, `/api/companies/${companyId}`, async () =>
      companyDto(await one(companyId)),
    );

  router.post('/api/companies', requireRole('buyer', 'supplier'), async (req, res) => {
    const body = decodeInput(CompanyBody, req.body, FIELDS);
    const outcome = await commands.register(body, commandContext(req));
    const created = { id: outcome.companyId, position: outcome.position };
    await write.created(res, created, `/api/companies/${outcome.companyId}`, async () =>
      companyDto(await one(outcome.companyId)),
    );
  });

  router.get('/api/companies/my', requireAuth, async (req, res) => {
    const userId = accountId(req.auth!.userId);
    const doc = userId === null ? null : await queries.ofMember(userId);
    if (!doc) throw notFound(MESSAGES.notFound);
    res.json(companyDto(doc));
  });

  router.get('/api/companies/:id', requireAuth, async (req, res) => {
    const doc = await one(id(req));
    const userId = accountId(req.auth!.userId);
    const member = userId !== null && doc.memberIds.includes(userId);
    const actor = { userId, role: req.auth!.role, companyId: member ? doc.id : null, isCompanyAdmin: false };
    if (!canView(actor, doc.id)) throw new DomainError(403, 'forbidden', MESSAGES.notMember);
    res.json(companyDto(doc));
  });

  router.put('/api/companies/:id', requireAuth, async (req, res) => {
    const companyId = id(req);
    const actor = await commands.actor(req.auth!.userId, req.auth!.role);
    await commands.checkEditor(companyId, actor);
    const body = decodeInput(CompanyBody, req.body, FIELDS);
    const outcome = await commands.change(companyId, body, actor, commandContext(req));
    await changed(res, companyId, outcome.position);
  });

  // A document proving the requisites, sent by the company's admin for the site admin's check (ADR 0052).
  router.post('/api/companies/:id/proof', requireAuth, async (req, res) => {
    const companyId = id(req);
    const actor = await commands.actor(req.auth!.userId, req.auth!.role);
    await commands.checkEditor(companyId, actor);
    const body = decodeInput(ProofBody, req.body, PROOF_FIELDS);
    await changed(
      res,
      companyId,
      (await commands.submitProof(companyId, body, actor, commandContext(req))).position,
    );
  });

  // The bank details: read by the company's members and admins, changed by its admins.
  router.get('/api/companies/:id/bank', requireAuth, async (req, res) => {
    const companyId = id(req);
    const doc = await one(companyId);
    const actor = await commands.actor(req.auth!.userId, req.auth!.role);
    if (!canView(actor, doc.id)) throw new DomainError(403, 'forbidden', MESSAGES.notMember);
    res.json({ bank: doc.bank ?? null });
  });

  router.put('/api/companies/:id/bank', requireAuth, async (req, res) => {
    const companyId = id(req);
    const actor = await commands.actor(req.auth!.userId, req.auth!.role);
    await commands.checkEditor(companyId, actor);
    const body = decodeInput(BankBody, req.body, BANK_FIELDS);
    const { position } = await commands.changeBank(companyId, body, actor, commandContext(req));
    await write.changed(res, { id: companyId, position }, `/api/companies/${companyId}/bank`, async () => ({
      bank: (await one(companyId)).bank ?? null,
    }));
  });

  // ---- admins: the check of a company's requisites (ЕГРЮЛ/ЕГРИП) --------------------------------
  router.get('/api/admin/companies', requireRole('admin'), async (req, res) => {
    const query = decodeInput(ListQuery, { ...req.query }, LIST_FIELDS);
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 20);
    const words = (query.search ?? '')
      .toLocaleLowerCase('ru')
      .replace(/ё/g, 'е')
      .split(/\s+/)
      .filter(Boolean);
    const every = await queries.allNewestFirst();
    // Companies naming the same ИНН compete (nobody owns an ИНН by typing it first): the admin sees how many.
    const claims = new Map<string, number>();
    for (const doc of every) claims.set(doc.inn, (claims.get(doc.inn) ?? 0) + 1);
    const all = conflictsFirst(
      every.filter(
        (doc) =>
          (query.verified === undefined || (doc.verified ?? false) === (query.verified === 'true')) &&
          words.every((word) =>
            `${doc.name} ${doc.inn} ${doc.ogrn}`.toLocaleLowerCase('ru').replace(/ё/g, 'е').includes(word),
          ),
      ),
      claims,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      companies: all.slice((page - 1) * limit, page * limit).map((doc) => ({
        ...companyDto(doc),
        memberCount: doc.memberIds.length,
        createdAt: doc.createdAt,
        sameInnCount: claims.get(doc.inn) ?? 1,
      })),
      total: all.length,
      totalPages: pageCount(all.length, limit),
      currentPage: page,
    });
  });

  router.post('/api/admin/companies/:id/verify', requireRole('admin'), async (req, res) => {
    const companyId = id(req);
    const actor = await commands.actor(req.auth!.userId, req.auth!.role);
    await changed(res, companyId, (await commands.verify(companyId, actor, commandContext(req))).position);
  });

  router.post('/api/admin/companies/:id/revoke-verification', requireRole('admin'), async (req, res) => {
    const companyId = id(req);
    const body = decodeInput(ReasonBody, req.body, { reason: MESSAGES.reasonRequired });
    const actor = await commands.actor(req.auth!.userId, req.auth!.role);
    await changed(
      res,
      companyId,
      (await commands.revokeVerification(companyId, body.reason, actor, commandContext(req))).position,
    );
  });

  return router;
}
