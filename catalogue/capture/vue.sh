#!/usr/bin/env bash
# Capture real Vue 3 output (server rendering in Node with vue and @vue/server-renderer, vue-router
# with a memory history, SFC compile errors through Vite) for the catalogue/vue records.
# Debian packages: nodejs (Node 20.19+), npm (the npm registry must be reachable), python3 (lib.sh).
# Usage: bash catalogue/capture/vue.sh CASE   (no argument lists the cases)
# Installs vue@3, vue-router@4, vite@7 and @vitejs/plugin-vue into the scratch directory; set
# FE_MODULES to a directory whose node_modules already holds them to skip that install.
set -u
CASES="failed-resolve-component property-not-defined extraneous-attrs mutate-prop missing-template
router-no-match invalid-prop-type missing-required-prop inject-outside-setup computed-readonly
lifecycle-outside-setup plugin-not-installable unhandled-render-error sfc-missing-end-tag
sfc-v-if-v-for-key"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch directory $W
mkdir -p "$W/app/src" && cd "$W/app" || exit 1
echo '{"name":"app","version":"1.0.0","private":true,"type":"module"}' > package.json
if [ -n "${FE_MODULES:-}" ] && [ -d "$FE_MODULES/node_modules/@vitejs/plugin-vue" ]; then
  ln -s "$FE_MODULES/node_modules" node_modules
else
  npm install --no-audit --no-fund --silent vue@3 vue-router@4 vite@7 @vitejs/plugin-vue >/dev/null 2>&1
fi
# ssr: render the root component defined on stdin (as `App`) to a string on the server.
ssr() {
  { echo "import { createSSRApp, h, ref, computed, inject, onMounted, defineComponent } from 'vue';
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
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
