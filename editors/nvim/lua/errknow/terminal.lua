-- The last command's output in a :terminal buffer. Neovim keeps no record of where a command
-- started, so prompts are recognised by their look: a line is a prompt when it starts with a word
-- without spaces (user@host:~/dir) or a bracketed one ([user@host dir]) followed by one of
-- $ # % > ❯ and then a space or the line's end; what follows is the command. The output is the
-- lines after the last prompt that has a command, up to the current (empty) prompt, preceded by
-- "$ command" (the analyzer uses it as a signal). Without any prompt, the last 200 lines.
local M = {}

M.max_lines = 500

local PROMPTS = {
  '^%[[^%]]*%][%$#%%>] ?(.*)$', -- [user@host dir]$ cmd
  '^[^%s]*❯ ?(.*)$', -- ❯ cmd (starship and friends)
  '^[^%s]*[%$#%%>] (.*)$', -- user@host:~/dir$ cmd, $ cmd, % cmd, > cmd
  '^[^%s]*[%$#%%>]()$', -- a prompt with nothing typed
}

-- The command typed after a prompt ('' for an empty prompt), or nil when the line is no prompt.
function M.prompt_command(line, pattern)
  local patterns = pattern and { pattern } or PROMPTS
  for _, p in ipairs(patterns) do
    local cmd = line:match(p)
    if cmd ~= nil then
      if type(cmd) ~= 'string' then cmd = '' end
      return vim.trim(cmd)
    end
  end
  return nil
end

-- The text to analyse from a terminal's lines: "$ command\noutput...", or nil when empty.
function M.last_output(lines, pattern)
  local last = #lines
  while last > 0 and vim.trim(lines[last]) == '' do last = last - 1 end
  if last == 0 then return nil end
  local first = math.max(1, last - M.max_lines + 1)
  local stop = last -- the output ends here
  local i = last
  local cmd = M.prompt_command(lines[i], pattern)
  if cmd == '' then -- the current, empty prompt: the output is above it
    stop = last - 1
    i = last - 1
  end
  while i >= first do
    local c = M.prompt_command(lines[i], pattern)
    if c ~= nil and c ~= '' then
      cmd = c
      break
    end
    i = i - 1
  end
  local out = {}
  if i >= first then
    out[1] = '$ ' .. cmd
    first = i + 1
  else
    first = math.max(1, stop - 199)
  end
  if stop < first then return nil end -- a command without output
  for k = first, stop do out[#out + 1] = lines[k] end
  return table.concat(out, '\n')
end

-- The terminal buffer to read: the current one, else the most recently used terminal buffer.
function M.find_buffer()
  if vim.bo.buftype == 'terminal' then return vim.api.nvim_get_current_buf() end
  local best, best_used
  for _, info in ipairs(vim.fn.getbufinfo()) do
    if vim.api.nvim_buf_is_loaded(info.bufnr) and vim.bo[info.bufnr].buftype == 'terminal' then
      if not best or (info.lastused or 0) > best_used then best, best_used = info.bufnr, info.lastused or 0 end
    end
  end
  return best
end

return M
