#!/usr/bin/env bash
# Capture cases for catalogue/django: each case builds a tiny project (settings, one app "shop",
# SQLite in the scratch directory) and runs Debian's Django against it, printing what Django prints
# (stderr merged).
# Debian packages: python3-django (3.2), python3 (/usr/bin/python3, 3.11).
# Usage: bash catalogue/capture/django.sh CASE    (no argument: list the cases)
set -u
PY=${PYTHON:-/usr/bin/python3}
CASES="settings-not-configured secret-key-empty apps-not-ready settings-module-not-found
no-such-table no-such-column unique-constraint-failed not-null-constraint-failed
template-does-not-exist template-syntax-invalid-block-tag no-reverse-match disallowed-host
csrf-failed does-not-exist multiple-objects-returned field-error synchronous-only-operation
conflicting-migrations inconsistent-migration-history related-object-does-not-exist
missing-staticfiles-manifest check-fields-e304 check-admin-e403 check-fields-e120
unapplied-migrations psycopg2-missing no-explicit-app-label view-returned-none
allowed-hosts-debug-false no-installed-app-label urlconf-no-patterns node-not-found
runserver-port-in-use check-admin-e408 templatesyntax-unclosed-tag settings-module-typo
no-installed-app-label-migrate check-models-w042 check-admin-e108 check-admin-e035
check-fields-e300 check-fields-e307 check-fields-e210 check-models-e015
check-urls-w002 check-deploy check-fields-e304-m2m field-does-not-exist field-does-not-exist-meta
static-root-not-set check-fields-e010 check-fields-e320 check-fields-w340 check-fields-w342 check-fields-w903 check-fields-e005
check-fields-e130 check-models-e004 check-models-e026 check-models-e012 local-field-clashes check-templates-e001 check-urls-e004
check-urls-w005 check-caches-e001 check-translation-e004 check-auth-e003 check-admin-e202 auth-user-model-not-installed auth-user-model-bad-form
couldnt-import-django foreign-key-missing-on-delete non-nullable-field-prompt
check-admin-e107 check-admin-w411 check-fields-w161 check-models-e006 check-urls-e007 check-fields-e009
check-auth-c009 check-models-e029 check-fields-e001 check-admin-e005 check-admin-e124 check-fields-e007
check-models-e021 check-urls-w003 check-contenttypes-e001 check-fields-e330 check-templates-e002 check-security-e101 check-models-e010"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
w() { mkdir -p "$(dirname "$1")"; cat > "$1"; }
run() { "$PY" "$@" 2>&1; }

# mkproj: project "site" with app "shop" (models Product, Profile), templates/ and urls.
mkproj() {
  w manage.py <<'EOF'
import os, sys
if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "site_cfg.settings")
    from django.core.management import execute_from_command_line
    execute_from_command_line(sys.argv)
EOF
  w site_cfg/__init__.py </dev/null
  w site_cfg/settings.py <<'EOF'
from pathlib import Path
BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "capture-only-not-secret"
DEBUG = True
ALLOWED_HOSTS = ["localhost", "testserver"]
INSTALLED_APPS = ["django.contrib.auth", "django.contrib.contenttypes", "django.contrib.sessions",
                  "django.contrib.messages", "django.contrib.staticfiles", "shop"]
MIDDLEWARE = ["django.middleware.security.SecurityMiddleware",
              "django.contrib.sessions.middleware.SessionMiddleware",
              "django.middleware.common.CommonMiddleware",
              "django.middleware.csrf.CsrfViewMiddleware",
              "django.contrib.auth.middleware.AuthenticationMiddleware",
              "django.contrib.messages.middleware.MessageMiddleware"]
ROOT_URLCONF = "site_cfg.urls"
TEMPLATES = [{"BACKEND": "django.template.backends.django.DjangoTemplates",
              "DIRS": [BASE_DIR / "templates"], "APP_DIRS": True,
              "OPTIONS": {"context_processors": ["django.template.context_processors.request",
                                                  "django.contrib.auth.context_processors.auth",
                                                  "django.contrib.messages.context_processors.messages"]}}]
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "db.sqlite3"}}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
EOF
  w site_cfg/urls.py <<'EOF'
