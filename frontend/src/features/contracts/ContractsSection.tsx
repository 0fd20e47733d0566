import { Plus, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatDate } from '../../shared/lib';
import { Button, Skeleton, StateMessage, TableFrame, workspaceStyles as styles } from '../../shared/ui';
import { useContracts } from './api/listContracts';
import { ContractEditor } from './ContractEditor';
import { ContractBadge, ContractPanel } from './ContractPanel';
import { useSession } from '../../shared/session';
import { CONTRACTS_TEXT as T, STATUS_LABELS, counterpartyName, counterpartyOf, type Contract, type DisplayStatus } from './model';

type SortKey = 'number' | 'counterparty' | 'validTo' | 'status' | 'updatedAt';

/**
 * 'Договора' for suppliers and buyers: the contracts of my company in a table with search, a status
 * filter and sorting; a contract opens beside with its terms, its steps and its scans.
 */
export function ContractsSection() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DisplayStatus | ''>('');
  const contracts = useContracts({ status, search });
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'updatedAt', desc: true });
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  const rows = useMemo(() => {
    const value = (c: Contract) =>
      sort.key === 'counterparty' ? counterpartyName(c) : sort.key === 'validTo' ? c.terms.validTo : sort.key === 'status' ? c.statusLabel : c[sort.key];
    return [...(contracts.data?.contracts ?? [])].sort((a, b) => {
      const order = String(value(a)).localeCompare(String(value(b)), 'ru');
      return sort.desc ? -order : order;
    });
  }, [contracts.data, sort]);
  const header = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className={styles.link} onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : false }))}>
        {label}
        {sort.key === key ? (sort.desc ? ' ↓' : ' ↑') : ''}
      </button>
    </th>
  );
  const filtered = Boolean(search || status);
  // What is addressed to the company's ИНН reaches it once an admin has checked it (ADR 0052).
  const { user } = useSession();
  const unverified = user?.Company != null && user.Company.verified !== true;

  return (
    <div className={styles.board}>
      {unverified && <p className={styles.notice}>{T.unverified}</p>}
      <div className={styles.toolbar} role="search">
        <label className={`${styles.field} ${styles.wide}`}>
          <span className={styles.label}>{T.search}</span>
          <input type="search" className={styles.input} placeholder={T.searchPlaceholder} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{T.status}</span>
          <select className={styles.input} value={status} onChange={(e) => setStatus(e.target.value as DisplayStatus | '')}>
            <option value="">{T.allStatuses}</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </label>
        <Button disabled={!filtered} onClick={() => { setSearch(''); setStatus(''); }}>
          <RotateCcw size={14} aria-hidden="true" /> {T.reset}
        </Button>
        <Button variant="primary" onClick={() => setCreating(true)}>
          <Plus size={14} aria-hidden="true" /> {T.newContract}
        </Button>
      </div>
      {contracts.isPending ? (
        <div className={styles.loading} role="status">
          <span className="visually-hidden">{T.loading}</span>
          {Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height={44} />)}
        </div>
      ) : contracts.isError ? (
        <StateMessage kind="error" title={T.loadError} description={contracts.error.message} action={<Button onClick={() => void contracts.refetch()}>{T.retry}</Button>} />
      ) : rows.length === 0 ? (
        <StateMessage
          kind="empty"
          title={filtered ? T.emptyFiltered : T.empty}
          description={filtered ? undefined : T.emptyHint}
          action={filtered ? undefined : <Button onClick={() => setCreating(true)}>{T.newContract}</Button>}
        />
      ) : (
        <TableFrame label="Договора">
          <table className={styles.table}>
            <thead>
              <tr>
                {header('number', T.columns.number)}
                {header('counterparty', T.columns.counterparty)}
                <th scope="col">{T.columns.subject}</th>
                {header('validTo', T.columns.period)}
                {header('status', T.columns.status)}
                {header('updatedAt', T.columns.updated)}
              </tr>
            </thead>
            <tbody>
              {rows.map((contract) => (
                <tr key={contract.id}>
                  <td data-label={T.columns.number}>
                    <button type="button" className={styles.link} onClick={() => setOpenId(contract.id)}>
                      {contract.number}
                    </button>
                  </td>
                  <td data-label={T.columns.counterparty}>
                    {contract.awaitingVerification ? (
                      <span className={styles.badge} data-tone="wait">
                        {T.awaiting.badge}
                      </span>
                    ) : (
                      counterpartyOf(contract).name
                    )}
                    <span className={styles.muted}>ИНН {counterpartyOf(contract).inn}</span>
                  </td>
                  <td data-label={T.columns.subject}>{contract.terms.subject}</td>
                  <td data-label={T.columns.period} className="tabular">
                    {formatDate(contract.terms.validFrom)} — {formatDate(contract.terms.validTo)}
                  </td>
                  <td data-label={T.columns.status}>
                    <ContractBadge contract={contract} />
                    {contract.reason && <span className={`${styles.muted} ${styles.reason}`}>«{contract.reason}»</span>}
                  </td>
                  <td data-label={T.columns.updated} className="tabular">{formatDate(contract.updatedAt, { withTime: true })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <ContractPanel contractId={openId} onClose={() => setOpenId(null)} />
      {creating && <ContractEditor contract={null} onClose={() => setCreating(false)} />}
    </div>
  );
}
