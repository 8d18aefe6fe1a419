#!/usr/bin/env bash
# Capture cases for catalogue/ruby: each case writes a small Ruby script, Gemfile or local gem into
# a temporary directory and runs it with Debian's Ruby 3.1 (or Bundler 2.3 / RubyGems), printing
# what it prints (stderr merged). Gems come only from local paths and local .gem files, never from
# rubygems.org, and are installed into the scratch directory (GEM_HOME), never system-wide.
# Debian packages: ruby (3.1), ruby-bundler, ruby-activerecord, ruby-activesupport, ruby-sqlite3,
# ruby-zeitwerk, util-linux (setpriv). The native-extension case needs ruby-dev NOT installed (it
# captures the missing-headers failure). Servers run inside the script on 127.0.0.1 on a free port.
# Usage: bash catalogue/capture/ruby.sh CASE    (no argument: list the cases)
set -u
CASES="no-method-error-nil no-method-error-nil-hash no-method-error-object no-method-error-private
name-error-uninitialized-constant name-error-uninitialized-constant-nested name-error-undefined-local
argument-error-wrong-number argument-error-missing-keyword argument-error-unknown-keyword
load-error-cannot-load load-error-require-relative type-error-no-implicit-conversion
type-error-no-implicit-conversion-integer type-error-nil-coerced type-error-string-coerced
zero-division-error key-error key-error-env frozen-error frozen-error-literal
syntax-error-end-of-input syntax-error-unexpected-end syntax-error-unexpected-token
enoent-rb-sysopen enoent-spawn econnrefused-net-http econnrefused-tcpsocket eacces-rb-sysopen
eaddrinuse socket-error-getaddrinfo net-read-timeout net-open-timeout ssl-certificate-verify-failed
system-stack-error json-parser-error encoding-compatibility-error invalid-byte-sequence
psych-disallowed-class psych-syntax-error index-error float-domain-error
bundler-gemfile-not-found bundler-could-not-find-gem bundler-gem-not-installed
bundler-ruby-version-mismatch bundler-version-conflict bundler-lockfile-bundler-version
bundler-already-activated gem-native-extension-no-headers gem-file-permission-error
gem-missing-spec active-record-record-not-found active-record-record-invalid
active-record-statement-invalid active-record-connection-not-established
active-record-pending-migration active-record-adapter-not-specified active-record-no-database
zeitwerk-expected-file-to-define-constant active-record-not-null-violation
active-record-record-not-unique active-record-unknown-attribute active-record-record-not-found-find-by
active-record-record-invalid-length active-record-statement-invalid-column active-record-not-null-violation-create
active-record-record-not-unique-insert active-record-unknown-attribute-assign zeitwerk-expected-file-namespace
active-record-adapter-not-specified-env active-record-adapter-not-found active-record-adapter-gem-missing
argument-error-comparison-failed argument-error-comparison-sort local-jump-error argument-error-invalid-integer
date-error-invalid-date uri-invalid-uri-error errno-epipe no-matching-pattern-error rake-dont-know-task
bundler-fetch-offline io-error-closed-stream deadlock-fatal superclass-mismatch
dynamic-constant-assignment undefined-conversion-error hash-modified-during-iteration errno-eisdir
argument-error-invalid-float argument-error-wrong-number-initialize bundler-could-not-find-gem-path
bundler-gem-not-installed-exec bundler-gemfile-not-found-exec bundler-ruby-version-mismatch-exec
bundler-version-conflict-two-gems date-error-invalid-date-new deadlock-fatal-join dynamic-constant-
assignment-class-method encoding-compatibility-error-latin1 eacces-mkdir eaddrinuse-any-host errno-
eisdir-write errno-epipe-popen float-domain-error-infinity bundler-already-activated-require gem-
file-permission-error-install-dir gem-missing-spec-version hash-modified-during-iteration-default-
proc index-error-fetch-negative invalid-byte-sequence-regexp io-error-not-opened-for-writing json-
parser-error-html local-jump-error-each name-error-undefined-local-instance no-matching-pattern-key-
error psych-bad-alias psych-syntax-error-block-mapping rake-dont-know-task-namespace socket-error-
getaddrinfo-tcpsocket ssl-certificate-verify-failed-issuer superclass-mismatch-reopen syntax-error-
end-of-input-brace system-stack-error-setter undefined-conversion-error-latin1 uri-invalid-uri-
error-space zero-division-error-modulo"

CASES="$CASES already-initialized-constant already-initialized-constant-load circular-require
circular-require-lib timeout-error timeout-error-method errno-econnreset errno-econnreset-http
errno-eexist-mkdir errno-eexist-excl errno-emfile errno-emfile-socket wrong-argument-type
wrong-argument-type-extend invalid-byte-sequence-error invalid-byte-sequence-error-ascii
super-no-superclass-method super-no-superclass-method-initialize-args regexp-error
regexp-error-user-input"

