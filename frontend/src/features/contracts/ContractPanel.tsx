import { useRef, useState } from 'react';
import { serverMessage } from '../../shared/api';
import { formatDate } from '../../shared/lib';
import { toast } from '../../shared/toast';
import {
  Field,
  Button,
  DetailList,
  queryPanel,
  Modal,
  ReasonBox,
  StepButtons,
  Timeline,
  workspaceStyles as styles,
} from '../../shared/ui';
import { useAttachScan } from './api/attachScan';
import { useContractStep, type ContractStepName } from './api/contractStep';
import { downloadContractDocument } from './api/downloadContractDocument';
import { useContract } from './api/getContract';
import { ContractEditor } from './ContractEditor';
import { CONTRACTS_TEXT as T, SIDE_LABELS, contractActions, contractTone, type Contract } from './model';

const SCAN_MAX_BYTES = 20 * 1024 * 1024;

export function ContractBadge({ contract }: { contract: Pick<Contract, 'displayStatus' | 'statusLabel'> }) {
  return (
    <span className={styles.badge} data-tone={contractTone(contract.displayStatus)}>
      {contract.statusLabel}
    </span>
  );
}

/** «Текст договора (PDF)»: the text a side reads before it signs. */
function DocumentButton({ contract }: { contract: Contract }) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadContractDocument(contract);
    } catch {
      // The client has shown the server's message.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="secondary" disabled={loading} title={T.documentHint} onClick={() => void download()}>
      {T.document}
    </Button>
  );
}

/** Signing asks first, naming the contract, the other company and the terms, with the text at hand. */
function SignDialog({
  contract,
  open,
  pending,
  onSign,
  onClose,
}: {
  contract: Contract;
  open: boolean;
  pending: boolean;
  onSign: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      size="small"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={T.signDialog.title}
      description={T.signDialog.question(contract)}
      footer={
        <>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button variant="primary" disabled={pending} onClick={onSign}>
            {T.signDialog.submit}
          </Button>
        </>
      }
    >
      <p className={styles.muted}>{T.signDialog.readFirst}</p>
      <DocumentButton contract={contract} />
    </Modal>
  );
}

function Actions({ contract }: { contract: Contract }) {
  const step = useContractStep();
  const [signing, setSigning] = useState(false);
  const [asking, setAsking] = useState<'requestChanges' | 'decline' | 'terminate' | null>(null);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState(false);
  const run = async (name: ContractStepName): Promise<boolean> => {
    try {
      await step.mutateAsync({ id: contract.id, step: name, text });
      toast.success(T.done[name]);
      setAsking(null);
      setText('');
      return true;
    } catch {
      // The client has shown the server's message.
      return false;
    }
  };
  const actions = contractActions(contract);
  if (actions.length === 0) return null;
  if (asking) {
    return (
      <ReasonBox
        label={T.reasonLabel[asking]}
        value={text}
        onChange={setText}
        rows={3}
        maxLength={2000}
        submit={T.actions[asking]}
        onSubmit={() => void run(asking)}
        disabled={step.isPending || text.trim() === ''}
        cancel={T.cancel}
        onCancel={() => setAsking(null)}
      />
    );
  }
  return (
    <>
      <StepButtons
        actions={actions}
        primary={(action) => action === 'send' || action === 'sign'}
        disabled={step.isPending}
        onStep={(action) => {
          if (action === 'edit') setEditing(true);
          else if (action === 'sign') setSigning(true);
          else if (action === 'requestChanges' || action === 'decline' || action === 'terminate')
            setAsking(action);
          else void run(action);
        }}
        label={(action) => T.actions[action]}
      />
      {editing && <ContractEditor contract={contract} onClose={() => setEditing(false)} />}
      <SignDialog
        contract={contract}
        open={signing}
        pending={step.isPending}
        onClose={() => setSigning(false)}
        onSign={() => void run('sign').then((signed) => signed && setSigning(false))}
      />
    </>
  );
}

