/**
 * The queue between pglite-socket's connection handlers and PGlite's single backend session.
 *
 * pglite-socket's own queue runs each protocol message on its own and keeps the session for one
 * connection only inside an explicit transaction block. An extended query is several messages
 * (Parse, Bind, Describe, Execute … Sync) whose state (the unnamed statement and portal, an error
 * that skips to Sync, the implicit transaction) lives in the session, so two connections' messages
 * interleaved there bind one client's parameters to another's statement. Here a connection holds
 * the session from its first message until the backend reports ReadyForQuery with the session idle
 * ('I'): the end of a simple query, of a Sync, of startup, or of a transaction block.
 */
import type { PGlite } from '@electric-sql/pglite';

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
}

/**
 * Follows the backend's output across chunks and remembers the status byte of the last
 * ReadyForQuery ('I' idle, 'T' in a transaction block, 'E' in a failed one).
 */
export class ReadyForQueryTracker {
  private header = Buffer.alloc(0);
  private skip = 0;
  private statusNext = false;
  status: string | null = null;

  feed(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.statusNext) {
        this.status = String.fromCharCode(chunk[at]);
        this.statusNext = false;
        at += 1;
      } else if (this.skip > 0) {
        const n = Math.min(this.skip, chunk.length - at);
        this.skip -= n;
        at += n;
      } else {
        const take = chunk.subarray(at, at + 5 - this.header.length);
        this.header = Buffer.concat([this.header, take]);
        at += take.length;
        if (this.header.length < 5) return;
        const bodyLength = this.header.readInt32BE(1) - 4;
        if (this.header[0] === 0x5a /* Z */ && bodyLength === 1) this.statusNext = true;
        else this.skip = Math.max(0, bodyLength);
        this.header = Buffer.alloc(0);
      }
    }
  }
}

/** ROLLBACK as an extended query, then Sync: ends whatever an abandoned connection left open. */
function resetMessage(): Uint8Array {
  const msg = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const parse = msg('P', Buffer.from('\0ROLLBACK\0\0\0', 'latin1'));
  const bind = msg('B', Buffer.from('\0\0\0\0\0\0\0\0', 'latin1'));
  const execute = msg('E', Buffer.from('\0\0\0\0\0', 'latin1'));
  return new Uint8Array(Buffer.concat([parse, bind, execute, msg('S', Buffer.alloc(0))]));
}

/**
 * Frontend message types PostgreSQL accepts after startup. PGlite stops answering altogether on
 * any other type (a real backend would end the connection with FATAL), so those never reach it.
 */
const FRONTEND_TYPES = new Set('BCDEFHPQSXcdfp');
const PROTOCOL_3 = 196608;

function isStartup(m: Uint8Array): boolean {
  return m.length >= 8 && Buffer.from(m.buffer, m.byteOffset, m.byteLength).readInt32BE(4) === PROTOCOL_3;
}

/** A FATAL protocol_violation ErrorResponse, as PostgreSQL sends before closing the connection. */
function protocolViolation(text: string): Uint8Array {
  const body = Buffer.from(`SFATAL\0VFATAL\0C08P01\0M${text}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return new Uint8Array(Buffer.concat([head, body]));
}

/**
 * Structurally what PGLiteSocketHandler calls on its queue (enqueue, clearQueueForHandler,
 * clearTransactionIfNeeded) plus getQueueLength for the server's stats.
 */
export class PGliteSessionQueue {
  private queue: Pending[] = [];
  private processing = false;
  /** The connection holding the session, or null when the session is idle. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const type = String.fromCharCode(message[0]);
    // Terminate ends the connection, not the shared session: the close that follows releases it.
    if (type === 'X') return Promise.resolve(0);
    if (!FRONTEND_TYPES.has(type) && !isStartup(message)) {
      const answer = protocolViolation(`invalid frontend message type ${message[0]}`);
      onData(answer);
      // The rejection makes the handler close this connection; its close resets the session.
      return Promise.reject(new Error(`invalid frontend message type ${message[0]}`));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  /** The connection currently holding the session (tests). */
  get holder(): number | null {
    return this.owner;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((q) => {
      if (q.handlerId !== handlerId) return true;
      q.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /**
   * Called when a connection closes. If it held the session (mid extended query, or in a
   * transaction block), its work is rolled back and the session is released; the reset runs
   * ahead of every other connection's messages.
   */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    for (let attempt = 0; attempt < 2 && this.owner === handlerId; attempt++) {
      await new Promise<number>((resolve, reject) => {
        this.queue.unshift({ handlerId, message: resetMessage(), onData: () => {}, resolve, reject });
        void this.process();
      }).catch(() => 0);
    }
    // Still not idle after two resets: release anyway rather than stall every other connection.
    if (this.owner === handlerId) this.owner = null;
    void this.process();
  }

  private next(): Pending | undefined {
    if (this.owner === null) return this.queue.shift();
    const i = this.queue.findIndex((q) => q.handlerId === this.owner);
    return i === -1 ? undefined : this.queue.splice(i, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        const current = item;
        // Held from the first message, so that a connection closing mid-message is reset.
        this.owner = current.handlerId;
        const tracker = new ReadyForQueryTracker();
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length;
                tracker.feed(data);
                current.onData(data);
              },
            }),
          );
        } catch (error) {
          // The backend is in an unknown state for this connection: free the session for the others.
          if (this.owner === current.handlerId) this.owner = null;
          current.reject(error as Error);
          continue;
        }
        if (tracker.status === 'I') this.owner = null;
        current.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