if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # the scratch directory
RUBY=${RUBY:-/usr/bin/ruby}
export GEM_HOME=$W/gems GEM_PATH=$W/gems:/usr/lib/ruby/gems/3.1.0:/usr/share/rubygems-integration/all:/usr/lib/x86_64-linux-gnu/rubygems-integration/3.1.0
export BUNDLE_DISABLE_VERSION_CHECK=1 HOME=$W
w() { cat > "$1"; }
run() { "$RUBY" "$@" 2>&1; }
# localgem NAME VERSION [DEPS...]: build NAME-VERSION.gem in gemsrc/ (a plain Ruby gem)
localgem() {
  local n=$1 v=$2; shift 2
  mkdir -p "gemsrc/$n-$v/lib"
  echo "module $(echo "${n^}" | tr -d _); VERSION = '$v'; end" > "gemsrc/$n-$v/lib/$n.rb"
  { echo "Gem::Specification.new do |s|"
    echo "  s.name = '$n'; s.version = '$v'; s.summary = '$n'; s.authors = ['acme']; s.files = ['lib/$n.rb']"
    for d in "$@"; do echo "  s.add_dependency $d"; done
    echo "end"; } > "gemsrc/$n-$v/$n.gemspec"
  (cd "gemsrc/$n-$v" && gem build "$n.gemspec" >/dev/null 2>&1 && mv "$n-$v.gem" "$W/")
}
ar_setup() {   # an ActiveRecord script header on an SQLite file
  cat <<'EOF'
require "active_record"
ActiveRecord::Base.establish_connection(adapter: "sqlite3", database: "app.sqlite3")
ActiveRecord::Schema.verbose = false
ActiveRecord::Schema.define do
  create_table :users, force: true do |t|
    t.string :email, null: false
    t.string :name
    t.index :email, unique: true
  end
end
class User < ActiveRecord::Base
  validates :name, presence: true
end
EOF
}

case "$1" in
no-method-error-nil)
  w app.rb <<'EOF'
users = { "ann" => { email: "ann@example.com" } }
user = users["bob"]
puts user.upcase
EOF
  run app.rb ;;
no-method-error-nil-hash)
  w app.rb <<'EOF'
config = { database: { host: "db" } }
puts config[:cache][:ttl]
EOF
  run app.rb ;;
no-method-error-object)
  w app.rb <<'EOF'
class Order
  def initialize(total) = @total = total
end
order = Order.new(10)
puts order.total
EOF
  run app.rb ;;
no-method-error-private)
  w app.rb <<'EOF'
class Account
  private

  def balance = 100
end
puts Account.new.balance
EOF
  run app.rb ;;
name-error-uninitialized-constant)
  w app.rb <<'EOF'
client = HTTPClient.new
EOF
  run app.rb ;;
name-error-uninitialized-constant-nested)
  w app.rb <<'EOF'
module Billing
  class Invoice
    def total = TaxCalculator.new.call
  end
end
Billing::Invoice.new.total
EOF
  run app.rb ;;
name-error-undefined-local)
  w app.rb <<'EOF'
def greet
  puts "Hello #{username}"
end
greet
EOF
  run app.rb ;;
argument-error-wrong-number)
  w app.rb <<'EOF'
def send_mail(to, subject)
  puts "#{to}: #{subject}"
end
send_mail("ann@example.com")
EOF
  run app.rb ;;
argument-error-missing-keyword)
  w app.rb <<'EOF'
def connect(host:, port:)
  puts "#{host}:#{port}"
end
connect(host: "db")
EOF
  run app.rb ;;
argument-error-unknown-keyword)
  w app.rb <<'EOF'
def connect(host:, port: 5432)
  puts "#{host}:#{port}"
end
connect(host: "db", timeout: 5)
EOF
  run app.rb ;;
load-error-cannot-load)
  w app.rb <<'EOF'
require "nokogiri"
EOF
  run app.rb ;;
load-error-require-relative)
  w app.rb <<'EOF'
require_relative "lib/helpers"
EOF
  run app.rb ;;
type-error-no-implicit-conversion)
  w app.rb <<'EOF'
count = 3
puts "Items: " + count
EOF
  run app.rb ;;
type-error-no-implicit-conversion-integer)
  w app.rb <<'EOF'
rows = [["a", 1], ["b", 2]]
row = rows["a"]
EOF
  run app.rb ;;
type-error-nil-coerced)
  w app.rb <<'EOF'
prices = { apple: 3 }
total = 10 + prices[:pear]
EOF
  run app.rb ;;
type-error-string-coerced)
  w app.rb <<'EOF'
qty = "2"
puts 5 * 1 + qty
EOF
  run app.rb ;;
zero-division-error)
  w app.rb <<'EOF'
def average(xs) = xs.sum / xs.size
puts average([])
EOF
  run app.rb ;;
key-error)
  w app.rb <<'EOF'
settings = { "host" => "db" }
port = settings.fetch("port")
EOF
  run app.rb ;;
key-error-env)
  w app.rb <<'EOF'
ENV.delete("DATABASE_URL")
url = ENV.fetch("DATABASE_URL")
EOF
  run app.rb ;;
frozen-error)
  w app.rb <<'EOF'
NAMES = %w[ann bob].freeze
NAMES << "cid"
EOF
  run app.rb ;;
frozen-error-literal)
  w app.rb <<'EOF'
