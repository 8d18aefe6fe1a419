#!/usr/bin/env bash
# Capture real React 18 output (react-dom/server and react-test-renderer in Node) for the
# catalogue/react records. Debian packages: nodejs (Node 20), npm (the npm registry must be
# reachable), python3 (lib.sh).
# Usage: bash catalogue/capture/react.sh CASE   (no argument lists the cases)
# Installs react@18, react-dom@18 and react-test-renderer@18 into the scratch directory; set
# FE_MODULES to a directory whose node_modules already holds them to skip that install.
set -u
CASES="invalid-hook-call too-many-rerenders objects-not-valid-child element-type-invalid
missing-key rendered-more-hooks maximum-update-depth maximum-update-depth-layout
update-while-rendering rendered-fewer-hooks hook-order-changed unknown-dom-prop
unrecognized-prop non-boolean-attribute update-while-rendering-form hook-order-changed-effect
unknown-dom-prop-tabindex invalid-hook-call-plain-function missing-key-component non-boolean-attribute-false
objects-not-valid-promise rendered-fewer-hooks-guard rendered-more-hooks-guard too-many-rerenders-onclick
unrecognized-prop-camel"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch directory $W
mkdir -p "$W/app" && cd "$W/app" || exit 1
echo '{"name":"app","version":"1.0.0","private":true}' > package.json
if [ -n "${FE_MODULES:-}" ] && [ -d "$FE_MODULES/node_modules/react-test-renderer" ]; then
  ln -s "$FE_MODULES/node_modules" node_modules
else
  npm install --no-audit --no-fund --silent react@18 react-dom@18 react-test-renderer@18 >/dev/null 2>&1
fi
# run: the script on stdin, with React's createElement as h, renderToString and the test renderer.
run() {
  { echo "const React = require('react'); const h = React.createElement;
const { renderToString } = require('react-dom/server');
const TR = require('react-test-renderer'); const { act } = TR;
global.IS_REACT_ACT_ENVIRONMENT = true;"; cat; } > app.js
  node app.js 2>&1
}
case "$1" in
invalid-hook-call)
  run <<'EOF2'
function useCounter() { const [n, setN] = React.useState(0); return [n, setN]; }
class Counter extends React.Component {
  render() { const [n] = useCounter(); return h('span', null, n); }
}
console.log(renderToString(h(Counter)));
EOF2
  ;;
too-many-rerenders)
  run <<'EOF2'
function Toggle() { const [on, setOn] = React.useState(false); setOn(!on); return h('button', null, String(on)); }
console.log(renderToString(h(Toggle)));
EOF2
  ;;
objects-not-valid-child)
  run <<'EOF2'
function Profile() { const user = { name: 'Ada', role: 'admin' }; return h('div', null, user); }
console.log(renderToString(h(Profile)));
EOF2
  ;;
element-type-invalid)
  run <<'EOF2'
const components = {};
function App() { return h(components.Header, { title: 'Home' }); }
console.log(renderToString(h(App)));
EOF2
  ;;
missing-key)
  run <<'EOF2'
function TodoList() { const todos = ['write', 'test', 'ship']; return h('ul', null, todos.map((t) => h('li', null, t))); }
console.log(renderToString(h(TodoList)));
EOF2
  ;;
rendered-more-hooks)
  run <<'EOF2'
function Panel({ open }) {
  const [a] = React.useState(1);
  if (open) { const [b] = React.useState(2); React.useEffect(() => {}, [b]); }
  return h('div', null, a);
}
let r;
act(() => { r = TR.create(h(Panel, { open: false })); });
act(() => { r.update(h(Panel, { open: true })); });
EOF2
  ;;
rendered-fewer-hooks)
  run <<'EOF2'
function Panel({ ready }) {
  const [a] = React.useState(1);
  if (!ready) return h('p', null, 'loading');
  const [b] = React.useState(2);
  return h('div', null, a + b);
}
let r;
act(() => { r = TR.create(h(Panel, { ready: true })); });
act(() => { r.update(h(Panel, { ready: false })); });
EOF2
  ;;
maximum-update-depth)
  run <<'EOF2' | head -n 4
function Clock() {
  const [t, setT] = React.useState(0);
  React.useEffect(() => { setT(t + 1); });
  return h('span', null, t);
}
act(() => { TR.create(h(Clock)); });
EOF2
  ;;
maximum-update-depth-layout)
  run <<'EOF2' | head -n 12
function Sizer() {
  const [w, setW] = React.useState(0);
  React.useLayoutEffect(() => { setW(w + 1); });
  return h('div', null, w);
}
act(() => { TR.create(h(Sizer)); });
EOF2
  ;;
update-while-rendering)
  run <<'EOF2'
function Child({ onRender }) { onRender('child ready'); return h('span', null, 'child'); }
function Parent() { const [msg, setMsg] = React.useState(''); return h('div', null, msg, h(Child, { onRender: setMsg })); }
act(() => { TR.create(h(Parent)); });
EOF2
  ;;
