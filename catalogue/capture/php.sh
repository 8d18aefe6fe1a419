#!/usr/bin/env bash
# Capture cases for catalogue/php: each case writes a small PHP script (or a Composer project that
# uses only local path repositories, never Packagist) into a temporary directory and runs it with
# Debian's PHP 8.2 CLI, printing what PHP prints (stderr merged). Cases ending in -log print the
# error-log form ("PHP Fatal error:  ..."), the others the display form ("Fatal error: ...").
# Debian packages: php8.2-cli, php8.2-sqlite3, php8.2-mysql, php8.2-mbstring, composer, util-linux
# (setpriv). Servers, where a case needs one, run inside the script on 127.0.0.1 on a free port.
# Usage: bash catalogue/capture/php.sh CASE    (no argument: list the cases)
set -u
CASES="undefined-function undefined-function-log undefined-method undefined-method-static
class-not-found class-not-found-namespace interface-not-found type-error-argument
type-error-argument-builtin type-error-return argument-count-error argument-count-error-builtin
undefined-variable undefined-variable-log undefined-array-key undefined-array-key-int
undefined-property array-offset-on-null array-offset-on-bool property-on-null property-on-null-log
method-on-null method-on-array memory-exhausted memory-exhausted-log max-execution-time
parse-error-unexpected-token parse-error-unexpected-variable parse-error-end-of-file
parse-error-log cannot-redeclare-function cannot-redeclare-class require-failed-open-stream
require-vendor-autoload include-failed-open-stream permission-denied-open-stream
headers-already-sent session-headers-sent pdo-connection-refused pdo-could-not-find-driver
pdo-sqlite-no-such-table pdo-unable-to-open-database mysqli-connection-refused
division-by-zero modulo-by-zero unsupported-operand-types array-to-string-conversion
foreach-invalid-argument deprecated-passing-null deprecated-dynamic-property
undefined-constant cannot-use-object-as-array declaration-must-be-compatible
return-type-will-change cannot-access-private-property typed-property-uninitialized
non-static-method-statically abstract-class-instantiate getaddrinfo-failed ssl-certificate-verify-failed
json-exception value-error-array-combine string-offset-cast interface-method-not-implemented
composer-requirements-not-resolved composer-ext-missing composer-php-version-mismatch
composer-lock-out-of-date composer-platform-check composer-invalid-json composer-package-not-found
composer-memory-limit composer-psr4-not-comply composer-script-error unable-to-load-dynamic-library
object-to-string-conversion scalar-as-array non-numeric-value readonly-property value-error-empty-path
pass-by-reference mysql-connect-removed session-save-path-permission curly-brace-offset
required-after-optional assign-property-on-null namespace-first-statement
array-to-string-conversion-log assign-property-on-bool call-private-method interface-instantiate
cannot-use-object-as-array-write composer-invalid-json-quotes composer-lock-out-of-date-constraint
composer-memory-limit-install composer-require-not-found composer-root-php-version
composer-platform-check-ext composer-root-ext-missing composer-psr4-class-name
composer-requirements-conflict composer-script-exit-code curly-brace-offset-array
declaration-interface-compatible deprecated-dynamic-property-display deprecated-passing-null-log
permission-denied-fopen-log foreach-string-given getaddrinfo-socket-client
abstract-methods-not-implemented json-exception-utf8 max-execution-time-log mysqli-no-socket
namespace-after-html non-numeric-value-log non-static-method-namespaced object-to-string-implode
pass-by-reference-log required-after-optional-method parse-error-unclosed-bracket
pdo-mysql-no-socket pdo-could-not-find-driver-display pdo-sqlite-no-such-column
pdo-unable-to-open-database-readonly readonly-initialize-global return-type-will-change-countable
false-to-array session-save-path-missing ssl-verify-failed-socket string-offset-write
type-error-return-strict typed-property-uninitialized-display unable-to-load-dynamic-library-so
undefined-class-constant undefined-property-log unsupported-operand-array-int"

CASES="$CASES typed-property-assign-string typed-property-assign-null illegal-offset-type
illegal-offset-type-isset this-not-in-object-context this-not-in-object-context-function
constant-already-defined constant-already-defined-include implicit-float-to-int
implicit-float-string-to-int dollar-brace-interpolation dollar-brace-variable-variable
serializable-deprecated serializable-deprecated-log unparenthesized-ternary
unparenthesized-ternary-short http-request-failed-404 http-request-failed-500
unhandled-match-int unhandled-match-string access-level-must-be-public
access-level-must-be-protected could-not-be-passed-by-reference
could-not-be-passed-by-reference-literal composer-json-not-found composer-json-not-found-update"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
PHP=${PHP:-/usr/bin/php}
w() { cat > "$1"; }
run() { "$PHP" -d display_errors=1 -d log_errors=0 -d error_reporting=E_ALL -d html_errors=0 "$@" 2>&1; }
runlog() { "$PHP" -d display_errors=0 -d log_errors=1 -d error_log= -d error_reporting=E_ALL "$@" 2>&1; }
composer_() { COMPOSER_HOME=$W/.composer COMPOSER_ALLOW_SUPERUSER=1 COMPOSER_NO_INTERACTION=1 COMPOSER_DISABLE_NETWORK=1 composer --no-ansi "$@" 2>&1; }
# pkg NAME VERSION REQUIRE-JSON: a local package under pkgs/ that a path repository offers
pkg() {
  mkdir -p "pkgs/$1"
  printf '{"name": "acme/%s", "version": "%s", "require": %s, "autoload": {"psr-4": {"Acme\\\\%s\\\\": "src/"}}}\n' "$1" "$2" "$3" "$1" > "pkgs/$1/composer.json"
}
root() {   # root composer.json requiring REQUIRE-JSON from the local path repositories only
  printf '{"name": "acme/app", "repositories": [{"packagist.org": false}, {"type": "path", "url": "pkgs/*", "options": {"symlink": false}}], "require": %s%s}\n' "$1" "${2:-}" > composer.json
}