# frozen_string_literal: true
buffer = ""
buffer << "header"
EOF
  run app.rb ;;
syntax-error-end-of-input)
  w app.rb <<'EOF'
def total(items)
  items.each do |i|
    puts i
  end
EOF
  run app.rb ;;
syntax-error-unexpected-end)
  w app.rb <<'EOF'
if true
  puts "yes"
end
end
EOF
  run app.rb ;;
syntax-error-unexpected-token)
  w app.rb <<'EOF'
user = { name: "ann", email: "a@example.com" }}
EOF
  run app.rb ;;
enoent-rb-sysopen)
  w app.rb <<'EOF'
config = File.read("config/settings.yml")
EOF
  run app.rb ;;
enoent-spawn)
  w app.rb <<'EOF'
system("convert-image", "in.png", exception: true)
EOF
  run app.rb ;;
econnrefused-net-http)
  P=$(free_port)
  w app.rb <<EOF
require "net/http"
Net::HTTP.get(URI("http://127.0.0.1:$P/health"))
EOF
  run app.rb ;;
econnrefused-tcpsocket)
  P=$(free_port)
  w app.rb <<EOF
require "socket"
TCPSocket.new("127.0.0.1", $P)
EOF
  run app.rb ;;
eacces-rb-sysopen)
  mkdir -p log && chmod 555 log && chmod 755 "$W"
  w app.rb <<'EOF'
File.open("log/production.log", "a") { |f| f.puts "boot" }
EOF
  setpriv --reuid=nobody --regid=nogroup --clear-groups "$RUBY" app.rb 2>&1 ;;
eaddrinuse)
  P=$(free_port)
  hold_port "$P"
  w app.rb <<EOF
require "socket"
TCPServer.new("127.0.0.1", $P)
EOF
  run app.rb ;;
socket-error-getaddrinfo)
  w app.rb <<'EOF'
require "net/http"
Net::HTTP.get(URI("http://api.invalid/status"))
EOF
  run app.rb ;;
net-read-timeout)
  P=$(free_port)
  hold_port "$P"
  w app.rb <<EOF
require "net/http"
http = Net::HTTP.new("127.0.0.1", $P)
http.read_timeout = 1
http.get("/slow")
EOF
  run app.rb ;;
net-open-timeout)
  P=$(free_port)
  fill_backlog "$P"
  w app.rb <<EOF
require "net/http"
http = Net::HTTP.new("127.0.0.1", $P)
http.open_timeout = 1
http.get("/")
EOF
  run app.rb ;;
ssl-certificate-verify-failed)
  self_signed_cert key.pem cert.pem
  serve_tls cert.pem key.pem
  w app.rb <<EOF
require "net/http"
Net::HTTP.get(URI("https://localhost:$PORT/"))
EOF
  run app.rb ;;
system-stack-error)
  w app.rb <<'EOF'
class Node
  def depth = parent_depth + 1
  def parent_depth = depth
end
Node.new.depth
EOF
  run app.rb ;;
json-parser-error)
  w app.rb <<'EOF'
require "json"
JSON.parse("{'name': 'ann'}")
EOF
  run app.rb ;;
encoding-compatibility-error)
  w app.rb <<'EOF'
name = "Zoë"
blob = "\xFF\xFE".b
puts name + blob
EOF
  run app.rb ;;
invalid-byte-sequence)
  w app.rb <<'EOF'
line = "caf\xE9 latte".force_encoding("UTF-8")
puts line.split(" ")
EOF
  run app.rb ;;
psych-disallowed-class)
  w config.yml <<'EOF'
cache:
  store: :redis
EOF
  w app.rb <<'EOF'
require "yaml"
YAML.safe_load(File.read("config.yml"))
EOF
  run app.rb ;;
psych-syntax-error)
  w database.yml <<'EOF'
production:
  adapter: postgresql
   host: db
EOF
  w app.rb <<'EOF'
require "yaml"
YAML.load_file("database.yml")
EOF
  run app.rb ;;
index-error)
  w app.rb <<'EOF'
args = []
host = args.fetch(0)
EOF
  run app.rb ;;
float-domain-error)
  w app.rb <<'EOF'
ratio = 0.0 / 0
puts ratio.round
EOF
  run app.rb ;;
bundler-gemfile-not-found)
  bundle install 2>&1 ;;
bundler-could-not-find-gem)
  localgem rack_lite 1.0.0
  w Gemfile <<'EOF'
source "https://rubygems.org"
gem "rack_lite", path: "gemsrc/rack_lite-1.0.0"
gem "pg_tools", "~> 2.0"
EOF
  bundle install --local 2>&1 ;;
bundler-gem-not-installed)
  localgem rack_lite 1.0.0
  w Gemfile <<'EOF'
source "https://rubygems.org"
gem "rack_lite"
EOF
  w Gemfile.lock <<'EOF'
GEM
  remote: https://rubygems.org/
  specs:
    rack_lite (1.0.0)

PLATFORMS
  x86_64-linux

DEPENDENCIES
  rack_lite

BUNDLED WITH
   2.3.15