hook-order-changed)
  run <<'EOF2'
function Form({ advanced }) {
  const [name] = React.useState('');
  if (advanced) { React.useRef(null); }
  const [email] = React.useState('');
  return h('form', null, name, email);
}
let r;
act(() => { r = TR.create(h(Form, { advanced: false })); });
try { act(() => { r.update(h(Form, { advanced: true })); }); } catch (e) {}
EOF2
  ;;
unknown-dom-prop)
  run <<'EOF2'
function Field() { return h('label', { class: 'field', for: 'email' }, h('input', { id: 'email', onchange: () => {} })); }
console.log(renderToString(h(Field)));
EOF2
  ;;
unrecognized-prop)
  run <<'EOF2'
function Tab({ isActive, label }) { return h('button', { isActive, className: 'tab' }, label); }
console.log(renderToString(h(Tab, { isActive: true, label: 'Home' })));
EOF2
  ;;
non-boolean-attribute)
  run <<'EOF2'
function Link({ active }) { return h('a', { href: '/', active }, 'Home'); }
console.log(renderToString(h(Link, { active: true })));
EOF2
  ;;
update-while-rendering-form)
  run <<'EOF2'
function EmailInput({ onValid }) { onValid(true); return h('input', { type: 'email' }); }
function SignupForm() { const [valid, setValid] = React.useState(false); return h('form', null, h(EmailInput, { onValid: setValid }), h('button', { disabled: !valid }, 'Sign up')); }
act(() => { TR.create(h(SignupForm)); });
EOF2
  ;;
hook-order-changed-effect)
  run <<'EOF2'
function SearchBox({ remote }) {
  const [q] = React.useState('');
  if (remote) { React.useEffect(() => {}, [q]); }
  const results = React.useMemo(() => [], [q]);
  return h('div', null, q, results.length);
}
let r;
act(() => { r = TR.create(h(SearchBox, { remote: false })); });
try { act(() => { r.update(h(SearchBox, { remote: true })); }); } catch (e) {}
EOF2
  ;;
unknown-dom-prop-tabindex)
  run <<'EOF2'
function Menu() { return h('div', { tabindex: 0, role: 'menu' }, h('svg', { 'stroke-width': 2 })); }
console.log(renderToString(h(Menu)));
EOF2
  ;;
invalid-hook-call-plain-function)
  run <<'EOF2'
function loadSettings() { const [settings] = React.useState({ theme: 'dark' }); return settings; }
function App() { return h('p', null, 'app'); }
try { loadSettings(); } catch (e) { console.error(e.stack.split('\n').slice(0, 7).join('\n')); }
EOF2
  ;;
missing-key-component)
  run <<'EOF2'
function ProductRow({ product }) { return h('tr', null, h('td', null, product.name)); }
function ProductTable({ products }) { return h('table', null, h('tbody', null, products.map((p) => h(ProductRow, { product: p })))); }
act(() => { TR.create(h(ProductTable, { products: [{ name: 'Tea' }, { name: 'Coffee' }] })); });
EOF2
  ;;
non-boolean-attribute-false)
  run <<'EOF2'
function Button({ primary, children }) { return h('button', { primary, type: 'button' }, children); }
console.log(renderToString(h(Button, { primary: false }, 'OK')));
EOF2
  ;;
objects-not-valid-promise)
  run <<'EOF2'
async function fetchUser() { return { name: 'Ada' }; }
function UserName() { return h('span', null, fetchUser()); }
try { act(() => { TR.create(h(UserName)); }); } catch (e) { console.error(e.stack.split('\n').slice(0, 3).join('\n')); }
EOF2
  ;;
rendered-fewer-hooks-guard|rendered-more-hooks-guard)
  # Cart returns early while its list is empty: the update goes from 2 items to none, or back.
  if [ "$1" = rendered-fewer-hooks-guard ]; then first='[1, 2]' next='[]'; else first='[]' next='[1, 2]'; fi
  run <<EOF2
function Cart({ items }) {
  const [open, setOpen] = React.useState(false);
  if (items.length === 0) return null;
  const total = React.useMemo(() => items.length, [items]);
  return h('div', null, total, String(open));
}
let r;
act(() => { r = TR.create(h(Cart, { items: $first })); });
try { act(() => { r.update(h(Cart, { items: $next })); }); } catch (e) { console.error(e.stack.split('\n').slice(0, 2).join('\n')); }
EOF2
  ;;
too-many-rerenders-onclick)
  run <<'EOF2'
function Counter() { const [n, setN] = React.useState(0); return h('button', { onClick: setN(n + 1) }, n); }
try { act(() => { TR.create(h(Counter)); }); } catch (e) { console.error(e.stack.split('\n').slice(0, 4).join('\n')); }
EOF2
  ;;
unrecognized-prop-camel)
  run <<'EOF2'
function TextField({ inputRef, helperText, ...rest }) { return h('input', { ...rest, helperText }); }
console.log(renderToString(h(TextField, { name: 'email', helperText: 'Required' })));
EOF2
  ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
