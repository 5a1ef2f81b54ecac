-- Headless Neovim as a client of `catalog-studio lsp` (NeovimClientTest). It attaches the server through Neovim's
-- built-in LSP client to the SKILL.md it is started on, whose name differs from its folder's, then checks:
--   1. the server's name-directory-mismatch diagnostic, with its exact range;
--   2. hover on the 'name' key;
--   3. the quick fix as a code action, applied as a workspace edit, leaves the buffer's line right;
--   4. the diagnostic goes away after the edit.
-- Exits 0 when every check passed, 1 (:cquit) at the first that failed. By hand:
--   LSP_CMD_JSON='["catalog-studio","lsp"]' LSP_ROOT=$PWD/catalog \
--     nvim --headless --clean -u nvim-lsp.lua catalog/skills/incident-response/SKILL.md
local cmd = vim.fn.json_decode(os.getenv('LSP_CMD_JSON') or '[]')
local root = os.getenv('LSP_ROOT') or vim.fn.getcwd()
local out = io.stdout
local function log(...) out:write(table.concat(vim.tbl_map(tostring, { ... }), ' ') .. '\n'); out:flush() end
local function fail(msg) log('FAIL: ' .. msg); vim.cmd('cquit 1') end
local function check(cond, msg) if not cond then fail(msg) end return cond end

local function attach(buf)
  local config = { name = 'catalog-studio', cmd = cmd, root_dir = root }
  if vim.lsp.start then            -- Neovim 0.8 and later: starts or reuses a client for root_dir and attaches
    vim.lsp.start(config, { bufnr = buf })
  else                             -- Neovim 0.7 (Debian 12): start_client, then buf_attach_client
    _G.catalog_client = _G.catalog_client or vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(buf, _G.catalog_client)
  end
end
vim.api.nvim_create_autocmd('FileType', { pattern = 'markdown', callback = function(a) attach(a.buf) end })

local function mismatch(buf)
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.code == 'name-directory-mismatch' then return d end
  end
end

local function run()
  local buf = vim.api.nvim_get_current_buf()
  check(vim.bo[buf].filetype == 'markdown', 'filetype is ' .. vim.bo[buf].filetype)
  check(vim.wait(60000, function() return mismatch(buf) ~= nil end, 50), 'no name-directory-mismatch in 60 s')
  local d = mismatch(buf)
  log(string.format('diagnostic %d:%d-%d:%d severity=%d code=%s source=%s: %s', d.lnum, d.col, d.end_lnum, d.end_col,
    d.severity, tostring(d.code), tostring(d.source), d.message))
  check(d.lnum == 1 and d.col == 6 and d.end_lnum == 1 and d.end_col == 19, 'the diagnostic is at 1:6-1:19')
  check(d.severity == vim.diagnostic.severity.ERROR and d.source == 'catalog-studio', 'an error of catalog-studio')

  vim.api.nvim_win_set_cursor(0, { 2, 1 })   -- 1-based row, 0-based column: on 'name'
  local hover = vim.lsp.buf_request_sync(buf, 'textDocument/hover', vim.lsp.util.make_position_params(), 10000)
  local _, h = next(hover or {})
  check(h and h.result and h.result.contents.value:find('^%*%*name%*%*'), 'hover on name')
  log('hover: ' .. h.result.contents.value:gsub('\n.*', ''))

  local lsp = d.user_data and d.user_data.lsp or {}
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = { start = { line = 1, character = 8 }, ['end'] = { line = 1, character = 8 } },
    context = { diagnostics = { lsp }, only = { 'quickfix' } } }
  local res = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 10000)
  local _, r = next(res or {})
  local action = check(r and r.result and r.result[1], 'a code action') and r.result[1]
  log('code action: ' .. action.title .. ' (' .. action.kind .. ')')
  check(action.kind == 'quickfix', 'the action is a quickfix')
  vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
  local line = vim.api.nvim_buf_get_lines(buf, 1, 2, true)[1]
  check(line == 'name: incident-response', 'buffer line 2 is "' .. line .. '"')
  log('buffer line 2 after the fix: ' .. line)
  check(vim.wait(30000, function() return mismatch(buf) == nil end, 50), 'the diagnostic is gone after the fix')
  log('PASS')
  vim.cmd('qall!')
end
vim.api.nvim_create_autocmd('VimEnter', { callback = function() vim.schedule(run) end })
