#!/usr/bin/env bash
# Capture real Vue 3 output (server rendering in Node with vue and @vue/server-renderer, vue-router
# with a memory history, SFC compile errors through Vite) for the catalogue/vue records.
# Debian packages: nodejs (Node 20.19+), npm (the npm registry must be reachable), python3 (lib.sh).
# Usage: bash catalogue/capture/vue.sh CASE   (no argument lists the cases)
# Installs vue@3, vue-router@4, vite@7, @vitejs/plugin-vue, pinia, jsdom (a DOM for client-side
# mounting and hydration in Node) and Vue 2 as `vue2` (npm alias vue2@npm:vue@2) into the scratch
# directory; set FE_MODULES to a directory whose node_modules already holds them to skip that install.
set -u
CASES="failed-resolve-component property-not-defined extraneous-attrs mutate-prop missing-template
router-no-match invalid-prop-type missing-required-prop inject-outside-setup computed-readonly
lifecycle-outside-setup plugin-not-installable unhandled-render-error sfc-missing-end-tag
sfc-v-if-v-for-key undeclared-emit extraneous-listeners data-not-function reactive-component
invalid-vnode-type failed-resolve-directive injection-not-found enumerate-instance-keys hydration-text-mismatch
hydration-node-mismatch mount-target-null transition-non-element-root invalid-watch-source runtime-compilation
sfc-v-model-on-prop sfc-script-setup-export pinia-no-active router-missing-param router-no-match-name
router-redundant-navigation vue2-error-in-render vue2-error-in-mounted vue2-error-in-created-async
vue2-data-not-function vue2-duplicate-keys vue2-one-root-element vue2-runtime-only vue2-cannot-find-element
vue2-reserved-component-id extraneous-attrs-client vue2-error-in-v-on-handler
non-function-slot torefs-plain-object router-next-called-twice router-discarded-params app-already-mounted
enumerate-instance-keys-child vue2-missing-template duplicate-keys-update undeclared-emit-client
extraneous-listeners-text-root extraneous-attrs-text-root vue2-unknown-element vue2-failed-resolve-directive
vue2-injection-not-found vue2-invalid-prop-type invalid-vnode-type-null invalid-watch-source-prop
lifecycle-after-await vue2-missing-required-prop non-function-named-slot reactive-component-ref
router-missing-param-resolve router-no-match-name-params router-discarded-params-query
router-next-called-twice-async router-no-match-nested sfc-missing-end-tag-span sfc-script-setup-export-default
sfc-v-for-key-table sfc-v-model-on-object-prop transition-text-root unhandled-error-mounted vue2-one-root-v-if
vue2-error-in-watcher"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch directory $W
mkdir -p "$W/app/src" && cd "$W/app" || exit 1
echo '{"name":"app","version":"1.0.0","private":true,"type":"module"}' > package.json
if [ -n "${FE_MODULES:-}" ] && [ -d "$FE_MODULES/node_modules/@vitejs/plugin-vue" ]; then
  ln -s "$FE_MODULES/node_modules" node_modules
else
  npm install --no-audit --no-fund --silent vue@3 vue-router@4 vite@7 @vitejs/plugin-vue pinia jsdom \
    vue2@npm:vue@2 >/dev/null 2>&1
