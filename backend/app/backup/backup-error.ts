/** A backup or restore refused or failed for a reason the operator can act on (Russian text, no stack). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
