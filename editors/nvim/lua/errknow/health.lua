-- :checkhealth errknow: finds the server, runs it with --version, reports the mode, the API key
-- and, in remote mode, the backend's /healthz. Reports through vim.health (0.10+), its older
-- report_* names (0.8-0.9) or the health#report_* functions (0.7).
local M = {}

local function reporter()
  local h = vim.health or {}
  local function pick(new, old)
    return h[new] or h['report_' .. new] or function(msg, advice)
      if advice then return vim.fn['health#report_' .. old](msg, advice) end
      return vim.fn['health#report_' .. old](msg)
    end
  end
  return {
    start = pick('start', 'start'),
    ok = pick('ok', 'ok'),
    info = pick('info', 'info'),
    warn = pick('warn', 'warn'),
    error = pick('error', 'error'),
  }
end

-- The first line of a command's output and whether it succeeded.
local function run(argv)
  local out = vim.fn.system(argv)
  return vim.v.shell_error == 0, vim.split(vim.trim(out or ''), '\n', { plain = true })[1] or ''
end

function M.check()
  local r = reporter()
  local o = require('errknow.config').get()
  r.start('errknow')

  local exe = o.cmd[1]
  local path = vim.fn.exepath(exe)
  if path == '' then
    r.error(exe .. ' not found', { 'Build or install errknow-lsp and put it on $PATH, or set cmd in require("errknow").setup{}' })
  else
    r.ok('server found: ' .. path)
    local ok, version = run({ path, '--version' })
    if ok and version:match('^errknow%-lsp ') then
      r.ok('server runs: ' .. version)
    else
      r.error(path .. ' --version failed: ' .. version, { 'Check that cmd points at errknow-lsp' })
    end
  end

  local running = require('errknow').client()
  if running then r.ok('client running (id ' .. running.id .. ')') else r.info('no errknow client running yet (it starts with the first buffer)') end

  if o.mode == 'embedded' then
    r.ok('mode: embedded (offline, the catalogue bundled in the server)')
    return
  end
  r.ok('mode: remote, backend ' .. o.backend_url)
  if require('errknow.config').api_key(o) then
    r.ok('API key found in $' .. o.api_key_env)
  else
    r.warn('no API key in $' .. o.api_key_env .. ': the server will stay embedded', { 'export ' .. o.api_key_env .. '=ek_...' })
  end
  if vim.fn.executable('curl') ~= 1 then return r.warn('curl not found: cannot check the backend') end
  local url = o.backend_url:gsub('/+$', '') .. '/healthz'
  local ok, body = run({ 'curl', '-fsS', '-m', '5', url })
  if ok then
    r.ok('backend answers ' .. url)
  else
    r.error('backend does not answer ' .. url .. ': ' .. body, { 'Start errknow-server or fix backend_url' })
  end
end

return M