fi
# ssr: render the root component defined on stdin (as `App`) to a string on the server.
ssr() {
  { echo "import { createSSRApp, h, ref, reactive, computed, inject, onMounted, defineComponent } from 'vue';
import { renderToString } from 'vue/server-renderer';"; cat;
    echo "const app = createSSRApp(App); if (typeof setup === 'function') setup(app);
try { console.log(await renderToString(app)); } catch (e) { console.error(e.stack); }"; } > app.mjs
  node app.mjs 2>&1
}
# sfc: build a Vite project whose App.vue is given on stdin.
sfc() {
  cat > src/App.vue
  echo "import { createApp } from 'vue'; import App from './App.vue'; createApp(App).mount('#app');" > src/main.js
  printf '<!doctype html>\n<html><body><div id="app"></div><script type="module" src="/src/main.js"></script></body></html>\n' > index.html
  echo "import vue from '@vitejs/plugin-vue'; export default { plugins: [vue()] };" > vite.config.js
  node node_modules/vite/bin/vite.js build 2>&1
}
# client: mount the app created on stdin (`app`, with createApp/createSSRApp/h/ref/watch in scope) into
# <div id="app"> of a jsdom document, as a browser would; RUNTIME=1 imports the runtime-only build.
client() {
  local mod=vue
  [ -n "${RUNTIME:-}" ] && mod=vue/dist/vue.runtime.esm-bundler.js
  { echo "import { JSDOM } from 'jsdom';
const dom = new JSDOM('<!doctype html><html><body><div id=\"app\"></div></body></html>');
for (const k of ['window', 'document', 'navigator', 'Node', 'Element', 'HTMLElement', 'SVGElement', 'Text', 'Comment']) globalThis[k] = dom.window[k];
const { createApp, createSSRApp, h, ref, watch, nextTick } = await import('$mod');
let app;"; cat;
    echo "if (app) app.mount('#app'); await nextTick(); await nextTick();"; } > client.mjs
  node client.mjs 2>&1
}
# vue2: mount the Vue 2 options object given on stdin (`opts`) into a jsdom document with the
# full build (RUNTIME=1: the runtime-only build).
vue2() {
  { echo "const { JSDOM } = require('jsdom');
const dom = new JSDOM('<!doctype html><html><body><div id=\"app\"></div></body></html>');
global.window = dom.window; global.document = dom.window.document; global.navigator = dom.window.navigator;
const Vue = require('vue2/dist/vue.${RUNTIME:+runtime.}common.dev.js');
Vue.config.productionTip = false; Vue.config.devtools = false;
let opts;"; cat;
    echo "if (opts) new Vue(opts).\$mount('#app');"; } > app2.cjs
  node app2.cjs 2>&1
}
# node_run: run the ES module given on stdin.
node_run() { cat > run.mjs; node run.mjs 2>&1; }
case "$1" in
failed-resolve-component)
  ssr <<'EOF2'
const App = { template: '<div><UserCard :id="7" /></div>' };
EOF2
  ;;
property-not-defined)
  ssr <<'EOF2'
const App = { data() { return { items: [] }; }, template: '<p>{{ count }} items</p>' };
EOF2
  ;;
extraneous-attrs)
  ssr <<'EOF2'
const Toolbar = { template: '<button>Save</button><button>Cancel</button>' };
const App = { components: { Toolbar }, template: '<Toolbar class="sticky" data-test="toolbar" />' };
EOF2
  ;;
mutate-prop)
  ssr <<'EOF2'
const Counter = { props: { count: Number }, setup(props) { props.count++; return () => h('span', props.count); } };
const App = { components: { Counter }, template: '<Counter :count="1" />' };
EOF2
  ;;
missing-template)
  ssr <<'EOF2'
const Sidebar = { name: 'Sidebar', props: ['items'] };
const App = { components: { Sidebar }, template: '<aside><Sidebar :items="[]" /></aside>' };
EOF2
  ;;
router-no-match)
  cat > app.mjs <<'EOF2'
import { createRouter, createMemoryHistory } from 'vue-router';
const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/', component: { template: '<p>home</p>' } }] });
await router.push('/settings/profile');
console.log(router.currentRoute.value.matched.length);
EOF2
  node app.mjs 2>&1 ;;
invalid-prop-type)
  ssr <<'EOF2'
const Pager = { props: { page: { type: Number, required: true } }, template: '<nav>{{ page }}</nav>' };
const App = { components: { Pager }, template: '<Pager page="2" />' };
EOF2
  ;;
missing-required-prop)
  ssr <<'EOF2'
const Avatar = { props: { src: { type: String, required: true } }, template: '<img :src="src">' };
const App = { components: { Avatar }, template: '<Avatar />' };
EOF2
  ;;
inject-outside-setup)
  ssr <<'EOF2'
const theme = inject('theme');
const App = { template: '<p>ok</p>' };
EOF2
  ;;
computed-readonly)
  ssr <<'EOF2'
