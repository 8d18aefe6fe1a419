// @modelcontextprotocol/sdk (v1) drives POST /mcp on the real errknow-server over its Streamable
// HTTP transport with the initialize handshake (2025-11-25) and the API key as a bearer token.
// Usage: node v1-http.mjs /path/to/errknow-server
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { exercise } from './checks.mjs';
import { startServer } from './server.mjs';

const server = await startServer(process.argv[2]);
try {
  const transport = new StreamableHTTPClientTransport(server.url, {
    requestInit: { headers: { Authorization: `Bearer ${server.key}` } },
  });
  const client = new Client({ name: 'errknow-test-v1-http', version: '1.0.0' });
  await client.connect(transport);
  assert.equal(client.getServerVersion().name, 'errknow');
  await client.ping();
  await exercise(client, 'sdk v1 over HTTP (initialize)');
  await client.close();

  // Without the key the server answers 401 and the SDK says so.
  const anonymous = new Client({ name: 'errknow-test-v1-http', version: '1.0.0' });
  await assert.rejects(anonymous.connect(new StreamableHTTPClientTransport(server.url)),
                       (e) => e.code === 401 && /missing_api_key/.test(e.message));
} finally {
  await server.stop();
}