EOF
  w app.rb <<'EOF'
require "bundler/setup"
EOF
  run app.rb ;;
bundler-ruby-version-mismatch)
  w Gemfile <<'EOF'
source "https://rubygems.org"
ruby "3.3.0"
EOF
  bundle install --local 2>&1 ;;
bundler-version-conflict)
  localgem core_lib 1.0.0
  localgem core_lib 2.0.0
  localgem plugin_a 1.0.0 "'core_lib', '~> 1.0'"
  mkdir -p vendor/cache && mv core_lib-1.0.0.gem core_lib-2.0.0.gem plugin_a-1.0.0.gem vendor/cache/
  w Gemfile <<'EOF'
source "https://rubygems.org"
gem "plugin_a", "1.0.0"
gem "core_lib", "~> 2.0"
EOF
  bundle install --local 2>&1 ;;
bundler-lockfile-bundler-version)
  w Gemfile <<'EOF'
source "https://rubygems.org"
EOF
  w Gemfile.lock <<'EOF'
GEM
  remote: https://rubygems.org/
  specs:

PLATFORMS
  x86_64-linux

DEPENDENCIES

BUNDLED WITH
   2.5.6
EOF
  unset BUNDLE_DISABLE_VERSION_CHECK
  bundle install 2>&1 ;;
bundler-already-activated)
  localgem core_lib 1.0.0
  localgem core_lib 2.0.0
  gem install --local --ignore-dependencies core_lib-1.0.0.gem core_lib-2.0.0.gem >/dev/null 2>&1
  w Gemfile <<'EOF'
source "https://rubygems.org"
gem "core_lib", "1.0.0"
EOF
  bundle lock --local >/dev/null 2>&1
  w app.rb <<'EOF'
gem "core_lib", "2.0.0"
require "bundler/setup"
EOF
  run app.rb ;;
gem-native-extension-no-headers)
  mkdir -p fastparse/ext/fastparse
  w fastparse/fastparse.gemspec <<'EOF'
Gem::Specification.new do |s|
  s.name = "fastparse"; s.version = "0.1.0"; s.summary = "fastparse"; s.authors = ["acme"]
  s.files = ["ext/fastparse/extconf.rb"]; s.extensions = ["ext/fastparse/extconf.rb"]
end
EOF
  w fastparse/ext/fastparse/extconf.rb <<'EOF'
require "mkmf"
create_makefile("fastparse")
EOF
  (cd fastparse && gem build fastparse.gemspec >/dev/null 2>&1)
  gem install --local fastparse/fastparse-0.1.0.gem 2>&1 ;;
gem-file-permission-error)
  localgem rack_lite 1.0.0
  chmod 755 "$W"; chmod 644 rack_lite-1.0.0.gem
  setpriv --reuid=nobody --regid=nogroup --clear-groups env -u GEM_HOME HOME=/nonexistent gem install --local "$W/rack_lite-1.0.0.gem" 2>&1 ;;
gem-missing-spec)
  w app.rb <<'EOF'
gem "rails", "~> 7.1"
EOF
  run app.rb ;;
active-record-record-not-found)
  { ar_setup; echo 'User.find(42)'; } > app.rb
  run app.rb ;;
active-record-record-invalid)
  { ar_setup; echo 'User.create!(email: "ann@example.com")'; } > app.rb
  run app.rb ;;
active-record-statement-invalid)
  { ar_setup; echo 'class Post < ActiveRecord::Base; end'; echo 'Post.first'; } > app.rb
  run app.rb ;;
active-record-connection-not-established)
  w app.rb <<'EOF'
require "active_record"
class User < ActiveRecord::Base; end
User.first
EOF
  run app.rb ;;
active-record-pending-migration)
  mkdir -p db/migrate
  w db/migrate/20240101000000_create_posts.rb <<'EOF'
class CreatePosts < ActiveRecord::Migration[6.1]
  def change
    create_table :posts
  end
end
EOF
  w app.rb <<'EOF'
require "active_record"
ActiveRecord::Base.establish_connection(adapter: "sqlite3", database: "app.sqlite3")
ActiveRecord::Migrator.migrations_paths = ["db/migrate"]
ActiveRecord::Migration.check_pending!
EOF
  run app.rb ;;
active-record-adapter-not-specified)
  w app.rb <<'EOF'
require "active_record"
ActiveRecord::Base.establish_connection(database: "app")
EOF
  run app.rb ;;
active-record-no-database)
  w app.rb <<'EOF'
require "active_record"
ActiveRecord::Base.establish_connection(adapter: "sqlite3", database: "db/missing/app.sqlite3")
ActiveRecord::Base.connection
EOF
  run app.rb ;;
active-record-not-null-violation)
  { ar_setup; echo 'User.insert_all([{ name: "ann" }])'; } > app.rb
  run app.rb ;;
active-record-record-not-unique)
  { ar_setup; echo 'User.create!(email: "ann@example.com", name: "Ann")'; echo 'User.create!(email: "ann@example.com", name: "Ann")'; } > app.rb
  run app.rb ;;
active-record-unknown-attribute)
  { ar_setup; echo 'User.new(email: "ann@example.com", admin: true)'; } > app.rb
  run app.rb ;;
