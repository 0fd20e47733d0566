import { describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../../infra/event-store/index.ts';
import { DomainError, systemContext } from '../../kit/write/index.ts';
import { MESSAGES, createAdmin } from './admins.ts';
import { userStream } from './events.ts';
import { verifyPassword } from './password.ts';

describe('admin creation (the CLI path)', () => {
  it('registers an admin with a scrypt hash and refuses the same e-mail in another case', async () => {
    const store = new SqliteEventStore(':memory:');
    const { userId } = await createAdmin(
      store,
      { email: ' Admin@Depot.RU ', password: 'надёжный-пароль' },
      systemContext(),
    );
    const [event] = await store.readStream(userStream(userId));
    const data = event!.data as { email: string; role: string; passwordHash: string };
    expect(event!.type).toBe('UserRegistered');
    expect(data).toMatchObject({ email: 'admin@depot.ru', role: 'admin' });
    expect(data.passwordHash).not.toContain('надёжный');
    expect(await verifyPassword('надёжный-пароль', data.passwordHash)).toBe(true);
    expect(await verifyPassword('другой', data.passwordHash)).toBe(false);

    await expect(
      createAdmin(store, { email: 'admin@depot.ru', password: 'ещё-пароль' }, systemContext()),
    ).rejects.toMatchObject({
      status: 409,
      message: MESSAGES.emailTaken,
    });
    await store.close();
  });

  it('refuses a malformed e-mail and a short password', async () => {
    const store = new SqliteEventStore(':memory:');
    await expect(
      createAdmin(store, { email: 'нет-почты', password: 'secret123' }, systemContext()),
    ).rejects.toBeInstanceOf(DomainError);
    await expect(
      createAdmin(store, { email: 'a@b.ru', password: '12345' }, systemContext()),
    ).rejects.toMatchObject({
      message: MESSAGES.shortPassword,
    });
    await store.close();
  });
});
