-- Forwarding of other sources' diagnostics. Neovim 0.10+ puts only a server's own diagnostics in
-- its textDocument/codeAction requests; errknow explains anyone's, so its client's requests get
-- every namespace's diagnostics on the requested lines (all namespaces, in LSP form).
local M = {}

-- A byte column of a buffer line in the client's position encoding.
local function encode_col(bufnr, lnum, col, encoding)
  if encoding == 'utf-8' or not col or col == 0 then return col or 0 end
  local line = (vim.api.nvim_buf_get_lines(bufnr, lnum, lnum + 1, false)[1]) or ''
  local ok, utf32, utf16 = pcall(vim.str_utfindex, line, math.min(col, #line))
  if not ok then return col end
  return encoding == 'utf-32' and utf32 or utf16
end

-- One vim.diagnostic item as an LSP Diagnostic. Items an LSP client published keep their original
-- fields (user_data.lsp: data, codeDescription, and on 0.10+ everything).
function M.to_lsp(d, bufnr, encoding)
  local out = {}
  local original = d.user_data and d.user_data.lsp
  if type(original) == 'table' then
    for k, v in pairs(original) do out[k] = v end
  end
  local end_lnum = d.end_lnum or d.lnum
  out.range = out.range or {
    start = { line = d.lnum, character = encode_col(bufnr, d.lnum, d.col, encoding) },
    ['end'] = { line = end_lnum, character = encode_col(bufnr, end_lnum, d.end_col or d.col, encoding) },
  }
  out.severity = out.severity or d.severity
  out.message = out.message or d.message
  out.source = out.source or d.source
  out.code = out.code or d.code
  return out
end

-- Every namespace's diagnostics on the lines first..last (0-based, inclusive), in LSP form.
function M.diagnostics_on_lines(bufnr, first, last, encoding)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    local d_end = d.end_lnum or d.lnum
    if d.lnum <= last and d_end >= first then out[#out + 1] = M.to_lsp(d, bufnr, encoding) end
  end
  return out
end

-- codeAction params with context.diagnostics replaced by all sources' diagnostics in the range.
function M.with_all_diagnostics(params, bufnr, encoding)
  if type(params) ~= 'table' or type(params.range) ~= 'table' then return params end
  if not bufnr or bufnr == 0 then
    local uri = params.textDocument and params.textDocument.uri
    if not uri then return params end
    bufnr = vim.uri_to_bufnr(uri)
  end
  local first, last = params.range.start.line, params.range['end'].line
  if last > first and params.range['end'].character == 0 then last = last - 1 end
  local copy = vim.deepcopy(params)
  copy.context = copy.context or {}
  copy.context.diagnostics = M.diagnostics_on_lines(bufnr, first, last, encoding)
  return copy
end

-- Wraps the client's request function (a field on 0.7-0.10, a method called with ':' on 0.11+);
-- it forwards while the forward_diagnostics option is on.
function M.install(client)
  if client._errknow_forwarding then return end
  client._errknow_forwarding = true
  local original = client.request
  client.request = function(...)
    local args = { ... }
    local n = select('#', ...)
    local shift = (args[1] == client) and 1 or 0
    if args[1 + shift] == 'textDocument/codeAction' and require('errknow.config').get().forward_diagnostics then
      args[2 + shift] = M.with_all_diagnostics(args[2 + shift], args[4 + shift], client.offset_encoding)
    end
    return original((unpack or table.unpack)(args, 1, n))
  end
end

return M
