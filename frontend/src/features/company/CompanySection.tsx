import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { hasCompany, isAdmin, isCompanyAdmin, useSession } from '../../shared/session';
import { BusyBlock, Button, Card, DataList, LoadError, Skeleton, StateMessage } from '../../shared/ui';
import { useMyCompany } from './api/getMyCompany';
import { BankDetailsCard } from './BankDetailsCard';
import { CompanyForm } from './CompanyForm';
import { ProofCard } from './ProofCard';
import { COMPANY_TEXT, ogrnLabel, type Company } from './model';
import styles from './CompanySection.module.css';

function CompanyDetails({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title={editing ? COMPANY_TEXT.details : company.name}
      actions={
        canEdit && !editing ? (
          <Button size="small" onClick={() => setEditing(true)}>
            <Pencil size={14} aria-hidden="true" />
            {COMPANY_TEXT.edit}
          </Button>
        ) : null
      }
    >
      {editing ? (
        <CompanyForm company={company} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <div className={styles.details}>
          <DataList
            items={[
              { key: 'name', label: COMPANY_TEXT.name, value: company.name },
              { key: 'inn', label: COMPANY_TEXT.inn, value: company.inn },
              {
                key: 'kpp',
                label: COMPANY_TEXT.kpp,
                value: company.kpp || <span className={styles.muted}>{COMPANY_TEXT.none}</span>,
              },
              { key: 'ogrn', label: ogrnLabel(company.ogrn), value: company.ogrn },
              { key: 'legalAddress', label: COMPANY_TEXT.legalAddress, value: company.legalAddress },
            ]}
          />
          <p className={styles.note}>
            <span className={styles.check} data-verified={company.verified ? 'true' : 'false'}>
              {company.verified ? COMPANY_TEXT.verified : COMPANY_TEXT.notVerified}
            </span>{' '}
            {company.verified
              ? ''
              : company.verificationNote
                ? `${COMPANY_TEXT.verificationNote}: ${company.verificationNote}. `
                : ''}
            {company.verified ? '' : COMPANY_TEXT.verificationHint}
          </p>
          <p className={styles.note}>{canEdit ? COMPANY_TEXT.youAreAdmin : COMPANY_TEXT.memberNote}</p>
        </div>
      )}
    </Card>
  );
}

/**
 * The cabinet section 'Данные компании' (also /company): founding a company when the user has none,
 * its requisites otherwise — editable by the company's admin, read-only for its members.
 */
export function CompanySection() {
  const { user } = useSession();
  const member = hasCompany(user);
  const company = useMyCompany(member);

  if (isAdmin(user)) {
    return (
      <StateMessage
        kind="empty"
        title={COMPANY_TEXT.adminNoCompany}
        description={COMPANY_TEXT.adminNoCompanyText}
      />
    );
  }
  if (!member) {
    return (
      <Card title={COMPANY_TEXT.createTitle}>
        <div className={styles.create}>
          <p className={styles.lead}>{COMPANY_TEXT.createLead}</p>
          <CompanyForm />
        </div>
      </Card>
    );
  }
  if (company.isPending) {
    return (
      <BusyBlock className={styles.loading} label={COMPANY_TEXT.loading}>
        <Skeleton height={260} />
      </BusyBlock>
    );
  }
  if (company.isError) {
    return <LoadError query={company} title={COMPANY_TEXT.loadFailed} retry={COMPANY_TEXT.retry} />;
  }
  return (
    <div className={styles.sections}>
      <CompanyDetails company={company.data} canEdit={isCompanyAdmin(user)} />
      <ProofCard company={company.data} canEdit={isCompanyAdmin(user)} />
      <BankDetailsCard companyId={company.data.id} canEdit={isCompanyAdmin(user)} />
    </div>
  );
}
