import { marketplaceDay } from '../../../shared/calendar/index.ts';
import type { Position } from '../../../infra/event-store/index.ts';
import { dealBasis, placedUnder, type Deal, type DealWriteStores } from '../accounting/index.ts';
import {
  DomainError,
  badRequest,
  handleCommandOn,
  isCalendarDay,
  isImpossibleDay,
  isWholeKopecks,
  loadAggregateOn,
  stateOf,
  noSuchDay,
  notFound,
  type CommandContext,
} from '../../kit/write/index.ts';
import {
  requestNumber,
  serviceEvents,
  serviceRequestEvents,
  serviceStream,
  serviceRequestStream,
} from './events.ts';
import {
  requestDealStage,
  requestDecider,
  type RequestActor,
  type RequestCommand,
  type RequestState,
} from './request-decider.ts';
import { LIMITS, MESSAGES, checkReason, checkServiceDetails } from './rules.ts';
import {
  checkServiceOwner,
  serviceDecider,
  type ServiceActor,
  type ServiceCommand,
  type ServiceState,
} from './service-decider.ts';

export const SERVICE_SEQUENCE = 'service';
export const SERVICE_REQUEST_SEQUENCE = 'serviceRequest';

/** Whether a service category exists, as the service-category tree's own stream knows it. */
export type ServiceCategoryExists = (categoryId: number) => Promise<boolean>;

export interface Outcome {
  readonly id: number;
  readonly position: Position | null;
}

export interface ServiceRequestInput {
  readonly serviceId: number;
  readonly description: string;
  readonly contactPhone?: string | null | undefined;
  readonly contactEmail?: string | null | undefined;
  readonly preferredDate?: string | null | undefined;
  /** A signed contract between the requester's and the supplier's companies. */
  readonly contractId?: number | null | undefined;
}

const PHONE = /^\+?[\d\s()-]{6,25}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const digits = (phone: string): number => phone.replace(/\D/g, '').length;
/** A day from today on, else why not: a day the calendar lacks is told as such. */
const dayProblem = (value: string, today: string, message: string): string | null =>
  isCalendarDay(value)
    ? value < today
      ? message
      : null
    : isImpossibleDay(value)
      ? noSuchDay(value)
      : message;
const today = (context: CommandContext): string => marketplaceDay(context.now);

/** The aggregates this module's commands run on. */
const SERVICES = { streamOf: serviceStream, decider: serviceDecider, codec: serviceEvents };
const REQUESTS = { streamOf: serviceRequestStream, decider: requestDecider, codec: serviceRequestEvents };

/** Services and service requests (ADR 0028): suppliers offer, admins moderate, customers request. */
export class ServiceCommands {
  private readonly deps: DealWriteStores & { readonly categoryExists: ServiceCategoryExists };

  constructor(deps: ServiceCommands['deps']) {
    this.deps = deps;
  }

  private async runService(
    serviceId: number,
    command: ServiceCommand,
    context: CommandContext,
  ): Promise<Outcome> {
    return handleCommandOn(this.deps.store, SERVICES, serviceId, command, context);
  }

  private async runRequest(
    requestId: number,
    command: RequestCommand,
    context: CommandContext,
  ): Promise<Outcome> {
    return handleCommandOn(this.deps.store, REQUESTS, requestId, command, context);
  }

  async load(serviceId: number): Promise<ServiceState> {
    return stateOf(this.deps.store, SERVICES, serviceId);
  }

  async loadRequest(requestId: number): Promise<RequestState> {
    return stateOf(this.deps.store, REQUESTS, requestId);
  }

  /** A service a product may link, as its own stream says: its seller, its name and whether a version is public. */
  async linkable(serviceId: number): Promise<{ supplierId: number; name: string; public: boolean } | null> {
    const service = await this.load(serviceId);
    return service.exists && service.details
      ? { supplierId: service.supplierId, name: service.details.name, public: service.hasPublicVersion }
      : null;
  }

  /** What a conversation about the request is: between its requester and its supplier, named by its number and service. */
  async requestSubject(requestId: number): Promise<{ parties: number[]; label: string } | null> {
    const { sent } = await this.loadRequest(requestId);
    return sent
      ? { parties: [sent.requesterId, sent.supplierId], label: `Заявка ${sent.number}: ${sent.serviceName}` }
      : null;
  }

  /** The request as a deal its documents bill, as its own stream states it: the last quoted price, one unit of service. */
  async deal(requestId: number): Promise<Deal | null> {
    const { state, recorded } = await loadAggregateOn(this.deps.store, REQUESTS, requestId);
    const { sent, status } = state;
    if (!sent || status === null) return null;
    const price = state.price ?? 0;
    const { contract } = sent;
    return {
      sellerId: sent.supplierId,
      buyerId: sent.requesterId,
      stage: requestDealStage(status),
      label: contract
        ? `Договор ${contract.number}, заявка на услугу ${sent.number}`
        : `Заявка на услугу ${sent.number}`,
      lines: [{ name: sent.serviceName, quantity: 1, unit: 'усл. ед', price, amount: price }],
      total: price,
      basis: await dealBasis(contract, sent.supplierId, this.deps.contracts, {
        kind: 'serviceRequest',
        title: 'Заявка на услугу',
        number: sent.number,
        placedAt: recorded[0]?.metadata.at,
      }),
    };
  }

  private async categoryKnown(categoryId: number | null): Promise<boolean> {
    return categoryId === null || (await this.deps.categoryExists(categoryId));
  }