const App = { setup() { const first = ref('Ada'); const full = computed(() => first.value + ' Lovelace'); full.value = 'Grace Hopper'; return () => h('p', full.value); } };
EOF2
  ;;
lifecycle-outside-setup)
  ssr <<'EOF2'
onMounted(() => console.log('mounted'));
const App = { template: '<p>ok</p>' };
EOF2
  ;;
plugin-not-installable)
  ssr <<'EOF2'
const App = { template: '<p>ok</p>' };
const setup = (app) => app.use({ name: 'i18n', messages: {} });
EOF2
  ;;
unhandled-render-error)
  ssr <<'EOF2'
const App = { data() { return { user: null }; }, template: '<h1>{{ user.name }}</h1>' };
EOF2
  ;;
sfc-missing-end-tag)
  sfc <<'EOF2'
<template>
  <div class="card">
    <h2>{{ title }}</h2>
    <p>{{ body }}
  </div>
</template>
<script setup>
const title = 'Hello';
const body = 'World';
</script>
EOF2
  ;;
sfc-v-if-v-for-key)
  sfc <<'EOF2'
<template>
  <ul>
    <template v-for="item in items">
      <li :key="item.id">{{ item.name }}</li>
    </template>
  </ul>
</template>
<script setup>
const items = [{ id: 1, name: 'a' }];
</script>
EOF2
  ;;
undeclared-emit)
  ssr <<'EOF2'
const Child = { emits: [], setup(p, { emit }) { emit('update'); return () => h('i', 'x'); } };
const App = { components: { Child }, template: '<Child />' };
EOF2
  ;;
extraneous-attrs-client)
  client <<'EOF2'
const Toolbar = { template: '<button>Save</button><button>Cancel</button>' };
app = createApp({ components: { Toolbar }, template: '<Toolbar class="sticky" data-test="toolbar" />' });
EOF2
  ;;
extraneous-listeners)
  client <<'EOF2'
const Toolbar = { template: '<button>Save</button><button>Cancel</button>' };
app = createApp({ components: { Toolbar }, template: '<Toolbar @save="onSave" />', methods: { onSave() {} } });
EOF2
  ;;
data-not-function)
  ssr <<'EOF2'
const App = { data: { count: 1 }, template: '<p>{{ count }}</p>' };
EOF2
  ;;
reactive-component)
  ssr <<'EOF2'
const Panel = { template: '<p>panel</p>' };
const App = { setup() { const state = reactive({ current: Panel }); return () => h(state.current); } };
EOF2
  ;;
invalid-vnode-type)
  ssr <<'EOF2'
const App = { setup() { const Missing = undefined; return () => h('div', [h(Missing)]); } };
EOF2
  ;;
failed-resolve-directive)
  ssr <<'EOF2'
const App = { template: '<input v-focus />' };
EOF2
  ;;
injection-not-found)
  ssr <<'EOF2'
const App = { setup() { const api = inject('api'); return () => h('p', 'x'); } };
EOF2
  ;;
enumerate-instance-keys)
  ssr <<'EOF2'
const App = { created() { Object.keys(this); }, template: '<p>x</p>' };
EOF2
  ;;
hydration-text-mismatch)
  client <<'EOF2'
document.getElementById('app').innerHTML = '<p>Rendered at 10:00:01</p>';
app = createSSRApp({ template: '<p>Rendered at 10:00:02</p>' });
EOF2
  ;;
hydration-node-mismatch)
  client <<'EOF2'
document.getElementById('app').innerHTML = '<div class="card">x</div>';
app = createSSRApp({ template: '<span class="card">x</span>' });
EOF2
  ;;
mount-target-null)
  client <<'EOF2'
createApp({ template: '<p>x</p>' }).mount('#root');
EOF2
  ;;
transition-non-element-root)
  client <<'EOF2'
const Fade = { template: '<p>a</p><p>b</p>' };
app = createApp({ components: { Fade }, template: '<Transition name="fade"><Fade /></Transition>' });
EOF2
  ;;
invalid-watch-source)
  client <<'EOF2'
app = createApp({ setup() { const count = ref(0); watch(count.value, () => {}); return () => h('p', 'x'); } });
EOF2
  ;;
