-- errknow for Neovim: starts errknow-lsp, attaches it to buffers, forwards other sources'
-- diagnostics to its code actions, and implements :Errknow analyze|explain|terminal with a
-- floating explanation. Works on Neovim 0.7 (vim.lsp.start_client) and 0.8+ (vim.lsp.start).
-- Usage: require('errknow').setup{ ... } (options in config.lua and :help errknow).
local config = require('errknow.config')
local forward = require('errknow.forward')
local render = require('errknow.render')
local terminal = require('errknow.terminal')

local M = {}
local NAME = 'errknow'
local client_id -- the client started by this plugin (0.7: one per session)

local function notify(msg, level) vim.notify('errknow: ' .. msg, level or vim.log.levels.INFO) end

-- Runs a request on a client on any version (client.request on 0.7-0.10, client:request on 0.11+).
local function request(client, method, params, handler, bufnr)
  if vim.fn.has('nvim-0.11') == 1 then return client:request(method, params, handler, bufnr) end
  return client.request(method, params, handler, bufnr)
end

-- The running errknow client, if any (ours, or one started through vim.lsp.config/enable).
function M.client()
  local c = client_id and vim.lsp.get_client_by_id(client_id) -- nil once it has stopped
  if c then return c end
  local all = vim.lsp.get_clients and vim.lsp.get_clients({ name = NAME }) or vim.lsp.get_active_clients()
  for _, x in ipairs(all) do
    if x.name == NAME then return x end
  end
  return nil
end

-- What vim.lsp.start/start_client gets: also used by lsp/errknow.lua.
function M.client_config(o)
  o = o or config.get()
  return {
    name = NAME,
    cmd = o.cmd,
    root_dir = (vim.uv or vim.loop).cwd(),
    init_options = config.server_settings(o),
    on_init = function(client) forward.install(client) end,
  }
end

local function wanted(bufnr)
  local o = config.get()
  if vim.bo[bufnr].buftype ~= '' or vim.api.nvim_buf_get_name(bufnr) == '' then return false end
  if not o.filetypes then return true end
  return vim.tbl_contains(o.filetypes, vim.bo[bufnr].filetype)
end

-- Attaches errknow-lsp to a buffer (starting it first when needed). Returns the client id or nil.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if not vim.api.nvim_buf_is_valid(bufnr) or not wanted(bufnr) then return nil end
  if vim.fn.executable(config.get().cmd[1]) ~= 1 then
    if not M._warned then notify(config.get().cmd[1] .. ' not found: set cmd in setup{} (:checkhealth errknow)', vim.log.levels.WARN) end
    M._warned = true
    return nil
  end
  if vim.lsp.start then
    -- One errknow-lsp serves every buffer: it reads no project files, so a buffer of another
    -- project reuses the running server instead of starting one per root directory (0.9+).
    local reuse = function(client, conf) return client.name == conf.name end
    client_id = vim.lsp.start(M.client_config(), { bufnr = bufnr, reuse_client = reuse })
    return client_id
  end
  local running = M.client()
  client_id = running and running.id or vim.lsp.start_client(M.client_config())
  if client_id and not vim.lsp.buf_is_attached(bufnr, client_id) then vim.lsp.buf_attach_client(bufnr, client_id) end
  return client_id
end

-- Client-side handlers of the server's code-action commands.
local function register_commands()
  vim.lsp.commands['errknow.explain'] = function(command)
    local ref = command.arguments and command.arguments[1] or {}
    local md = type(ref) == 'table' and ref.markdown or nil
    if not md or md == '' then return notify('nothing to explain', vim.log.levels.WARN) end
    render.float(vim.split(md, '\n', { plain = true }), config.get().float)
  end
  vim.lsp.commands['errknow.openPage'] = function(command)
    local url = command.arguments and command.arguments[1]
    if type(url) ~= 'string' then return end
    if vim.ui.open then return vim.ui.open(url) end
    local opener = vim.fn.has('mac') == 1 and 'open' or 'xdg-open'
    if vim.fn.executable(opener) == 1 then return vim.fn.jobstart({ opener, url }, { detach = true }) end
    notify(url)
  end
end
M.register_commands = register_commands