function Scans({ contract }: { contract: Contract }) {
  const attach = useAttachScan();
  const input = useRef<HTMLInputElement>(null);
  const canAttach = contract.mySide !== null && (contract.status === 'sent' || contract.status === 'signed');
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'application/pdf') return void toast.error(T.panel.scanNotPdf);
    if (file.size > SCAN_MAX_BYTES) return void toast.error(T.panel.scanTooBig);
    try {
      await attach.mutateAsync({ id: contract.id, file });
      toast.success(T.panel.scanAttached);
    } catch (error) {
      if (!serverMessage(error)) toast.error(T.panel.scanNotPdf);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <section aria-label={T.panel.scans}>
      <h3 className={styles.subheading}>{T.panel.scans}</h3>
      {contract.scans.length === 0 ? (
        <p className={styles.muted}>{T.panel.noScans}</p>
      ) : (
        <ul>
          {contract.scans.map((scan) => (
            <li key={scan.url}>
              <a href={scan.url} target="_blank" rel="noreferrer">
                PDF
              </a>{' '}
              · {SIDE_LABELS[scan.side]} ·{' '}
              <time dateTime={scan.at}>{formatDate(scan.at, { withTime: true })}</time>
            </li>
          ))}
        </ul>
      )}
      {canAttach && (
        <Field label={T.panel.attachScan}>
          <input
            ref={input}
            type="file"
            accept="application/pdf"
            disabled={attach.isPending}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </Field>
      )}
    </section>
  );
}

function Details({ contract }: { contract: Contract }) {
  const P = T.panel;
  const party = (side: 'supplier' | 'buyer') => {
    const p = contract[side];
    if (p.companyId === null) return T.awaiting.short(p.inn);
    return `${p.name}, ИНН ${p.inn}${contract.mySide === side ? ` (${P.you})` : ''}`;
  };
  const addressed = contract.proposedBy === 'supplier' ? contract.buyer : contract.supplier;
  return (
    <div className={styles.panelBody}>
      <ContractBadge contract={contract} />
      {contract.awaitingVerification && (
        <p className={styles.notice} role="status">
          {T.awaiting.text(addressed.inn)}
        </p>
      )}
      {contract.reason &&
        (contract.status === 'declined' ||
          contract.status === 'terminated' ||
          contract.status === 'changes_requested') && (
          <p className={styles.reason}>
            {contract.status === 'changes_requested' ? P.changes : P.reason}: «{contract.reason}»
          </p>
        )}
      <DetailList
        items={[
          { label: P.supplier, value: party('supplier') },
          { label: P.buyer, value: party('buyer') },
          { label: P.subject, value: contract.terms.subject },
          {
            label: P.period,
            className: 'tabular',
            value: (
              <>
                {formatDate(contract.terms.validFrom)} — {formatDate(contract.terms.validTo)}
              </>
            ),
          },
          {
            label: P.payment,
            value: P.payment_value(contract.terms.prepaymentPercent, contract.terms.deferralDays),
          },
          contract.terms.deliveryTerms && {
            label: P.delivery,
            style: { whiteSpace: 'pre-wrap' },
            value: contract.terms.deliveryTerms,
          },
          contract.terms.priceReference && { label: P.prices, value: contract.terms.priceReference },
        ]}
      />
      <div className={styles.row}>
        <DocumentButton contract={contract} />
      </div>
      <Actions contract={contract} />
      <Scans contract={contract} />
      <Timeline
        title={P.timeline}
        steps={contract.history.map((step) => ({
          what: step.action,
          at: step.at,
          before: step.side ? `${SIDE_LABELS[step.side]} · ` : '',
          quote: step.text,
        }))}
      />
    </div>
  );
}

export const ContractPanel = queryPanel(
  useContract,
  { ...T, title: (data) => (data ? T.panel.title(data.number) : 'Договор') },
  (contract) => <Details contract={contract} />,
);
