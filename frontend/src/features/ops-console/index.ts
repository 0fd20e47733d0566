export { OpsConsole } from './OpsConsole';
