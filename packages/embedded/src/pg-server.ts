// Serves one PGlite database over the PostgreSQL wire protocol to many `pg` clients.
//
// PGlite is a single session. pglite-socket's own multiplexer interleaves clients message by message,
// which lets one client's Parse land between another's Parse and Bind. This server keeps each client's
// messages together up to a Sync (or simple Query), and while a client is inside a transaction no other
// client runs, so every client sees what it would see on a real server with serialisable scheduling.
// Session state (search_path, advisory locks) is shared: services name their schema in SQL.
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

interface Job {
  conn: Conn;
  messages: Uint8Array[];
  holdAfter: boolean;
  done: (err?: unknown) => void;
}

class Conn {
  buf: Buffer = Buffer.alloc(0);
  started = false;
  pending: Uint8Array[] = [];
  closed = false;
  constructor(readonly socket: net.Socket) {}
}

export class PgliteServer {
  private server?: net.Server;
  private conns = new Set<Conn>();
  private jobs: Job[] = [];
  private owner: Conn | null = null; // holds the session between batches (open transaction)
  private pumping = false;

  constructor(private readonly db: PGlite) {}

  async listen(port: number, host = '127.0.0.1'): Promise<number> {
    this.server = net.createServer((s) => this.accept(s));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, host, resolve);
    });
    return (this.server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const c of this.conns) c.socket.destroy();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
    // Wait for a batch in flight, then roll back anything left open.
    while (this.pumping) await new Promise((r) => setTimeout(r, 5));
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
  }

  private accept(socket: net.Socket): void {
    const conn = new Conn(socket);
    this.conns.add(conn);
    socket.setNoDelay(true);
    socket.on('data', (d) => this.onData(conn, d));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => void this.onClose(conn));
  }

  private onData(conn: Conn, data: Buffer): void {
    conn.buf = conn.buf.length ? Buffer.concat([conn.buf, data]) : data;
    for (;;) {
      if (!conn.started) {
        if (conn.buf.length < 8) return;
        const len = conn.buf.readInt32BE(0);
        if (conn.buf.length < len) return;
        const code = conn.buf.readInt32BE(4);
        const msg = conn.buf.subarray(0, len);
        conn.buf = conn.buf.subarray(len);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          conn.socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST || code !== PROTOCOL_3) {
          conn.socket.destroy();
          return;
        }
        conn.started = true;
        this.enqueue(conn, [new Uint8Array(msg)], false);
        continue;
      }
      if (conn.buf.length < 5) return;
      const len = 1 + conn.buf.readInt32BE(1);
      if (conn.buf.length < len) return;
      const type = String.fromCharCode(conn.buf[0]);
      const msg = new Uint8Array(conn.buf.subarray(0, len));
      conn.buf = conn.buf.subarray(len);
      if (type === 'X') {
        conn.socket.end();
        return;
      }
      conn.pending.push(msg);
      // A batch ends where the client waits for answers: Sync, a simple Query, or a Flush
      // (after a Flush the same extended-protocol sequence goes on, so the session stays held).
      if (type === 'S' || type === 'Q' || type === 'H') {
        const batch = conn.pending;
        conn.pending = [];
        this.enqueue(conn, batch, type === 'H');
      }
    }
  }

  private enqueue(conn: Conn, messages: Uint8Array[], holdAfter: boolean): void {
    this.jobs.push({
      conn,
      messages,
      holdAfter,
      done: (err) => {
        if (err) conn.socket.destroy();
      },
    });
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        const i = this.owner ? this.jobs.findIndex((j) => j.conn === this.owner) : this.jobs.length ? 0 : -1;
        if (i < 0) break;
        const [job] = this.jobs.splice(i, 1);
        try {
          await this.db.runExclusive(async () => {
            for (const m of job.messages) {
              await this.db.execProtocolRawStream(m, {
                onRawData: (chunk: Uint8Array) => {
                  if (!job.conn.closed && chunk.length) job.conn.socket.write(Buffer.from(chunk));
                },
              });
            }
          });
          job.done();
        } catch (err) {
          job.done(err);
        }
        if (job.conn.closed) {
          // The client went away mid-transaction: its work must not leak into the next client's.
          if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
          this.owner = null;
        } else {
          this.owner = job.holdAfter || this.db.isInTransaction() ? job.conn : null;
        }
      }
    } finally {
      this.pumping = false;
    }
  }

  private async onClose(conn: Conn): Promise<void> {
    conn.closed = true;
    this.conns.delete(conn);
    this.jobs = this.jobs.filter((j) => j.conn !== conn);
    if (this.owner === conn) {
      while (this.pumping) await new Promise((r) => setTimeout(r, 1));
      if (this.owner === conn) {
        if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
        this.owner = null;
      }
    }
    void this.pump();
  }
}
