// What both SDK tests ask of `errknow mcp`, whichever client and protocol revision drives it: four
// read-only tools with schemas, each call's structuredContent valid against its outputSchema (checked
// here with Ajv, independently of the SDK's own check), a short text beside it, bad arguments as
// tool errors, and a record read through the resource template.
import assert from 'node:assert/strict';
import Ajv from 'ajv';

export const calls = {
  analyze_error: { error: "Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\nModuleNotFoundError: No module named 'requests'" },
  explain_error: { code: '404', category: 'http' },
  search_errors: { query: 'ECONNREFUSED', limit: 3 },
  list_categories: {},
};

export async function exercise(client, label) {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name), ['analyze_error', 'explain_error', 'search_errors', 'list_categories']);
  const ajv = new Ajv({ strict: false, allErrors: true });
  for (const tool of tools) {
    assert.equal(tool.annotations?.readOnlyHint, true, `${tool.name} is read-only`);
    assert.equal(tool.inputSchema.type, 'object');
    const validate = ajv.compile(tool.outputSchema);
    const result = await client.callTool({ name: tool.name, arguments: calls[tool.name] });
    assert.notEqual(result.isError, true, `${tool.name}: ${JSON.stringify(result.content)}`);
    assert.ok(validate(result.structuredContent), `${tool.name}: ${ajv.errorsText(validate.errors)}`);
    assert.equal(result.content[0].type, 'text');
    assert.ok(result.content[0].text.length > 0);
  }
  const analysis = await client.callTool({ name: 'analyze_error', arguments: calls.analyze_error });
  assert.equal(analysis.structuredContent.detected.code, 'ModuleNotFoundError');
  const record = await client.callTool({ name: 'explain_error', arguments: calls.explain_error });
  assert.equal(record.structuredContent.slug, 'not-found');

  // Wrong argument types: a tool-level error the model can read, not a protocol failure.
  const bad = await client.callTool({ name: 'search_errors', arguments: { query: 42 } });
  assert.equal(bad.isError, true);

  const { resourceTemplates } = await client.listResourceTemplates();
  assert.equal(resourceTemplates[0].uriTemplate, 'errknow://errors/{category}/{slug}');
  const read = await client.readResource({ uri: 'errknow://errors/http/not-found' });
  assert.equal(JSON.parse(read.contents[0].text).code, '404');
  await assert.rejects(client.readResource({ uri: 'errknow://errors/http/no-such-record' }));
  console.log(`${label}: ${tools.length} tools called, structured results valid, resource read`);
}