zeitwerk-expected-file-to-define-constant)
  mkdir -p app/models
  w app/models/user_profile.rb <<'EOF'
class UserProfiles
end
EOF
  w app.rb <<'EOF'
require "zeitwerk"
loader = Zeitwerk::Loader.new
loader.push_dir("app/models")
loader.setup
loader.eager_load
EOF
  run app.rb ;;
active-record-record-not-found-find-by)
  { ar_setup; echo 'User.find_by!(email: "nobody@example.com")'; } > app.rb
  run app.rb ;;
active-record-record-invalid-length)
  { ar_setup; echo 'class Post < ActiveRecord::Base; self.table_name = "users"; validates :email, length: { minimum: 5 }; end'; echo 'Post.create!(email: "a@b", name: "Ann")'; } > app.rb
  run app.rb ;;
active-record-statement-invalid-column)
  { ar_setup; echo 'User.where(age: 30).first'; } > app.rb
  run app.rb ;;
active-record-not-null-violation-create)
  { ar_setup; echo 'User.create!(email: nil, name: "Ann")'; } > app.rb
  run app.rb ;;
active-record-record-not-unique-insert)
  { ar_setup; echo 'User.insert!({ email: "ann@example.com", name: "Ann" })'; echo 'User.insert!({ email: "ann@example.com", name: "Ann" })'; } > app.rb
  run app.rb ;;
active-record-unknown-attribute-assign)
  { ar_setup; echo 'user = User.new'; echo 'user.assign_attributes(role: "admin")'; } > app.rb
  run app.rb ;;
zeitwerk-expected-file-namespace)
  mkdir -p app/models/admin
  w app/models/admin/report.rb <<'EOF2'
class Report
end
EOF2
  w app.rb <<'EOF2'
require "zeitwerk"
loader = Zeitwerk::Loader.new
loader.push_dir("app/models")
loader.setup
Admin::Report
EOF2
  run app.rb ;;
active-record-adapter-not-specified-env)
  w app.rb <<'EOF2'
require "active_record"
ActiveRecord::Base.configurations = { "development" => { "adapter" => "sqlite3", "database" => "dev.sqlite3" } }
ActiveRecord::Base.establish_connection(:production)
EOF2
  run app.rb ;;
active-record-adapter-not-found)
  w app.rb <<'EOF2'
require "active_record"
ActiveRecord::Base.establish_connection(adapter: "postgres", database: "app")
EOF2
  run app.rb ;;
active-record-adapter-gem-missing)
  w app.rb <<'EOF2'
require "active_record"
ActiveRecord::Base.establish_connection(adapter: "postgresql", database: "app")
ActiveRecord::Base.connection
EOF2
  run app.rb ;;
argument-error-comparison-failed)
  w app.rb <<'EOF2'
limit = nil
puts "over" if 10 > limit
EOF2
  run app.rb ;;
argument-error-comparison-sort)
  w app.rb <<'EOF2'
scores = [3, nil, 7]
p scores.sort
EOF2
  run app.rb ;;
local-jump-error)
  w app.rb <<'EOF2'
def each_item
  yield 1
end
each_item
EOF2
  run app.rb ;;
argument-error-invalid-integer)
  w app.rb <<'EOF2'
port = Integer(ENV.fetch("PORT", "80a"))
EOF2
  run app.rb ;;
date-error-invalid-date)
  w app.rb <<'EOF2'
require "date"
Date.parse("2024-02-30")
EOF2
  run app.rb ;;
uri-invalid-uri-error)
  w app.rb <<'EOF2'
require "uri"
URI.parse("https://api.example.com/users/{id}")
EOF2
  run app.rb ;;
errno-epipe)
  w app.rb <<'EOF2'
r, w = IO.pipe
r.close
w.write("data")
EOF2
  run app.rb ;;
no-matching-pattern-error)
  w app.rb <<'EOF2'
event = { type: "refund", amount: 5 }
case event
in { type: "payment", amount: Integer => amount }
  puts amount
end
EOF2
  run app.rb ;;
rake-dont-know-task)
  w Rakefile <<'EOF2'
task :build do
  puts "building"
end
EOF2
  rake deploy 2>&1 ;;
bundler-fetch-offline)
  w Gemfile <<'EOF2'
source "https://rubygems.org"
gem "rack", "~> 3.0"
EOF2
  timeout 120 bundle install 2>&1 ;;
io-error-closed-stream)
  w app.rb <<'EOF2'
f = File.open("out.log", "w")
f.close
f.puts "late"
EOF2
  run app.rb ;;
deadlock-fatal)
  w app.rb <<'EOF2'
queue = Queue.new
job = queue.pop
EOF2
  run app.rb ;;
superclass-mismatch)
  w app.rb <<'EOF2'
class Base; end
class Report < Base; end
class Report < Object
end
EOF2
  run app.rb ;;
dynamic-constant-assignment)
  w app.rb <<'EOF2'
def configure
  TIMEOUT = 5
end
EOF2
  run app.rb ;;
undefined-conversion-error)
  w app.rb <<'EOF2'