runtime-compilation)
  RUNTIME=1 client <<'EOF2'
app = createApp({ template: '<p>{{ msg }}</p>', data() { return { msg: 'hi' }; } });
EOF2
  ;;
sfc-v-model-on-prop)
  sfc <<'EOF2'
<template>
  <input v-model="modelValue" />
</template>
<script setup>
defineProps(['modelValue']);
</script>
EOF2
  ;;
sfc-script-setup-export)
  sfc <<'EOF2'
<template>
  <p>{{ msg }}</p>
</template>
<script setup>
export const msg = 'hi';
</script>
EOF2
  ;;
pinia-no-active)
  node_run <<'EOF2'
import { defineStore } from 'pinia';
const useCart = defineStore('cart', { state: () => ({ items: [] }) });
const cart = useCart();
EOF2
  ;;
router-missing-param|router-no-match-name|router-redundant-navigation)
  node_run <<'EOF2'
import { createRouter, createMemoryHistory } from 'vue-router';
const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/', component: { template: '<p>home</p>' } }, { path: '/users/:id', name: 'user', component: { template: '<p>u</p>' } }] });
EOF2
  case "$1" in
  router-missing-param) echo "await router.push({ name: 'user' });" >> run.mjs ;;
  router-no-match-name) echo "await router.push({ name: 'profile' });" >> run.mjs ;;
  router-redundant-navigation) echo "await router.push('/'); const failure = await router.push('/'); console.log(String(failure));" >> run.mjs ;;
  esac
  node run.mjs 2>&1 ;;
app-already-mounted)
  client <<'EOF2'
createApp({ template: '<p>a</p>' }).mount('#app');
createApp({ template: '<p>b</p>' }).mount('#app');
EOF2
  ;;
non-function-slot)
  ssr <<'EOF2'
const Card = { render() { return h('div', this.$slots.default && this.$slots.default()); } };
const App = { render() { return h(Card, null, 'Hello'); } };
EOF2
  ;;
torefs-plain-object)
  node_run <<'EOF2'
import { toRefs } from 'vue';
const { a } = toRefs({ a: 1 });
EOF2
  ;;
router-next-called-twice|router-discarded-params)
  node_run <<'EOF2'
import { createRouter, createMemoryHistory } from 'vue-router';
const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/', name: 'home', component: { template: '<p>home</p>' } }, { path: '/about', name: 'about', component: { template: '<p>a</p>' } }] });
EOF2
  if [ "$1" = router-next-called-twice ]; then
    echo "router.beforeEach((to, from, next) => { next(); next(); }); await router.push('/');" >> run.mjs
  else
    echo "await router.push('/'); await router.push({ name: 'about', params: { id: 7 } });" >> run.mjs
  fi
  node run.mjs 2>&1 ;;
vue2-error-in-render)
  vue2 <<'EOF2'
opts = { data: { user: null }, template: '<h1>{{ user.name }}</h1>' };
EOF2
  ;;
vue2-error-in-mounted)
  vue2 <<'EOF2'
opts = { template: '<p>x</p>', mounted() { this.chart.update(); } };
EOF2
  ;;
vue2-error-in-created-async)
  vue2 <<'EOF2'
opts = { template: '<p>x</p>', created() { return Promise.reject(new Error('Request failed with status code 401')); } };
EOF2
  ;;
vue2-error-in-v-on-handler)
  vue2 <<'EOF2'
opts = { template: '<button @click="save">Save</button>', methods: { save() { throw new Error('Validation failed: email is required'); } }, mounted() { this.$el.click(); } };
EOF2
  ;;
vue2-data-not-function)
  vue2 <<'EOF2'
opts = { components: { Item: { data: { n: 1 }, template: '<i>{{ n }}</i>' } }, template: '<div><Item /></div>' };
EOF2
  ;;
vue2-duplicate-keys)
  vue2 <<'EOF2'
opts = { data: { items: [{ id: 1 }, { id: 1 }] }, template: '<ul><li v-for="i in items" :key="i.id">{{ i.id }}</li></ul>' };
EOF2
  ;;
vue2-one-root-element)
  vue2 <<'EOF2'