from django.urls import path
from shop import views
urlpatterns = [
    path("products/", views.product_list, name="product-list"),
    path("submit/", views.submit, name="submit"),
]
EOF
  w shop/__init__.py </dev/null
  w shop/apps.py <<'EOF'
from django.apps import AppConfig
class ShopConfig(AppConfig):
    name = "shop"
EOF
  w shop/models.py <<'EOF'
from django.conf import settings
from django.db import models

class Product(models.Model):
    sku = models.CharField(max_length=20, unique=True)
    name = models.CharField(max_length=100)
    price = models.DecimalField(max_digits=8, decimal_places=2)

class Profile(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    bio = models.TextField(blank=True)
EOF
  w shop/views.py <<'EOF'
from django.http import HttpResponse
from django.shortcuts import render
from .models import Product

def product_list(request):
    return render(request, "shop/product_list.html", {"products": Product.objects.all()})

def submit(request):
    return HttpResponse("ok")
EOF
  w shop/migrations/__init__.py </dev/null
}
migrate() { run manage.py makemigrations shop >/dev/null && run manage.py migrate >/dev/null; }
shell() { run manage.py shell -c "$1"; }

case "$1" in
settings-not-configured)
  w app.py <<'EOF'
from django.conf import settings

print(settings.DEBUG)
EOF
  run app.py ;;
secret-key-empty)
  mkproj
  sed -i 's/^SECRET_KEY = .*/SECRET_KEY = ""/' site_cfg/settings.py
  shell "from django.core import signing; print(signing.dumps({'cart': 1}))" ;;
apps-not-ready)
  mkproj
  w app.py <<'EOF'
import os
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "site_cfg.settings")
from shop.models import Product

print(Product.objects.count())
EOF
  run app.py ;;
settings-module-not-found)
  mkproj
  DJANGO_SETTINGS_MODULE=mysite.settings run manage.py check ;;
settings-module-typo)
  mkproj
  DJANGO_SETTINGS_MODULE=site_cfg.setting run manage.py migrate ;;
no-such-table)
  mkproj
  shell "from shop.models import Product; print(Product.objects.count())" ;;
no-such-column)
  mkproj; migrate
  sed -i 's/^    price = .*/&\n    stock = models.PositiveIntegerField(default=0)/' shop/models.py
  shell "from shop.models import Product; print(list(Product.objects.all()))" ;;
unique-constraint-failed)
  mkproj; migrate
  shell "from shop.models import Product
Product.objects.create(sku='A-1', name='Lamp', price=10)
Product.objects.create(sku='A-1', name='Lamp 2', price=12)" ;;
not-null-constraint-failed)
  mkproj; migrate
  shell "from shop.models import Product
Product.objects.create(sku='A-2', name='Desk', price=None)" ;;
template-does-not-exist)
  mkproj; migrate
  shell "from django.test import Client; Client(raise_request_exception=True).get('/products/')" ;;
template-syntax-invalid-block-tag)
  mkproj; migrate
  w templates/shop/product_list.html <<'EOF'
<ul>
{% for p in products %}
  <li>{{ p.name }}</li>
{% endfor %}
{% endblock %}
</ul>
EOF
  shell "from django.test import Client; Client(raise_request_exception=True).get('/products/')" ;;
templatesyntax-unclosed-tag)
  mkproj; migrate
  w templates/shop/product_list.html <<'EOF'
<ul>
{% for p in products %}
  <li>{{ p.name }}</li>
</ul>
EOF
  shell "from django.test import Client; Client(raise_request_exception=True).get('/products/')" ;;
no-reverse-match)
  mkproj; migrate
  w templates/shop/product_list.html <<'EOF'
<a href="{% url 'product-detail' 1 %}">first</a>
EOF
  shell "from django.test import Client; Client(raise_request_exception=True).get('/products/')" ;;
disallowed-host)
  mkproj; migrate
  w templates/shop/product_list.html <<'EOF'
ok
EOF
  run manage.py shell -c "from django.test import Client; r = Client().get('/products/', HTTP_HOST='shop.example.com'); print(r.status_code)" ;;
csrf-failed)
  mkproj; migrate
  shell "from django.test import Client; r = Client(enforce_csrf_checks=True).post('/submit/', {'q': 1}); print(r.status_code)" ;;
