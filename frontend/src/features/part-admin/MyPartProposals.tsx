import { useState, type FormEvent } from 'react';
import { PartSearchField, usePartSearch } from '../../entities/part';
import { submitForm } from '../../shared/api';
import { Button, TextField, workspaceStyles as styles, SelectField } from '../../shared/ui';
import { useOwnProposals } from './api/listOwnProposals';
import { useProposeCrossReference, type CrossReferenceInput } from './api/proposeCrossReference';
import { KIND_OPTIONS, PART_ADMIN_TEXT as T } from './model';
import { ProposalList } from './ProposalList';

/** The supplier proposes a cross-reference for a part found by any of its designations. */
function ProposeForm() {
  const propose = useProposeCrossReference();
  const partSearch = usePartSearch();
  const [partId, setPartId] = useState<number | null>(null);
  const [designation, setDesignation] = useState('');
  const [kind, setKind] = useState<CrossReferenceInput['kind']>('same');
  const [source, setSource] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { found } = partSearch;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (partId === null) {
      setErrors({ partId: T.choosePart });
      return;
    }
    const input = { designation: designation.trim(), kind, source: source.trim() };
    await submitForm(() => propose.mutateAsync({ partId, input }), {
      done: T.proposed,
      failed: 'Предложение не отправлено',
      setErrors,
      then: () => {
        setErrors({});
        setDesignation('');
        setSource('');
      },
    });
  };
  return (
    <form className={styles.panelBody} onSubmit={(e) => void submit(e)} noValidate aria-label={T.propose}>
      <PartSearchField label={T.part} hint={T.searchHint} search={partSearch} />
      {(found.data?.parts ?? []).length > 0 && (
        <fieldset className={styles.field}>
          <legend className={styles.label}>{T.choosePart}</legend>
          {found.data!.parts.map((p) => (
            <label key={p.id} className={styles.row}>
              <input
                type="radio"
                name="proposal-part"
                checked={partId === p.id}
                onChange={() => setPartId(p.id)}
              />
              <span>
                <strong className="tabular">{p.designation}</strong> {p.name}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {errors.partId && <span role="alert">{errors.partId}</span>}
      <div className={styles.row}>
        <TextField
          label="Другое обозначение"
          required
          maxLength={100}
          value={designation}
          error={errors.designation}
          onChange={(e) => setDesignation(e.target.value)}
        />
        <SelectField
          label="Связь"
          value={kind}
          onChange={setKind}
          options={KIND_OPTIONS.map((option) => [option.value, option.label] as const)}
        />
        <TextField
          label="Источник"
          hint="Каталог завода, ОСТ, чертёж"
          maxLength={300}
          value={source}
          error={errors.source}
          onChange={(e) => setSource(e.target.value)}
        />
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
