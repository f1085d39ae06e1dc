import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

/** One scripted answer of the fake server. */
export type FakeAnswer =
  | { kind: 'chat'; content: string }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'hang'; ms: number }
  | { kind: 'image'; b64: string };

export interface FakeRequest {
  path: string;
  body: unknown;
}

function chatCompletion(content: string) {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * A local HTTP server speaking the OpenAI wire format (chat completions and image generations),
 * answering from a script, so tests drive the real `openai` SDK without a network.
 */
export async function startFakeOpenAi() {
  const script: FakeAnswer[] = [];
  const requests: FakeRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const raw = await text(req);
      requests.push({ path: req.url ?? '', body: raw ? (JSON.parse(raw) as unknown) : null });
      const answer = script.shift() ?? { kind: 'status', status: 500, message: 'script exhausted' };
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      switch (answer.kind) {
        case 'chat':
          return send(200, chatCompletion(answer.content));
        case 'image':
          return send(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: answer.b64 }] });
        case 'status':
          return send(answer.status, { error: { message: answer.message ?? `status ${answer.status}`, type: 'test' } });
        case 'hang':
          setTimeout(() => send(200, chatCompletion('{}')), answer.ms);
          return;
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    script,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
