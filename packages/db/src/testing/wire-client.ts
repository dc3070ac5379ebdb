/**
 * A raw PostgreSQL wire-protocol client for tests of the embedded server: it writes frontend
 * messages exactly when and how the test says (one write, split writes, pipelined batches), which
 * pg and Prisma never let a test control, and reads backend messages as they come.
 */
import { connect, type Socket } from 'node:net';

export interface BackendMessage {
  type: string;
  body: Buffer;
}

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const cstr = (s: string) => Buffer.from(`${s}\0`, 'utf8');
const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};

export const wire = {
  startup(): Buffer {
    const body = Buffer.concat([
      int32(196608),
      cstr('user'),
      cstr('postgres'),
      cstr('database'),
      cstr('postgres'),
      cstr(''),
    ]);
    return Buffer.concat([int32(body.length + 4), body]);
  },
  parse: (sql: string, name = '') => message('P', Buffer.concat([cstr(name), cstr(sql), int16(0)])),
  bind(params: (string | null)[], statement = '', portal = ''): Buffer {
    const values = params.map((p) =>
      p === null ? int32(-1) : Buffer.concat([int32(Buffer.byteLength(p)), Buffer.from(p)]),
    );
    return message(
      'B',
      Buffer.concat([cstr(portal), cstr(statement), int16(0), int16(params.length), ...values, int16(0)]),
    );
  },
  describePortal: (portal = '') => message('D', Buffer.concat([Buffer.from('P'), cstr(portal)])),
  execute: (portal = '') => message('E', Buffer.concat([cstr(portal), int32(0)])),
  sync: () => message('S', Buffer.alloc(0)),
  flush: () => message('H', Buffer.alloc(0)),
  query: (sql: string) => message('Q', cstr(sql)),
  terminate: () => message('X', Buffer.alloc(0)),
  /** Parse, Bind, Describe, Execute, Sync: one extended query as node-postgres sends it. */
  extended: (sql: string, params: (string | null)[]) =>
    Buffer.concat([wire.parse(sql), wire.bind(params), wire.describePortal(), wire.execute(), wire.sync()]),
};

/** The text columns of a DataRow. */
export function dataRow(m: BackendMessage): (string | null)[] {
  const n = m.body.readInt16BE(0);
  const out: (string | null)[] = [];
  let at = 2;
  for (let i = 0; i < n; i++) {
    const len = m.body.readInt32BE(at);
    at += 4;
    if (len < 0) out.push(null);
    else {
      out.push(m.body.subarray(at, at + len).toString('utf8'));
      at += len;
    }
  }
  return out;
}

/** The message field (M) of an ErrorResponse. */
export function errorText(m: BackendMessage): string {
  const fields = m.body.toString('utf8').split('\0');
  return fields.find((f) => f.startsWith('M'))?.slice(1) ?? '';
}

export class WireClient {
  readonly received: BackendMessage[] = [];
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      while (this.buffer.length >= 5) {
        const len = this.buffer.readInt32BE(1);
        if (this.buffer.length < len + 1) break;
        this.received.push({ type: String.fromCharCode(this.buffer[0]), body: this.buffer.subarray(5, len + 1) });
        this.buffer = this.buffer.subarray(len + 1);
      }
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => {});
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Connects and completes the startup exchange (up to the first ReadyForQuery). */
  static async open(port: number): Promise<WireClient> {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const c = new WireClient(socket);
    c.write(wire.startup());
    await c.until((m) => m.type === 'Z');
    c.received.length = 0;
    return c;
  }

  write(data: Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(data, (err) => (err ? reject(err) : resolve())));
  }

  /** Waits for the first received message matching `match` and returns everything up to it (consumed). */
  async until(match: (m: BackendMessage) => boolean): Promise<BackendMessage[]> {
    for (;;) {
      const i = this.received.findIndex(match);
      if (i !== -1) return this.received.splice(0, i + 1);
      if (this.closed) throw new Error(`connection closed; received ${this.received.map((m) => m.type).join('')}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Runs `count` ReadyForQuery-terminated exchanges' worth of output and returns them, one array each. */
  async exchanges(count: number): Promise<BackendMessage[][]> {
    const out: BackendMessage[][] = [];
    for (let i = 0; i < count; i++) out.push(await this.until((m) => m.type === 'Z'));
    return out;
  }

  close(): void {
    this.socket.destroy();
  }
}
