import type { EventStore } from '../../../infra/event-store/index.ts';
import {
  DomainError,
  Reservations,
  Sequences,
  badRequest,
  handleCommand,
  type CommandContext,
} from '../../kit/write/index.ts';
import { identityEvents, userStream } from './events.ts';
import { hashPassword } from './password.ts';
import { MESSAGES, isValidEmail, normalizeEmail, passwordProblem } from './rules.ts';
import { userDecider } from './user-decider.ts';

export { MESSAGES };

/** Reservation scope of e-mail addresses (lower case): one account per address. */
export const EMAIL_SCOPE = 'user-email';

/** Admins exist only through the command line: never through the public registration. */
export async function createAdmin(
  store: EventStore,
  input: { email: string; password: string },
  context: CommandContext,
  /** log2 of scrypt's N (config.passwordCost). */
  passwordCost?: number,
): Promise<{ userId: number }> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw badRequest(MESSAGES.badEmail);
  const passwordError = passwordProblem(input.password);
  if (passwordError) throw badRequest(passwordError);
  const reservations = new Reservations(store);
  const taken = new DomainError(409, 'conflict', MESSAGES.emailTaken);
  // Refused before an id is spent (ADR 0052); the reservation decides a race.
  if ((await reservations.holder(EMAIL_SCOPE, email)) !== null) throw taken;
  const userId = await new Sequences(store).allocate('user', context);
  await reservations.reserve(EMAIL_SCOPE, email, String(userId), context, taken);
  const passwordHash = await hashPassword(input.password, passwordCost);
  await handleCommand({
    store,
    streamId: userStream(userId),
    decider: userDecider,
    codec: identityEvents,
    command: { kind: 'registerAdmin', userId, email, passwordHash },
    context,
  });
  return { userId };
}
