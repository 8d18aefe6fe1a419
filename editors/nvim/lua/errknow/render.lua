-- Turns the server's analysis (the API's analysis result) into Markdown lines and shows Markdown
-- in a floating window: title, meaning, causes, quick fix, platform fixes (this platform first),
-- checks, link.
local M = {}

-- 'linux', 'macos' or 'windows': the key of platform_fixes to show first.
function M.this_platform()
  local uname = ((vim.uv or vim.loop).os_uname() or {}).sysname or ''
  if uname == 'Darwin' then return 'macos' end
  if uname:find('Windows') then return 'windows' end
  return 'linux'
end

local function add_list(lines, heading, items, numbered)
  if type(items) ~= 'table' or #items == 0 then return end
  lines[#lines + 1] = ''
  lines[#lines + 1] = '## ' .. heading
  for i, item in ipairs(items) do
    lines[#lines + 1] = (numbered and (i .. '. ') or '- ') .. tostring(item)
  end
end

-- Platform names in display order: this platform first, the others sorted.
function M.platform_order(fixes, platform)
  local names = {}
  for name in pairs(fixes or {}) do
    if name ~= platform then names[#names + 1] = name end
  end
  table.sort(names)
  if fixes and fixes[platform] then table.insert(names, 1, platform) end
  return names
end

-- One finding (or the top-level analysis, which has the same shape) as Markdown lines.
function M.finding_lines(f, platform)
  local d = f.detected or {}
  local lines = { '# ' .. (d.title or d.code or 'Unknown error') }
  local meta = {}
  if d.code and d.code ~= '' then meta[#meta + 1] = '`' .. d.code .. '`' end
  if d.category and d.category ~= '' then meta[#meta + 1] = d.category end
  if type(d.confidence) == 'number' then meta[#meta + 1] = string.format('confidence %d%%', math.floor(d.confidence * 100 + 0.5)) end
  if #meta > 0 then lines[#lines + 1] = table.concat(meta, ' · ') end
  if d.meaning and d.meaning ~= '' then
    lines[#lines + 1] = ''
    for _, l in ipairs(vim.split(d.meaning, '\n', { plain = true })) do lines[#lines + 1] = l end
  end
  add_list(lines, 'Likely causes', f.causes)
  add_list(lines, 'Quick fix', f.quick_fix, true)
  for _, name in ipairs(M.platform_order(f.platform_fixes, platform or M.this_platform())) do
    add_list(lines, 'On ' .. name, f.platform_fixes[name], true)
  end
  local checks = {}
  for _, c in ipairs(f.checks or {}) do
    checks[#checks + 1] = type(c) == 'table' and ((c.step or '') .. (c.check and (' — check: ' .. c.check) or '')) or tostring(c)
  end
  add_list(lines, 'Checks', checks)
  if d.url and d.url ~= '' then
    lines[#lines + 1] = ''
    lines[#lines + 1] = 'More: ' .. d.url
  end
  return lines
end

-- The whole analysis: every finding (at most 3), or a sentence when nothing was recognised.
function M.analysis_lines(a, platform)
  if type(a) ~= 'table' then return { 'errknow: no answer from the server.' } end
  local findings = a.findings
  if type(findings) ~= 'table' or #findings == 0 then
    return { '# No known error recognised', '', 'errknow found no error it knows in this text.' }
  end
  local lines = {}
  for i, f in ipairs(findings) do
    if i > 3 then break end
    if i > 1 then vim.list_extend(lines, { '', '---', '' }) end
    vim.list_extend(lines, M.finding_lines(f, platform))
  end
  return lines
end

-- Shows Markdown lines in a floating window next to the cursor; returns its buffer and window.
function M.float(lines, opts)
  local o = vim.tbl_extend('force', { border = 'rounded', max_width = 100, max_height = 40 }, opts or {})
  return vim.lsp.util.open_floating_preview(lines, 'markdown', {
    border = o.border,
    max_width = o.max_width,
    max_height = o.max_height,
    focus_id = 'errknow',
    focusable = true,
  })
end

return M
