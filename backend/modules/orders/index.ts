export { OrderCommands } from './commands.ts';
export { OrderQueries } from './queries.ts';
