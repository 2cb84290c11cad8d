// A real HTTP server that speaks OpenAI's chat-completions protocol, for
// tests: canned answers, streaming, and faults on demand. It is the one
// stand-in we allow: the outside AI service.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type Fault =
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'hang' }
  | { kind: 'slow-stream'; delayMs: number };

export type Reply = string | Fault;
export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  response_format?: { type: string };
};

/** Answers each request with the first matching queued reply, else with `respond(request)`. */
export async function startOpenAiServer(respond: (request: ChatRequest) => Reply) {
  const queue: Reply[] = [];
  const requests: ChatRequest[] = [];
  let closedEarly = 0;

  const send = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const completion = (content: string) => ({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
  const chunk = (content: string, finish: string | null = null) => ({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, delta: content ? { content } : {}, finish_reason: finish }],
  });

  async function streamText(res: ServerResponse, text: string, delayMs: number) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const pieces = text.match(/\S+\s*/g) ?? [''];
    for (const piece of pieces) {
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify(chunk(piece))}\n\n`);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    }
    res.write(`data: ${JSON.stringify(chunk('', 'stop'))}\n\n`);
    res.end('data: [DONE]\n\n');
  }

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const part of req) raw += part;
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
      return send(res, 404, { error: { message: 'not found' } });
    const request = JSON.parse(raw) as ChatRequest;
    requests.push(request);
    res.on('close', () => {
      if (!res.writableFinished) closedEarly++;
    });
    const reply = queue.shift() ?? respond(request);
    if (typeof reply === 'string') {
      if (request.stream) return streamText(res, reply, 0);
      return send(res, 200, completion(reply));
    }
    if (reply.kind === 'status') {
      return send(res, reply.status, { error: { message: reply.message ?? `status ${reply.status}`, type: 'test' } });
    }
    if (reply.kind === 'hang') return; // never answers; the client must give up
    return streamText(res, respond(request) as string, reply.delayMs);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The next replies, in order, before falling back to respond(). */
    enqueue: (...replies: Reply[]) => queue.push(...replies),
    get closedEarly() {
      return closedEarly;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type OpenAiTestServer = Awaited<ReturnType<typeof startOpenAiServer>>;
