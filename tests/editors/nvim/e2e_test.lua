-- End-to-end test of the errknow Neovim plugin against the real errknow-lsp (ERRKNOW_LSP) and a
-- stand-in second server (other_server.py): diagnostics on a log file, hover, code actions on the
-- other server's diagnostic (through the plugin's forwarding), :Errknow analyze/explain/terminal
-- and :checkhealth errknow. Run by run_nvim_tests.sh; works on Neovim 0.7 and 0.10+.
local here = debug.getinfo(1, 'S').source:sub(2):match('(.*/)') or './'
local H = dofile(here .. 'harness.lua')
local check, wait = H.check, H.wait

local LSP = os.getenv('ERRKNOW_LSP') or 'errknow-lsp'
-- parts of the catalogue's titles for these errors (the exact titles are asked from the server)
local ECONNREFUSED_TITLE = 'nothing accepted the'
local TS2322_TITLE = 'is not assignable to type'
local EADDRINUSE_TITLE = 'already in use'

local function start_other_server(bufnr)
  local config = { name = 'other-server', cmd = { 'python3', here .. 'other_server.py' }, root_dir = vim.fn.getcwd() }
  if vim.lsp.start then return vim.lsp.start(config, { bufnr = bufnr }) end
  local id = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

local function health_lines()
  vim.cmd('silent checkhealth errknow')
  local lines = vim.api.nvim_buf_get_lines(0, 0, -1, false)
  vim.cmd(vim.fn.tabpagenr('$') > 1 and 'tabclose' or 'bwipeout!')
  return table.concat(lines, '\n')
end