data = "caf\xC3\xA9".b
File.write("out.txt", data.encode("UTF-8"))
EOF2
  run app.rb ;;
hash-modified-during-iteration)
  w app.rb <<'EOF2'
counts = { "a" => 1 }
counts.each { |k, v| counts["#{k}_copy"] = v }
EOF2
  run app.rb ;;
errno-eisdir)
  mkdir -p config
  w app.rb <<'EOF2'
settings = File.read("config")
EOF2
  run app.rb ;;
argument-error-invalid-float)
  w app.rb <<'EOF2'
price = Float("12,50")
puts price * 2
EOF2
  run app.rb ;;
argument-error-wrong-number-initialize)
  w app.rb <<'EOF2'
class User
  def initialize(name)
    @name = name
  end
end
User.new("ann", "ann@example.com")
EOF2
  run app.rb ;;
bundler-could-not-find-gem-path)
  localgem rack_lite 1.0.0
  w Gemfile <<'EOF2'
source "https://rubygems.org"
gem "rack_lite", "2.0.0", path: "gemsrc/rack_lite-1.0.0"
EOF2
  bundle install --local 2>&1 ;;
bundler-gem-not-installed-exec)
  w Gemfile <<'EOF2'
source "https://rubygems.org"
gem "pg_lite"
EOF2
  w Gemfile.lock <<'EOF2'
GEM
  remote: https://rubygems.org/
  specs:
    pg_lite (1.5.4)

PLATFORMS
  x86_64-linux

DEPENDENCIES
  pg_lite

BUNDLED WITH
   2.3.15
EOF2
  echo 'puts "ok"' > app.rb
  bundle exec ruby app.rb 2>&1 ;;
bundler-gemfile-not-found-exec)
  bundle exec rake db:migrate 2>&1 ;;
bundler-ruby-version-mismatch-exec)
  w Gemfile <<'EOF2'
source "https://rubygems.org"
ruby "~> 2.7.0"
EOF2
  echo 'puts "ok"' > app.rb
  bundle exec ruby app.rb 2>&1 ;;
bundler-version-conflict-two-gems)
  localgem core_lib 1.0.0
  localgem core_lib 2.0.0
  localgem plugin_a 1.0.0 "'core_lib', '~> 1.0'"
  localgem plugin_b 1.0.0 "'core_lib', '~> 2.0'"
  mkdir -p vendor/cache && mv core_lib-1.0.0.gem core_lib-2.0.0.gem plugin_a-1.0.0.gem plugin_b-1.0.0.gem vendor/cache/
  w Gemfile <<'EOF2'
source "https://rubygems.org"
gem "plugin_a"
gem "plugin_b"
EOF2
  bundle install --local 2>&1 ;;
date-error-invalid-date-new)
  w app.rb <<'EOF2'
require "date"
due = Date.new(2024, 13, 1)
EOF2
  run app.rb ;;
deadlock-fatal-join)
  w app.rb <<'EOF2'
jobs = Queue.new
worker = Thread.new { jobs.pop }
worker.join
EOF2
  run app.rb ;;
dynamic-constant-assignment-class-method)
  w app.rb <<'EOF2'
class Config
  def self.load(env)
    DEFAULTS = { env: env }
  end
end
EOF2
  run app.rb ;;
encoding-compatibility-error-latin1)
  w app.rb <<'EOF2'
title = "Café"
legacy = "na\xEFve".force_encoding("ISO-8859-1")
puts "#{title}: " + legacy
EOF2
  run app.rb ;;
eacces-mkdir)
  mkdir -p storage && chmod 555 storage && chmod 755 "$W"
  w app.rb <<'EOF2'
Dir.mkdir("storage/uploads")
EOF2
  setpriv --reuid=nobody --regid=nogroup --clear-groups "$RUBY" app.rb 2>&1 ;;
eaddrinuse-any-host)
  P=$(free_port)
  hold_port "$P"
  w app.rb <<EOF2
require "socket"
server = TCPServer.new($P)
EOF2
  run app.rb ;;
errno-eisdir-write)
  mkdir -p log
  w app.rb <<'EOF2'
File.write("log", "started\n")
EOF2
  run app.rb ;;
errno-epipe-popen)
  w app.rb <<'EOF2'
IO.popen(["head", "-c", "1"], "w") do |io|
  100_000.times { |i| io.puts "row #{i}" }
end
EOF2
  "$RUBY" app.rb 2>&1 >/dev/null ;;
float-domain-error-infinity)
  w app.rb <<'EOF2'
rate = 1 / 0.0
puts rate.to_i
EOF2
  run app.rb ;;
bundler-already-activated-require)
  localgem core_lib 1.0.0
  localgem core_lib 2.0.0
  gem install --local --ignore-dependencies core_lib-1.0.0.gem core_lib-2.0.0.gem >/dev/null 2>&1
  w Gemfile <<'EOF2'
source "https://rubygems.org"
gem "core_lib", "1.0.0"
EOF2
  bundle lock --local >/dev/null 2>&1
  w app.rb <<'EOF2'
require "core_lib"
require "bundler/setup"
EOF2
  run app.rb ;;
