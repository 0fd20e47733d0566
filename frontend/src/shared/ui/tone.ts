/** A badge's colour on the cabinet screens (Workspace.module.css, `data-tone`); none is grey. */
export type Tone = 'wait' | 'go' | 'done' | 'stop' | undefined;

/** A moderated listing's status (a product's, a service's, an edit's) as its badge's colour. */
export function moderationTone(status: string): Tone {
  return status === 'submitted'
    ? 'wait'
    : status === 'published'
      ? 'done'
      : status === 'rejected'
        ? 'stop'
        : undefined;
}