case "$1" in
undefined-function)
  w index.php <<'EOF'
<?php
function render(array $items): string {
    return format_items($items);
}
echo render(['a', 'b']);
EOF
  run index.php ;;
undefined-function-log)
  w mail.php <<'EOF'
<?php
$len = mb_strlen_safe("héllo");
echo $len;
EOF
  runlog mail.php ;;
undefined-method)
  w user.php <<'EOF'
<?php
class User {
    public function getName(): string { return 'ann'; }
}
$u = new User();
echo $u->getFullName();
EOF
  run user.php ;;
undefined-method-static)
  w app.php <<'EOF'
<?php
class Config {
    public static function get(string $k) { return null; }
}
echo Config::load('app');
EOF
  runlog app.php ;;
class-not-found)
  w index.php <<'EOF'
<?php
$client = new GuzzleClient(['timeout' => 2]);
EOF
  run index.php ;;
class-not-found-namespace)
  mkdir -p src
  w src/Kernel.php <<'EOF'
<?php
namespace App;

class Kernel {
    public function boot() {
        return new Http\Router();
    }
}
(new Kernel())->boot();
EOF
  runlog src/Kernel.php ;;
interface-not-found)
  w handler.php <<'EOF'
<?php
namespace App\Handlers;

class OrderHandler implements \Psr\Log\LoggerAwareInterface {
}
EOF
  run handler.php ;;
type-error-argument)
  w cart.php <<'EOF'
<?php
declare(strict_types=1);
function addItem(int $quantity, float $price): float {
    return $quantity * $price;
}
echo addItem("3", 9.99);
EOF
  run cart.php ;;
type-error-argument-builtin)
  w list.php <<'EOF'
<?php
$rows = null;
echo count($rows);
EOF
  runlog list.php ;;
type-error-return)
  w repo.php <<'EOF'
<?php
class UserRepository {
    public function find(int $id): array {
        return null;
    }
}
(new UserRepository())->find(1);
EOF
  run repo.php ;;
argument-count-error)
  w mailer.php <<'EOF'
<?php
function send(string $to, string $subject, string $body) {
    return true;
}
send('a@example.com', 'hi');
EOF
  run mailer.php ;;
argument-count-error-builtin)
  w s.php <<'EOF'
<?php
echo str_replace('a', 'b');
EOF
  runlog s.php ;;
undefined-variable)
  w page.php <<'EOF'
<?php
function title() {
    return "Hello " . $name;
}
echo title(), "\n";
EOF
  run page.php ;;
undefined-variable-log)
  w page.php <<'EOF'
<?php
if (false) { $total = 1; }
echo $total + 1, "\n";
EOF
  runlog page.php ;;
undefined-array-key)
  w form.php <<'EOF'
<?php
$_POST = [];
$email = $_POST['email'];
echo "ok\n";
EOF
  run form.php ;;
undefined-array-key-int)
  w csv.php <<'EOF'
<?php
$parts = explode(',', 'a,b');
echo $parts[2], "\n";
EOF
  runlog csv.php ;;
undefined-property)
  w obj.php <<'EOF'
<?php
class Order { public $id = 1; }
$o = new Order();
echo $o->total, "\n";
EOF
  run obj.php ;;
array-offset-on-null)
  w cfg.php <<'EOF'
<?php
function load() { return null; }
$config = load();
echo $config['db']['host'], "\n";
EOF
  run cfg.php ;;
array-offset-on-bool)
  w q.php <<'EOF'
<?php
$row = array_search('x', ['a', 'b']);
echo $row['id'], "\n";
EOF
  runlog q.php ;;
property-on-null)
  w prop.php <<'EOF'
<?php
function findUser($id) { return null; }
$user = findUser(5);
echo $user->email, "\n";
EOF
  run prop.php ;;
property-on-null-log)
  w prop.php <<'EOF'
<?php
$post = json_decode('null');
echo $post->title, "\n";
EOF
  runlog prop.php ;;
method-on-null)
  w svc.php <<'EOF'
<?php
class Db { public function query($sql) { return []; } }
class Service {
    private $db;
    public function all() { return $this->db->query('SELECT 1'); }
}
(new Service())->all();
EOF
  run svc.php ;;