gem-file-permission-error-install-dir)
  localgem rack_lite 1.0.0
  chmod 755 "$W"; chmod 644 rack_lite-1.0.0.gem
  setpriv --reuid=nobody --regid=nogroup --clear-groups env HOME=/nonexistent gem install --local --install-dir /usr/lib/ruby/gems/3.1.0 "$W/rack_lite-1.0.0.gem" 2>&1 ;;
gem-missing-spec-version)
  w app.rb <<'EOF2'
gem "rake", ">= 99.0"
EOF2
  run app.rb ;;
hash-modified-during-iteration-default-proc)
  w app.rb <<'EOF2'
totals = Hash.new { |h, k| h[k] = 0 }
totals["books"] += 2
totals.each { |category, n| puts totals["#{category}_tax"] + n }
EOF2
  run app.rb ;;
index-error-fetch-negative)
  w app.rb <<'EOF2'
scores = [10, 20]
last_three = scores.fetch(-3)
EOF2
  run app.rb ;;
invalid-byte-sequence-regexp)
  printf 'name,city\nJos\xe9,M\xe1laga\n' > people.csv
  w app.rb <<'EOF2'
File.readlines("people.csv").each do |line|
  puts line if line =~ /laga/
end
EOF2
  run app.rb ;;
io-error-not-opened-for-writing)
  echo "boot" > app.log
  w app.rb <<'EOF2'
File.open("app.log") do |f|
  f.puts "request served"
end
EOF2
  run app.rb ;;
json-parser-error-html)
  w app.rb <<'EOF2'
require "json"
body = "<!DOCTYPE html>\n<html><body>502 Bad Gateway</body></html>"
data = JSON.parse(body)
EOF2
  run app.rb ;;
local-jump-error-each)
  w app.rb <<'EOF2'
class Playlist
  def initialize(songs) = @songs = songs
  def each
    @songs.each { |s| yield s }
  end
end
Playlist.new(["intro", "outro"]).each
EOF2
  run app.rb ;;
name-error-undefined-local-instance)
  w app.rb <<'EOF2'
class Mailer
  def deliver
    puts "sending to #{recipient}"
  end
end
Mailer.new.deliver
EOF2
  run app.rb ;;
no-matching-pattern-key-error)
  w app.rb <<'EOF2'
payload = { name: "ann" }
payload => { email: }
EOF2
  run app.rb ;;
psych-bad-alias)
  w database.yml <<'EOF2'
default: &default
  adapter: postgresql
  pool: 5

development:
  <<: *default
  database: app_development
EOF2
  w app.rb <<'EOF2'
require "yaml"
config = YAML.load_file("database.yml")
EOF2
  run app.rb ;;
psych-syntax-error-block-mapping)
  w config.yml <<'EOF2'
production:
  adapter: postgresql
  host: db
 port: 5432
EOF2
  w app.rb <<'EOF2'
require "yaml"
YAML.load_file("config.yml")
EOF2
  run app.rb ;;
rake-dont-know-task-namespace)
  w Rakefile <<'EOF2'
namespace :db do
  task :migrate do
    puts "migrating"
  end
end
EOF2
  rake db:migrte 2>&1 ;;
socket-error-getaddrinfo-tcpsocket)
  w app.rb <<'EOF2'
require "socket"
conn = TCPSocket.new("db.invalid", 5432)
EOF2
  run app.rb ;;
ssl-certificate-verify-failed-issuer)
  write_ca_cnf
  make_root ca "Acme Test Root"
  make_leaf server ca
  serve_tls server.pem server.key
  w app.rb <<EOF2
require "net/http"
Net::HTTP.get(URI("https://localhost:$PORT/"))
EOF2
  run app.rb ;;
superclass-mismatch-reopen)
  mkdir -p lib
  w lib/user.rb <<'EOF2'
class User < Struct.new(:name)
end
EOF2
  w app.rb <<'EOF2'
require_relative "lib/user"
class User < Object
  def admin? = false
end
EOF2
  run app.rb ;;
syntax-error-end-of-input-brace)
  w app.rb <<'EOF2'
settings = {
  host: "db",
  port: 5432
EOF2
  run app.rb ;;
system-stack-error-setter)
  w app.rb <<'EOF2'
class Account
  def balance=(value)
    self.balance = value.round(2)
  end
end
Account.new.balance = 10.5
EOF2
  run app.rb ;;
undefined-conversion-error-latin1)
  w app.rb <<'EOF2'
label = "Price: 10 €"
File.write("label.txt", label.encode("ISO-8859-1"))
EOF2
  run app.rb ;;
uri-invalid-uri-error-space)
  w app.rb <<'EOF2'
require "net/http"
Net::HTTP.get(URI("https://api.example.com/files/report 2024.pdf"))
EOF2
  run app.rb ;;
zero-division-error-modulo)
  w app.rb <<'EOF2'
def page_of(index, per_page) = index % per_page
puts page_of(7, 0)
EOF2
  run app.rb ;;
already-initialized-constant)
  w config.rb <<'EOF2'
