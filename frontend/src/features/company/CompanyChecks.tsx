import { BadgeCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '../../shared/api';
import { formatDate, pluralRu, useTypedFilter } from '../../shared/lib';
import { toast } from '../../shared/toast';
import {
  Field,
  Button,
  ListPages,
  Skeleton,
  ReasonBox,
  StateMessage,
  TableFrame,
  workspaceStyles as styles,
  LoadError,
} from '../../shared/ui';
import { useCompanyCheck } from './api/checkCompany';
import {
  COMPANY_CHECKS_PAGE_SIZE,
  useCompanyChecks,
  type CheckedCompany,
  type CompanyChecksFilter,
} from './api/listCompanyChecks';
import { PROOF_KINDS, ogrnLabel } from './model';

export const CHECKS_TEXT = {
  search: 'Название, ИНН или ОГРН',
  filter: 'Проверка',
  all: 'Все компании',
  unchecked: 'Не проверены',
  checked: 'Проверены',
  verified: 'Проверена',
  notVerified: 'Не проверена',
  verify: 'Подтвердить',
  revoke: 'Снять проверку',
  reason: 'Причина снятия проверки',
  confirmRevoke: 'Снять',
  cancel: 'Отмена',
  empty: 'Компаний не найдено',
  emptyHint: 'Измените поиск или фильтр.',
  loadError: 'Не удалось загрузить компании',
  retry: 'Повторить',
  verifiedToast: 'Компания отмечена как проверенная',
  revokedToast: 'Проверка снята',
  failed: 'Действие не выполнено',
  sameInn: (count: number) =>
    `Этот ИНН указали ${count} ${pluralRu(count, ['компания', 'компании', 'компаний'])}: подтвердить можно одну`,
  hint: 'Сверьте ИНН, ОГРН и адрес с ЕГРЮЛ/ЕГРИП и с документом, который прислала компания, затем подтвердите. Компании, указавшие один ИНН, стоят в начале списка. Договоры, адресованные ИНН, приходят только подтверждённой компании. Сотрудники компании получат уведомление.',
  document: 'Документ',
  noProof: 'Документ не прислан',
  proof: (kind: string, date: string) => `${kind}, ${date}`,
} as const;
const T = CHECKS_TEXT;

function Row({ company }: { company: CheckedCompany }) {
  const check = useCompanyCheck();
  const [revoking, setRevoking] = useState(false);
  const [reason, setReason] = useState('');
  const run = async (action: 'verify' | 'revoke') => {
    try {
      await check.mutateAsync({ id: company.id, action, reason: reason.trim() });
      toast.success(action === 'verify' ? T.verifiedToast : T.revokedToast);
      setRevoking(false);
      setReason('');
    } catch (error) {
      toast.error(serverMessage(error) ?? T.failed);
    }
  };
  return (
    <tr>
      <td data-label="Компания">
        <strong>{company.name}</strong>
        <span className={styles.muted} style={{ display: 'block' }}>
          {company.legalAddress}
        </span>
      </td>
      <td data-label="ИНН" className="tabular">
        {company.inn}
        {company.sameInnCount > 1 && (
          <span className={`${styles.muted} ${styles.reason}`} style={{ display: 'block' }}>
            {T.sameInn(company.sameInnCount)}
          </span>
        )}
      </td>
      <td data-label={ogrnLabel(company.ogrn)} className="tabular">
        {company.ogrn}
      </td>
      <td data-label={T.document}>
        {company.proof ? (
          <a href={company.proof.url} target="_blank" rel="noreferrer">
            {T.proof(PROOF_KINDS[company.proof.kind], formatDate(company.proof.submittedAt))}
          </a>
        ) : (
          <span className={styles.muted}>{T.noProof}</span>
        )}
      </td>
      <td data-label="Сотрудников" className="tabular">
        {company.memberCount}
      </td>
      <td data-label="Статус">
        <span className={styles.badge} data-tone={company.verified ? 'done' : 'wait'}>
          {company.verified ? T.verified : T.notVerified}
        </span>
        {company.verified && company.verifiedAt && (
          <span className={styles.muted}> {formatDate(company.verifiedAt)}</span>
        )}
        {!company.verified && company.verificationNote && (
          <span className={`${styles.muted} ${styles.reason}`}>«{company.verificationNote}»</span>
        )}
      </td>
      <td data-label="Действия">
        {company.verified ? (
          revoking ? (
            <ReasonBox
              label={T.reason}
              value={reason}
              onChange={setReason}
              submit={T.confirmRevoke}
              onSubmit={() => void run('revoke')}
              disabled={check.isPending || !reason.trim()}
              cancel={T.cancel}
              onCancel={() => setRevoking(false)}
            />
          ) : (
            <Button
              size="small"
              aria-label={`${T.revoke}: ${company.name}`}
              onClick={() => setRevoking(true)}
            >
              <ShieldOff size={14} aria-hidden="true" /> {T.revoke}
            </Button>
          )
        ) : (
          <Button
            size="small"
            variant="primary"
            aria-label={`${T.verify}: ${company.name}`}
            disabled={check.isPending}
            onClick={() => void run('verify')}
          >
            <BadgeCheck size={14} aria-hidden="true" /> {T.verify}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The admin's check of companies' requisites: unchecked first by filter, search, verify or withdraw. */
export function CompanyChecks() {
  const [filter, setFilter] = useState<CompanyChecksFilter>({ search: '', verified: 'false', page: 1 });
  const [search, setSearch] = useTypedFilter(setFilter, 'search');
  const companies = useCompanyChecks(filter);

  return (
    <div className={styles.board}>
      <p className={styles.muted}>{T.hint}</p>
      <div className={styles.toolbar}>
        <Field label="Поиск">
          <input
            className={styles.input}
            type="search"
            placeholder={T.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field>
        <Field label={T.filter}>
          <select
            className={styles.input}
            value={filter.verified}
            onChange={(e) =>
              setFilter({ ...filter, verified: e.target.value as CompanyChecksFilter['verified'], page: 1 })
            }
          >
            <option value="false">{T.unchecked}</option>
            <option value="true">{T.checked}</option>
            <option value="">{T.all}</option>
          </select>
        </Field>
      </div>
      {companies.isPending ? (
        <Skeleton height={200} />
      ) : companies.isError ? (
        <LoadError query={companies} title={T.loadError} retry={T.retry} />
      ) : companies.data.companies.length === 0 ? (
        <StateMessage kind="empty" title={T.empty} description={T.emptyHint} />
      ) : (
        <>
          <TableFrame label="Компании">
            <table className={styles.table} aria-label="Компании">
              <thead>
                <tr>
                  <th scope="col">Компания</th>
                  <th scope="col">ИНН</th>
                  <th scope="col">ОГРН</th>
                  <th scope="col">{T.document}</th>
                  <th scope="col">Сотрудников</th>
                  <th scope="col">Статус</th>
                  <th scope="col">Действия</th>
                </tr>
              </thead>
              <tbody>
                {companies.data.companies.map((company) => (
                  <Row key={company.id} company={company} />
                ))}
              </tbody>
            </table>
          </TableFrame>
          <ListPages
            answer={companies.data}
            page={filter.page}
            limit={COMPANY_CHECKS_PAGE_SIZE}
            onPageChange={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
    </div>
  );
}