method-on-array)
  w arr.php <<'EOF'
<?php
$items = ['a', 'b'];
echo $items->count();
EOF
  runlog arr.php ;;
memory-exhausted)
  w mem.php <<'EOF'
<?php
$data = [];
while (true) {
    $data[] = str_repeat('x', 1024 * 1024);
}
EOF
  run -d memory_limit=64M mem.php ;;
memory-exhausted-log)
  w mem.php <<'EOF'
<?php
$s = '';
for ($i = 0; $i < 100; $i++) {
    $s .= str_repeat('y', 4 * 1024 * 1024);
}
EOF
  runlog -d memory_limit=128M mem.php ;;
max-execution-time)
  w slow.php <<'EOF'
<?php
set_time_limit(1);
$i = 0;
while (true) { $i++; }
EOF
  run slow.php ;;
parse-error-unexpected-token)
  w broken.php <<'EOF'
<?php
$items = ['a', 'b'
echo count($items);
EOF
  run broken.php ;;
parse-error-unexpected-variable)
  w broken.php <<'EOF'
<?php
$a = 1
$b = 2;
EOF
  run broken.php ;;
parse-error-end-of-file)
  w broken.php <<'EOF'
<?php
function total($items) {
    foreach ($items as $i) {
        echo $i;
    }
EOF
  run broken.php ;;
parse-error-log)
  w broken.php <<'EOF'
<?php
if ($x == 1) {
    echo "one"
}
EOF
  runlog broken.php ;;
cannot-redeclare-function)
  w helpers.php <<'EOF'
<?php
function slugify($s) { return strtolower($s); }
EOF
  w index.php <<'EOF'
<?php
include 'helpers.php';
include 'helpers.php';
EOF
  run index.php ;;
cannot-redeclare-class)
  w Model.php <<'EOF'
<?php
class Model {}
EOF
  w index.php <<'EOF'
<?php
require 'Model.php';
require 'Model.php';
EOF
  runlog index.php ;;
require-failed-open-stream)
  w index.php <<'EOF'
<?php
require 'config/database.php';
EOF
  run index.php ;;
require-vendor-autoload)
  mkdir -p public
  w public/index.php <<'EOF'
<?php
require __DIR__ . '/../vendor/autoload.php';
EOF
  runlog public/index.php ;;
include-failed-open-stream)
  w index.php <<'EOF'
<?php
include 'partials/header.php';
echo "body\n";
EOF
  run index.php ;;
permission-denied-open-stream)
  mkdir -p storage/logs && chmod 555 storage/logs
  w log.php <<'EOF'
<?php
file_put_contents(__DIR__ . '/storage/logs/app.log', "hello\n", FILE_APPEND);
EOF
  chmod 755 "$W"
  setpriv --reuid=nobody --regid=nogroup --clear-groups "$PHP" -d display_errors=1 -d log_errors=0 log.php 2>&1 ;;
headers-already-sent)
  w page.php <<'EOF'
<?php
echo "<html>";
header('Location: /login');
EOF
  runlog page.php ;;
session-headers-sent)
  w page.php <<'EOF'
<html>
<?php
session_start();
EOF
  run page.php ;;
pdo-connection-refused)
  P=$(free_port)
  w db.php <<EOF
<?php
\$pdo = new PDO('mysql:host=127.0.0.1;port=$P;dbname=app', 'app', 'secret');
EOF
  run db.php ;;
pdo-could-not-find-driver)
  w db.php <<'EOF'
<?php
$pdo = new PDO('pgsql:host=localhost;dbname=app', 'app', 'secret');
EOF
  runlog db.php ;;
pdo-sqlite-no-such-table)
  w db.php <<'EOF'
<?php
$pdo = new PDO('sqlite:' . __DIR__ . '/app.sqlite');
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
$pdo->query('SELECT * FROM users');
EOF
  run db.php ;;
pdo-unable-to-open-database)
  w db.php <<'EOF'
<?php
$pdo = new PDO('sqlite:' . __DIR__ . '/missing/dir/app.sqlite');
EOF
  run db.php ;;
mysqli-connection-refused)
  P=$(free_port)
  w db.php <<EOF
<?php
\$db = mysqli_connect('127.0.0.1', 'app', 'secret', 'app', $P);
EOF
  run db.php ;;
division-by-zero)
  w avg.php <<'EOF'
<?php
function average(array $xs) { return array_sum($xs) / count($xs); }
echo average([]);
EOF
  run avg.php ;;
modulo-by-zero)
  w m.php <<'EOF'
<?php
$cols = 0;
echo 10 % $cols;
EOF
  runlog m.php ;;
unsupported-operand-types)
  w op.php <<'EOF'
<?php
$price = "10";
$tax = [2];
echo $price + $tax;
EOF
  run op.php ;;
array-to-string-conversion)
  w s.php <<'EOF'
<?php
$tags = ['php', 'web'];
echo "Tags: " . $tags . "\n";
EOF
  run s.php ;;