  /** A supplier drafts a service; it is public only after moderation. */
  async create(input: unknown, actor: ServiceActor, context: CommandContext): Promise<Outcome> {
    const details = checkServiceDetails(input);
    const categoryKnown = await this.categoryKnown(details.categoryId);
    // Refused before an id is spent; the decider checks again.
    serviceDecider.decide(
      { kind: 'create', serviceId: 1, details, actor, categoryKnown },
      serviceDecider.initialState,
    );
    const serviceId = await this.deps.sequences.allocate(SERVICE_SEQUENCE, context);
    return this.runService(serviceId, { kind: 'create', serviceId, details, actor, categoryKnown }, context);
  }

  async edit(
    serviceId: number,
    input: unknown,
    actor: ServiceActor,
    context: CommandContext,
  ): Promise<Outcome> {
    // Authorization before validation: a stranger learns nothing from field errors.
    checkServiceOwner(await this.load(serviceId), actor);
    const details = checkServiceDetails(input);
    const categoryKnown = await this.categoryKnown(details.categoryId);
    return this.runService(serviceId, { kind: 'edit', details, actor, categoryKnown }, context);
  }

  step(
    kind: 'submit' | 'publish' | 'archive' | 'restore',
    serviceId: number,
    actor: ServiceActor,
    context: CommandContext,
  ): Promise<Outcome> {
    return this.runService(serviceId, { kind, actor }, context);
  }

  reject(serviceId: number, reason: unknown, actor: ServiceActor, context: CommandContext): Promise<Outcome> {
    return this.runService(serviceId, { kind: 'reject', actor, reason: checkReason(reason, true)! }, context);
  }

  /** A customer's request for a published service (`POST /api/service-requests`). */
  async request(
    input: ServiceRequestInput,
    requester: RequestActor,
    context: CommandContext,
  ): Promise<Outcome> {
    if (requester.role === 'admin') throw new DomainError(403, 'forbidden', MESSAGES.adminsDoNotRequest);
    const service = await this.load(input.serviceId);
    if (!service.exists || !service.hasPublicVersion || service.status === 'archived' || !service.details) {
      throw notFound(MESSAGES.serviceNotFound);
    }
    if (service.supplierId === requester.userId) throw new DomainError(403, 'forbidden', MESSAGES.ownService);
    const fields: Record<string, string> = {};
    const description = input.description.trim();
    if (description === '' || description.length > LIMITS.requestDescription)
      fields.description = MESSAGES.requestDescription;
    const phone = input.contactPhone?.trim() ?? '';
    if (phone !== '' && (!PHONE.test(phone) || digits(phone) < 6 || digits(phone) > 15))
      fields.contactPhone = MESSAGES.phone;
    const email = input.contactEmail?.trim() ?? '';
    if (email !== '' && (!EMAIL.test(email) || email.length > LIMITS.email))
      fields.contactEmail = MESSAGES.email;
    if (phone === '' && email === '') fields.contactPhone = MESSAGES.contactRequired;
    const preferredDate = input.preferredDate?.trim() || null;
    const dateProblem =
      preferredDate === null ? null : dayProblem(preferredDate, today(context), MESSAGES.preferredDate);
    if (dateProblem) fields.preferredDate = dateProblem;
    const first = Object.keys(fields)[0];
    if (first) throw badRequest(fields[first]!, fields);
    const contract = await placedUnder(
      this.deps.contracts,
      input.contractId,
      { buyerId: requester.userId, sellerId: service.supplierId },
      context,
    );
    const requestId = await this.deps.sequences.allocate(SERVICE_REQUEST_SEQUENCE, context);
    return this.runRequest(
      requestId,
      {
        kind: 'send',
        requestId,
        number: requestNumber(requestId),
        serviceId: input.serviceId,
        // The name as it was public when asked for: the request keeps it whatever the service becomes.
        serviceName: service.details.name,
        supplierId: service.supplierId,
        requesterId: requester.userId,
        description,
        contactPhone: phone,
        contactEmail: email,
        preferredDate,
        contract: contract ? { id: contract.id, number: contract.number, terms: contract.termsLine } : null,
      },
      context,
    );
  }

  async quote(
    requestId: number,
    input: { price: number; date?: string | null | undefined; comment?: string | null | undefined },
    actor: RequestActor,
    context: CommandContext,
  ): Promise<Outcome> {
    const fields: Record<string, string> = {};
    if (!isWholeKopecks(input.price) || input.price < 0 || input.price > LIMITS.price) {
      fields.price = MESSAGES.quotePrice;
    }
    const date = input.date?.trim() || null;
    const dateProblem = date === null ? null : dayProblem(date, today(context), MESSAGES.quoteDate);
    if (dateProblem) fields.date = dateProblem;
    const comment = input.comment?.trim() || null;
    if (comment !== null && comment.length > LIMITS.comment) fields.comment = MESSAGES.comment;
    const first = Object.keys(fields)[0];
    if (first) throw badRequest(fields[first]!, fields);
    return this.runRequest(requestId, { kind: 'quote', actor, price: input.price, date, comment }, context);
  }

  answer(
    kind: 'accept' | 'complete',
    requestId: number,
    actor: RequestActor,
    context: CommandContext,
  ): Promise<Outcome> {
    return this.runRequest(requestId, { kind, actor }, context);
  }

  withReason(
    kind: 'decline' | 'cancel',
    requestId: number,
    reason: unknown,
    actor: RequestActor,
    context: CommandContext,
  ): Promise<Outcome> {
    return this.runRequest(requestId, { kind, actor, reason: checkReason(reason, false) }, context);
  }
}
