import { useState, type FormEvent } from 'react';
import { PartSearchField, usePartSearch, type Part } from '../../entities/part';
import { submitForm } from '../../shared/api';
import { Modal, TextField, workspaceStyles as styles, TextAreaField, SubmitRow } from '../../shared/ui';
import { useMergePart } from './api/mergePart';
import { useSplitPart } from './api/splitPart';
import { PART_ADMIN_TEXT as T } from './model';

function Reason({
  value,
  error,
  label = T.reason,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  label?: string;
  onChange: (value: string) => void;
}) {
  return <TextAreaField label={label} error={error} maxLength={500} value={value} onChange={onChange} />;
}

/** Confirms a merge: the surviving part (searched by any designation) and the reason, required. */
export function MergeDialog({
  part,
  onClose,
  onMerged,
}: {
  part: Part;
  onClose: () => void;
  onMerged: (survivorId: number) => void;
}) {
  const merge = useMergePart();
  const partSearch = usePartSearch();
  const [intoPartId, setIntoPartId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { query, found } = partSearch;
  const candidates = (found.data?.parts ?? []).filter((p) => p.id !== part.id);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong: Record<string, string> = {};
    if (intoPartId === null) wrong.intoPartId = T.choosePart;
    if (!reason.trim()) wrong.reason = T.reasonRequired;
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    const into = intoPartId!;
    await submitForm(() => merge.mutateAsync({ partId: part.id, intoPartId: into, reason: reason.trim() }), {
      done: T.merged,
      failed: 'Позиции не объединены',
      setErrors,
      then: (survivor) => {
        onClose();
        onMerged('id' in survivor ? survivor.id : into);
      },
    });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={T.mergeTitle(part.designation)}
      description={T.mergeExplain}
    >
      <form
        className={styles.panelBody}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={T.mergeTitle(part.designation)}
      >
        <PartSearchField label={T.survivor} hint={T.searchHint} search={partSearch} />
        <fieldset className={styles.field}>
          <legend className={styles.label}>{T.part}</legend>
          {candidates.length === 0 ? (
            <span className={styles.muted}>{query.length >= 2 ? T.emptyTitle : T.choosePart}</span>
          ) : (
            candidates.map((p) => (
              <label key={p.id} className={styles.row}>
                <input
                  type="radio"
                  name="survivor"
                  checked={intoPartId === p.id}
                  onChange={() => setIntoPartId(p.id)}
                />
                <span>
                  <strong className="tabular">{p.designation}</strong> {p.name}{' '}
                  <span className={styles.muted}>· {p.offerCount} предл.</span>
                </span>
              </label>
            ))
          )}
          {errors.intoPartId && <span role="alert">{errors.intoPartId}</span>}
        </fieldset>
        <Reason value={reason} error={errors.reason} onChange={setReason} />
        <SubmitRow label={T.confirmMerge} pending={merge.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** Confirms a split: the new part's designation and name, the offers and «same part» designations that move, the reason. */
export function SplitDialog({
  part,
  onClose,
  onSplit,
}: {
  part: Part;
  onClose: () => void;
  onSplit: (newPartId: number) => void;
}) {
  const split = useSplitPart();
  const [designation, setDesignation] = useState('');
  const [name, setName] = useState(part.name);
  const [reason, setReason] = useState('');
  const [offers, setOffers] = useState<ReadonlySet<number>>(new Set());
  const [designations, setDesignations] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const same = part.designations.filter((d) => d.kind === 'same');
  const toggle = <T,>(set: ReadonlySet<T>, value: T): ReadonlySet<T> => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong: Record<string, string> = {};
    if (!reason.trim()) wrong.reason = T.reasonRequired;
    if (offers.size === 0 && designations.size === 0) wrong.productIds = T.chooseSomething;
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    const input = {
      designation: designation.trim(),
      name: name.trim(),
      productIds: [...offers],
      designations: [...designations],
      reason: reason.trim(),
    };
    await submitForm(() => split.mutateAsync({ partId: part.id, input }), {
      done: T.splitDone,
      failed: 'Позиция не разделена',
      setErrors,
      then: (created) => {
        onClose();
        onSplit(Number(created.id));
      },
    });
  };
  return (
    <Modal
      open
      size="large"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={T.splitTitle(part.designation)}
      description={T.splitExplain}
    >
      <form
        className={styles.panelBody}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={T.splitTitle(part.designation)}
      >
        <div className={styles.row}>
          <TextField
            label={T.newDesignation}
            required
            maxLength={100}
            value={designation}
            error={errors.designation}
            onChange={(e) => setDesignation(e.target.value)}
          />
          <TextField
            label={T.newName}
            required
            maxLength={200}
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <fieldset className={styles.field}>
          <legend className={styles.label}>{T.offers}</legend>
          {part.offers.length === 0 && <span className={styles.muted}>{T.noOffers}</span>}
          {part.offers.map((o) => (
            <label key={o.productId} className={styles.row}>
              <input
                type="checkbox"
                checked={offers.has(o.productId)}
                onChange={() => setOffers((s) => toggle(s, o.productId))}
              />
              <span>
                {o.name} · {o.supplier.name ?? `№ ${o.supplier.id}`} · {o.conditionName}
              </span>
            </label>
          ))}
          {errors.productIds && <span role="alert">{errors.productIds}</span>}
        </fieldset>
        {same.length > 0 && (
          <fieldset className={styles.field}>
            <legend className={styles.label}>{T.designations}</legend>
            {same.map((d) => (
              <label key={d.designation} className={styles.row}>
                <input
                  type="checkbox"
                  checked={designations.has(d.designation)}
                  onChange={() => setDesignations((s) => toggle(s, d.designation))}
                />
                <span className="tabular">{d.designation}</span>
              </label>
            ))}
            {errors.designations && <span role="alert">{errors.designations}</span>}
          </fieldset>
        )}
        <Reason value={reason} error={errors.reason} onChange={setReason} />
        <SubmitRow label={T.confirmSplit} pending={split.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
