// A TCP proxy in front of the site that counts every byte each way, so the
// bytes a learner pays are what crossed the wire (headers, compressed bodies,
// the service worker's own downloads), never an estimate. Chromium sends one
// request at a time on a connection (no pipelining), so the bytes that follow
// a request line on a connection belong to that request until the next one.
import { connect, createServer, type Server } from 'node:net';

export type Flow = { phase: string; request: string; down: number; up: number };

export type ByteCounter = {
  url: string;
  /** What the bytes from now on are counted under. */
  setPhase: (phase: string) => void;
  flows: () => Flow[];
  /** Resolves once every request has its answer and no byte has crossed for `quietMs` (the page and its worker are done). */
  quiet: (quietMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

const REQUEST_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\S+) HTTP\/1\.[01]\r\n/;

export async function startByteCounter(target: string): Promise<ByteCounter> {
  const { hostname, port } = new URL(target);
  let phase = 'start';
  let lastByteAt = performance.now();
  /** Requests sent whose answer has not begun: a slow answer is not silence. */
  let awaiting = 0;
  const flows = new Map<string, Flow>();
  const add = (request: string, down: number, up: number) => {
    lastByteAt = performance.now();
    const id = `${phase}\n${request}`;
    const flow = flows.get(id) ?? { phase, request, down: 0, up: 0 };
    flow.down += down;
    flow.up += up;
    flows.set(id, flow);
  };
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    let request = '(connection)';
    let waiting = false;
    const answered = () => {
      if (waiting) awaiting--;
      waiting = false;
    };
    client.on('data', (chunk: Buffer) => {
      const line = REQUEST_LINE.exec(chunk.toString('latin1', 0, Math.min(chunk.length, 4096)));
      if (line) {
        request = `${line[1]} ${line[2]}`;
        answered();
        waiting = true;
        awaiting++;
      }
      add(request, 0, chunk.length);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      answered();
      add(request, chunk.length, 0);
      client.write(chunk);
    });
    const end = () => {
      answered();
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('end', end);
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the byte counter has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    setPhase: (next) => {
      phase = next;
    },
    flows: () => [...flows.values()],
    quiet: async (quietMs = 1500) => {
      while (awaiting > 0 || performance.now() - lastByteAt < quietMs)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
