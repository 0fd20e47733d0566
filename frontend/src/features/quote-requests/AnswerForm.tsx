import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../shared/api';
import { bindText } from '../../shared/lib';
import { toast } from '../../shared/toast';
import {
  Button,
  ReasonBox,
  TextAreaField,
  TextField,
  workspaceStyles as ws,
  SelectField,
} from '../../shared/ui';
import { useQuoteStep, type QuoteRequest } from './api/index';
import styles from './QuoteRequests.module.css';
import { QUOTE_TEXT } from './text';
import { marketplaceDay } from '../../../../shared/calendar';

const A = QUOTE_TEXT.answer;
const CONDITIONS = [
  ['new', A.conditions.new],
  ['repaired', A.conditions.repaired],
] as const;
interface Row {
  unitPrice: string;
  quantity: string;
  condition: 'new' | 'repaired';
  leadTimeDays: string;
}

/** An asked supplier's answer per line (price with VAT, quantity, condition, lead time), its validity; or a decline. */
export function AnswerForm({ request }: { request: QuoteRequest }) {
  const step = useQuoteStep();
  const last = request.me?.answers?.at(-1);
  const [rows, setRows] = useState<Record<number, Row>>(() =>
    Object.fromEntries(
      request.lines.map((line) => {
        const given = last?.lines.find((answered) => answered.lineId === line.lineId);
        return [
          line.lineId,
          {
            unitPrice: given ? String(given.unitPrice) : '',
            quantity: String(given?.quantity ?? line.quantity),
            condition: given?.condition ?? 'new',
            leadTimeDays: given ? String(given.leadTimeDays) : '',
          },
        ];
      }),
    ),
  );
  const [validUntil, setValidUntil] = useState(
    last?.validUntil ?? marketplaceDay(new Date(Date.now() + 14 * 86_400_000)),
  );
  const [comment, setComment] = useState(last?.comment ?? '');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const change = (lineId: number, patch: Partial<Row>) =>
    setRows((current) => ({ ...current, [lineId]: { ...current[lineId]!, ...patch } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = request.lines
      .filter((line) => rows[line.lineId]!.unitPrice.trim() !== '')
      .map((line) => {
        const row = rows[line.lineId]!;
        return {
          lineId: line.lineId,
          unitPrice: Number(row.unitPrice.replace(',', '.').replace(/\s/g, '')),
          quantity: Number(row.quantity),
          condition: row.condition,
          leadTimeDays: Number(row.leadTimeDays || 0),
        };
      });
    if (lines.length === 0) {
      toast.error(A.nothing);
      return;
    }
    try {
      await step.mutateAsync({
        id: request.id,
        step: 'answers',
        body: { lines, validUntil, comment: comment.trim() || null },
      });
      toast.success(QUOTE_TEXT.done);
    } catch (error) {
      toast.error(serverMessage(error) ?? QUOTE_TEXT.failed);
    }
  };
  const decline = async () => {
    try {
      await step.mutateAsync({ id: request.id, step: 'decline', body: { reason: reason.trim() || null } });
      toast.success(QUOTE_TEXT.done);
      setDeclining(false);
    } catch (error) {
      toast.error(serverMessage(error) ?? QUOTE_TEXT.failed);
    }
  };

  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate aria-label={A.title}>
      <h3>{A.title}</h3>
      <p className={ws.muted}>{A.hint}</p>
      {request.lines.map((line) => {
        const row = rows[line.lineId]!;
        const text = bindText(row, {}, (key, value) => change(line.lineId, { [key]: value }));
        return (
          <div key={line.lineId} className={styles.answerLine} data-testid="answer-line">
            <div>
              <strong>{line.designation}</strong> {line.name}
              <span className={ws.muted}>
                {line.quantity} {line.unit} · {line.conditionName}
              </span>
            </div>
            <TextField label={A.price} inputMode="decimal" {...text('unitPrice')} />
            <TextField label={A.quantity} inputMode="numeric" {...text('quantity')} />
            <SelectField
              label={A.condition}
              value={row.condition}
              onChange={(condition) => change(line.lineId, { condition })}
              options={line.condition === 'any' ? CONDITIONS : CONDITIONS.slice(0, 1)}
            />
            <TextField label={A.leadTime} inputMode="numeric" {...text('leadTimeDays')} />
          </div>
        );
      })}
      <div className={styles.grid2}>
        <TextField
          label={A.validUntil}
          type="date"
          value={validUntil}
          onChange={(e) => setValidUntil(e.target.value)}
        />
        <TextAreaField label={A.comment} maxLength={2000} value={comment} onChange={setComment} />
      </div>
      {declining ? (
        <ReasonBox
          label={QUOTE_TEXT.reason}
          value={reason}
          onChange={setReason}
          submit={QUOTE_TEXT.actions.decline}
          onSubmit={() => void decline()}
          disabled={step.isPending}
          cancel={QUOTE_TEXT.actions.back}
          onCancel={() => setDeclining(false)}
        />
      ) : (
        <div className={ws.row}>
          <Button type="submit" variant="primary" disabled={step.isPending}>
            {last ? QUOTE_TEXT.actions.revise : QUOTE_TEXT.actions.answer}
          </Button>
          {request.me?.status !== 'declined' && (
            <Button onClick={() => setDeclining(true)}>{QUOTE_TEXT.actions.decline}</Button>
          )}
        </div>
      )}
    </form>
  );
}