foreach-invalid-argument)
  w loop.php <<'EOF'
<?php
$rows = null;
foreach ($rows as $r) { echo $r; }
EOF
  run loop.php ;;
deprecated-passing-null)
  w d.php <<'EOF'
<?php
$name = null;
echo strlen($name), "\n";
echo htmlspecialchars($name), "\n";
EOF
  run d.php ;;
deprecated-dynamic-property)
  w d.php <<'EOF'
<?php
class Invoice {}
$i = new Invoice();
$i->number = 7;
EOF
  runlog d.php ;;
undefined-constant)
  w c.php <<'EOF'
<?php
echo APP_ENV;
EOF
  run c.php ;;
cannot-use-object-as-array)
  w o.php <<'EOF'
<?php
$data = json_decode('{"name": "ann"}');
echo $data['name'];
EOF
  run o.php ;;
declaration-must-be-compatible)
  w i.php <<'EOF'
<?php
class Base {
    public function handle(array $input): string { return ''; }
}
class Child extends Base {
    public function handle($input) { return ''; }
}
EOF
  run i.php ;;
return-type-will-change)
  w a.php <<'EOF'
<?php
class Collection implements ArrayAccess {
    private $items = [];
    public function offsetExists($offset) { return isset($this->items[$offset]); }
    public function offsetGet($offset) { return $this->items[$offset]; }
    public function offsetSet($offset, $value) { $this->items[$offset] = $value; }
    public function offsetUnset($offset) { unset($this->items[$offset]); }
}
EOF
  run a.php ;;
cannot-access-private-property)
  w p.php <<'EOF'
<?php
class Account { private $balance = 0; }
$a = new Account();
echo $a->balance;
EOF
  run p.php ;;
typed-property-uninitialized)
  w t.php <<'EOF'
<?php
class Job {
    private string $name;
    public function name(): string { return $this->name; }
}
echo (new Job())->name();
EOF
  runlog t.php ;;
non-static-method-statically)
  w n.php <<'EOF'
<?php
class Mailer { public function send() { return true; } }
Mailer::send();
EOF
  run n.php ;;
abstract-class-instantiate)
  w n.php <<'EOF'
<?php
abstract class Shape { abstract public function area(); }
$s = new Shape();
EOF
  run n.php ;;
interface-method-not-implemented)
  w n.php <<'EOF'
<?php
interface Cache { public function get(string $key); public function set(string $key, $value); }
class FileCache implements Cache { public function get(string $key) { return null; } }
EOF
  run n.php ;;
getaddrinfo-failed)
  w f.php <<'EOF'
<?php
$body = file_get_contents('http://api.invalid/status');
EOF
  run f.php ;;
ssl-certificate-verify-failed)
  self_signed_cert key.pem cert.pem
  serve_tls cert.pem key.pem
  w f.php <<EOF
<?php
\$body = file_get_contents('https://localhost:$PORT/');
EOF
  run f.php ;;
json-exception)
  w j.php <<'EOF'
<?php
$data = json_decode("{'name': 'ann'}", true, 512, JSON_THROW_ON_ERROR);
EOF
  run j.php ;;
value-error-array-combine)
  w v.php <<'EOF'
<?php
$row = array_combine(['id', 'name'], [1]);
EOF
  run v.php ;;
string-offset-cast)
  w s.php <<'EOF'
<?php
$user = "ann";
echo $user['name'];
EOF
  run s.php ;;
composer-requirements-not-resolved)
  pkg http 1.0.0 '{"acme/log": "^1.0"}'
  pkg log 2.0.0 '{}'
  root '{"acme/http": "^1.0"}'
  composer_ install ;;
composer-ext-missing)
  pkg imaging 1.0.0 '{"ext-gd": "*", "ext-imagick": "*"}'
  root '{"acme/imaging": "^1.0"}'
  composer_ install ;;
composer-php-version-mismatch)
  pkg modern 1.0.0 '{"php": ">=8.3"}'
  root '{"acme/modern": "^1.0"}'
  composer_ install ;;
composer-lock-out-of-date)
  pkg log 1.0.0 '{}'
  pkg cache 1.0.0 '{}'
  root '{"acme/log": "^1.0"}'
  composer_ install >/dev/null
  root '{"acme/log": "^1.0", "acme/cache": "^1.0"}'
  composer_ install ;;
composer-psr4-not-comply)
  mkdir -p src/Http
  printf '<?php\nnamespace App\\Controllers;\n\nclass UserController {}\n' > src/Http/UserController.php
  printf '{"name": "acme/app", "repositories": [{"packagist.org": false}], "autoload": {"psr-4": {"App\\\\": "src/"}}}\n' > composer.json
  composer_ dump-autoload -o ;;
composer-script-error)
  mkdir -p bootstrap
  printf '<?php\nthrow new RuntimeException("Unable to boot: cache path missing");\n' > bootstrap/discover.php
  printf '{"name": "acme/app", "repositories": [{"packagist.org": false}], "scripts": {"post-autoload-dump": ["@php bootstrap/discover.php"]}}\n' > composer.json
  composer_ dump-autoload ;;
