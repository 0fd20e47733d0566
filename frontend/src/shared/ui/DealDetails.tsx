import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailList, Timeline, type Detail, type TimelineStep } from './DetailPanel';
import styles from './Workspace.module.css';

/** One step of a deal's history as the API answers it. */
export interface DealHistoryStep {
  readonly action: string;
  readonly at?: string | undefined;
  readonly reason?: string | null | undefined;
}

/**
 * A deal opened beside its board (an order, a service request): its state, its facts, what else it
 * holds and the viewer's next steps (`children`), the link that writes to the other side, then its
 * history, each step with its reason quoted.
 */
export function DealDetails<S extends DealHistoryStep>({
  badge,
  facts,
  children,
  chat,
  history,
}: {
  badge: ReactNode;
  facts: readonly Detail[];
  children: ReactNode;
  /** The conversation's key (`order-42`) and whom it reaches («продавцу»). */
  chat: { conversation: string; to: string };
  /** The history's title, its steps, and what a step shows beyond what, when and why. */
  history: { title: string; steps: readonly S[]; more: (step: S) => Partial<TimelineStep> };
}) {
  return (
    <div className={styles.panelBody}>
      {badge}
      <DetailList items={facts} />
      {children}
      <Link to={`/profile/messages?c=${chat.conversation}`}>Написать {chat.to}</Link>
      <Timeline
        title={history.title}
        steps={history.steps.map((step) => ({
          what: step.action,
          at: step.at,
          quote: step.reason,
          ...history.more(step),
        }))}
      />
    </div>
  );
}
