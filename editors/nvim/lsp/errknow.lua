-- errknow-lsp for Neovim 0.11+'s vim.lsp.config: `vim.lsp.enable('errknow')` starts it with the
-- options of require('errknow.config') (set them with require('errknow').setup{} or leave the
-- defaults). Code actions still get every source's diagnostics through on_init.
local o = require('errknow.config').get()
return {
  cmd = o.cmd,
  root_markers = { '.git' },
  init_options = require('errknow.config').server_settings(o),
  on_init = function(client)
    require('errknow').register_commands()
    require('errknow.forward').install(client)
  end,
}
