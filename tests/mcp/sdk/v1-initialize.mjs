// @modelcontextprotocol/sdk (v1) drives `errknow mcp` over stdio with the initialize handshake
// (2025-11-25). Usage: node v1-initialize.mjs /path/to/errknow
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { exercise } from './checks.mjs';

const transport = new StdioClientTransport({ command: process.argv[2], args: ['mcp'], stderr: 'ignore' });
const client = new Client({ name: 'errknow-test-v1', version: '1.0.0' });
await client.connect(transport);
assert.equal(client.getServerVersion().name, 'errknow');
assert.ok(client.getServerCapabilities().tools);
await client.ping();
await exercise(client, 'sdk v1 (initialize)');
await client.close();
