-- The plugin's options: defaults, validation, and the server's initializationOptions made from
-- them (the keys of lsp/README.md). Other modules read the current options with get().
local M = {}

M.defaults = {
  cmd = { 'errknow-lsp', '--stdio' }, -- the server; cmd[1] may be a name on $PATH or a path
  mode = 'embedded', -- 'embedded' (offline, bundled catalogue) or 'remote' (the backend)
  backend_url = 'http://127.0.0.1:8080', -- the backend, for remote mode
  api_key_env = 'ERRKNOW_API_KEY', -- the environment variable holding the API key
  page_base = nil, -- base of the links to errknow pages (server default when nil)
  filetypes = nil, -- nil: attach to every file buffer; or a list of filetypes
  diagnostic_filetypes = { 'log', 'text', 'plaintext' }, -- filetypes whose buffers get diagnostics
  diagnostic_patterns = { '*.log', '*.log.*', '*.out', '*.err' }, -- file names that get diagnostics
  ai_actions = false, -- offer "Deep analysis (AI)" code actions (remote mode)
  forward_diagnostics = true, -- send every namespace's diagnostics in code-action requests
  terminal_prompt = nil, -- a Lua pattern for prompt lines, capturing the command (see terminal.lua)
  float = { border = 'rounded', max_width = 100, max_height = 40 },
}

local current = vim.deepcopy(M.defaults)

local function list_of_strings(v)
  if type(v) ~= 'table' then return false end
  for _, x in ipairs(v) do
    if type(x) ~= 'string' then return false end
  end
  return true
end

-- Merges user options over the defaults; returns the options or nil and a message.
function M.merge(user)
  if user ~= nil and type(user) ~= 'table' then return nil, 'setup() takes a table of options' end
  local o = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), user or {})
  if user and user.cmd then o.cmd = user.cmd end -- lists replace, never merge
  if type(o.cmd) == 'string' then o.cmd = { o.cmd, '--stdio' } end
  if not list_of_strings(o.cmd) or #o.cmd == 0 then return nil, 'cmd must be a list of strings' end
  if o.mode ~= 'embedded' and o.mode ~= 'remote' then
    return nil, "mode must be 'embedded' or 'remote', not " .. vim.inspect(o.mode)
  end
  for _, k in ipairs({ 'diagnostic_filetypes', 'diagnostic_patterns' }) do
    if user and user[k] then o[k] = user[k] end
    if not list_of_strings(o[k]) then return nil, k .. ' must be a list of strings' end
  end
  if o.filetypes ~= nil and not list_of_strings(o.filetypes) then return nil, 'filetypes must be a list of strings' end
  return o
end

function M.set(user)
  local o, err = M.merge(user)
  if not o then return nil, err end
  current = o
  return o
end

function M.get() return current end

function M.api_key(o)
  local key = os.getenv((o or current).api_key_env or 'ERRKNOW_API_KEY')
  if key == '' then return nil end
  return key
end

-- The settings object of lsp/README.md.
function M.server_settings(o)
  o = o or current
  return {
    mode = o.mode,
    backendUrl = o.backend_url,
    apiKey = M.api_key(o),
    diagnosticLanguages = o.diagnostic_filetypes,
    diagnosticPatterns = o.diagnostic_patterns,
    aiActions = o.ai_actions,
    pageBase = o.page_base,
  }
end

return M
