import { useRef, useState } from 'react';
import { DOCUMENT_MAX_BYTES, serverMessage } from '../../shared/api';
import { formatDate } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Button, Card, Options, workspaceStyles as ws } from '../../shared/ui';
import { useSubmitProof } from './api/submitProof';
import { PROOF_KINDS, type Company, type ProofKind } from './model';
import styles from './CompanySection.module.css';

export const PROOF_TEXT = {
  title: 'Подтверждение ИНН',
  lead: 'Договоры и всё, что контрагенты адресуют ИНН компании, приходят ей только после проверки реквизитов администратором площадки. Отправьте документ, по которому он сверит ИНН: выписку из ЕГРЮЛ/ЕГРИП или письмо на бланке компании за подписью руководителя.',
  verified: 'ИНН компании подтверждён: адресованные ему договоры приходят вам.',
  kind: 'Документ',
  file: 'Файл PDF',
  send: 'Отправить на проверку',
  sending: 'Отправка...',
  sent: 'Документ отправлен администратору площадки',
  failed: 'Не удалось отправить документ',
  notPdf: 'Приложите документ в PDF',
  tooBig: 'Файл больше 20 МБ',
  last: (kind: string, date: string) => `Отправлен документ: ${kind}, ${date}`,
  open: 'Открыть PDF',
  memberNote: 'Документ отправляет администратор компании.',
} as const;

/**
 * 'Данные компании': the document that proves the company's ИНН for the admins' check (ADR 0052).
 * Its admin sends a PDF (a выписка or a letter on the letterhead); every member sees what was sent.
 */
export function ProofCard({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const submit = useSubmitProof(company.id);
  const [kind, setKind] = useState<ProofKind>('egrul');
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const send = async () => {
    if (!file) return;
    if (file.type !== 'application/pdf') return void toast.error(PROOF_TEXT.notPdf);
    if (file.size > DOCUMENT_MAX_BYTES) return void toast.error(PROOF_TEXT.tooBig);
    try {
      await submit.mutateAsync({ file, kind });
      toast.success(PROOF_TEXT.sent);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      toast.error(serverMessage(error) ?? PROOF_TEXT.failed);
    }
  };
  const proof = company.proof;
  return (
    <Card title={PROOF_TEXT.title}>
      <div className={styles.details}>
        <p className={styles.lead}>{company.verified ? PROOF_TEXT.verified : PROOF_TEXT.lead}</p>
        {proof && (
          <p className={styles.note}>
            {PROOF_TEXT.last(PROOF_KINDS[proof.kind], formatDate(proof.submittedAt))} ·{' '}
            <a href={proof.url} target="_blank" rel="noreferrer">
              {PROOF_TEXT.open}
            </a>
          </p>
        )}
        {!company.verified &&
          (canEdit ? (
            <form
              className={styles.form}
              aria-label={PROOF_TEXT.title}
              onSubmit={(e) => (e.preventDefault(), void send())}
            >
              <div className={styles.grid}>
                <label className={ws.field}>
                  <span className={ws.label}>{PROOF_TEXT.kind}</span>
                  <select
                    className={ws.input}
                    value={kind}
                    onChange={(e) => setKind(e.target.value as ProofKind)}
                  >
                    <Options of={Object.entries(PROOF_KINDS)} />
                  </select>
                </label>
                <label className={ws.field}>
                  <span className={ws.label}>{PROOF_TEXT.file}</span>
                  <input
                    ref={input}
                    type="file"
                    accept="application/pdf"
                    onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                  />
                </label>
              </div>
              <div className={styles.actions}>
                <Button type="submit" variant="primary" disabled={!file || submit.isPending}>
                  {submit.isPending ? PROOF_TEXT.sending : PROOF_TEXT.send}
                </Button>
              </div>
            </form>
          ) : (
            <p className={styles.muted}>{PROOF_TEXT.memberNote}</p>
          ))}
      </div>
    </Card>
  );
}
