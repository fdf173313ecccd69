// The stand-in's HTTP server on 127.0.0.1: the API key check, the routes (with or without the `/v3` prefix)
// and the error answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type Answer, json, problem, readBody, StandInError } from './answers.ts';
import type { StandInRequests } from './requests.ts';

type Route = [string, RegExp, (match: string[], raw: Buffer, req: IncomingMessage) => Promise<Answer>];

const routesOf = (api: StandInRequests): Route[] => [
  ['POST', /^\/signature_requests$/, async (_m, raw) => api.createRequest(raw)],
  ['GET', /^\/signature_requests\/([^/]+)$/, async ([id]) => api.read(id as string)],
  [
    'POST',
    /^\/signature_requests\/([^/]+)\/documents$/,
    async ([id], raw, req) => api.upload(id as string, raw, req),
  ],
  ['POST', /^\/signature_requests\/([^/]+)\/signers$/, async ([id], raw) => api.addSigner(id as string, raw)],
  ['POST', /^\/signature_requests\/([^/]+)\/activate$/, async ([id]) => api.activate(id as string)],
  ['POST', /^\/signature_requests\/([^/]+)\/cancel$/, async ([id], raw) => api.cancel(id as string, raw)],
  [
    'GET',
    /^\/signature_requests\/([^/]+)\/documents\/([^/]+)\/download$/,
    async ([id, documentId]) => api.downloadDocument(id as string, documentId as string),
  ],
  [
    'GET',
    /^\/signature_requests\/([^/]+)\/signers\/([^/]+)\/audit_trails\/download$/,
    async ([id, signerId]) => api.downloadAuditTrail(id as string, signerId as string),
  ],
];

/** Starts the server on a free port; `baseUrl` is what to give to createYousignAdapter. */
export async function serveStandIn(apiKey: string, api: StandInRequests) {
  const routes = routesOf(api);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let answer: Answer;
    try {
      const raw = await readBody(req);
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        throw problem(401, 'about:blank', 'Invalid authentication, check your API key.');
      }
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname.replace(/^\/v3(?=\/)/, '');
      const matching = routes.filter(([, pattern]) => pattern.test(path));
      const route = matching.find(([method]) => method === req.method);
      if (!route) {
        throw matching.length
          ? problem(405, 'about:blank', 'Method not allowed.')
          : problem(404, 'resource.not_found', 'Not found.');
      }
      const match = (route[1].exec(path) ?? []).slice(1).map(decodeURIComponent);
      answer = await route[2](match, raw, req);
    } catch (error) {
      if (!(error instanceof StandInError)) throw error;
      answer = json(error.status, error.body);
    }
    res.writeHead(answer.status, { 'content-type': answer.type, 'content-length': answer.body.length });
    res.end(answer.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'about:blank', detail: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    baseUrl: `http://127.0.0.1:${port}/v3`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
