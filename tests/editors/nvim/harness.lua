-- A tiny test harness for headless Neovim: check() prints ok/FAIL lines, run() runs a test body,
-- prints "N passed, N failed" and quits with a non-zero code on any failure or Lua error.
local H = { started = vim.loop.hrtime(), passed = 0, failed = 0, timeout = tonumber(os.getenv('ERRKNOW_NVIM_TIMEOUT_MS') or '10000') }

function H.out(s) io.stdout:write(s .. '\n') end

function H.check(name, ok, detail)
  if ok then
    H.passed = H.passed + 1
    H.out(string.format('ok   - %s (%.1f s)', name, (vim.loop.hrtime() - H.started) / 1e9))
  else
    H.failed = H.failed + 1
    H.out('FAIL - ' .. name .. (detail ~= nil and (': ' .. tostring(detail)) or ''))
  end
  return ok
end

function H.wait(pred, ms) return vim.wait(ms or H.timeout, pred, 20) end

-- The text of the floating windows now open (joined), or nil.
function H.float_text()
  local texts = {}
  for _, w in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(w).relative ~= '' then
      texts[#texts + 1] = table.concat(vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(w), 0, -1, false), '\n')
    end
  end
  return #texts > 0 and table.concat(texts, '\n') or nil
end

function H.close_floats()
  for _, w in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(w).relative ~= '' then pcall(vim.api.nvim_win_close, w, true) end
  end
end

-- Waits for a float whose text contains `needle` (plain); returns the text seen last.
function H.wait_float(needle)
  local seen
  H.wait(function()
    seen = H.float_text()
    return seen ~= nil and seen:find(needle, 1, true) ~= nil
  end)
  return seen
end

function H.run(body)
  local ok, err = xpcall(body, debug.traceback)
  if not ok then H.check('no Lua error', false, err) end
  H.out(string.format('%d passed, %d failed', H.passed, H.failed))
  io.stdout:flush()
  vim.cmd((H.failed == 0 and H.passed > 0) and 'qall!' or 'cquit! 1')
end

return H
