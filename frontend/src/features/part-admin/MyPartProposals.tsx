import { useState, type FormEvent } from 'react';
import { PartSearchField, usePartSearch } from '../../entities/part';
import { submitForm } from '../../shared/api';
import { bindText } from '../../shared/lib';
import { Button, TextField, workspaceStyles as styles, SelectField } from '../../shared/ui';
import { useOwnProposals } from './api/listOwnProposals';
import { useProposeCrossReference, type CrossReferenceInput } from './api/proposeCrossReference';
import { KIND_OPTIONS, PART_ADMIN_TEXT as T } from './model';
import { ChoiceFieldset, PartChoice } from './PartChoice';
import { ProposalList } from './ProposalList';

const NO_FIELDS = { designation: '', source: '' };

/** The supplier proposes a cross-reference for a part found by any of its designations. */
function ProposeForm() {
  const propose = useProposeCrossReference();
  const partSearch = usePartSearch();
  const [partId, setPartId] = useState<number | null>(null);
  const [kind, setKind] = useState<CrossReferenceInput['kind']>('same');
  const [fields, setFields] = useState(NO_FIELDS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = bindText(fields, errors, (key, value) =>
    setFields((current) => ({ ...current, [key]: value })),
  );
  const { found } = partSearch;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (partId === null) {
      setErrors({ partId: T.choosePart });
      return;
    }
    const input = { designation: fields.designation.trim(), kind, source: fields.source.trim() };
    await submitForm(() => propose.mutateAsync({ partId, input }), {
      done: T.proposed,
      failed: 'Предложение не отправлено',
      setErrors,
      then: () => {
        setErrors({});
        setFields(NO_FIELDS);
      },
    });
  };
  return (
    <form className={styles.panelBody} onSubmit={(e) => void submit(e)} noValidate aria-label={T.propose}>
      <PartSearchField label={T.part} hint={T.searchHint} search={partSearch} />
      {(found.data?.parts ?? []).length > 0 && (
        <ChoiceFieldset legend={T.choosePart}>
          {found.data!.parts.map((p) => (
            <PartChoice key={p.id} part={p} group="proposal-part" chosen={partId} onChoose={setPartId} />
          ))}
        </ChoiceFieldset>
      )}
      {errors.partId && <span role="alert">{errors.partId}</span>}
      <div className={styles.row}>
        <TextField label="Другое обозначение" required maxLength={100} {...text('designation')} />
        <SelectField
          label="Связь"
          value={kind}
          onChange={setKind}
          options={KIND_OPTIONS.map((option) => [option.value, option.label] as const)}
        />
        <TextField label="Источник" hint="Каталог завода, ОСТ, чертёж" maxLength={300} {...text('source')} />
      </div>
      <div className={styles.row}>
        <Button type="submit" variant="primary" disabled={propose.isPending}>
          {T.propose}
        </Button>
      </div>
    </form>
  );
}

/** «Перекрёстные ссылки» of the supplier: propose one, and follow the status and reason of each (ADR 0067). */
export function MyPartProposals() {
  const [page, setPage] = useState(1);
  const proposals = useOwnProposals(page);
  return (
    <div className={styles.board}>
      <ProposeForm />
      <h3 className={styles.label}>{T.myProposals}</h3>
      <ProposalList
        query={proposals}
        label={T.myProposals}
        loadingHeight={120}
        emptyState={{ title: T.noOwnProposals, description: T.noOwnProposalsHint }}
        page={page}
        onPageChange={setPage}
      />
    </div>
  );
}
