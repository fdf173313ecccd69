import type { ServerResponse } from 'node:http';

// Shared by client.error.test.ts, client.happy.test.ts and client.security.test.ts.
export const json = (response: ServerResponse, status: number, body: unknown, type = 'application/json') => {
  response.writeHead(status, { 'content-type': type });
  response.end(JSON.stringify(body));
};