opts = { template: '<p>a</p><p>b</p>' };
EOF2
  ;;
vue2-runtime-only)
  RUNTIME=1 vue2 <<'EOF2'
opts = { template: '<p>x</p>' };
EOF2
  ;;
vue2-cannot-find-element)
  vue2 <<'EOF2'
new Vue({ template: '<p>x</p>' }).$mount('#root');
EOF2
  ;;
vue2-reserved-component-id)
  vue2 <<'EOF2'
opts = { components: { header: { template: '<p>x</p>' } }, template: '<div></div>' };
EOF2
  ;;
enumerate-instance-keys-child)
  client <<'EOF2'
const Chart = { props: ['points'], mounted() { console.log(Object.keys({ ...this }).length); }, template: '<canvas></canvas>' };
app = createApp({ components: { Chart }, template: '<Chart :points="[1, 2]" />' });
EOF2
  ;;
vue2-missing-template)
  vue2 <<'EOF2'
opts = { components: { NavBar: { name: 'NavBar', props: ['links'] } }, template: '<div><nav-bar :links="[]"></nav-bar></div>' };
EOF2
  ;;
duplicate-keys-update)
  client <<'EOF2'
const rows = ref([{ id: 'a1' }, { id: 'b2' }]);
createApp({ setup: () => ({ rows }), template: '<ul><li v-for="r in rows" :key="r.id">{{ r.id }}</li></ul>' }).mount('#app');
rows.value = [{ id: 'c3' }, { id: 'b2' }, { id: 'b2' }, { id: 'a1' }];
EOF2
  ;;
undeclared-emit-client)
  client <<'EOF2'
const Modal = { emits: ['open'], template: '<button @click="$emit(\'close\', 1)">x</button>', mounted() { this.$el.click(); } };
app = createApp({ components: { Modal }, template: '<div><Modal title="Edit" /></div>' });
EOF2
  ;;
extraneous-listeners-text-root)
  client <<'EOF2'
const Price = { props: ['amount'], template: '{{ amount }} EUR' };
app = createApp({ components: { Price }, template: '<Price :amount="12" @click="pick" @hover="pick" />', methods: { pick() {} } });
EOF2
  ;;
extraneous-attrs-text-root)
  client <<'EOF2'
const Badge = { props: ['count'], template: '{{ count }}' };
app = createApp({ components: { Badge }, template: '<Badge :count="3" id="unread" title="Unread" />' });
EOF2
  ;;
vue2-unknown-element)
  vue2 <<'EOF2'
opts = { template: '<div><user-card :id="7"></user-card></div>' };
EOF2
  ;;
vue2-failed-resolve-directive)
  vue2 <<'EOF2'
opts = { template: '<span v-tooltip="\'Copy\'">copy</span>' };
EOF2
  ;;
vue2-injection-not-found)
  vue2 <<'EOF2'
opts = { components: { ThemeToggle: { inject: ['theme'], template: '<button>t</button>' } }, template: '<div><theme-toggle></theme-toggle></div>' };
EOF2
  ;;
vue2-invalid-prop-type)
  vue2 <<'EOF2'
opts = { components: { TagList: { props: { tags: Array }, template: '<ul></ul>' } }, template: '<div><tag-list tags="vue,react"></tag-list></div>' };
EOF2
  ;;
invalid-vnode-type-null)
  client <<'EOF2'
const icons = { home: null };
const Icon = { props: ['name'], setup(props) { return () => h(icons[props.name]); } };
app = createApp({ components: { Icon }, template: '<nav><Icon name="home" /></nav>' });
EOF2
  ;;
invalid-watch-source-prop)
  client <<'EOF2'
const Profile = { props: ['userId'], setup(props) { watch(props.userId, () => {}); return () => h('div', 'p'); } };
app = createApp({ components: { Profile }, template: '<Profile user-id="u-42" />' });
EOF2
  ;;
lifecycle-after-await)
  ssr <<'EOF2'
import { onServerPrefetch } from 'vue';
const App = { async setup() { await new Promise((r) => setTimeout(r, 1)); onServerPrefetch(() => {}); return () => h('p', 'x'); } };
EOF2
  ;;
