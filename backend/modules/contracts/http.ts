import { Router, type Request, type Response } from 'express';
import { Schema } from 'effect';
import type { Position } from '../../../infra/event-store/index.ts';
import {
  callerOf,
  commandContext,
  decodeInput,
  NOT_AN_OBJECT,
  parseId,
  requireAuth,
  requireRole,
  writesShownBy,
  type ModuleRouterDeps,
} from '../../kit/http/index.ts';
import { badRequest } from '../../kit/write/index.ts';
import type { ContractCommands, ContractPerson } from './commands.ts';
import { contractDocument, type ContractRequisites } from './contract-document.ts';
import { MESSAGES, STATUS_LABELS } from './decider.ts';
import type { ContractQueries } from './queries.ts';
import { CONTRACTS_PROJECTION } from './view.ts';

const personOf = (req: Request): ContractPerson => callerOf(req);
const bodyOf = (req: Request): Record<string, unknown> => {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(NOT_AN_OBJECT);
  return body as Record<string, unknown>;
};
/** A comment or a reason, decoded as every input is (ADR 0047); the decider checks its length. */
const textOf = (req: Request, name: string, message: string): string =>
  decodeInput(Schema.Struct({ [name]: Schema.String }), req.body, { [name]: message })[name]!;

/** 'Договора' (ADR 0033): contracts between a supplier's company and a buyer's company. */
export function contractsRouter(
  deps: ModuleRouterDeps<ContractCommands, ContractQueries> & { requisites: ContractRequisites },
): Router {
  const { commands, queries } = deps;
  const router = Router();
  const parties = requireRole('supplier', 'buyer', 'admin');
  const members = requireRole('supplier', 'buyer');
  const write = writesShownBy(deps, [CONTRACTS_PROJECTION]);
  const contractAt = (id: number | string) => `/api/contracts/${id}`;
  const read = (req: Request, id: number) => () => queries.one(id, personOf(req), new Date());
  const answer = (res: Response, req: Request, outcome: { id: number; position: Position | null }) =>
    write.changed(res, outcome, contractAt(outcome.id), read(req, outcome.id));
  const idOf = (req: Request) => parseId(req.params.id, MESSAGES.notFound);

  router.get('/api/contracts', requireAuth, parties, async (req, res) => {
    const status =
      typeof req.query.status === 'string' && req.query.status !== '' ? req.query.status : undefined;
    if (status !== undefined && !(status in STATUS_LABELS))
      throw badRequest('Неизвестный статус договора', { status: 'Неизвестный статус договора' });
    const search = typeof req.query.search === 'string' ? req.query.search.slice(0, 200) : undefined;
    res.json({ contracts: await queries.list(personOf(req), { status, search }, new Date()) });
  });

  router.get('/api/contracts/in-force', requireAuth, members, async (req, res) => {
    const sellerId = parseId(req.query.sellerId, 'Продавец не найден');
    res.json({ contracts: await queries.inForceWith(personOf(req), sellerId, new Date()) });
  });

  router.post('/api/contracts', requireAuth, members, async (req, res) => {
    const context = commandContext(req);
    const created = await write.once(req, 'contracts.propose', context, async () => {
      const outcome = await commands.propose(personOf(req), bodyOf(req), context);
      let position = outcome.position;
      if (bodyOf(req).send === true)
        position = (await commands.step(outcome.id, personOf(req), 'send', context)).position ?? position;
      return { id: outcome.id, position };
    });
    await write.created(res, created, contractAt(created.id), read(req, Number(created.id)));
  });

  router.get('/api/contracts/:id', requireAuth, parties, async (req, res) => {
    res.json(await queries.one(idOf(req), personOf(req), new Date()));
  });

  // The contract's text (ADR 0056), for whoever may read the contract: read before signing, printed for the scan.
  router.get('/api/contracts/:id/document.pdf', requireAuth, parties, async (req, res) => {
    const contract = await queries.one(idOf(req), personOf(req), new Date());
    const pdf = await contractDocument(contract, deps.requisites);
    res.setHeader('Content-Disposition', `attachment; filename="dogovor-${contract.id}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('application/pdf').send(pdf);
  });

  router.put('/api/contracts/:id', requireAuth, members, async (req, res) => {
    await answer(res, req, await commands.revise(idOf(req), personOf(req), bodyOf(req), commandContext(req)));
  });

  for (const step of ['send', 'sign'] as const) {
    router.post(`/api/contracts/:id/${step}`, requireAuth, members, async (req, res) => {
      await answer(res, req, await commands.step(idOf(req), personOf(req), step, commandContext(req)));
    });
  }

  const answers = {
    'request-changes': ['requestChanges', 'comment', MESSAGES.commentRequired],
    decline: ['decline', 'reason', MESSAGES.reasonRequired],
    terminate: ['terminate', 'reason', MESSAGES.reasonRequired],
  } as const;
  for (const [path, [kind, field, message]] of Object.entries(answers)) {
    router.post(`/api/contracts/:id/${path}`, requireAuth, members, async (req, res) => {
      const id = idOf(req);
      await answer(
        res,
        req,
        await commands.answer(id, personOf(req), kind, textOf(req, field, message), commandContext(req)),
      );
    });
  }

  router.post('/api/contracts/:id/scan', requireAuth, members, async (req, res) => {
    await answer(
      res,
      req,
      await commands.attachScan(idOf(req), personOf(req), bodyOf(req).url, commandContext(req)),
    );
  });

  return router;
}
