import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { serverMessage, showFormFailure, uploadDocument, uploadImage } from '../../shared/api';
import { bindText } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Button, Modal, TextAreaField, TextField, workspaceStyles as ws, SelectField } from '../../shared/ui';
import { PartSearchField, usePartSearch } from '../../entities/part';
import { createQuoteRequest, linesFromFile, type LinesFromFile } from './api/index';
import styles from './QuoteRequests.module.css';
import { QUOTE_TEXT } from './text';

const F = QUOTE_TEXT.form;
const UNITS = ['шт', 'компл', 'пара', 'кг', 'т', 'м'] as const;
const CONDITIONS = [
  ['new', F.conditions.new],
  ['any', F.conditions.any],
] as const;

export interface DraftLine {
  key: string;
  partId: number | null;
  designation: string;
  name: string;
  quantity: string;
  unit: string;
  condition: 'new' | 'any';
  /** The basket's product this line came from: it leaves the basket once the request is sent. */
  basketProductId?: number;
}

/** An offer whose seller is asked (pre-selected from a part's offers). */
export interface OfferChoice {
  productId: number;
  supplierId: number;
  supplierName: string;
}

let lineSeq = 0;
export const partLine = (part: { id: number; designation: string; name: string }): DraftLine => ({
  key: `l${++lineSeq}`,
  partId: part.id,
  designation: part.designation,
  name: part.name,
  quantity: '1',
  unit: 'шт',
  condition: 'new',
});
const freeLine = (): DraftLine => ({
  key: `l${++lineSeq}`,
  partId: null,
  designation: '',
  name: '',
  quantity: '1',
  unit: 'шт',
  condition: 'new',
});
/** The lines an uploaded list gave, as the form holds them. */
export const fileLines = (answer: LinesFromFile): DraftLine[] =>
  answer.lines.map((line) => ({
    key: `l${++lineSeq}`,
    partId: line.partId,
    designation: line.designation,
    name: line.name,
    quantity: String(line.quantity),
    unit: line.unit,
    condition: 'new',
  }));

