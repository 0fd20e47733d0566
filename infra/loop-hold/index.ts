export { LoopHold } from './loop-hold.ts';
