-- Defines :Errknow analyze|explain|terminal. Starting the server is left to
-- require('errknow').setup{} (or vim.lsp.enable('errknow') on 0.11+ with lsp/errknow.lua).
if vim.g.loaded_errknow then return end
vim.g.loaded_errknow = true

vim.api.nvim_create_user_command('Errknow', function(opts) require('errknow').command(opts) end, {
  nargs = '?',
  range = true,
  desc = 'errknow: analyze (range or whole buffer), explain (under the cursor), terminal (last output)',
  complete = function(lead)
    return vim.tbl_filter(function(s) return s:find(lead, 1, true) == 1 end, require('errknow').subcommands)
  end,
})