does-not-exist)
  mkproj; migrate
  shell "from shop.models import Product; Product.objects.get(sku='missing')" ;;
multiple-objects-returned)
  mkproj; migrate
  shell "from shop.models import Product
Product.objects.create(sku='B-1', name='Chair', price=5)
Product.objects.create(sku='B-2', name='Chair', price=6)
Product.objects.get(name='Chair')" ;;
field-error)
  mkproj; migrate
  shell "from shop.models import Product; print(Product.objects.filter(title='Lamp'))" ;;
synchronous-only-operation)
  mkproj; migrate
  w app.py <<'EOF'
import asyncio, os
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "site_cfg.settings")
import django
django.setup()
from shop.models import Product

async def main():
    return Product.objects.count()

print(asyncio.run(main()))
EOF
  run app.py ;;
conflicting-migrations)
  mkproj; migrate
  sed -i 's/^    price = .*/&\n    stock = models.PositiveIntegerField(default=0)/' shop/models.py
  run manage.py makemigrations shop -n add_stock >/dev/null
  mv shop/migrations/0002_add_stock.py /tmp/.dj-keep-$$.py
  sed -i 's/^    stock = .*/    color = models.CharField(max_length=20, default="")/' shop/models.py
  run manage.py makemigrations shop -n add_color >/dev/null
  mv /tmp/.dj-keep-$$.py shop/migrations/0002_add_stock.py
  run manage.py migrate ;;
inconsistent-migration-history)
  mkproj; migrate
  sed -i 's/^class Profile/class Review(models.Model):\n    text = models.TextField()\n\n&/' shop/models.py
  run manage.py makemigrations shop >/dev/null
  w shop/migrations/0003_extra.py <<'EOF'
from django.db import migrations

class Migration(migrations.Migration):
    dependencies = [("shop", "0002_review")]
    operations = []
EOF
  run manage.py migrate shop 0003 >/dev/null
  run manage.py shell -c "from django.db import connection
connection.cursor().execute(\"DELETE FROM django_migrations WHERE app='shop' AND name='0002_review'\")"
  run manage.py migrate ;;
related-object-does-not-exist)
  mkproj; migrate
  shell "from django.contrib.auth.models import User
u = User.objects.create(username='ana')
print(u.profile.bio)" ;;
missing-staticfiles-manifest)
  mkproj; migrate
  sed -i 's/^DEBUG = True/DEBUG = False/' site_cfg/settings.py
  echo 'STATICFILES_STORAGE = "django.contrib.staticfiles.storage.ManifestStaticFilesStorage"' >> site_cfg/settings.py
  w templates/shop/product_list.html <<'EOF'
{% load static %}<link rel="stylesheet" href="{% static 'css/app.css' %}">
EOF
  shell "from django.test import Client; Client(raise_request_exception=True).get('/products/')" ;;
check-fields-e304)
  mkproj
  cat >> shop/models.py <<'EOF'

class Order(models.Model):
    buyer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    seller = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
EOF
  run manage.py check ;;
check-admin-e403)
  mkproj
  sed -i 's/^INSTALLED_APPS = \[/INSTALLED_APPS = ["django.contrib.admin", /' site_cfg/settings.py
  sed -i 's/^TEMPLATES = \[/TEMPLATES = [] and [/' site_cfg/settings.py
  run manage.py check ;;
check-admin-e408)
  mkproj
  sed -i 's/^INSTALLED_APPS = \[/INSTALLED_APPS = ["django.contrib.admin", /' site_cfg/settings.py
  sed -i '/AuthenticationMiddleware/d; /MessageMiddleware/d' site_cfg/settings.py
  sed -i 's/"django.middleware.csrf.CsrfViewMiddleware",/"django.middleware.csrf.CsrfViewMiddleware"]/' site_cfg/settings.py
  run manage.py check ;;
check-fields-e120)
  mkproj
  cat >> shop/models.py <<'EOF'

class Tag(models.Model):
    label = models.CharField()
EOF
  run manage.py check ;;
unapplied-migrations)
  mkproj
  run manage.py makemigrations shop >/dev/null
  PORT=$(free_port)
  timeout 6 "$PY" manage.py runserver --noreload "127.0.0.1:$PORT" 2>&1 | sed -n '1,12p' ;;