/** «Загрузить список»: an XLSX or CSV (designation, name, quantity) adds its lines; the rows refused are listed by number. */
function ListUpload({ onLines }: { onLines: (lines: DraftLine[]) => void }) {
  const [report, setReport] = useState<LinesFromFile | null>(null);
  const [reading, setReading] = useState(false);
  const hintId = useId();
  const read = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const answer = await linesFromFile(file);
      setReport(answer);
      onLines(fileLines(answer));
    } catch (error) {
      setReport(null);
      toast.error(serverMessage(error) ?? F.listFailed);
    } finally {
      setReading(false);
    }
  };
  return (
    <div className={styles.section}>
      <label className={ws.field}>
        <span className={ws.label}>{F.list}</span>
        <input
          type="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={hintId}
          disabled={reading}
          onChange={(e) => void read(e.target.files?.[0])}
        />
      </label>
      <span id={hintId} className={ws.muted}>
        {F.listHint}
      </span>
      {report && (
        <div role="status" data-testid="list-report">
          <p>{F.listRead(report.lines.length, report.total)}</p>
          {report.errors.length > 0 && (
            <ul className={styles.listErrors} aria-label={F.listErrors}>
              {report.errors.map((error) => (
                <li key={error.row}>
                  {F.row(error.row)}: {error.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** The local time `days` ahead, as a datetime-local input holds it. */
const localInput = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function PartSearch({
  onPick,
}: {
  onPick: (part: { id: number; designation: string; name: string }) => void;
}) {
  const partSearch = usePartSearch();
  const { query, found } = partSearch;
  return (
    <div className={styles.section}>
      <PartSearchField label={F.findPart} hint={F.findHint} search={partSearch} />
      {query.length >= 2 && found.data && (
        <ul className={styles.found} aria-label={F.findPart}>
          {found.data.parts.length === 0 && <li className={ws.muted}>{F.nothingFound}</li>}
          {found.data.parts.map((part) => (
            <li key={part.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(part);
                  partSearch.setSearch('');
                }}
              >
                <strong>{part.designation}</strong> {part.name}
                <span className={ws.muted}>{part.offerCount} предл.</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * «Запрос предложений» (ADR 0069): lines (parts found by designation, or free text), quantity, unit
 * and condition accepted; delivery, dates, payment terms, comment and files; the suppliers asked
 * (the sellers of the offers chosen, or every seller in the lines' categories).
 */
export function QuoteRequestForm({
  open,
  onOpenChange,
  initialLines = [],
  offers = [],
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialLines?: DraftLine[];
  offers?: OfferChoice[];
  onSent?: (id: number, number: string, lines: DraftLine[]) => void;
}) {
  const [lines, setLines] = useState<DraftLine[]>(initialLines);
  const [terms, setTerms] = useState(() => ({
    deliveryTo: '',
    wantedBy: '',
    paymentTerms: '',
    deadline: localInput(3),
    comment: '',
  }));
  const [attachments, setAttachments] = useState<Array<{ url: string; name: string }>>([]);
  // Every offer's seller is asked unless unticked; one seller once, however many offers.
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(offers.map((offer) => offer.productId)));
  const [categorySuppliers, setCategorySuppliers] = useState(offers.length === 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const term = bindText(terms, errors, (key, value) => setTerms((current) => ({ ...current, [key]: value })));
  const { deliveryTo, wantedBy, paymentTerms, deadline, comment } = terms;
  const change = (key: string, patch: Partial<DraftLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const lineText = (line: DraftLine) =>
    bindText(line, {}, (field, value) => change(line.key, { [field]: value }));
  const sellers = [...new Map(offers.map((offer) => [offer.supplierId, offer])).values()];

  const attach = async (file: File | undefined) => {
    if (!file) return;
    try {
      const url = file.type === 'application/pdf' ? await uploadDocument(file) : await uploadImage(file);
      setAttachments((current) => [...current, { url, name: file.name }]);
    } catch (error) {
      toast.error(serverMessage(error) ?? F.failed);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (lines.length === 0) {
      setErrors({ lines: F.noLines });
      return;
    }
    setSending(true);
    try {
      const offerIds = offers.filter((offer) => chosen.has(offer.productId)).map((offer) => offer.productId);
      const created = await createQuoteRequest({
        lines: lines.map((line) => ({
          ...(line.partId !== null
            ? { partId: line.partId }
            : { designation: line.designation, name: line.name || null }),
          quantity: Number(line.quantity),
          unit: line.unit,
          condition: line.condition,
        })),
        deliveryTo: deliveryTo.trim(),
        wantedBy: wantedBy || null,
        paymentTerms: paymentTerms.trim() || null,
        deadline: deadline ? new Date(deadline).toISOString() : '',
        comment: comment.trim() || null,
        attachments,
        supplierIds: [],
        offerIds: [...new Set(offerIds)],
        categorySuppliers,
      });
      toast.success(F.sent(created.number));
      onSent?.(created.id, created.number, lines);
      onOpenChange(false);
    } catch (error) {
      showFormFailure(error, setErrors, F.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={F.title} size="large">
      <form
        className={styles.section}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={F.title}
      >
        <section className={styles.section} aria-label={F.lines}>
          <h3>{F.lines}</h3>
          <div className={styles.formLines}>
            {lines.map((line) => (
              <div key={line.key} className={styles.formLine} data-testid="quote-line">
                {line.partId !== null ? (
                  <div>
                    <strong>{line.designation}</strong> {line.name}
                  </div>
                ) : (
                  <div className={styles.grid2}>
                    <TextField label={F.designation} maxLength={100} {...lineText(line)('designation')} />
                    <TextField label={F.name} maxLength={200} {...lineText(line)('name')} />
                  </div>
                )}
                <TextField label={F.quantity} inputMode="numeric" {...lineText(line)('quantity')} />
                <SelectField
                  label={F.unit}
                  value={line.unit}
                  onChange={(unit) => change(line.key, { unit })}
                  options={UNITS.map((unit) => [unit, unit] as const)}
                />
                <SelectField
                  label={F.condition}
                  value={line.condition}
                  onChange={(condition) => change(line.key, { condition })}
                  options={CONDITIONS}
                />
                <Button
                  size="small"
                  aria-label={`${F.remove}: ${line.designation}`}
                  onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}
                >
                  <X size={14} aria-hidden="true" />
                </Button>
              </div>
            ))}
          </div>
          {errors.lines && (
            <p className={ws.notice} role="alert">
              {errors.lines}
            </p>
          )}
          <PartSearch onPick={(part) => setLines((current) => [...current, partLine(part)])} />
          <ListUpload onLines={(added) => setLines((current) => [...current, ...added])} />
          <div>
            <Button size="small" onClick={() => setLines((current) => [...current, freeLine()])}>
              {F.addFree}
            </Button>
          </div>
        </section>
        <div className={styles.grid2}>
          <TextField label={F.deliveryTo} required maxLength={500} {...term('deliveryTo')} />
          <TextField label={F.wantedBy} type="date" {...term('wantedBy')} />
          <TextField label={F.paymentTerms} maxLength={500} {...term('paymentTerms')} />
          <TextField label={F.deadline} type="datetime-local" required {...term('deadline')} />
        </div>
        <TextAreaField
          label={F.comment}
          maxLength={2000}
          value={comment}
          onChange={(value) => setTerms((current) => ({ ...current, comment: value }))}
        />
        <div className={styles.section}>
          <span className={ws.label}>{F.attachments}</span>
          {attachments.map((file) => (
            <span key={file.url}>
              {file.name}{' '}
              <Button
                size="small"
                aria-label={`${F.remove}: ${file.name}`}
                onClick={() => setAttachments((current) => current.filter((f) => f.url !== file.url))}
              >
                <X size={14} aria-hidden="true" />
              </Button>
            </span>
          ))}
          <input
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp"
            aria-label={F.attach}
            onChange={(e) => void attach(e.target.files?.[0])}
          />
        </div>
        <fieldset className={styles.checks}>
          <legend className={ws.label}>{F.suppliers}</legend>
          {sellers.length === 0 && <span className={ws.muted}>{F.noSuppliers}</span>}
          {sellers.map((seller) => {
            const theirs = offers
              .filter((offer) => offer.supplierId === seller.supplierId)
              .map((offer) => offer.productId);
            return (
              <label key={seller.supplierId} className={ws.toggle}>
                <input
                  type="checkbox"
                  checked={theirs.some((id) => chosen.has(id))}
                  onChange={(e) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      for (const id of theirs)
                        if (e.target.checked) next.add(id);
                        else next.delete(id);
                      return next;
                    })
                  }
                />
                {seller.supplierName}
              </label>
            );
          })}
          <label className={ws.toggle}>
            <input
              type="checkbox"
              checked={categorySuppliers}
              onChange={(e) => setCategorySuppliers(e.target.checked)}
            />
            {F.categorySuppliers}
          </label>
          {errors.supplierIds && (
            <p className={ws.notice} role="alert">
              {errors.supplierIds}
            </p>
          )}
        </fieldset>
        <div className={ws.row}>
          <Button type="submit" variant="primary" disabled={sending}>
            {F.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