function M.setup(user)
  local o, err = config.set(user)
  if not o then return notify(err, vim.log.levels.ERROR) end
  register_commands()
  local group = vim.api.nvim_create_augroup('errknow', { clear = true })
  vim.api.nvim_create_autocmd({ 'BufReadPost', 'BufNewFile', 'FileType' }, {
    group = group,
    callback = function(args) M.attach(args.buf) end,
  })
  for _, b in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(b) then M.attach(b) end
  end
end

-- Asks the server to analyse text and shows the result in a float. done(lines) is for tests.
function M.analyze_text(text, language, done)
  local client = M.client()
  if not client then
    M.attach(0)
    client = M.client()
  end
  if not client then return notify('errknow-lsp is not running (:checkhealth errknow)', vim.log.levels.ERROR) end
  if not text or vim.trim(text) == '' then return notify('nothing to analyse', vim.log.levels.WARN) end
  local params = { text = text }
  if language and language ~= '' then params.language = language end
  request(client, 'errknow/analyze', params, function(err, result)
    if err then return notify('analysis failed: ' .. tostring(err.message or err), vim.log.levels.ERROR) end
    local lines = render.analysis_lines(result)
    vim.schedule(function()
      render.float(lines, config.get().float)
      if done then done(lines) end
    end)
  end)
end

local function language_of(bufnr)
  local ft = vim.bo[bufnr].filetype
  if ft == 'log' or ft == 'text' or ft == '' then return nil end
  return ft
end

-- The range's text; for a characterwise visual selection on those lines, just the selection.
local function range_text(line1, line2)
  local lines = vim.api.nvim_buf_get_lines(0, line1 - 1, line2, false)
  local s, e = vim.fn.getpos("'<"), vim.fn.getpos("'>")
  if vim.fn.visualmode() == 'v' and s[2] == line1 and e[2] == line2 and #lines > 0 then
    lines[#lines] = lines[#lines]:sub(1, e[3])
    lines[1] = lines[1]:sub(s[3])
  end
  return table.concat(lines, '\n')
end

function M.analyze(line1, line2)
  M.analyze_text(range_text(line1, line2), language_of(0))
end

-- The code or error under the cursor: errknow's hover when the cursor is on a code it knows,
-- else an analysis of the line with every diagnostic on it.
function M.explain()
  local bufnr = vim.api.nvim_get_current_buf()
  local lnum = vim.api.nvim_win_get_cursor(0)[1] - 1
  local function analyze_line()
    local parts = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr, { lnum = lnum })) do
      local code = d.code and (tostring(d.code) .. ': ') or ''
      parts[#parts + 1] = code .. d.message
    end
    parts[#parts + 1] = vim.api.nvim_buf_get_lines(bufnr, lnum, lnum + 1, false)[1] or ''
    M.analyze_text(table.concat(parts, '\n'), language_of(bufnr))
  end
  local client = M.client()
  if not client or not vim.lsp.buf_is_attached(bufnr, client.id) then return analyze_line() end
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  request(client, 'textDocument/hover', params, function(err, result)
    vim.schedule(function()
      local contents = not err and result and result.contents
      local value = type(contents) == 'table' and (contents.value or contents[1]) or contents
      if type(value) == 'string' and value ~= '' then
        render.float(vim.split(value, '\n', { plain = true }), config.get().float)
      else
        analyze_line()
      end
    end)
  end, bufnr)
end

-- The last command's output in a :terminal buffer (see terminal.lua for the heuristic).
function M.terminal()
  local bufnr = terminal.find_buffer()
  if not bufnr then return notify('no :terminal buffer', vim.log.levels.WARN) end
  local text = terminal.last_output(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), config.get().terminal_prompt)
  if not text then return notify('no command output found in the terminal', vim.log.levels.WARN) end
  M.analyze_text(text)
end

M.subcommands = { 'analyze', 'explain', 'terminal' }

-- :Errknow {subcommand}
function M.command(opts)
  local sub = opts.fargs[1] or 'analyze'
  if sub == 'analyze' then
    if opts.range == 0 then return M.analyze(1, vim.api.nvim_buf_line_count(0)) end
    return M.analyze(opts.line1, opts.line2)
  elseif sub == 'explain' then
    return M.explain()
  elseif sub == 'terminal' then
    return M.terminal()
  end
  notify('unknown subcommand ' .. sub .. ' (analyze, explain, terminal)', vim.log.levels.ERROR)
end

return M
