#!/usr/bin/env bash
# Capture real Angular compiler (ngc, @angular/compiler-cli 20) diagnostics for the
# catalogue/angular records. Debian packages: nodejs (Node 20.19+), npm (the npm registry must be
# reachable), python3 (lib.sh).
# Usage: bash catalogue/capture/angular.sh CASE   (no argument lists the cases)
# Installs @angular/compiler-cli, compiler, core, common, forms, platform-browser, typescript, rxjs
# and tslib into the scratch directory; set NG_MODULES to a directory whose node_modules already
# holds them to skip that install. ngc always colours its diagnostics; the colour codes are removed.
set -u
CASES="not-known-element cannot-bind-ngmodel no-pipe-found no-exportas-directive
unexpected-closing-tag not-a-component-in-imports
no-exportas-ngmodel unclosed-block plain-class-in-imports
required-input-missing required-signal-inputs-missing banana-in-box-value
signal-not-invoked signal-not-invoked-binding nullish-not-nullable nullish-not-nullable-number
optional-chain-not-nullable optional-chain-not-nullable-call unused-standalone-import
uninvoked-event-function-arg ternary-in-imports track-function-not-invoked
text-attribute-not-binding missing-ngfor-let private-signal-input missing-ngif-import missing-ngfor-import
unused-one-import"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch directory $W
mkdir -p "$W/app/src/app" && cd "$W/app" || exit 1
echo '{"name":"app","version":"1.0.0","private":true}' > package.json
if [ -n "${NG_MODULES:-}" ] && [ -d "$NG_MODULES/node_modules/@angular/compiler-cli" ]; then
  ln -s "$NG_MODULES/node_modules" node_modules
else
  npm install --no-audit --no-fund --silent --legacy-peer-deps @angular/compiler-cli@20 @angular/compiler@20 \
    @angular/core@20 @angular/common@20 @angular/forms@20 @angular/platform-browser@20 typescript@5.8 rxjs tslib >/dev/null 2>&1
fi
cat > tsconfig.json <<'EOF2'
{ "compilerOptions": { "target": "ES2022", "module": "ES2022", "moduleResolution": "bundler", "strict": true,
    "experimentalDecorators": true, "outDir": "out", "skipLibCheck": true, "lib": ["ES2022", "dom"], "pretty": false },
  "angularCompilerOptions": { "strictTemplates": true },
  "files": ["src/app/app.component.ts"] }
EOF2
# component TEMPLATE [IMPORTS] [EXTRA-TS] [EXTRA-MEMBERS]: a standalone AppComponent with that inline
# template; EXTRA-TS goes before the class, EXTRA-MEMBERS into its body.
component() {
  cat > src/app/app.component.ts <<EOF2
import { Component, Injectable, Directive, Input } from '@angular/core';
import { FormsModule } from '@angular/forms';
import { CommonModule } from '@angular/common';
${3:-}
@Component({
  selector: 'app-root',
  standalone: true,
  imports: [${2:-}],
  template: \`$1\`,
})
export class AppComponent {
  title = 'shop';
  query = '';
  items = [{ id: 1, name: 'tea' }];
  save() {}
  ${4:-}
}
EOF2
  node node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js -p tsconfig.json 2>&1 | sed "s/\x1b\[[0-9;]*m//g"
}
PRICE='@Component({ selector: "app-price", standalone: true, template: "{{ amount }}" })
export class PriceComponent { @Input({ required: true }) amount!: number; }'
case "$1" in
not-known-element)
  component '<app-header [title]="title"></app-header>' ;;
cannot-bind-ngmodel)
  component '<input [(ngModel)]="query" placeholder="Search">' ;;
no-pipe-found)
  component '<h1>{{ title | titlecase }}</h1>' ;;
no-exportas-directive)
  component '<form #f="ngForm" (ngSubmit)="save()"></form>' ;;
unexpected-closing-tag)
  component '<p>{{ title }}</p></div>' ;;
not-a-component-in-imports)
  component '<p>{{ title }}</p>' 'PriceService' '@Injectable({ providedIn: "root" }) export class PriceService {}' ;;
no-exportas-ngmodel)
  component '<input name="email" #email="ngModel">' 'CommonModule' ;;
unclosed-block)
  component '@if (title) {<h1>{{ title }}</h1>' ;;
plain-class-in-imports)
  component '<p>{{ title }}</p>' 'CommonModule, CartStore' 'export class CartStore { items: string[] = []; }' ;;
required-input-missing)
  component '<app-price></app-price>' 'PriceComponent' "$PRICE" ;;
required-signal-inputs-missing)
  component '<app-badge></app-badge>' 'BadgeComponent' 'import { input } from "@angular/core";
@Component({ selector: "app-badge", standalone: true, template: "{{ label() }} {{ count() }}" })
export class BadgeComponent { label = input.required<string>(); count = input.required<number>(); }' ;;
banana-in-box-value)
  component '<app-price ([amount])="total"></app-price>' 'PriceComponent' "$PRICE" 'total = 3;' ;;
signal-not-invoked)
  component '<p>Items: {{ count }}</p>' '' 'import { signal } from "@angular/core";' 'count = signal(0);' ;;
signal-not-invoked-binding)
  component '<p>{{ label }} of {{ title }}</p>' '' 'import { computed, signal } from "@angular/core";' 'first = signal("a"); label = computed(() => this.first().toUpperCase());' ;;
nullish-not-nullable)
  component '<h1>{{ title ?? "untitled" }}</h1>' ;;
nullish-not-nullable-number)
  component '<p>{{ total ?? 0 }}</p>' '' '' 'total = 3;' ;;
optional-chain-not-nullable)
  component '<h1>{{ title?.length }}</h1>' ;;
optional-chain-not-nullable-call)
  component '<p>{{ items?.length }} items</p>' ;;
unused-standalone-import)
  component '<p>{{ title }}</p>' 'PriceComponent' "$PRICE" ;;
uninvoked-event-function-arg)
  component '<form (submit)="send">Send</form>' '' '' 'send() {}' ;;
ternary-in-imports)
  component '<p>{{ title }}</p>' 'Math.random() > 1 ? FormsModule : CommonModule' ;;
track-function-not-invoked)
  component '@for (item of items; track trackById) {<li>{{ item.name }}</li>}' '' '' 'trackById(index: number, item: { id: number }) { return item.id; }' ;;
text-attribute-not-binding)
  component '<div class.active="title">{{ title }}</div>' ;;
missing-ngfor-let)
  component '<li *ngFor="item of items">{{ item }}</li>' 'CommonModule' ;;
private-signal-input)
  component '<app-tag></app-tag>' 'TagComponent' 'import { input } from "@angular/core";
@Component({ selector: "app-tag", standalone: true, template: "tag" })
export class TagComponent { private size = input(1); }' ;;
missing-ngif-import)
  component '<h1 *ngIf="title">{{ title }}</h1>' ;;
missing-ngfor-import)
  component '<li *ngFor="let item of items">{{ item.name }}</li>' ;;
unused-one-import)
  component '<app-price [amount]="3"></app-price>' 'PriceComponent, CurrencyPipe' "$PRICE
import { CurrencyPipe } from \"@angular/common\";" ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