vue2-missing-required-prop)
  vue2 <<'EOF2'
opts = { components: { ProductCard: { props: { title: { type: String, required: true } }, template: '<h3>{{ title }}</h3>' } }, template: '<div><product-card></product-card></div>' };
EOF2
  ;;
non-function-named-slot)
  ssr <<'EOF2'
const Layout = { render() { return h('main', [this.$slots.header && this.$slots.header()]); } };
const App = { render() { return h(Layout, null, { header: h('h1', 'Title') }); } };
EOF2
  ;;
reactive-component-ref)
  ssr <<'EOF2'
const Tab = { name: 'SettingsTab', setup() { return () => h('section', 'settings'); } };
const App = { setup() { const active = ref(Tab); return () => h(active.value); } };
EOF2
  ;;
router-missing-param-resolve|router-no-match-name-params|router-discarded-params-query|router-next-called-twice-async|router-no-match-nested)
  node_run <<'EOF2'
import { createRouter, createMemoryHistory } from 'vue-router';
const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/', name: 'home', component: { template: '<p>home</p>' } },
  { path: '/blog/:slug', name: 'post', component: { template: '<p>post</p>' } }, { path: '/dashboard', name: 'dashboard', component: { template: '<p>d</p>' } }] });
EOF2
  case "$1" in
  router-missing-param-resolve) echo "router.resolve({ name: 'post', params: {} });" >> run.mjs ;;
  router-no-match-name-params) echo "router.resolve({ name: 'settings', params: { tab: 'billing' } });" >> run.mjs ;;
  router-discarded-params-query) echo "await router.push('/'); await router.push({ name: 'dashboard', params: { tab: 'stats', page: 2 } });" >> run.mjs ;;
  router-next-called-twice-async) echo "router.beforeEach(async (to, from, next) => { if (to.name === 'dashboard') next('/'); next(); }); await router.push('/'); await router.push('/dashboard');" >> run.mjs ;;
  router-no-match-nested) echo "await router.push('/admin/users/42?tab=roles');" >> run.mjs ;;
  esac
  node run.mjs 2>&1 ;;
sfc-missing-end-tag-span)
  sfc <<'EOF2'
<template>
  <header>
    <nav>
      <a href="/">Home</a>
      <span class="badge">{{ count }}
    </nav>
  </header>
</template>
<script setup>
const count = 3;
</script>
EOF2
  ;;
sfc-script-setup-export-default)
  sfc <<'EOF2'
<template>
  <button>{{ label }}</button>
</template>
<script setup>
const label = 'Save';
export default { name: 'SaveButton' };
</script>
EOF2
  ;;
sfc-v-for-key-table)
  sfc <<'EOF2'
<template>
  <table>
    <template v-for="row in rows">
      <tr :key="row.sku"><td>{{ row.sku }}</td></tr>
    </template>
  </table>
</template>
<script setup>
const rows = [{ sku: 'A-1' }];
</script>
EOF2
  ;;
sfc-v-model-on-object-prop)
  sfc <<'EOF2'
<template>
  <textarea v-model="note"></textarea>
</template>
<script setup>
defineProps({ note: String });
</script>
EOF2
  ;;
transition-text-root)
  client <<'EOF2'
const Message = { props: ['text'], template: '{{ text }}' };
app = createApp({ components: { Message }, template: '<Transition name="slide"><Message text="Saved" /></Transition>' });
EOF2
  ;;
unhandled-error-mounted)
  client <<'EOF2'
const Chart = { template: '<canvas></canvas>', mounted() { this.chart.destroy(); } };
app = createApp({ components: { Chart }, template: '<Chart />' });
EOF2
  ;;
vue2-one-root-v-if)
  vue2 <<'EOF2'
opts = { data: { admin: true, guest: false }, template: '<div v-if="admin">admin</div><div v-if="guest">guest</div>' };
EOF2
  ;;
vue2-error-in-watcher)
  vue2 <<'EOF2'
opts = { data: { query: '' }, watch: { query(q) { if (!this.index) throw new Error('Search index not loaded'); } }, template: '<p>{{ query }}</p>', mounted() { this.query = 'tea'; } };
EOF2
  ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
