import { useState, type FormEvent, type ReactNode } from 'react';
import { PartSearchField, usePartSearch, type Part } from '../../entities/part';
import { submitForm } from '../../shared/api';
import { bindText } from '../../shared/lib';
import { Modal, TextField, workspaceStyles as styles, TextAreaField, SubmitRow } from '../../shared/ui';
import { useMergePart } from './api/mergePart';
import { useSplitPart } from './api/splitPart';
import { PART_ADMIN_TEXT as T } from './model';
import { CheckChoice, ChoiceFieldset, PartChoice } from './PartChoice';

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

interface PartDialogProps {
  part: Part;
  onClose: () => void;
}

type MergeDialogProps = PartDialogProps & { onMerged: (survivorId: number) => void };
type SplitDialogProps = PartDialogProps & { onSplit: (newPartId: number) => void };

/** A part's confirmation dialog: its form, titled as the dialog, closes with it. */
function PartFormDialog({
  title,
  description,
  size,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  size?: 'large';
  onClose: () => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      {...(size ? { size } : {})}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
    >
      <form className={styles.panelBody} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        {children}
      </form>
    </Modal>
  );
}

/** Confirms a merge: the surviving part (searched by any designation) and the reason, required. */
export function MergeDialog({ part, onClose, onMerged }: MergeDialogProps) {
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
    <PartFormDialog
      title={T.mergeTitle(part.designation)}
      description={T.mergeExplain}
      onClose={onClose}
      onSubmit={submit}
    >
      <PartSearchField label={T.survivor} hint={T.searchHint} search={partSearch} />
      <ChoiceFieldset legend={T.part} error={errors.intoPartId}>
        {candidates.length === 0 ? (
          <span className={styles.muted}>{query.length >= 2 ? T.emptyTitle : T.choosePart}</span>
        ) : (
          candidates.map((p) => (
            <PartChoice key={p.id} part={p} group="survivor" chosen={intoPartId} onChoose={setIntoPartId}>
              {' '}
              <span className={styles.muted}>· {p.offerCount} предл.</span>
            </PartChoice>
          ))
        )}
      </ChoiceFieldset>
      <Reason value={reason} error={errors.reason} onChange={setReason} />
      <SubmitRow label={T.confirmMerge} pending={merge.isPending} onCancel={onClose} />
    </PartFormDialog>
  );
}

/** Confirms a split: the new part's designation and name, the offers and «same part» designations that move, the reason. */
export function SplitDialog({ part, onClose, onSplit }: SplitDialogProps) {
  const split = useSplitPart();
  const [names, setNames] = useState({ designation: '', name: part.name });
  const [reason, setReason] = useState('');
  const [offers, setOffers] = useState<ReadonlySet<number>>(new Set());
  const [designations, setDesignations] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = bindText(names, errors, (key, value) => setNames((current) => ({ ...current, [key]: value })));
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
      designation: names.designation.trim(),
      name: names.name.trim(),
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
    <PartFormDialog
      size="large"
      title={T.splitTitle(part.designation)}
      description={T.splitExplain}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className={styles.row}>
        <TextField label={T.newDesignation} required maxLength={100} {...text('designation')} />
        <TextField label={T.newName} required maxLength={200} {...text('name')} />
      </div>
      <ChoiceFieldset legend={T.offers} error={errors.productIds}>
        {part.offers.length === 0 && <span className={styles.muted}>{T.noOffers}</span>}
        {part.offers.map((o) => (
          <CheckChoice
            key={o.productId}
            checked={offers.has(o.productId)}
            onToggle={() => setOffers((s) => toggle(s, o.productId))}
          >
            <span>
              {o.name} · {o.supplier.name ?? `№ ${o.supplier.id}`} · {o.conditionName}
            </span>
          </CheckChoice>
        ))}
      </ChoiceFieldset>
      {same.length > 0 && (
        <ChoiceFieldset legend={T.designations} error={errors.designations}>
          {same.map((d) => (
            <CheckChoice
              key={d.designation}
              checked={designations.has(d.designation)}
              onToggle={() => setDesignations((s) => toggle(s, d.designation))}
            >
              <span className="tabular">{d.designation}</span>
            </CheckChoice>
          ))}
        </ChoiceFieldset>
      )}
      <Reason value={reason} error={errors.reason} onChange={setReason} />
      <SubmitRow label={T.confirmSplit} pending={split.isPending} onCancel={onClose} />
    </PartFormDialog>
  );
}