runserver-port-in-use)
  mkproj; migrate
  PORT=$(free_port)
  hold_port "$PORT"
  timeout 10 "$PY" manage.py runserver --noreload "127.0.0.1:$PORT" 2>&1 ;;
psycopg2-missing)
  mkproj
  sed -i 's/"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR \/ "db.sqlite3"/"ENGINE": "django.db.backends.postgresql", "NAME": "shop"/' site_cfg/settings.py
  run manage.py check ;;
no-explicit-app-label)
  mkproj
  w blog/__init__.py </dev/null
  w blog/models.py <<'EOF'
from django.db import models

class Post(models.Model):
    title = models.CharField(max_length=100)
EOF
  shell "from blog.models import Post" ;;
view-returned-none)
  mkproj; migrate
  w shop/views.py <<'EOF'
from django.http import HttpResponse

def product_list(request):
    if request.GET.get("page"):
        return HttpResponse("page")

def submit(request):
    return HttpResponse("ok")
EOF
  shell "from django.test import Client; Client(raise_request_exception=True).get('/products/')" ;;
allowed-hosts-debug-false)
  mkproj; migrate
  sed -i 's/^DEBUG = True/DEBUG = False/; s/^ALLOWED_HOSTS = .*/ALLOWED_HOSTS = []/' site_cfg/settings.py
  PORT=$(free_port)
  timeout 10 "$PY" manage.py runserver --noreload "127.0.0.1:$PORT" 2>&1 ;;
no-installed-app-label)
  mkproj
  run manage.py makemigrations catalog ;;
no-installed-app-label-migrate)
  mkproj
  run manage.py migrate blog ;;
urlconf-no-patterns)
  mkproj
  w site_cfg/urls.py <<'EOF'
from django.urls import path
from shop import views
urlpattern = [
    path("products/", views.product_list, name="product-list"),
]
EOF
  run manage.py check ;;
node-not-found)
  mkproj; migrate
  w shop/migrations/0002_discount.py <<'EOF'
from django.db import migrations

class Migration(migrations.Migration):
    dependencies = [("shop", "0001_add_sale")]
    operations = []
EOF
  run manage.py migrate ;;
check-models-w042)
  mkproj
  sed -i '/^DEFAULT_AUTO_FIELD/d' site_cfg/settings.py
  run manage.py check ;;
check-admin-e108)
  mkproj
  sed -i 's/^INSTALLED_APPS = \[/INSTALLED_APPS = ["django.contrib.admin", /' site_cfg/settings.py
  w shop/admin.py <<'EOF'
from django.contrib import admin
from .models import Product

@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    list_display = ("sku", "name", "stock")
EOF
  run manage.py check ;;
check-admin-e035)
  mkproj
  sed -i 's/^INSTALLED_APPS = \[/INSTALLED_APPS = ["django.contrib.admin", /' site_cfg/settings.py
  w shop/admin.py <<'EOF'
from django.contrib import admin
from .models import Product

@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    readonly_fields = ("created_at",)
    list_filter = ("category",)
EOF
  run manage.py check ;;
check-fields-e300)
  mkproj
  cat >> shop/models.py <<'EOF'

class Review(models.Model):
    product = models.ForeignKey("Item", on_delete=models.CASCADE)
EOF
  run manage.py check ;;
check-fields-e307)
  mkproj
  cat >> shop/models.py <<'EOF'

class Review(models.Model):
    author = models.ForeignKey("accounts.Customer", on_delete=models.CASCADE)
EOF
  run manage.py check ;;
check-fields-e210)
  mkproj
  sed -i 's/^    bio = .*/&\n    avatar = models.ImageField(upload_to="avatars\/", blank=True)/' shop/models.py
  run manage.py check ;;
check-models-e015)
  mkproj
  cat >> shop/models.py <<'EOF'

class Category(models.Model):
    name = models.CharField(max_length=50)

    class Meta:
        ordering = ["-created"]
EOF
  run manage.py check ;;
check-urls-w002)
  mkproj
  w site_cfg/urls.py <<'EOF'
from django.urls import path
from shop import views
urlpatterns = [
    path("/products/", views.product_list, name="product-list"),
    path("submit/", views.submit, name="submit"),
]
EOF
  run manage.py check ;;
