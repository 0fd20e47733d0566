import type { EventStore } from '../../../infra/event-store/index.ts';
import {
  DomainError,
  Reservations,
  Sequences,
  badRequest,
  handleCommand,
  type CommandContext,
  type Decider,
} from '../../src/write-kit/index.ts';
import { identityEvents, type IdentityEvent } from './events.ts';
import { hashPassword } from './password.ts';
import { MESSAGES, isValidEmail, normalizeEmail, passwordProblem } from './rules.ts';

export { MESSAGES };

/** Reservation scope of e-mail addresses (lower case): one account per address. */
export const EMAIL_SCOPE = 'user-email';

export const userStream = (userId: number): string => `user-${userId}`;

type RegisterAdmin = { userId: number; email: string; passwordHash: string };

/** Creation of an account stream: refused when the stream already exists. */
const adminRegistration: Decider<RegisterAdmin, IdentityEvent, { exists: boolean }> = {
  initialState: { exists: false },
  evolve: () => ({ exists: true }),
  decide(command, state) {
    if (state.exists) throw new DomainError(409, 'conflict', MESSAGES.emailTaken);
    return [
      {
        type: 'UserRegistered',
        data: {
          userId: command.userId,
          email: command.email,
          passwordHash: command.passwordHash,
          role: 'admin',
          firstName: 'Администратор',
          lastName: '',
          middleName: '',
          inn: null,
        },
      },
    ];
  },
};

/** Admins exist only through the command line: never through the public registration. */
export async function createAdmin(
  store: EventStore,
  input: { email: string; password: string },
  context: CommandContext,
): Promise<{ userId: number }> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw badRequest(MESSAGES.badEmail);
  const passwordError = passwordProblem(input.password);
  if (passwordError) throw badRequest(passwordError);
  const userId = await new Sequences(store).allocate('user', context);
  await new Reservations(store).reserve(EMAIL_SCOPE, email, String(userId), context, new DomainError(409, 'conflict', MESSAGES.emailTaken));
  const passwordHash = await hashPassword(input.password);
  await handleCommand({
    store,
    streamId: userStream(userId),
    decider: adminRegistration,
    codec: identityEvents,
    command: { userId, email, passwordHash },
    context,
  });
  return { userId };
}
