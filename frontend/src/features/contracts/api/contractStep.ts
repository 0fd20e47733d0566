import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { useContractChange } from './useContractChange';

const PATHS = {
  send: 'send',
  sign: 'sign',
  requestChanges: 'request-changes',
  decline: 'decline',
  terminate: 'terminate',
} as const;
export type ContractStepName = keyof typeof PATHS;

/** POST /api/contracts/{id}/send|sign|request-changes|decline|terminate: each answers the contract. */
export const useContractStep = () =>
  useContractChange(({ id, step, text }: { id: number; step: ContractStepName; text?: string }) =>
    apiRequest<ApiAnswer<'/api/contracts/{id}/sign', 'post'>>(`api/contracts/${id}/${PATHS[step]}`, {
      method: 'POST',
      body:
        step === 'requestChanges'
          ? { comment: text ?? '' }
          : step === 'decline' || step === 'terminate'
            ? { reason: text ?? '' }
            : {},
    }),
  );
