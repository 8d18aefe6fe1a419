// @modelcontextprotocol/client (v2) drives POST /mcp on the real errknow-server over its Streamable
// HTTP transport in the stateless 2026-07-28 revision (server/discover, _meta and the Mcp-* headers
// on every request), with the API key as a bearer token. Usage: node v2-http.mjs /path/to/errknow-server
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { exercise } from './checks.mjs';
import { startServer } from './server.mjs';

const server = await startServer(process.argv[2]);
try {
  for (const mode of ['auto', { pin: '2026-07-28' }]) {
    const transport = new StreamableHTTPClientTransport(server.url, {
      requestInit: { headers: { Authorization: `Bearer ${server.key}` } },
    });
    const client = new Client({ name: 'errknow-test-v2-http', version: '1.0.0' }, { versionNegotiation: { mode } });
    await client.connect(transport);
    assert.equal(client.getProtocolEra(), 'modern');
    await exercise(client, `sdk v2 over HTTP (server/discover, mode ${JSON.stringify(mode)})`);
    await client.close();
  }
} finally {
  await server.stop();
}
