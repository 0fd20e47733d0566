import { ArrowLeftRight, Ban, RotateCcw, Search, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../shared/config/limits';
import { useDebouncedValue } from '../../shared/lib';
import { ROLE_LABELS, useSession, type Role } from '../../shared/session';
import { Button, Pagination, Skeleton, StateMessage, TableFrame } from '../../shared/ui';
import { useUsers } from './api/listUsers';
import { DecisionModal, type PendingDecision } from './DecisionModal';
import {
  USERS_PAGE_SIZE,
  USERS_TEXT,
  filterFromParams,
  otherRole,
  ownName,
  type AdminUser,
  type UserAction,
  type UserStatus,
  type UsersFilter,
} from './model';
import styles from './UserManagement.module.css';

const ROLE_OPTIONS: readonly Role[] = ['admin', 'supplier', 'buyer'];
const STATUS_OPTIONS: readonly UserStatus[] = ['active', 'blocked'];

/** The filter lives in the URL (?search=&role=&status=&page=): reload and back keep it. */
function useFilter(): [UsersFilter, (change: Partial<UsersFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const update = (change: Partial<UsersFilter>) => {
    const next: UsersFilter = { ...filter, page: 1, ...change };
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.role) query.set('role', next.role);
    if (next.status) query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  return [filter, update];
}

function UserRow({
  user,
  self,
  onDecide,
}: {
  user: AdminUser;
  self: boolean;
  onDecide: (action: UserAction) => void;
}) {
  const name = ownName(user);
  const next = otherRole(user.role);
  const blocked = user.status === 'blocked';
  return (
    <tr>
      <td data-label={USERS_TEXT.columns.user}>
        <span className={styles.name}>
          {name || <span className={styles.muted}>{USERS_TEXT.noName}</span>}
        </span>
        <span className={styles.email}>{user.email}</span>
      </td>
      <td data-label={USERS_TEXT.columns.role}>{ROLE_LABELS[user.role]}</td>
      <td data-label={USERS_TEXT.columns.company}>
        {user.companyId !== null ? (
          <span>
            {user.companyName ?? USERS_TEXT.companyNumber(user.companyId)}
            {user.isCompanyAdmin ? <span className={styles.muted}>, {USERS_TEXT.companyAdmin}</span> : null}
          </span>
        ) : (
          <span className={styles.muted}>{USERS_TEXT.noCompany}</span>
        )}
        {user.inn && (
          <span className={`${styles.inn} tabular`}>
            {USERS_TEXT.innPrefix} {user.inn}
          </span>
        )}
      </td>
      <td data-label={USERS_TEXT.columns.status}>
        <span className={styles.status} data-status={user.status}>
          {USERS_TEXT.statuses[user.status]}
        </span>
        {blocked && user.statusReason && (
          <span className={styles.reason}>
            <span className="visually-hidden">{USERS_TEXT.reasonTitle}: </span>
            {user.statusReason}
          </span>
        )}
      </td>
      <td data-label={USERS_TEXT.columns.actions}>
        <div className={styles.rowActions}>
          {self ? (
            <span className={styles.muted}>{USERS_TEXT.you}</span>
          ) : (
            <>
              {blocked ? (
                <Button
                  size="small"
                  onClick={() => onDecide('unblock')}
                  aria-label={`${USERS_TEXT.unblock}: ${user.email}`}
                >
                  <ShieldCheck size={14} aria-hidden="true" />
                  {USERS_TEXT.unblock}
                </Button>
              ) : (
                <Button
                  size="small"
                  onClick={() => onDecide('block')}
                  aria-label={`${USERS_TEXT.block}: ${user.email}`}
                >
                  <Ban size={14} aria-hidden="true" />
                  {USERS_TEXT.block}
                </Button>
              )}
              {next && (
                <Button
                  size="small"
                  onClick={() => onDecide('role')}
                  aria-label={`${next === 'supplier' ? USERS_TEXT.toSupplier : USERS_TEXT.toBuyer}: ${user.email}`}
                >
                  <ArrowLeftRight size={14} aria-hidden="true" />
                  {next === 'supplier' ? USERS_TEXT.toSupplier : USERS_TEXT.toBuyer}
                </Button>
              )}
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The admin's section 'Управление пользователями': search, role and status filters, the paged table, decisions. */
export function UserManagement() {
  const [filter, setFilter] = useFilter();
  const [search, setSearch] = useState(filter.search);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const users = useUsers(filter);
  const { user: me } = useSession();
  const id = useId();

  // Only a newly typed value changes the URL; other filter changes arrive through `filter` and
  // must not send the typed text back (so the effect reads the latest filter, not depends on it).
  const latest = useRef({ search: filter.search, setFilter });
  useLayoutEffect(() => {
    latest.current = { search: filter.search, setFilter };
  });
  useEffect(() => {
    const { search: current, setFilter: apply } = latest.current;
    if (debounced.trim() !== current) apply({ search: debounced.trim() });
  }, [debounced]);

  const filtered = Boolean(filter.search || filter.role || filter.status);
  const reset = () => {
    setSearch('');
    setFilter({ search: '', role: '', status: '' });
  };

  const data = users.data;
  return (
    <div className={styles.section}>
      <div className={styles.toolbar} role="search">
        <div className={styles.searchField}>
          <label htmlFor={`${id}-search`} className={styles.label}>
            {USERS_TEXT.search}
          </label>
          <div className={styles.searchBox}>
            <Search size={16} aria-hidden="true" className={styles.searchIcon} />
            <input
              id={`${id}-search`}
              type="search"
              className={styles.input}
              placeholder={USERS_TEXT.searchPlaceholder}
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className={styles.filterField}>
          <label htmlFor={`${id}-role`} className={styles.label}>
            {USERS_TEXT.role}
          </label>
          <select
            id={`${id}-role`}
            className={styles.select}
            value={filter.role}
            onChange={(event) => setFilter({ role: event.target.value as Role | '' })}
          >
            <option value="">{USERS_TEXT.allRoles}</option>
            {ROLE_OPTIONS.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor={`${id}-status`} className={styles.label}>
            {USERS_TEXT.status}
          </label>
          <select
            id={`${id}-status`}
            className={styles.select}
            value={filter.status}
            onChange={(event) => setFilter({ status: event.target.value as UserStatus | '' })}
          >
            <option value="">{USERS_TEXT.allStatuses}</option>
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {USERS_TEXT.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <Button className={styles.reset} onClick={reset} disabled={!filtered && !search}>
          <RotateCcw size={14} aria-hidden="true" />
          {USERS_TEXT.reset}
        </Button>
      </div>

      {users.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <p role="status" className="visually-hidden">
            {USERS_TEXT.loading}
          </p>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </div>
      ) : users.isError && !data ? (
        <StateMessage
          kind="error"
          title={USERS_TEXT.loadFailed}
          description={users.error.message}
          action={<Button onClick={() => void users.refetch()}>{USERS_TEXT.retry}</Button>}
        />
      ) : !data || data.users.length === 0 ? (
        <StateMessage
          kind="empty"
          title={USERS_TEXT.empty}
          description={filtered ? USERS_TEXT.emptyFiltered : undefined}
          action={filtered ? <Button onClick={reset}>{USERS_TEXT.reset}</Button> : undefined}
        />
      ) : (
        <>
          <TableFrame label={USERS_TEXT.title} stale={users.isPlaceholderData}>
            <table
              className={styles.table}
              aria-label={USERS_TEXT.title}
              aria-busy={users.isFetching || undefined}
            >
              <thead>
                <tr>
                  <th scope="col">{USERS_TEXT.columns.user}</th>
                  <th scope="col">{USERS_TEXT.columns.role}</th>
                  <th scope="col">{USERS_TEXT.columns.company}</th>
                  <th scope="col">{USERS_TEXT.columns.status}</th>
                  <th scope="col">{USERS_TEXT.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.users.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    self={me !== null && String(me.id) === String(user.id)}
                    onDecide={(action) => setDecision({ action, user })}
                  />
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            limit={USERS_PAGE_SIZE}
            onPageChange={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}

      <DecisionModal decision={decision} onClose={() => setDecision(null)} />
    </div>
  );
}
