-- The errknow Neovim plugin beside the real language servers people run (issue 31): pyright,
-- typescript-language-server, ESLint's server (vscode-langservers-extracted), gopls, clangd and
-- bash-language-server with shellcheck, each publishing its own diagnostics on a real file. On each
-- tool's diagnostic the user's path, vim.lsp.buf.code_action(), must offer errknow's "Explain"
-- naming the tool's rule, and choosing it opens the explanation; a hover on the rule id in a
-- suppression comment shows its record. Run by run_nvim_real_tools.sh; Neovim 0.7 and 0.10+.
-- Env: ERRKNOW_LSP, TOOLS_NODE_MODULES (install.sh of tests/editors/real-tools); ERRKNOW_REAL_TOOLS
-- (comma-separated tool names) runs only those cases.
local here = debug.getinfo(1, 'S').source:sub(2):match('(.*/)') or './'
local H = dofile(here .. 'harness.lua')
local check, wait = H.check, H.wait

local LSP = os.getenv('ERRKNOW_LSP') or 'errknow-lsp'
local NM = assert(os.getenv('TOOLS_NODE_MODULES'), 'TOOLS_NODE_MODULES is not set')
local TOOL_WAIT_MS = 120000 -- a cold gopls or pyright on a loaded CI machine

-- One case per tool: its file, its server, the diagnostic it must publish (source, code, 0-based
-- line), a Lua pattern the errknow action's title must hold (lower case), and a suppression
-- comment whose rule id a hover must explain.
local function cases(dir)
  return {
    {
      tool = 'pyright', file = 'imports.py',
      lines = { 'import os', 'import requests_missing_pkg', 'import yaml_missing_pkg  # pyright: ignore[reportMissingImports]',
                'print(os.sep, requests_missing_pkg, yaml_missing_pkg)' },
      cmd = { NM .. '/.bin/pyright-langserver', '--stdio' },
      settings = { python = { analysis = { diagnosticMode = 'openFilesOnly' } } },
      source = 'Pyright', code = 'reportMissingImports', line = 1, title = 'reportmissingimports',
      hover = { line = 2, word = 'reportMissingImports' },
    },
    {
      tool = 'typescript-language-server', file = 'main.ts',
      lines = { 'const port: number = "3000";', 'console.log(port);' },
      cmd = { NM .. '/.bin/typescript-language-server', '--stdio' },
      init_options = { tsserver = { path = NM .. '/typescript/lib' } },
      source = 'typescript', code = '2322', line = 0, title = 'assignable',
    },
    {
      tool = 'eslint', file = 'app.js',
      lines = { 'const unusedThing = 1;', '// eslint-disable-next-line no-unused-vars', 'const alsoUnused = 2;' },
      extra = { ['.eslintrc.json'] = { '{"root": true, "parserOptions": {"ecmaVersion": 2022}, "rules": {"no-unused-vars": "error"}}' } },
      cmd = { NM .. '/.bin/vscode-eslint-language-server', '--stdio' },
      -- what the editors' ESLint integrations send it (nvim-lspconfig's defaults)
      settings = {
        validate = 'on', useESLintClass = false, experimental = { useFlatConfig = false },
        codeActionOnSave = { enable = false, mode = 'all' }, format = false, quiet = false, onIgnoredFiles = 'off',
        rulesCustomizations = {}, run = 'onType', problems = { shortenToSingleLine = false }, nodePath = '',
        workingDirectory = { mode = 'location' }, workspaceFolder = { uri = vim.uri_from_fname(dir), name = 'project' },
        codeAction = { disableRuleComment = { enable = true, location = 'separateLine' }, showDocumentation = { enable = true } },
      },
      handlers = {
        ['eslint/openDoc'] = function() return {} end,
        ['eslint/confirmESLintExecution'] = function() return 4 end, -- approved
        ['eslint/probeFailed'] = function() return {} end,
        ['eslint/noLibrary'] = function() return {} end,
      },
      source = 'eslint', code = 'no-unused-vars', line = 0, title = 'no%-unused%-vars',
      hover = { line = 1, word = 'no-unused-vars' },
    },
    {
      tool = 'gopls', file = 'main.go',
      lines = { 'package main', '', '//lint:ignore SA4006 the first value is a default', 'func main() {', '\tcount := 1', '}' },
      extra = { ['go.mod'] = { 'module example.com/app', '', 'go 1.19' } },
      cmd = { 'gopls' },
      cmd_env = { GOPATH = dir .. '/.gopath', GOCACHE = dir .. '/.gocache', GOFLAGS = '-mod=mod', GOPROXY = 'off' },
      source = 'compiler', code = 'UnusedVar', line = 4, title = 'not used',
      hover = { line = 2, word = 'SA4006' },
    },
    {
      tool = 'clangd', file = 'main.c',
      lines = { 'int main(void) {', '  // NOLINTNEXTLINE(bugprone-use-after-move)', '  return undeclared_value;', '}' },
      cmd = { 'clangd', '--log=error' },
      source = 'clang', code = 'undeclared_var_use', line = 2, title = 'undeclared identifier',
      hover = { line = 1, word = 'bugprone-use-after-move' },
    },
    {
      tool = 'bash-language-server', file = 'run.sh',
      lines = { '#!/bin/bash', '# shellcheck disable=SC2034', 'unused_name=1', 'echo $1' },
      cmd = { NM .. '/.bin/bash-language-server', 'start' },
      source = 'shellcheck', code = 'SC2086', line = 3, title = 'sc2086',
      hover = { line = 1, word = 'SC2034' },
    },
  }
