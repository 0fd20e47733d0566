import { parseArgs } from 'node:util';
import { loadConfig } from '../../../infra/config.ts';
import { createEventStore } from '../../../infra/event-store/index.ts';
import { createAdmin } from '../../modules/identity/index.ts';
import { DomainError, systemContext } from '../../kit/write/index.ts';

/** npm run admin:create -- --email admin@example.ru --password '...' */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error('Использование: npm run admin:create -- --email <email> --password <пароль>');
  process.exit(2);
}
const config = loadConfig();
const store = await createEventStore({ url: config.eventStoreUrl, dataDir: config.dataDir });
try {
  const { userId } = await createAdmin(
    store,
    { email: values.email, password: values.password },
    systemContext(),
    config.passwordCost,
  );
  console.log(`Администратор создан: id ${userId}, ${values.email.trim().toLowerCase()}`);
} catch (error) {
  console.error(error instanceof DomainError ? error.message : error);
  process.exitCode = 1;
} finally {
  await store.close();
}
