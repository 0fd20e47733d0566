import { ArrowLeftRight, Ban, ShieldCheck } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../shared/config/limits';
import { useDebouncedValue } from '../../shared/lib';
import { ROLE_LABELS, useSession, type Role } from '../../shared/session';
import {
  Button,
  DataTable,
  FilterToolbar,
  ListStates,
  Pagination,
  ResetFilters,
  SearchFilter,
  SelectFilter,
  type Column,
} from '../../shared/ui';
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

/** The table's columns; `self` marks the signed-in admin's own row, which offers no decision. */
function userColumns(
  self: (user: AdminUser) => boolean,
  onDecide: (user: AdminUser, action: UserAction) => void,
): ReadonlyArray<Column<AdminUser>> {
  const C = USERS_TEXT.columns;
  return [
    {
      label: C.user,
      cell: (user) => (
        <>
          <span className={styles.name}>
            {ownName(user) || <span className={styles.muted}>{USERS_TEXT.noName}</span>}
          </span>
          <span className={styles.email}>{user.email}</span>
        </>
      ),
    },
    { label: C.role, cell: (user) => ROLE_LABELS[user.role] },
    {
      label: C.company,
      cell: (user) => (
        <>
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
        </>
      ),
    },
    {
      label: C.status,
      cell: (user) => (
        <>
          <span className={styles.status} data-status={user.status}>
            {USERS_TEXT.statuses[user.status]}
          </span>
          {user.status === 'blocked' && user.statusReason && (
            <span className={styles.reason}>
              <span className="visually-hidden">{USERS_TEXT.reasonTitle}: </span>
              {user.statusReason}
            </span>
          )}
        </>
      ),
    },
    {
      label: C.actions,
      cell: (user) => (
        <div className={styles.rowActions}>
          {self(user) ? (
            <span className={styles.muted}>{USERS_TEXT.you}</span>
          ) : (
            <Decisions user={user} onDecide={onDecide} />
          )}
        </div>
      ),
    },
  ];
}

const DECISION_ICONS = { block: Ban, unblock: ShieldCheck, role: ArrowLeftRight } as const;

/** Block or unblock, and the switch between supplier and buyer. */
function Decisions({
  user,
  onDecide,
}: {
  user: AdminUser;
  onDecide: (user: AdminUser, action: UserAction) => void;
}) {
  const next = otherRole(user.role);
  const actions: UserAction[] = [
    user.status === 'blocked' ? 'unblock' : 'block',
    ...(next ? ['role' as const] : []),
  ];
  const labels: Record<UserAction, string> = {
    block: USERS_TEXT.block,
    unblock: USERS_TEXT.unblock,
    role: next === 'supplier' ? USERS_TEXT.toSupplier : USERS_TEXT.toBuyer,
  };
  return (
    <>
      {actions.map((action) => {
        const Icon = DECISION_ICONS[action];
        return (
          <Button
            key={action}
            size="small"
            onClick={() => onDecide(user, action)}
            aria-label={`${labels[action]}: ${user.email}`}
          >
            <Icon size={14} aria-hidden="true" />
            {labels[action]}
          </Button>
        );
      })}
    </>
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
  const columns = userColumns(
    (user) => me !== null && String(me.id) === String(user.id),
    (user, action) => setDecision({ action, user }),
  );
  return (
    <div className={styles.section}>
      <FilterToolbar>
        <SearchFilter texts={USERS_TEXT} value={search} maxLength={100} onChange={setSearch} />
        <SelectFilter
          label={USERS_TEXT.role}
          value={filter.role}
          onChange={(role) => setFilter({ role })}
          all={USERS_TEXT.allRoles}
          options={ROLE_OPTIONS.map((role) => [role, ROLE_LABELS[role]] as const)}
        />
        <SelectFilter
          label={USERS_TEXT.status}
          value={filter.status}
          onChange={(status) => setFilter({ status })}
          all={USERS_TEXT.allStatuses}
          options={STATUS_OPTIONS.map((status) => [status, USERS_TEXT.statuses[status]] as const)}
        />
        <ResetFilters onReset={reset} disabled={!filtered && !search} label={USERS_TEXT.reset} />
      </FilterToolbar>

      <ListStates
        // Rows already shown stay when a later refresh fails.
        query={{ ...users, isError: users.isError && !data }}
        empty={(answer) => answer.users.length === 0}
        texts={{ loading: USERS_TEXT.loading, loadError: USERS_TEXT.loadFailed, retry: USERS_TEXT.retry }}
        emptyState={{
          title: USERS_TEXT.empty,
          description: filtered ? USERS_TEXT.emptyFiltered : undefined,
          action: filtered ? <Button onClick={reset}>{USERS_TEXT.reset}</Button> : undefined,
        }}
      >
        {(answer) => (
          <>
            <DataTable
              label={USERS_TEXT.title}
              tableLabel={USERS_TEXT.title}
              busy={users.isFetching}
              frame={{ stale: users.isPlaceholderData }}
              rows={answer.users}
              rowKey={(user) => user.id}
              columns={columns}
            />
            <Pagination
              page={answer.page}
              totalPages={answer.totalPages}
              total={answer.total}
              limit={USERS_PAGE_SIZE}
              onPageChange={(page) => setFilter({ ...filter, page })}
            />
          </>
        )}
      </ListStates>

      <DecisionModal decision={decision} onClose={() => setDecision(null)} />
    </div>
  );
}