end

local function start_server(bufnr, c, dir)
  local config = { name = c.tool, cmd = c.cmd, cmd_env = c.cmd_env, root_dir = dir, settings = c.settings or {},
                   init_options = c.init_options, handlers = c.handlers }
  if vim.lsp.start then return vim.lsp.start(config, { bufnr = bufnr }) end
  local id = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

-- The tool's diagnostic of the case in the buffer, or nil.
local function tool_diagnostic(bufnr, c)
  for _, d in ipairs(vim.diagnostic.get(bufnr, { lnum = c.line })) do
    if d.source == c.source and tostring(d.code) == c.code then return d end
  end
end

-- What vim.lsp.buf.code_action() offers at the cursor (titles), choosing errknow's "Explain".
local function offered_actions()
  local offered
  local original_select = vim.ui.select
  vim.ui.select = function(items, _, on_choice)
    offered = items
    local choice
    for i, item in ipairs(items) do
      local action = item.action or item[2]
      if not choice and action and (action.title or ''):find('Explain: ', 1, true) == 1 then choice = i end
    end
    on_choice(choice and items[choice] or nil, choice)
  end
  vim.lsp.buf.code_action()
  wait(function() return offered ~= nil end, 20000)
  vim.ui.select = original_select
  local titles = {}
  for _, item in ipairs(offered or {}) do titles[#titles + 1] = (item.action or item[2] or {}).title or '' end
  return titles
end

H.run(function()
  local v = vim.version()
  H.out('# nvim ' .. v.major .. '.' .. v.minor .. '.' .. v.patch .. ', server ' .. LSP .. ', tools from ' .. NM)
  vim.cmd('filetype on') -- the servers get the buffer's filetype as the document's languageId
  vim.cmd('runtime plugin/errknow.lua')
  local errknow = require('errknow')
  errknow.setup({ cmd = { LSP, '--stdio' } })

  local started = {}
  for i = 1, #cases('') do
    local dir = vim.fn.tempname()
    vim.fn.mkdir(dir, 'p')
    dir = vim.fn.resolve(dir)
    local case = cases(dir)[i]
    local only = os.getenv('ERRKNOW_REAL_TOOLS') -- e.g. "eslint,gopls": run only these (debugging)
    if only and only ~= '' and not (',' .. only .. ','):find(',' .. case.tool .. ',', 1, true) then goto continue end
    for name, lines in pairs(case.extra or {}) do vim.fn.writefile(lines, dir .. '/' .. name) end
    if case.tool == 'eslint' then vim.loop.fs_symlink(NM, dir .. '/node_modules') end -- the project's own eslint
    vim.fn.writefile(case.lines, dir .. '/' .. case.file)
    vim.cmd('cd ' .. vim.fn.fnameescape(dir))
    vim.cmd('edit ' .. vim.fn.fnameescape(dir .. '/' .. case.file))
    local buf = vim.api.nvim_get_current_buf()
    local id = start_server(buf, case, dir)
    started[#started + 1] = id

    local d
    local got = wait(function()
      d = tool_diagnostic(buf, case)
      return d ~= nil
    end, TOOL_WAIT_MS)
    if not check(case.tool .. ' publishes ' .. case.source .. ' ' .. case.code .. ' on line ' .. (case.line + 1), got,
        vim.inspect(vim.diagnostic.get(buf))) then
      goto continue
    end
    check('errknow is attached beside ' .. case.tool, wait(function()
      local e = errknow.client()
      return e ~= nil and e.initialized and vim.lsp.buf_is_attached(buf, e.id)
    end))
    check('one errknow server serves every project', #vim.tbl_filter(function(c) return c.name == 'errknow' end,
      vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()) == 1)

    -- The user's path: the code-action menu on the diagnostic, then errknow's "Explain".
    do
      H.close_floats()
      vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
      local titles = offered_actions()
      local explain
      for _, t in ipairs(titles) do
        if not explain and t:find('Explain: ', 1, true) == 1 then explain = t end
      end
      check('the code-action menu offers errknow\'s Explain for ' .. case.tool .. ' ' .. case.code,
        explain and explain:lower():find(case.title) ~= nil, vim.inspect(titles))
      if explain then
        local title = explain:sub(#'Explain: ' + 1)
        local seen = H.wait_float(title)
        check('choosing it opens the explanation of ' .. case.code, seen and seen:find(title, 1, true) ~= nil, seen)
      end
      H.close_floats()
    end

    -- A hover on the rule id where the user wrote it, in a suppression comment.
    if case.hover then
      local client = errknow.client()
      local text = vim.api.nvim_buf_get_lines(buf, case.hover.line, case.hover.line + 1, false)[1]
      local col = text:find(case.hover.word, 1, true)
      local res = client.request_sync('textDocument/hover', {
        textDocument = { uri = vim.uri_from_bufnr(buf) },
        position = { line = case.hover.line, character = col },
      }, H.timeout, buf)
      local value = res and res.result and res.result.contents and res.result.contents.value or ''
      check('hover on ' .. case.hover.word .. ' in the suppression comment shows its record',
        value:find(case.hover.word, 1, true) ~= nil and value:find('\n', 1, true) ~= nil, vim.inspect(res))
    end
    ::continue::
  end

  vim.lsp.stop_client(started)
  check('the tools\' servers stop', wait(function()
    for _, id in ipairs(started) do
      if not vim.lsp.client_is_stopped(id) then return false end
    end
    return true
  end, 20000))
end)
