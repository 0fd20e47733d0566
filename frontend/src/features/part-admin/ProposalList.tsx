import type { ReactNode } from 'react';
import { formatDate } from '../../shared/lib';
import {
  DataTable,
  ListStates,
  ListPages,
  Skeleton,
  workspaceStyles as styles,
  type Column,
  type ListQuery,
} from '../../shared/ui';
import { PART_ADMIN_TEXT as T, STATUS_TONES } from './model';

/** What a supplier's list and the admins' queue both show of a proposal. */
interface ProposalRow {
  readonly id: number;
  readonly part: { readonly designation: string; readonly name: string };
  readonly designation: string;
  readonly kindName: string;
  readonly proposedAt: string;
  readonly status: keyof typeof STATUS_TONES;
  readonly statusName: string;
  readonly reason?: string | null;
}

/**
 * A page of cross-reference proposals (ADR 0067): the part, the other designation, the link, when it
 * was proposed and its status with the reason; `middle` and `last` add the columns one side needs
 * (the source and supplier for the admins, their decision).
 */
export function ProposalList<P extends ProposalRow>({
  query,
  label,
  loadingHeight,
  emptyState,
  middle = [],
  last = [],
  page,
  onPageChange,
}: {
  query: ListQuery<{ proposals: P[]; total: number; totalPages: number }>;
  label: string;
  loadingHeight: number;
  emptyState: { title: ReactNode; description: ReactNode };
  middle?: ReadonlyArray<Column<P>>;
  last?: ReadonlyArray<Column<P>>;
  page: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <ListStates
      query={query}
      empty={(data) => data.proposals.length === 0}
      texts={{ loadError: T.proposalsError, retry: T.retry }}
      loading={<Skeleton height={loadingHeight} />}
      emptyState={emptyState}
    >
      {(data) => (
        <>
          <DataTable
            label={label}
            tableLabel={label}
            rows={data.proposals}
            rowKey={(p) => p.id}
            columns={[
              {
                label: 'Позиция',
                cell: (p) => (
                  <>
                    <span className="tabular">{p.part.designation}</span> {p.part.name}
                  </>
                ),
              },
              { label: 'Обозначение', className: 'tabular', cell: (p) => p.designation },
              { label: 'Связь', cell: (p) => p.kindName },
              ...middle,
              { label: 'Предложено', cell: (p) => formatDate(p.proposedAt, { withTime: true }) },
              {
                label: 'Статус',
                cell: (p) => (
                  <>
                    <span className={styles.badge} data-tone={STATUS_TONES[p.status]}>
                      {p.statusName}
                    </span>
                    {p.reason && <span className={styles.muted}> {p.reason}</span>}
                  </>
                ),
              },
              ...last,
            ]}
          />
          <ListPages answer={data} page={page} limit={50} onPageChange={onPageChange} />
        </>
      )}
    </ListStates>
  );
}