check-deploy)
  mkproj
  run manage.py check --deploy ;;
check-fields-e304-m2m)
  mkproj
  cat >> shop/models.py <<'EOF'

class Bundle(models.Model):
    items = models.ManyToManyField(Product)
    extras = models.ManyToManyField(Product)
EOF
  run manage.py check ;;
field-does-not-exist)
  mkproj; migrate
  shell "from shop.models import Product; print(list(Product.objects.only('title')))" ;;
field-does-not-exist-meta)
  mkproj; migrate
  shell "from shop.models import Product; print(Product._meta.get_field('title'))" ;;
static-root-not-set)
  mkproj
  sed -i '/^STATIC_ROOT/d' site_cfg/settings.py
  echo 'body { margin: 0 }' | w shop/static/shop/app.css
  run manage.py collectstatic --noinput ;;
check-fields-e010)
  mkproj
  sed -i 's/^    bio = .*/&\n    prefs = models.JSONField(default={})/' shop/models.py
  run manage.py check ;;
check-fields-e320)
  mkproj
  cat >> shop/models.py <<'EOF'

class Review(models.Model):
    product = models.ForeignKey(Product, on_delete=models.SET_NULL)
EOF
  run manage.py check ;;
check-fields-w340)
  mkproj
  cat >> shop/models.py <<'EOF'

class Bundle(models.Model):
    items = models.ManyToManyField(Product, null=True, blank=True)
EOF
  run manage.py check ;;
check-fields-w342)
  mkproj
  cat >> shop/models.py <<'EOF'

class Inventory(models.Model):
    product = models.ForeignKey(Product, on_delete=models.CASCADE, unique=True)
EOF
  run manage.py check ;;
check-fields-w903)
  mkproj
  sed -i 's/^    bio = .*/&\n    verified = models.NullBooleanField()/' shop/models.py
  run manage.py check ;;
check-fields-e005)
  mkproj
  cat >> shop/models.py <<'EOF'

class Order(models.Model):
    status = models.CharField(max_length=10, choices=["new", "paid", "shipped"])
EOF
  run manage.py check ;;
check-fields-e130)
  mkproj
  cat >> shop/models.py <<'EOF'

class Discount(models.Model):
    rate = models.DecimalField()
EOF
  run manage.py check ;;
check-models-e004)
  mkproj
  cat >> shop/models.py <<'EOF'

class Coupon(models.Model):
    id = models.CharField(max_length=20)
EOF
  run manage.py check ;;
check-models-e026)
  mkproj
  cat >> shop/models.py <<'EOF'

class Coupon(models.Model):
    code = models.CharField(max_length=20, primary_key=True)
    serial = models.IntegerField(primary_key=True)
EOF
  run manage.py check ;;
check-models-e012)
  mkproj
  cat >> shop/models.py <<'EOF'

class Coupon(models.Model):
    code = models.CharField(max_length=20)

    class Meta:
        unique_together = [("code", "shop")]
EOF
  run manage.py check ;;
local-field-clashes)
  mkproj
  cat >> shop/models.py <<'EOF'

class DigitalProduct(Product):
    name = models.CharField(max_length=50)
EOF
  run manage.py check ;;
check-templates-e001)
  mkproj
  sed -i 's/"OPTIONS": {"context_processors"/"OPTIONS": {"loaders": ["django.template.loaders.filesystem.Loader"], "context_processors"/' site_cfg/settings.py
  run manage.py check ;;
check-urls-e004)
  mkproj
  w site_cfg/urls.py <<'EOF'
from django.urls import path
from shop import views
urlpatterns = [
    path("products/", views.product_list, name="product-list"),
    ("submit/", views.submit),
]
EOF
  run manage.py check ;;
check-urls-w005)
  mkproj
  w shop/urls.py <<'EOF'
from django.urls import path
from . import views
app_name = "shop"
urlpatterns = [path("", views.product_list, name="list")]
EOF
  w site_cfg/urls.py <<'EOF'
from django.urls import include, path
urlpatterns = [
    path("shop/", include("shop.urls")),
    path("store/", include("shop.urls")),
]
EOF
  run manage.py check ;;