composer-platform-check)
  pkg modern 1.0.0 '{"php": ">=8.3"}'
  root '{"acme/modern": "^1.0"}' ', "config": {"platform": {"php": "8.3.0"}}'
  composer_ install >/dev/null
  w index.php <<'EOF'
<?php
require __DIR__ . '/vendor/autoload.php';
EOF
  run index.php ;;
composer-invalid-json)
  printf '{\n  "require": {\n    "acme/log": "^1.0",\n  }\n}\n' > composer.json
  composer_ install ;;
composer-package-not-found)
  pkg log 1.0.0 '{}'
  root '{"acme/logger": "^1.0"}'
  composer_ install ;;
composer-memory-limit)
  pkg log 1.0.0 '{}'
  root '{"acme/log": "^1.0"}'
  COMPOSER_MEMORY_LIMIT=2M composer_ update ;;
unable-to-load-dynamic-library)
  w i.php <<'EOF'
<?php
echo "ok\n";
EOF
  "$PHP" -d extension=imagick -d display_startup_errors=1 -d display_errors=1 i.php 2>&1 ;;
object-to-string-conversion)
  w o.php <<'EOF'
<?php
$user = new stdClass();
$user->name = 'ann';
echo "Hello " . $user;
EOF
  run o.php ;;
scalar-as-array)
  w s.php <<'EOF'
<?php
$count = 5;
$count[] = 6;
EOF
  run s.php ;;
non-numeric-value)
  w n.php <<'EOF'
<?php
$price = "12 EUR";
echo $price * 2, "\n";
$qty = "abc";
echo $qty * 2, "\n";
EOF
  run n.php ;;
readonly-property)
  w r.php <<'EOF'
<?php
final class Money {
    public function __construct(public readonly int $amount) {}
}
$m = new Money(5);
$m->amount = 10;
EOF
  run r.php ;;
value-error-empty-path)
  w v.php <<'EOF'
<?php
$path = getenv('CONFIG_PATH') ?: '';
$config = file_get_contents($path);
EOF
  runlog v.php ;;
pass-by-reference)
  w p.php <<'EOF'
<?php
$last = end(explode(',', 'a,b,c'));
EOF
  run p.php ;;
mysql-connect-removed)
  w m.php <<'EOF'
<?php
$link = mysql_connect('localhost', 'app', 'secret');
EOF
  run m.php ;;
session-save-path-permission)
  mkdir -p sessions && chmod 755 "$W" sessions
  w s.php <<'EOF'
<?php
session_start();
$_SESSION['user'] = 1;
EOF
  setpriv --reuid=nobody --regid=nogroup --clear-groups "$PHP" -d display_errors=1 -d log_errors=0 -d session.save_path="$W/sessions" s.php 2>&1 ;;
curly-brace-offset)
  w c.php <<'EOF'
<?php
$name = "ann";
echo $name{0};
EOF
  run c.php ;;
required-after-optional)
  w r.php <<'EOF'
<?php
function connect($host = 'localhost', $port) {
    return "$host:$port";
}
echo connect('db', 3306), "\n";
EOF
  run r.php ;;
assign-property-on-null)
  w a.php <<'EOF'
<?php
$order = null;
$order->status = 'paid';
EOF
  run a.php ;;
namespace-first-statement)
  w n.php <<'EOF'
<?php
echo "boot";
namespace App\Models;

class User {}
EOF
  run n.php ;;
array-to-string-conversion-log)
  w mail.php <<'EOF'
<?php
$to = ['ann@example.com', 'bob@example.com'];
$header = "To: $to";
EOF
  runlog mail.php ;;
assign-property-on-bool)
  w a.php <<'EOF'
<?php
$user = false;
$user->name = 'ann';
EOF
  runlog a.php ;;
call-private-method)
  w p.php <<'EOF'
<?php
class Invoice { private function total() { return 0; } }
echo (new Invoice())->total();
EOF
  runlog p.php ;;
interface-instantiate)
  w n.php <<'EOF'
<?php
namespace App;
interface LoggerInterface { public function log($msg); }
$logger = new LoggerInterface();
EOF
  runlog n.php ;;
cannot-use-object-as-array-write)
  w o.php <<'EOF'
<?php
class Product { public $price = 0; }
$p = new Product();
$p['price'] = 5;
EOF
  runlog o.php ;;
composer-invalid-json-quotes)
  printf "{\n  'name': 'acme/app'\n}\n" > composer.json
  composer_ validate ;;
composer-lock-out-of-date-constraint)
  pkg log 1.0.0 '{}'
  pkg log2 2.0.0 '{}'
  root '{"acme/log": "^1.0"}'
  composer_ install >/dev/null
  root '{"acme/log": "^1.0", "acme/log2": "^2.0"}'
  composer_ install --no-dev ;;
composer-memory-limit-install)
  pkg log 1.0.0 '{}'
  root '{"acme/log": "^1.0"}'
  COMPOSER_MEMORY_LIMIT=4M composer_ install ;;
