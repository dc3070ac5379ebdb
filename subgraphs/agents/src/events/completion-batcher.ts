/**
 * Group commit for delivered attempts: the delivered marks and the pg-boss completions of every
 * attempt that finished while the previous write was in flight go to the database together, in
 * one transaction. Idle, a single delivery is written at once (no added wait); under load one
 * commit carries many. A write that fails rejects its whole batch: those jobs stay active and
 * are retried after their lease (at least once), exactly as if the dispatcher had died.
 */
export interface Delivered {
  jobId: string;
  deliveryId: string;
  statusCode: number;
}

export class CompletionBatcher {
  private queued: { item: Delivered; done: (e?: unknown) => void }[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly write: (batch: Delivered[]) => Promise<void>,
    private readonly maxBatch = 500,
  ) {}

  /** Resolves once the delivery's mark and its job's completion have committed. */
  add(item: Delivered): Promise<void> {
    const p = new Promise<void>((resolve, reject) =>
      this.queued.push({ item, done: (e) => (e === undefined ? resolve() : reject(e)) }),
    );
    this.writing ??= this.drain();
    return p;
  }

  private async drain(): Promise<void> {
    while (this.queued.length) {
      const batch = this.queued.splice(0, this.maxBatch);
      try {
        await this.write(batch.map((b) => b.item));
        for (const b of batch) b.done();
      } catch (e) {
        for (const b of batch) b.done(e ?? new Error('completion write failed'));
      }
    }
    this.writing = null;
  }

  /** Resolves when nothing is queued or being written. */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }
}