check-caches-e001)
  mkproj
  echo 'CACHES = {"main": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}' >> site_cfg/settings.py
  run manage.py check ;;
check-translation-e004)
  mkproj
  printf 'LANGUAGE_CODE = "de"\nLANGUAGES = [("en", "English"), ("fr", "French")]\n' >> site_cfg/settings.py
  run manage.py check ;;
check-auth-e003)
  mkproj
  cat >> shop/models.py <<'EOF'

from django.contrib.auth.models import AbstractBaseUser

class Customer(AbstractBaseUser):
    email = models.EmailField()
    USERNAME_FIELD = "email"
EOF
  echo 'AUTH_USER_MODEL = "shop.Customer"' >> site_cfg/settings.py
  sed -i 's/settings.AUTH_USER_MODEL/"auth.User"/' shop/models.py
  run manage.py check ;;
check-admin-e202)
  mkproj
  sed -i 's/^INSTALLED_APPS = \[/INSTALLED_APPS = ["django.contrib.admin", /' site_cfg/settings.py
  w shop/admin.py <<'EOF'
from django.contrib import admin
from .models import Product, Profile

class ProfileInline(admin.TabularInline):
    model = Profile

@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    inlines = [ProfileInline]
EOF
  run manage.py check ;;
auth-user-model-not-installed)
  mkproj
  echo 'AUTH_USER_MODEL = "accounts.User"' >> site_cfg/settings.py
  run manage.py check ;;
auth-user-model-bad-form)
  mkproj
  echo 'AUTH_USER_MODEL = "accounts.models.User"' >> site_cfg/settings.py
  run manage.py check ;;
couldnt-import-django)
  # startproject's manage.py run by an interpreter without Django (here the PATH's python3 from
  # pyenv, which has none).
  "$PY" -m django startproject mysite . >/dev/null
  "${PYTHON_NO_DJANGO:-python3}" manage.py runserver 2>&1 ;;
foreign-key-missing-on-delete)
  mkproj
  cat >> shop/models.py <<'EOF'

class Review(models.Model):
    product = models.ForeignKey(Product)
EOF
  run manage.py check ;;
non-nullable-field-prompt)
  mkproj; migrate
  sed -i 's/^    price = .*/&\n    stock = models.PositiveIntegerField()/' shop/models.py
  printf '2\n' | run manage.py makemigrations shop ;;
check-admin-e107)
  mkproj
  sed -i 's/^INSTALLED_APPS = \[/INSTALLED_APPS = ["django.contrib.admin", /' site_cfg/settings.py
  w shop/admin.py <<'EOF'
from django.contrib import admin
from .models import Product

@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    list_display = ("name")
    search_fields = ("name")
EOF
  run manage.py check ;;
check-admin-w411)
  mkproj
  sed -i 's/^INSTALLED_APPS = \[/INSTALLED_APPS = ["django.contrib.admin", /' site_cfg/settings.py
  sed -i 's/"django.template.context_processors.request",//' site_cfg/settings.py
  run manage.py check ;;
check-fields-w161)
  mkproj
  cat >> shop/models.py <<'EOF'

import datetime
from django.utils import timezone

class Order(models.Model):
    placed_at = models.DateTimeField(default=timezone.now())
    due = models.DateField(default=datetime.date.today())
EOF
  run manage.py check ;;
check-models-e006)
  mkproj
  cat >> shop/models.py <<'EOF'

class Review(models.Model):
    product = models.ForeignKey(Product, on_delete=models.CASCADE)
    product_id = models.IntegerField()
EOF
  run manage.py check ;;
check-urls-e007)
  mkproj
  cat >> site_cfg/urls.py <<'EOF'
handler404 = "shop.views.not_found"
handler500 = "shop.views.server_error"
EOF
  cat >> shop/views.py <<'EOF'

def not_found(request):
    return HttpResponse("missing", status=404)

def server_error(request, exception):
    return HttpResponse("error", status=500)
EOF
  run manage.py check ;;
check-fields-e009)
  mkproj
  cat >> shop/models.py <<'EOF'

class Shipment(models.Model):
    status = models.CharField(max_length=5, choices=[("pending", "Pending"), ("shipped", "Shipped")])
    weight = models.IntegerField(max_length=5)