composer-require-not-found)
  pkg log 1.0.0 '{}'
  root '{"acme/log": "^1.0"}'
  composer_ require acme/mailer ;;
composer-root-php-version)
  root '{"php": ">=8.3"}'
  composer_ install ;;
composer-platform-check-ext)
  pkg imaging 1.0.0 '{"ext-gd": "*"}'
  root '{"acme/imaging": "^1.0"}' ', "config": {"platform": {"ext-gd": "2.1.0"}, "platform-check": true}'
  composer_ install >/dev/null
  w index.php <<'EOF'
<?php
require __DIR__ . '/vendor/autoload.php';
EOF
  runlog index.php ;;
composer-root-ext-missing)
  pkg log 1.0.0 '{}'
  root '{"ext-redis": "*", "acme/log": "^1.0"}'
  composer_ install ;;
composer-psr4-class-name)
  mkdir -p src/Models
  printf '<?php\nnamespace App\\Models;\n\nclass Users {}\n' > src/Models/User.php
  printf '{"name": "acme/app", "repositories": [{"packagist.org": false}], "autoload": {"psr-4": {"App\\\\": "src/"}}}\n' > composer.json
  composer_ dump-autoload -o ;;
composer-requirements-conflict)
  pkg http 1.0.0 '{"acme/log": "^1.0"}'
  pkg queue 1.0.0 '{"acme/log": "^2.0"}'
  pkg log 1.0.0 '{}'
  root '{"acme/http": "^1.0", "acme/queue": "^1.0"}'
  composer_ install ;;
composer-script-exit-code)
  printf '{"name": "acme/app", "repositories": [{"packagist.org": false}], "scripts": {"test": ["@php -r \\"exit(3);\\""]}}\n' > composer.json
  composer_ run-script test ;;
curly-brace-offset-array)
  w c.php <<'EOF'
<?php
$parts = explode('-', '2024-01-31');
$year = $parts{0};
EOF
  runlog c.php ;;
declaration-interface-compatible)
  w i.php <<'EOF'
<?php
interface Repository { public function find(int $id): ?array; }
class UserRepository implements Repository {
    public function find($id, $withTrashed) { return null; }
}
EOF
  runlog i.php ;;
deprecated-dynamic-property-display)
  w d.php <<'EOF'
<?php
namespace App\Http;
class Request { public $query = []; }
$r = new Request();
$r->user = 'ann';
EOF
  run d.php ;;
deprecated-passing-null-log)
  w d.php <<'EOF'
<?php
$title = $_GET['title'] ?? null;
$clean = trim($title);
$slug = str_replace(' ', '-', $title);
EOF
  runlog d.php ;;
permission-denied-fopen-log)
  mkdir -p etc && echo "secret" > etc/app.ini && chmod 600 etc/app.ini
  w r.php <<'EOF'
<?php
$fh = fopen(__DIR__ . '/etc/app.ini', 'r');
EOF
  chmod 755 "$W" etc
  setpriv --reuid=nobody --regid=nogroup --clear-groups "$PHP" -d display_errors=0 -d log_errors=1 -d error_log= r.php 2>&1 ;;
foreach-string-given)
  w loop.php <<'EOF'
<?php
$ids = '1,2,3';
foreach ($ids as $id) { echo $id; }
EOF
  runlog loop.php ;;
getaddrinfo-socket-client)
  w f.php <<'EOF'
<?php
$fp = stream_socket_client('tcp://smtp.mail.invalid:25', $errno, $errstr, 5);
EOF
  runlog f.php ;;
abstract-methods-not-implemented)
  w n.php <<'EOF'
<?php
abstract class Shape { abstract public function area(); abstract public function perimeter(); }
class Circle extends Shape {}
EOF
  runlog n.php ;;
json-exception-utf8)
  w j.php <<'EOF'
<?php
$payload = json_encode(['name' => "caf\xe9"], JSON_THROW_ON_ERROR);
EOF
  runlog j.php ;;
max-execution-time-log)
  w slow.php <<'EOF'
<?php
$n = 0;
while (true) { $n = ($n + 1) % 1000; }
EOF
  runlog -d max_execution_time=2 slow.php ;;
mysqli-no-socket)
  w db.php <<'EOF'
<?php
$db = new mysqli('localhost', 'app', 'secret', 'app');
EOF
  runlog -d mysqli.default_socket="$W/mysqld.sock" db.php ;;
namespace-after-html)
  w n.php <<'EOF'
<html>
<?php
namespace App\Views;
EOF
  runlog n.php ;;
non-numeric-value-log)
  w n.php <<'EOF'
<?php
$width = "100px";
echo $width + 20, "\n";
EOF
  runlog n.php ;;
non-static-method-namespaced)
  w n.php <<'EOF'
<?php
namespace App\Services;
class Cache { public function flush() { return true; } }
Cache::flush();
EOF
  runlog n.php ;;
object-to-string-implode)
  w o.php <<'EOF'
<?php
$when = new DateTime('2024-01-31');
echo implode(', ', ['due', $when]), "\n";
EOF
  runlog o.php ;;
pass-by-reference-log)
  w p.php <<'EOF'
