// @modelcontextprotocol/client (v2) drives `errknow mcp` over stdio in the stateless 2026-07-28
// revision: it probes with server/discover and then sends the version and capabilities in each
// request's _meta. Usage: node v2-discover.mjs /path/to/errknow
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { exercise } from './checks.mjs';

for (const mode of ['auto', { pin: '2026-07-28' }]) {
  const transport = new StdioClientTransport({ command: process.argv[2], args: ['mcp'], stderr: 'ignore' });
  const client = new Client({ name: 'errknow-test-v2', version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(transport);
  const discover = client.getDiscoverResult();
  assert.ok(discover, 'the server answered server/discover');
  assert.ok(discover.supportedVersions.includes('2026-07-28'));
  assert.equal(client.getProtocolEra(), 'modern');
  await exercise(client, `sdk v2 (server/discover, mode ${JSON.stringify(mode)})`);
  await client.close();
}