TIMEOUT = 5
TIMEOUT = 10
puts TIMEOUT
EOF2
  run config.rb ;;
already-initialized-constant-load)
  mkdir -p lib
  w lib/version.rb <<'EOF2'
module Shop
  VERSION = "1.2.0"
end
EOF2
  w app.rb <<'EOF2'
load "./lib/version.rb"
load "./lib/version.rb"
EOF2
  run app.rb ;;
circular-require)
  w a.rb <<'EOF2'
require_relative "b"
module A; end
EOF2
  w b.rb <<'EOF2'
require_relative "a"
module B; end
EOF2
  run -w a.rb ;;
circular-require-lib)
  mkdir -p lib/shop
  w lib/shop.rb <<'EOF2'
require "shop/cart"
module Shop; end
EOF2
  w lib/shop/cart.rb <<'EOF2'
require "shop"
module Shop; class Cart; end; end
EOF2
  run -w -I lib -e 'require "shop"' ;;
timeout-error)
  w job.rb <<'EOF2'
require "timeout"
Timeout.timeout(1) do
  sleep 3
end
EOF2
  run job.rb ;;
timeout-error-method)
  w fetch.rb <<'EOF2'
require "timeout"
def slow_query
  sleep 2
end
Timeout.timeout(0.5) { slow_query }
EOF2
  run fetch.rb ;;
errno-econnreset)
  P=$(free_port)
  "$RUBY" -rsocket -e 's = TCPServer.new("127.0.0.1", ARGV[0].to_i); loop { c = s.accept; sleep 0.2; c.setsockopt(Socket::SOL_SOCKET, Socket::SO_LINGER, [1, 0].pack("ii")); c.close }' $P & PIDS+=($!)
  wait_port $P
  w client.rb <<EOF2
require "socket"
sock = TCPSocket.new("127.0.0.1", $P)
sleep 0.5
puts sock.readpartial(1024)
EOF2
  run client.rb ;;
errno-econnreset-http)
  P=$(free_port)
  "$RUBY" -rsocket -e 's = TCPServer.new("127.0.0.1", ARGV[0].to_i); loop { c = s.accept; (c.readpartial(4096) rescue nil); c.setsockopt(Socket::SOL_SOCKET, Socket::SO_LINGER, [1, 0].pack("ii")); c.close }' $P & PIDS+=($!)
  wait_port $P
  w api.rb <<EOF2
require "net/http"
Net::HTTP.get(URI("http://127.0.0.1:$P/status"))
EOF2
  run api.rb ;;
errno-eexist-mkdir)
  mkdir -p tmp/cache
  w setup.rb <<'EOF2'
Dir.mkdir("tmp/cache")
EOF2
  run setup.rb ;;
errno-eexist-excl)
  touch app.pid
  w server.rb <<'EOF2'
File.open("app.pid", File::WRONLY | File::CREAT | File::EXCL) { |f| f.puts Process.pid }
EOF2
  run server.rb ;;
errno-emfile)
  w leak.rb <<'EOF2'
files = []
200.times { |i| files << File.open("/dev/null") }
EOF2
  ( ulimit -n 64; run leak.rb ) ;;
errno-emfile-socket)
  P=$(free_port)
  "$RUBY" -rsocket -e 's = TCPServer.new("127.0.0.1", ARGV[0].to_i); a = []; loop { a << s.accept }' $P & PIDS+=($!)
  wait_port $P
  w pool.rb <<EOF2
require "socket"
conns = []
100.times { conns << TCPSocket.new("127.0.0.1", $P) }
EOF2
  ( ulimit -n 48; run pool.rb ) ;;
wrong-argument-type)
  w app.rb <<'EOF2'
module Helpers; end
report = Object.new
report.extend("Helpers")
EOF2
  run app.rb ;;
wrong-argument-type-extend)
  w app.rb <<'EOF2'
class Auditable; end
class Invoice
  include Auditable
end
EOF2
  run app.rb ;;
invalid-byte-sequence-error)
  w app.rb <<'EOF2'
name = "caf\xC3".force_encoding("UTF-8")
puts name.encode("ISO-8859-1")
EOF2
  run app.rb ;;
invalid-byte-sequence-error-ascii)
  w app.rb <<'EOF2'
data = "na\xEFve".force_encoding("UTF-8")
puts data.encode("UTF-16")
EOF2
  run app.rb ;;
super-no-superclass-method)
  w app.rb <<'EOF2'
class Base; end
class Report < Base
  def render
    super
  end
end
Report.new.render
EOF2
  run app.rb ;;
super-no-superclass-method-initialize-args)
  w app.rb <<'EOF2'
module Greeting
  def hello(name)
    super(name)
  end
end
class Person
  include Greeting
end
Person.new.hello("Ann")
EOF2
  run app.rb ;;
regexp-error)
  w app.rb <<'EOF2'
pattern = "[a-"
puts Regexp.new(pattern).match?("abc")
EOF2
  run app.rb ;;
regexp-error-user-input)
  w search.rb <<'EOF2'
term = "c++ (beginner"
puts Regexp.new(term).match?("c++ (beginner) guide")
EOF2
  run search.rb ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
