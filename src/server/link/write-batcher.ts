import type { Queryable } from '../db/database.js';

/** Writes one batch of a step's items, answering one result per item, in the items' order. */
export type BatchWrite<T, R> = (db: Queryable, items: T[]) => Promise<R[]>;

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(err: unknown): void;
}
interface Step<T, R> {
  name: string;
  write: BatchWrite<T, R>;
  waiting: Waiting<T, R>[];
}

export interface BatcherOptions {
  /** How long the first item of a quiet moment waits for company before its batch is written (ms). */
  windowMs?: number;
  /** At most this many items of one step per statement (a longer queue is written in several). */
  maxItems?: number;
}

/**
 * Collects small writes for a few milliseconds and writes each kind (a step) with one statement per batch:
 * the device link's stage rows, status changes, acks, presence and telemetry, thousands a second at fleet
 * size, cost a round trip per batch instead of several per message.
 *
 * - One batch at a time, each taking everything added before it started, its steps in the order they were
 *   declared: an item is never written before one added earlier to the same or an earlier step (a stage, whose
 *   step is declared before the status and ack steps, is written no later than what follows from it).
 * - While a batch is being written the next one gathers; it is written as soon as the first is done
 *   (under load the batches grow on their own; when quiet an item waits `windowMs` at most).
 * - Each add answers once its item is written (or failed). A batch that fails is retried item by item, so
 *   one bad item fails alone and the others are written.
 * - `close()` writes everything added so far; what is added after is written at once, without waiting.
 */
export class Batcher {
  private readonly steps: Step<any, any>[] = [];
  private readonly windowMs: number;
  private readonly maxItems: number;
  private waiting = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly db: Queryable,
    opts: BatcherOptions = {},
  ) {
    this.windowMs = opts.windowMs ?? 5;
    this.maxItems = opts.maxItems ?? 2000;
  }

  /** Declares a step (after the ones declared before); answers the function that adds an item to it. */
  step<T, R = void>(name: string, write: BatchWrite<T, R>): (item: T) => Promise<R> {
    const step: Step<T, R> = { name, write, waiting: [] };
    this.steps.push(step);
    return (item) =>
      new Promise<R>((resolve, reject) => {
        step.waiting.push({ item, resolve, reject });
        this.waiting++;
        this.schedule();
      });
  }

  /** How many items wait to be written (not counting a batch being written). */
  get queued(): number {
    return this.waiting;
  }

  /** Resolves when everything added so far is written (what waits is written now, not after the window). */
  async idle(): Promise<void> {
    while (this.waiting || this.running) {
      if (!this.running) this.start();
      await this.running;
    }
  }

  /** Writes everything added so far; later adds are written without waiting for company. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private schedule(): void {
    // a batch being written starts the next one when it is done
    if (this.running) return;
    if (this.closed || this.waiting >= this.maxItems) return this.start();
    this.timer ??= setTimeout(() => this.start(), this.windowMs);
  }

  private start(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.writeAll().finally(() => {
      this.running = undefined;
      if (this.waiting) this.start();
    });
  }

  private async writeAll(): Promise<void> {
    // one cut across every step, taken at once: an item added while this batch is written goes to the next,
    // even for a later step (an ack arriving now may follow a stage added after the cut: it must not pass it)
    const batches = this.steps.map((step) => step.waiting.splice(0));
    this.waiting = 0;
    for (const [s, batch] of batches.entries()) {
      for (let i = 0; i < batch.length; i += this.maxItems) await this.writeBatch(this.steps[s], batch.slice(i, i + this.maxItems));
    }
  }

  private async writeBatch<T, R>(step: Step<T, R>, batch: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await step.write(
        this.db,
        batch.map((w) => w.item),
      );
      batch.forEach((w, i) => w.resolve(results[i]));
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      // one bad item must not fail the others: each on its own
      for (const w of batch) {
        try {
          w.resolve((await step.write(this.db, [w.item]))[0]);
        } catch (e) {
          w.reject(e);
        }
      }
    }
  }
}
