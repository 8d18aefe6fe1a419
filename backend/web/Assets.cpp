// The stylesheet and the copy-button script (see Assets.h). Colours keep a contrast of at least
// 4.5:1 in both the light and the dark scheme.
#include "web/Assets.h"

namespace errknow::backend::web {

const char* const kSiteCss = R"CSS(:root{--fg:#1b1b1b;--bg:#fff;--muted:#4a4a4a;--link:#0b57a4;--code:#f3f4f6;--line:#d8dadf;
--ok-fg:#1d5e20;--ok-bg:#e7f4e8;--warn-fg:#7a4300;--warn-bg:#fff1dc;--bad-fg:#a4161a;--bad-bg:#fde8e8;--accent:#0b57a4}
@media (prefers-color-scheme:dark){:root{--fg:#e9e9ea;--bg:#16181c;--muted:#b4b6bb;--link:#8cc4ff;--code:#23262d;--line:#3a3e47;
--ok-fg:#a5e3a8;--ok-bg:#1d3320;--warn-fg:#ffd18a;--warn-bg:#3a2a10;--bad-fg:#ffb3b3;--bad-bg:#421b1b;--accent:#8cc4ff}}
*{box-sizing:border-box}
body{margin:0;font:1rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--link)}
main,header.site,footer.site{max-width:50rem;margin:0 auto;padding:0 1rem}
header.site{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding-top:.75rem;padding-bottom:.75rem;border-bottom:1px solid var(--line)}
header.site nav a{margin-right:1rem;text-decoration:none;font-weight:500}
header.site nav a.brand{font-weight:700;font-size:1.15rem;color:var(--fg)}
footer.site{margin-top:3rem;padding-top:1rem;padding-bottom:2rem;border-top:1px solid var(--line);color:var(--muted);font-size:.9rem}
form.site-search{display:flex;gap:.25rem}
input,button,select,textarea{font:inherit}
textarea{width:100%;padding:.5rem .6rem;border:1px solid var(--muted);border-radius:.3rem;background:var(--bg);color:var(--fg);font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9rem}
select{padding:.4rem .5rem;border:1px solid var(--muted);border-radius:.3rem;background:var(--bg);color:var(--fg);max-width:100%}
p.confidence{margin:1.5rem 0 0;font-weight:600;color:var(--muted)}
pre.pasted mark{background:var(--warn-bg);color:var(--warn-fg)}
nav.pager span[aria-current]{font-weight:700}
form.notice{border:1px solid var(--line);border-left:4px solid var(--accent);border-radius:.3rem;padding:.25rem 1rem .75rem;margin:1rem 0}
input[type=search],input[type=email],input[type=password],input[type=text]{padding:.45rem .6rem;border:1px solid var(--muted);border-radius:.3rem;background:var(--bg);color:var(--fg);max-width:100%}
button{padding:.45rem .9rem;border:1px solid var(--accent);border-radius:.3rem;background:var(--accent);color:var(--bg);cursor:pointer}
button.secondary{background:transparent;color:var(--accent)}
button.danger{background:transparent;color:var(--bad-fg);border-color:var(--bad-fg)}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
h1{font-size:1.7rem;line-height:1.25;margin:1.5rem 0 .5rem}
h2{font-size:1.25rem;margin:2rem 0 .5rem}
h3{font-size:1.05rem;margin:1.25rem 0 .25rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;background:var(--code);padding:.05rem .25rem;border-radius:.2rem;overflow-wrap:anywhere}
pre{background:var(--code);padding:.75rem;border-radius:.3rem;overflow-x:auto;margin:0}
pre code{padding:0;background:none;overflow-wrap:normal}
.copyable{margin:.5rem 0;display:flex;flex-direction:column}
.copyable button.copy{align-self:flex-end;margin-bottom:.25rem;padding:.15rem .5rem;font-size:.8rem}
figure{margin:1rem 0}
figcaption{color:var(--muted);font-size:.85rem;margin-top:.25rem}
.meta,.relation{color:var(--muted)}
.crumbs{margin-top:1rem;font-size:.9rem}
.effect{display:inline-block;font-size:.75rem;font-weight:600;padding:.05rem .45rem;border-radius:1rem;margin-left:.4rem;vertical-align:middle}
.effect-read-only{color:var(--ok-fg);background:var(--ok-bg)}
.effect-changes-state{color:var(--warn-fg);background:var(--warn-bg)}
.effect-destructive{color:var(--bad-fg);background:var(--bad-bg)}
ol.checks li{margin-bottom:.6rem}
ol.checks p{margin:.15rem 0}
ul.list{list-style:none;padding:0}
ul.list li{padding:.5rem 0;border-bottom:1px solid var(--line)}
ul.list li p{margin:.15rem 0;color:var(--muted)}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
form.stack{display:grid;gap:.4rem;max-width:24rem}
form.stack button{justify-self:start;margin-top:.5rem}
form.inline{display:inline}
.notice{padding:.75rem 1rem;border-radius:.3rem;border:1px solid var(--line)}
.error{color:var(--bad-fg);background:var(--bad-bg);padding:.5rem .75rem;border-radius:.3rem}
.newkey{border:2px solid var(--accent);border-radius:.4rem;padding:0 1rem 1rem}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid var(--line)}
progress{width:100%;max-width:20rem;height:.8rem}
dl.usage{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem}
dl.usage dt{font-weight:600}dl.usage dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
)CSS";

const char* const kSiteJs = R"JS(// errknow: a Copy button for every block marked data-copy. Without this script the text stays selectable.
document.addEventListener('DOMContentLoaded', function () {
  document.querySelectorAll('[data-copy]').forEach(function (block) {
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy secondary';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', block.getAttribute('data-copy'));
    button.addEventListener('click', function () {
      function select() {
        var range = document.createRange();
        range.selectNodeContents(block);
        var sel = window.getSelection();
        sel.removeAllRanges();
        sel.addRange(range);
        button.textContent = 'Selected: press Ctrl+C';
      }
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(block.textContent).then(function () {
          button.textContent = 'Copied';
          setTimeout(function () { button.textContent = 'Copy'; }, 1500);
        }, select);
      } else {
        select();
      }
    });
    block.parentNode.insertBefore(button, block);
  });
});
)JS";

}  // namespace errknow::backend::web
