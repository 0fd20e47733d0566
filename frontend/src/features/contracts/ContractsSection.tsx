import { useMemo, useState } from 'react';
import { formatDate } from '../../shared/lib';
import {
  Button,
  DataTable,
  ListStates,
  SearchStatusToolbar,
  sortRows,
  StatusWithReason,
  updatedColumn,
  useSearchAndStatus,
  workspaceStyles as styles,
  type SortState,
} from '../../shared/ui';
import { useContracts } from './api/listContracts';
import { ContractEditor } from './ContractEditor';
import { ContractBadge, ContractPanel } from './ContractPanel';
import { useSession } from '../../shared/session';
import {
  CONTRACTS_TEXT as T,
  STATUS_LABELS,
  counterpartyName,
  counterpartyOf,
  type Contract,
  type DisplayStatus,
} from './model';

type SortKey = 'number' | 'counterparty' | 'validTo' | 'status' | 'updatedAt';

/**
 * 'Договора' for suppliers and buyers: the contracts of my company in a table with search, a status
 * filter and sorting; a contract opens beside with its terms, its steps and its scans.
 */
export function ContractsSection() {
  const filter = useSearchAndStatus<DisplayStatus>();
  const [search] = filter.search;
  const [status] = filter.status;
  const contracts = useContracts({ status, search });
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'updatedAt', desc: true });
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  const rows = useMemo(() => {
    const value = (c: Contract) =>
      sort.key === 'counterparty'
        ? counterpartyName(c)
        : sort.key === 'validTo'
          ? c.terms.validTo
          : sort.key === 'status'
            ? c.statusLabel
            : c[sort.key];
    return sortRows(contracts.data?.contracts ?? [], sort, value);
  }, [contracts.data, sort]);
  const { filtered } = filter;
  // What is addressed to the company's ИНН reaches it once an admin has checked it (ADR 0052).
  const { user } = useSession();
  const unverified = user?.Company != null && user.Company.verified !== true;

  return (
    <div className={styles.board}>
      {unverified && <p className={styles.notice}>{T.unverified}</p>}
      <SearchStatusToolbar
        texts={T}
        filter={filter}
        options={Object.entries(STATUS_LABELS) as Array<[DisplayStatus, string]>}
        create={{ label: T.newContract, onClick: () => setCreating(true) }}
      />
      <ListStates
        query={contracts}
        empty={() => rows.length === 0}
        texts={T}
        rows={3}
        emptyState={{
          title: filtered ? T.emptyFiltered : T.empty,
          description: filtered ? undefined : T.emptyHint,
          action: filtered ? undefined : <Button onClick={() => setCreating(true)}>{T.newContract}</Button>,
        }}
      >
        {() => (
          <DataTable
            label="Договора"
            rows={rows}
            rowKey={(contract) => contract.id}
            sort={{ state: sort, onSort: setSort }}
            columns={[
              {
                label: T.columns.number,
                sortBy: 'number',
                cell: (contract) => (
                  <button type="button" className={styles.link} onClick={() => setOpenId(contract.id)}>
                    {contract.number}
                  </button>
                ),
              },
              {
                label: T.columns.counterparty,
                sortBy: 'counterparty',
                cell: (contract) => (
                  <>
                    {contract.awaitingVerification ? (
                      <span className={styles.badge} data-tone="wait">
                        {T.awaiting.badge}
                      </span>
                    ) : (
                      counterpartyOf(contract).name
                    )}
                    <span className={styles.muted}>ИНН {counterpartyOf(contract).inn}</span>
                  </>
                ),
              },
              { label: T.columns.subject, cell: (contract) => contract.terms.subject },
              {
                label: T.columns.period,
                sortBy: 'validTo',
                className: 'tabular',
                cell: (contract) => (
                  <>
                    {formatDate(contract.terms.validFrom)} — {formatDate(contract.terms.validTo)}
                  </>
                ),
              },
              {
                label: T.columns.status,
                sortBy: 'status',
                cell: (contract) => (
                  <StatusWithReason badge={<ContractBadge contract={contract} />} reason={contract.reason} />
                ),
              },
              updatedColumn(T.columns.updated),
            ]}
          />
        )}
      </ListStates>
      <ContractPanel id={openId} onClose={() => setOpenId(null)} />
      {creating && <ContractEditor contract={null} onClose={() => setCreating(false)} />}
    </div>
  );
}