H.run(function()
  local v = vim.version()
  local version = v.major .. '.' .. v.minor
  H.out('# nvim ' .. version .. '.' .. v.patch .. ', server ' .. LSP)
  if (os.getenv('EXPECT_NVIM') or '') ~= '' then check('Neovim is ' .. os.getenv('EXPECT_NVIM'), version == os.getenv('EXPECT_NVIM'), version) end

  vim.cmd('runtime plugin/errknow.lua')
  check(':Errknow is defined', vim.fn.exists(':Errknow') == 2)
  local errknow = require('errknow')
  errknow.setup({ cmd = { LSP, '--stdio' } })

  local dir = vim.fn.tempname()
  vim.fn.mkdir(dir, 'p')
  vim.cmd('cd ' .. vim.fn.fnameescape(dir))

  -- 1. A log file: the plugin attaches, the server publishes a diagnostic on the error line.
  vim.fn.writefile({
    'all good',
    'Error: connect ECONNREFUSED 127.0.0.1:5432',
    '2024-05-01 10:00:02 INFO retrying',
  }, dir .. '/app.log')
  vim.cmd('edit app.log')
  local log = vim.api.nvim_get_current_buf()
  local attached = wait(function()
    local c = errknow.client()
    return c ~= nil and c.initialized and vim.lsp.buf_is_attached(log, c.id)
  end)
  check('errknow-lsp starts and attaches to the log buffer', attached)
  local client = errknow.client()
  local got = wait(function() return #vim.diagnostic.get(log, { lnum = 1 }) > 0 end)
  local d = vim.diagnostic.get(log, { lnum = 1 })[1] or {}
  check('a diagnostic on the ECONNREFUSED line of the .log file', got and d.source == 'errknow', vim.inspect(vim.diagnostic.get(log)))
  check('the diagnostic carries the code', d.code == 'ECONNREFUSED', tostring(d.code))

  -- 2. Hover on the error code.
  vim.api.nvim_win_set_cursor(0, { 2, 17 })
  local res = vim.lsp.buf_request_sync(log, 'textDocument/hover', vim.lsp.util.make_position_params(0, client.offset_encoding), H.timeout)
  local hover = res and res[client.id] and res[client.id].result
  local text = hover and hover.contents and hover.contents.value or ''
  check('hover on ECONNREFUSED shows its record', text:find(ECONNREFUSED_TITLE, 1, true) ~= nil, text)
  local none = vim.lsp.buf_request_sync(log, 'textDocument/hover', { textDocument = { uri = vim.uri_from_bufnr(log) }, position = { line = 0, character = 25 } }, H.timeout)
  check('no hover on an ordinary word', not (none and none[client.id] and none[client.id].result), vim.inspect(none))

  -- 3. :Errknow explain on the code under the cursor.
  H.close_floats()
  vim.cmd('Errknow explain')
  local seen = H.wait_float(ECONNREFUSED_TITLE)
  check(':Errknow explain shows the record in a float', seen and seen:find(ECONNREFUSED_TITLE, 1, true), seen)

  -- 4. :Errknow analyze on a visual selection and on a range.
  local direct = vim.lsp.buf_request_sync(log, 'errknow/analyze', { text = 'Error: connect ECONNREFUSED 127.0.0.1:5432' }, H.timeout)
  local expected = direct and direct[client.id] and direct[client.id].result
  local title = expected and expected.detected and expected.detected.title or '?'
  check('errknow/analyze recognises ECONNREFUSED', title:find(ECONNREFUSED_TITLE, 1, true) ~= nil, title)
  H.close_floats()
  vim.api.nvim_win_set_cursor(0, { 1, 0 })
  vim.cmd('normal! 2GVj\27')
  vim.cmd("'<,'>Errknow analyze")
  seen = H.wait_float(title)
  check(':Errknow analyze on a selection shows a float with the title', seen and seen:find('# ' .. title, 1, true), seen)
  check('the float has the quick fix and the link', seen and seen:find('## Quick fix', 1, true) and seen:find('More: http', 1, true), seen)
  H.close_floats()
  vim.cmd('Errknow analyze')
  seen = H.wait_float(title)
  check(':Errknow analyze without a range analyses the whole buffer', seen and seen:find('# ' .. title, 1, true), seen)
  H.close_floats()

  -- 5. Code actions on ANOTHER server's diagnostic in a TypeScript file.
  vim.fn.writefile({ 'const port: number = "3000";', 'console.log(port);' }, dir .. '/main.ts')
  vim.cmd('edit main.ts')
  local ts = vim.api.nvim_get_current_buf()
  local other_id = start_other_server(ts)
  check('the stand-in server publishes its ts diagnostic', wait(function()
    local ds = vim.diagnostic.get(ts, { lnum = 0 })
    return #ds == 1 and ds[1].source == 'ts'
  end), vim.inspect(vim.diagnostic.get(ts)))
  check('errknow is attached to the .ts buffer too', wait(function() return vim.lsp.buf_is_attached(ts, client.id) end))
  check('errknow publishes nothing itself on a .ts file', #vim.diagnostic.get(ts, { namespace = vim.lsp.diagnostic.get_namespace(client.id) }) == 0)

  local function errknow_actions(forwarding)
    require('errknow.config').get().forward_diagnostics = forwarding
    vim.api.nvim_win_set_cursor(0, { 1, 0 })
    local p = vim.lsp.util.make_range_params(0, client.offset_encoding)
    p.context = { diagnostics = {} } -- what Neovim 0.10+ sends errknow: only its own (none)
    local r = vim.lsp.buf_request_sync(ts, 'textDocument/codeAction', p, H.timeout)
    require('errknow.config').get().forward_diagnostics = true
    return r and r[client.id] and r[client.id].result or {}
  end
  check('control: without forwarding errknow gets no diagnostic and offers nothing', #errknow_actions(false) == 0)
  local forwarded = errknow_actions(true)
  local first = forwarded[1] or {}
  check('with forwarding errknow explains the other server\'s diagnostic',
    (first.title or ''):find('Explain: ', 1, true) == 1 and first.title:find(TS2322_TITLE, 1, true) ~= nil, vim.inspect(forwarded))
  local echoed = first.diagnostics and first.diagnostics[1] or {}
  check('the action names the forwarded diagnostic', echoed.source == 'ts' and echoed.code == 2322, vim.inspect(echoed))

  -- the editor's own path: vim.lsp.buf.code_action() -> vim.ui.select -> errknow.explain float
  local offered
  local original_select = vim.ui.select
  vim.ui.select = function(items, _, on_choice)
    offered = items
    local choice
    for i, item in ipairs(items) do
      local action = item.action or item[2]
      if action and (action.title or ''):find('Explain: ', 1, true) == 1 then choice = i end
    end
    on_choice(choice and items[choice] or nil, choice)
  end
  H.close_floats()
  vim.api.nvim_win_set_cursor(0, { 1, 14 })
  vim.lsp.buf.code_action()
  wait(function() return offered ~= nil end)
  vim.ui.select = original_select
  local titles = {}
  for _, item in ipairs(offered or {}) do titles[#titles + 1] = (item.action or item[2] or {}).title end
  check('vim.lsp.buf.code_action() offers errknow\'s actions on the ts diagnostic',
    vim.tbl_contains(vim.tbl_map(function(t) return (t or ''):sub(1, 9) end, titles), 'Explain: '), vim.inspect(titles))
  seen = H.wait_float(TS2322_TITLE)
  check('choosing "Explain" opens the explanation float', seen and seen:find(TS2322_TITLE, 1, true), seen)
  H.close_floats()
  vim.api.nvim_win_set_cursor(0, { 1, 0 })
  vim.cmd('Errknow explain')
  seen = H.wait_float(TS2322_TITLE)
  check(':Errknow explain on a line with another server\'s diagnostic explains it', seen and seen:find(TS2322_TITLE, 1, true), seen)
  H.close_floats()

  -- 6. :Errknow terminal: the last command's output in a :terminal buffer.
  vim.cmd('enew')
  local script = dir .. '/fake_shell.sh'
  vim.fn.writefile({
    "printf 'user@host:~/app$ npm start\\n'",
    "printf 'Error: listen EADDRINUSE: address already in use :::3000\\n'",
    "printf 'user@host:~/app$ '",
    'sleep 60',
  }, script)
  vim.cmd('terminal sh ' .. vim.fn.fnameescape(script))
  local term = vim.api.nvim_get_current_buf()
  local printed = wait(function()
    local all = table.concat(vim.api.nvim_buf_get_lines(term, 0, -1, false), '\n')
    return all:find('user@host:~/app$ \n', 1, true) ~= nil or all:match('EADDRINUSE.*\nuser@host:~/app%$') ~= nil
  end)
  check('the terminal shows the failed command', printed, table.concat(vim.api.nvim_buf_get_lines(term, 0, -1, false), '|'))
  vim.cmd('Errknow terminal')
  seen = H.wait_float(EADDRINUSE_TITLE)
  check(':Errknow terminal explains the last output', seen and seen:find(EADDRINUSE_TITLE, 1, true), seen)
  H.close_floats()
  pcall(vim.fn.jobstop, vim.b[term].terminal_job_id)

  -- 7. :checkhealth errknow, embedded then remote (a loopback stand-in for /healthz).
  local report = health_lines()
  check(':checkhealth errknow finds and runs the server', report:find('OK:? server runs: errknow%-lsp %d') ~= nil, report)
  check(':checkhealth errknow reports the embedded mode', report:find('OK:? mode: embedded') ~= nil, report)
  check(':checkhealth errknow has no ERROR', report:find('ERROR') == nil, report)

  local www = dir .. '/www'
  vim.fn.mkdir(www, 'p')
  vim.fn.writefile({ 'ok' }, www .. '/healthz')
  local port
  local job = vim.fn.jobstart({ 'python3', '-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', www }, {
    on_stdout = function(_, data)
      for _, l in ipairs(data) do port = port or l:match('port (%d+)') end
    end,
  })
  wait(function() return port ~= nil end)
  check('the stand-in backend is listening', port ~= nil)
  local saved = vim.deepcopy(require('errknow.config').get())
  require('errknow.config').set({ cmd = saved.cmd, mode = 'remote', backend_url = 'http://127.0.0.1:' .. tostring(port) })
  report = health_lines()
  check(':checkhealth errknow reports the remote mode and a live backend',
    report:find('OK:? mode: remote') ~= nil and report:find('OK:? backend answers http://127.0.0.1:' .. tostring(port) .. '/healthz', 1) ~= nil, report)
  vim.fn.jobstop(job)
  wait(function() return vim.fn.jobwait({ job }, 0)[1] ~= -1 end)
  report = health_lines()
  check(':checkhealth errknow reports a backend that does not answer as an ERROR', report:find('ERROR:? backend does not answer') ~= nil, report)
  require('errknow.config').set(saved)

  -- 8. Shutdown.
  vim.lsp.stop_client({ client.id, other_id })
  check('both clients stop cleanly', wait(function() return vim.lsp.client_is_stopped(client.id) and vim.lsp.client_is_stopped(other_id) end))
end)
