import { useId } from 'react';
import { Options } from '../../shared/ui';
import { useContractsInForce } from './api/listContractsInForce';

export const CONTRACT_CHOICE_TEXT = {
  label: 'По договору',
  none: 'Без договора (разовая заявка)',
} as const;

/**
 * «По договору» in an order's or a service request's form: the contracts in force between my
 * company and the seller's, asked once the form is open; the request then takes the chosen one's
 * terms. Nothing shows while there is none.
 */
export function ContractChoice({
  sellerId,
  open,
  choice: [value, onChange],
  className,
  labelClassName,
}: {
  sellerId: number | string | null | undefined;
  open: boolean;
  /** The chosen contract's id ('' for none) and its setter, as useState gives them. */
  choice: readonly [string, (value: string) => void];
  className?: string;
  labelClassName?: string;
}) {
  const id = useId();
  const contracts = useContractsInForce(sellerId == null ? null : Number(sellerId), open);
  const list = contracts.data?.contracts ?? [];
  if (list.length === 0) return null;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {CONTRACT_CHOICE_TEXT.label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{CONTRACT_CHOICE_TEXT.none}</option>
        <Options of={list.map((contract) => [String(contract.id), contract.termsLine] as const)} />
      </select>
    </div>
  );
}