<?php
$ext = array_pop(explode('.', 'photo.jpg'));
echo $ext, "\n";
EOF
  runlog p.php ;;
required-after-optional-method)
  w r.php <<'EOF'
<?php
class Mailer {
    public function send($subject = '', $to) { return true; }
}
EOF
  runlog r.php ;;
parse-error-unclosed-bracket)
  w broken.php <<'EOF'
<?php
$config = [
    'debug' => true,
    'cache' => ['driver' => 'file'],
EOF
  runlog broken.php ;;
pdo-mysql-no-socket)
  w db.php <<'EOF'
<?php
$pdo = new PDO('mysql:host=localhost;dbname=shop', 'shop', 'secret');
EOF
  runlog -d pdo_mysql.default_socket="$W/mysqld.sock" db.php ;;
pdo-could-not-find-driver-display)
  w db.php <<'EOF'
<?php
$pdo = new PDO('sqlsrv:Server=localhost;Database=app', 'sa', 'secret');
EOF
  run db.php ;;
pdo-sqlite-no-such-column)
  w db.php <<'EOF'
<?php
$pdo = new PDO('sqlite::memory:');
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
$pdo->exec('CREATE TABLE posts (id INTEGER PRIMARY KEY, title TEXT)');
$pdo->query('SELECT slug FROM posts');
EOF
  runlog db.php ;;
pdo-unable-to-open-database-readonly)
  mkdir -p var && chmod 555 var
  w db.php <<'EOF'
<?php
$pdo = new PDO('sqlite:' . __DIR__ . '/var/data.db');
EOF
  chmod 755 "$W"
  setpriv --reuid=nobody --regid=nogroup --clear-groups "$PHP" -d display_errors=0 -d log_errors=1 -d error_log= db.php 2>&1 ;;
readonly-initialize-global)
  w r.php <<'EOF'
<?php
class Point { public readonly int $x; }
$p = new Point();
$p->x = 3;
EOF
  runlog r.php ;;
return-type-will-change-countable)
  w a.php <<'EOF'
<?php
class Bag implements Countable, IteratorAggregate {
    private $items = [];
    public function count() { return count($this->items); }
    public function getIterator() { return new ArrayIterator($this->items); }
}
EOF
  runlog a.php ;;
false-to-array)
  w s.php <<'EOF'
<?php
$cache = false;
$cache['key'] = 'value';
EOF
  run s.php ;;
session-save-path-missing)
  w s.php <<'EOF'
<?php
session_start();
EOF
  runlog -d session.save_path="$W/missing/sessions" s.php ;;
ssl-verify-failed-socket)
  self_signed_cert key.pem cert.pem
  serve_tls cert.pem key.pem
  w f.php <<EOF
<?php
\$fp = stream_socket_client('ssl://localhost:$PORT', \$errno, \$errstr, 5);
EOF
  runlog f.php ;;
string-offset-write)
  w s.php <<'EOF'
<?php
$config = "";
$config = "debug";
$config['level'] = 'info';
EOF
  runlog s.php ;;
type-error-return-strict)
  w r.php <<'EOF'
<?php
declare(strict_types=1);
function port(): int {
    return getenv('APP_PORT') ?: '8080';
}
echo port();
EOF
  runlog r.php ;;
typed-property-uninitialized-display)
  w t.php <<'EOF'
<?php
namespace App\Entity;
class Post {
    public int $id;
}
$post = new Post();
echo $post->id;
EOF
  run t.php ;;
unable-to-load-dynamic-library-so)
  w i.php <<'EOF'
<?php
echo "ok\n";
EOF
  "$PHP" -d extension=mongodb.so -d display_startup_errors=1 -d display_errors=0 -d log_errors=1 -d error_log= i.php 2>&1 ;;
undefined-class-constant)
  w c.php <<'EOF'
<?php
class Status { const ACTIVE = 1; }
echo Status::DELETED;
EOF
  runlog c.php ;;
undefined-property-log)
  w obj.php <<'EOF'
<?php
$user = json_decode('{"name": "ann"}');
echo $user->email, "\n";
EOF
  runlog obj.php ;;
unsupported-operand-array-int)
  w op.php <<'EOF'
<?php
$totals = ['net' => 10];
$sum = $totals * 2;
EOF
  runlog op.php ;;
typed-property-assign-string)
  w order.php <<'EOF'
<?php
class Order {
    public int $quantity = 1;
}
$o = new Order();
$o->quantity = $_GET['qty'] ?? "three";
EOF
  run order.php ;;
typed-property-assign-null)
  w user.php <<'EOF'
<?php
class User {
    public string $email;
}
$row = ['email' => null];
$u = new User();
$u->email = $row['email'];
EOF
  runlog user.php ;;
illegal-offset-type)
  w map.php <<'EOF'
<?php
$key = ['id' => 7];
$cache = [];
$cache[$key] = 'seven';
EOF
  run map.php ;;
illegal-offset-type-isset)
  w map.php <<'EOF'
<?php
$labels = ['a' => 'Alpha'];
$key = new stdClass();
var_dump(isset($labels[$key]));
EOF
  runlog map.php ;;
