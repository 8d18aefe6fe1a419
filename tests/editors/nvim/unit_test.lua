-- Unit tests of the plugin's pure parts: the terminal-output heuristic, the rendering of an
-- analysis, the diagnostic conversion used for forwarding, and option validation.
local here = debug.getinfo(1, 'S').source:sub(2):match('(.*/)') or './'
local H = dofile(here .. 'harness.lua')
local check = H.check

H.run(function()
  local terminal = require('errknow.terminal')
  local render = require('errknow.render')
  local forward = require('errknow.forward')
  local config = require('errknow.config')

  -- terminal: prompts
  check('bash prompt with a command', terminal.prompt_command('user@host:~/app$ npm start') == 'npm start')
  check('bracketed prompt', terminal.prompt_command('[user@host app]$ make') == 'make')
  check('root and zsh prompts', terminal.prompt_command('# apt-get update') == 'apt-get update' and terminal.prompt_command('% ls') == 'ls')
  check('an empty prompt', terminal.prompt_command('user@host:~/app$') == '' and terminal.prompt_command('user@host:~/app$ ') == '')
  check('starship prompt', terminal.prompt_command('~/app ❯ cargo build') == nil and terminal.prompt_command('❯ cargo build') == 'cargo build')
  check('output lines are no prompts', terminal.prompt_command('Error: listen EADDRINUSE: address already in use :::3000') == nil
    and terminal.prompt_command('make: *** [Makefile:3: all] Error 1') == nil and terminal.prompt_command('#include <x>') == nil)

  -- terminal: the last command's output
  local screen = {
    'user@host:~/app$ ls', 'a b c',
    'user@host:~/app$ npm start', 'Error: listen EADDRINUSE :::3000', '    at Server.listen',
    'user@host:~/app$ ', '', '',
  }
  check('output between the last command and the current prompt, with the command',
    terminal.last_output(screen) == '$ npm start\nError: listen EADDRINUSE :::3000\n    at Server.listen', terminal.last_output(screen))
  local running = { 'user@host:~/app$ cargo build', 'error[E0308]: mismatched types' }
  check('a running command: its output so far', terminal.last_output(running) == '$ cargo build\nerror[E0308]: mismatched types')
  check('no prompt at all: the lines themselves', terminal.last_output({ 'x', 'y', '' }) == 'x\ny')
  check('a command without output gives nothing', terminal.last_output({ 'u@h:~$ true', 'u@h:~$ ' }) == nil)
  check('an empty terminal gives nothing', terminal.last_output({ '', '' }) == nil)
  check('a custom prompt pattern', terminal.last_output({ 'READY> run', 'boom', 'READY> ' }, '^READY> ?(.*)$') == '$ run\nboom')

  -- render
  local analysis = {
    detected = { code = 'ECONNREFUSED', title = 'Connection refused', category = 'network', url = 'http://x/errors/network/econnrefused', meaning = 'Nothing listens.', confidence = 0.93 },
    causes = { 'the service is down' }, quick_fix = { 'start it' },
    platform_fixes = { windows = { 'netstat -ano' }, linux = { 'ss -ltnp' }, macos = { 'lsof -i' } },
    checks = { { step = 'ss -ltn', check = 'the port is listed' } },
  }
  analysis.findings = { analysis }
  local text = table.concat(render.analysis_lines(analysis, 'macos'), '\n')
  check('render: title, code, confidence', text:find('# Connection refused\n`ECONNREFUSED` · network · confidence 93%', 1, true) ~= nil, text)
  check('render: meaning, causes, quick fix, checks, link', text:find('Nothing listens.', 1, true) and text:find('## Likely causes\n- the service is down', 1, true)
    and text:find('## Quick fix\n1. start it', 1, true) and text:find('- ss -ltn — check: the port is listed', 1, true) and text:find('More: http://x/errors/network/econnrefused', 1, true), text)
  local mac, linux = text:find('## On macos', 1, true), text:find('## On linux', 1, true)
  check('render: this platform\'s fixes first', mac and linux and mac < linux, text)
  check('render: nothing recognised', render.analysis_lines({ findings = {} })[1] == '# No known error recognised')
  check('render: no answer', render.analysis_lines(nil)[1]:find('no answer') ~= nil)

  -- forward: vim.diagnostic items in LSP form
  local buf = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, { 'héllo wörld', 'second', 'third' })
  local ns = vim.api.nvim_create_namespace('unit-other')
  vim.diagnostic.set(ns, buf, {
    { lnum = 0, col = 7, end_lnum = 0, end_col = 13, severity = 2, message = 'w', source = 'lint', code = 'X1' },
    { lnum = 2, col = 0, end_lnum = 2, end_col = 5, severity = 1, message = 'e', source = 'lint' },
  })
  local on_first = forward.diagnostics_on_lines(buf, 0, 0, 'utf-16')
  check('forward: only the diagnostics on the requested lines', #on_first == 1 and on_first[1].message == 'w', vim.inspect(on_first))
  local r = on_first[1] and on_first[1].range or {}
  check('forward: byte columns become UTF-16 columns', r.start and r.start.character == 6 and r['end'].character == 11, vim.inspect(r))
  check('forward: severity, source, code kept', on_first[1] and on_first[1].severity == 2 and on_first[1].source == 'lint' and on_first[1].code == 'X1')
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, range = { start = { line = 0, character = 0 }, ['end'] = { line = 3, character = 0 } }, context = { diagnostics = {}, only = { 'quickfix' } } }
  local p2 = forward.with_all_diagnostics(params, buf, 'utf-8')
  check('forward: a range gets every diagnostic in it, other context kept', #p2.context.diagnostics == 2 and p2.context.only[1] == 'quickfix' and #params.context.diagnostics == 0)
  local with_lsp = forward.to_lsp({ lnum = 1, col = 0, message = 'm', user_data = { lsp = { data = { code = 'E1' } } } }, buf, 'utf-8')
  check('forward: an LSP diagnostic keeps its data', with_lsp.data and with_lsp.data.code == 'E1' and with_lsp.range['end'].line == 1)

  -- config
  local o = config.merge({ mode = 'remote', cmd = '/opt/errknow-lsp', diagnostic_patterns = { '*.txt' } })
  check('config: a string cmd gets --stdio; lists replace', o and o.cmd[2] == '--stdio' and #o.diagnostic_patterns == 1 and o.backend_url == 'http://127.0.0.1:8080')
  local bad, err = config.merge({ mode = 'cloud' })
  check('config: a bad mode is refused with a clear message', bad == nil and err:find("mode must be 'embedded' or 'remote'") ~= nil, err)
  check('config: a bad cmd is refused', config.merge({ cmd = { 1 } }) == nil)
  local s = config.server_settings(config.merge({ ai_actions = true }))
  check('config: server settings use the server\'s keys', s.mode == 'embedded' and s.aiActions == true and s.diagnosticLanguages[1] == 'log')

  -- lsp/errknow.lua for 0.11's vim.lsp.config
  local spec = dofile(vim.api.nvim_get_runtime_file('lsp/errknow.lua', false)[1])
  check('lsp/errknow.lua returns a config with cmd and on_init', type(spec) == 'table' and spec.cmd[1] == 'errknow-lsp' and type(spec.on_init) == 'function')
end)