EOF
  run manage.py check ;;
check-auth-c009)
  mkproj
  sed -i 's/^INSTALLED_APPS = \[/INSTALLED_APPS = ["accounts", /' site_cfg/settings.py
  echo 'AUTH_USER_MODEL = "accounts.User"' >> site_cfg/settings.py
  w accounts/__init__.py </dev/null
  w accounts/models.py <<'EOF'
from django.contrib.auth.models import AbstractUser

class User(AbstractUser):
    def is_authenticated(self):
        return True
EOF
  run manage.py check ;;
check-models-e029)
  mkproj
  cat >> shop/models.py <<'EOF'

class Coupon(models.Model):
    code = models.CharField(max_length=20)
    class Meta:
        indexes = [models.Index(fields=["code"], name="code_idx")]

class Voucher(models.Model):
    code = models.CharField(max_length=20)
    class Meta:
        indexes = [models.Index(fields=["code"], name="code_idx")]
EOF
  run manage.py check ;;
check-fields-e001)
  mkproj
  cat >> shop/models.py <<'EOF'

class Tag(models.Model):
    class_ = models.CharField(max_length=20)
    pk = models.IntegerField()
EOF
  run manage.py check ;;
check-admin-e005)
  mkproj
  sed -i 's/^INSTALLED_APPS = \[/INSTALLED_APPS = ["django.contrib.admin", /' site_cfg/settings.py
  w shop/admin.py <<'EOF'
from django.contrib import admin
from .models import Product

@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    fields = ("sku", "name", "name")
    fieldsets = ((None, {"fields": ("sku", "name")}), ("Pricing", {"fields": ("price", "name")}))
EOF
  run manage.py check ;;
check-admin-e124)
  mkproj
  sed -i 's/^INSTALLED_APPS = \[/INSTALLED_APPS = ["django.contrib.admin", /' site_cfg/settings.py
  w shop/admin.py <<'EOF'
from django.contrib import admin
from .models import Product

@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    list_display = ("name", "price")
    list_editable = ("name", "sku")
EOF
  run manage.py check ;;
check-fields-e007)
  mkproj
  cat >> shop/models.py <<'EOF'

class Coupon(models.Model):
    code = models.CharField(max_length=20, primary_key=True, null=True)
    counter = models.AutoField()
EOF
  run manage.py check ;;
check-models-e021)
  mkproj
  cat >> shop/models.py <<'EOF'

class Variant(models.Model):
    product = models.ForeignKey(Product, on_delete=models.CASCADE)
    class Meta:
        ordering = ["id"]
        order_with_respect_to = "product"
EOF
  run manage.py check ;;
check-urls-w003)
  mkproj
  w site_cfg/urls.py <<'EOF'
from django.urls import path
from shop import views
urlpatterns = [
    path("products/", views.product_list, name="shop:product-list"),
]
EOF
  run manage.py check ;;
check-contenttypes-e001)
  mkproj
  cat >> shop/models.py <<'EOF'

from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType

class Comment(models.Model):
    target_type = models.ForeignKey(ContentType, on_delete=models.CASCADE)
    target_id = models.PositiveIntegerField()
    target = GenericForeignKey()
EOF
  run manage.py check ;;
check-fields-e330)
  mkproj
  cat >> shop/models.py <<'EOF'

class Bundle(models.Model):
    products = models.ManyToManyField(Product, unique=True)
EOF
  run manage.py check ;;
check-templates-e002)
  mkproj
  sed -i 's/"OPTIONS": {/"OPTIONS": {"string_if_invalid": None, /' site_cfg/settings.py
  run manage.py check ;;
check-security-e101)
  mkproj
  echo 'CSRF_FAILURE_VIEW = "shop.views.csrf_failure"' >> site_cfg/settings.py
  cat >> shop/views.py <<'EOF'

def csrf_failure(request):
    return HttpResponse("csrf", status=403)
EOF
  run manage.py check ;;
check-models-e010)
  mkproj
  cat >> shop/models.py <<'EOF'

class Tariff(models.Model):
    product = models.ForeignKey(Product, on_delete=models.CASCADE)
    currency = models.CharField(max_length=3)
    class Meta:
        unique_together = "product"
EOF
  run manage.py check ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