this-not-in-object-context)
  w report.php <<'EOF'
<?php
class Report {
    private array $rows = [];
    public static function total(): int {
        return count($this->rows);
    }
}
echo Report::total();
EOF
  run report.php ;;
this-not-in-object-context-function)
  w helpers.php <<'EOF'
<?php
function current_user_name() {
    return $this->user->name;
}
echo current_user_name();
EOF
  runlog helpers.php ;;
constant-already-defined)
  w config.php <<'EOF'
<?php
define('APP_ENV', 'production');
define('APP_ENV', 'local');
echo APP_ENV, "\n";
EOF
  run config.php ;;
constant-already-defined-include)
  w settings.php <<'EOF'
<?php
const DB_HOST = 'localhost';
EOF
  w index.php <<'EOF'
<?php
include 'settings.php';
include 'settings.php';
echo DB_HOST, "\n";
EOF
  runlog index.php ;;
implicit-float-to-int)
  w pager.php <<'EOF'
<?php
$total = 25;
$pages = $total / 10;
$items = range(1, 5);
echo $items[$pages], "\n";
EOF
  run pager.php ;;
implicit-float-string-to-int)
  w bits.php <<'EOF'
<?php
$mask = "7.5";
echo $mask | 1, "\n";
EOF
  runlog bits.php ;;
dollar-brace-interpolation)
  w greet.php <<'EOF'
<?php
$name = 'Ann';
echo "Hello ${name}!\n";
EOF
  run greet.php ;;
dollar-brace-variable-variable)
  w tpl.php <<'EOF'
<?php
$field = 'title';
$title = 'Report';
echo "Field: ${$field}\n";
EOF
  runlog tpl.php ;;
serializable-deprecated)
  w cart.php <<'EOF'
<?php
class Cart implements Serializable {
    private array $items = [];
    public function serialize() { return serialize($this->items); }
    public function unserialize($data) { $this->items = unserialize($data); }
}
echo "ok\n";
EOF
  run cart.php ;;
serializable-deprecated-log)
  w Session.php <<'EOF'
<?php
namespace App\Auth;
class SessionToken implements \Serializable {
    public function serialize() { return ''; }
    public function unserialize($data) {}
}
EOF
  runlog Session.php ;;
unparenthesized-ternary)
  w grade.php <<'EOF'
<?php
$score = 72;
echo $score > 90 ? 'A' : $score > 70 ? 'B' : 'C';
EOF
  run grade.php ;;
unparenthesized-ternary-short)
  w label.php <<'EOF'
<?php
$title = '';
$label = $title ?: isset($name) ? $name : 'untitled';
EOF
  runlog label.php ;;
http-request-failed-404)
  P=$(free_port)
  mkdir -p www
  w www/router.php <<'EOF'
<?php
http_response_code(404);
echo "nope";
EOF
  php -S 127.0.0.1:$P www/router.php >/dev/null 2>&1 & PIDS+=($!)
  wait_port $P
  w fetch.php <<EOF
<?php
\$json = file_get_contents('http://127.0.0.1:$P/api/users/42');
EOF
  run fetch.php ;;
http-request-failed-500)
  P=$(free_port)
  mkdir -p www
  w www/router.php <<'EOF'
<?php
http_response_code(500);
EOF
  php -S 127.0.0.1:$P www/router.php >/dev/null 2>&1 & PIDS+=($!)
  wait_port $P
  w fetch.php <<EOF
<?php
\$body = file_get_contents('http://127.0.0.1:$P/health');
var_dump(\$body);
EOF
  runlog fetch.php ;;
unhandled-match-int)
  w status.php <<'EOF'
<?php
$code = 5;
echo match ($code) {
    1 => 'active',
    2 => 'blocked',
};
EOF
  run status.php ;;
unhandled-match-string)
  w status.php <<'EOF'
<?php
function label(string $s): string {
    return match ($s) {
        'draft' => 'Draft',
        'live' => 'Published',
    };
}
echo label('archived');
EOF
  runlog status.php ;;
access-level-must-be-public)
  w repo.php <<'EOF'
<?php
interface Repository {
    public function find(int $id);
}
class UserRepository implements Repository {
    protected function find(int $id) { return null; }
}
EOF
  run repo.php ;;
access-level-must-be-protected)
  w ctrl.php <<'EOF'
<?php
class Controller {
    protected function authorize() {}
}
class PostController extends Controller {
    private function authorize() {}
}
EOF
  runlog ctrl.php ;;
could-not-be-passed-by-reference)
  w tags.php <<'EOF'
<?php
function add_tag(array &$tags, string $tag) { $tags[] = $tag; }
add_tag(['php'], 'composer');
EOF
  run tags.php ;;
could-not-be-passed-by-reference-literal)
  w first.php <<'EOF'
<?php
$last = array_pop(['x', 'y']);
EOF
  runlog first.php ;;
composer-json-not-found)
  mkdir -p project/app && cd project/app
  composer_ install ;;
composer-json-not-found-update)
  composer_ update ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
