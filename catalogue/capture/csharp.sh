#!/usr/bin/env bash
# Captures real C# compiler errors and warnings from Mono's C# compiler (mcs) for catalogue/dotnet.
# Debian packages: mono-mcs, mono-runtime
# Usage: bash catalogue/capture/csharp.sh CASE   (no argument lists the cases)
# mcs prints `file(line,col): error CSnnnn: message' with the numbers of Microsoft's compiler; it
# quotes names as `name' where Roslyn (csc, dotnet build) prints 'name'.
set -u
CASES="name-not-exist type-not-found no-definition-extension no-definition-static cannot-convert
cannot-convert-explicit object-required not-all-paths unassigned-local missing-semicolon
unexpected-end-of-file namespace-duplicate member-duplicate namespace-type-missing interface-member
abstract-member obsolete async-no-await not-awaited hides-inherited unused-variable assigned-unused
no-overload-args bad-argument operator-cannot-apply method-group inaccessible local-already-defined
field-initializer override-no-suitable must-have-body inconsistent-accessibility cannot-override
this-static readonly-field readonly-property ambiguous-call ambiguous-reference abstract-instance
sealed-derive duplicate-case fall-through no-entry-point newline-in-constant char-literal
unrecognized-escape identifier-expected unexpected-symbol member-declaration generic-arity
constraint-struct is-type-used-like left-hand-side double-to-decimal cannot-apply-index
non-invocable unsafe-code local-before-declared var-null foreach-enumerator static-member-instance
void-return return-value-void missing-return-type cannot-apply-unary
constant-expected property-no-get method-group-convert ctor-args
local-conflicts-outer type-member-duplicate cannot-convert-type
namespace-used-as-type missing-partial member-same-as-type
null-to-value-type break-outside-loop conditional-types
enum-value-missing switch-no-return unassigned-out-try
obsolete-type async-void-no-await hides-property no-overload-ctor-method private-method-call
this-static-property type-without-new assign-to-const continue-in-lambda fall-through-string
hides-override unreachable-code field-never-used field-never-assigned field-assigned-unused
duplicate-attribute missing-metadata type-in-two-assemblies type-conflicts-imported
nested-type-missing modify-value-return not-a-statement two-entry-points modifier-not-valid
missing-xml-comment interface-return-type language-version accessibility-property"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
. "$(dirname "$0")/lib.sh"
exec 2>&1
# build FILE [mcs options]: compile FILE (written by the case) as a program.
build() { local f=$1; shift; mcs "$@" -out:out.exe "$f"; }
src() { cat > "$1"; }
case "$1" in
name-not-exist)
src Invoice.cs <<'X'
using System;
static class Invoice {
    static void Main() {
        decimal net = 120m;
        Console.WriteLine(net + taxRate * net);
    }
}
X
build Invoice.cs ;;
type-not-found)
src Startup.cs <<'X'
using System;
static class Startup {
    static void Main() {
        var client = new HttpClient();
        Console.WriteLine(client);
    }
}
X
build Startup.cs ;;
no-definition-extension)
src Cart.cs <<'X'
using System;
class Cart { public int Count; }
static class Shop {
    static void Main() {
        var cart = new Cart();
        Console.WriteLine(cart.Total);
    }
}
X
build Cart.cs ;;
no-definition-static)
src Clock.cs <<'X'
using System;
static class Clock {
    static void Main() {
        Console.WriteLine(DateTime.Today2);
    }
}
X
build Clock.cs ;;
cannot-convert)
src Parse.cs <<'X'
static class Parse {
    static void Main(string[] args) {
        int port = args[0];
        System.Console.WriteLine(port);
    }
}
X
build Parse.cs ;;
cannot-convert-explicit)
src Sizes.cs <<'X'
static class Sizes {
    static void Main() {
        double ratio = 0.75;
        int percent = ratio * 100;
        System.Console.WriteLine(percent);
    }
}
X
build Sizes.cs ;;
object-required)
src Counter.cs <<'X'
using System;
class Counter {
    int total;
    void Add(int n) { total += n; }
    static void Main() {
        Add(5);
        Console.WriteLine("done");
    }
}
X
build Counter.cs ;;
not-all-paths)
src Grade.cs <<'X'
static class Grade {
    static string Letter(int score) {
        if (score >= 90) return "A";
        else if (score >= 80) return "B";
    }
    static void Main() { System.Console.WriteLine(Letter(85)); }
}
X
build Grade.cs ;;
unassigned-local)
src Discount.cs <<'X'
static class Discount {
    static void Main(string[] args) {
        double rate;
        if (args.Length > 0) rate = 0.1;
        System.Console.WriteLine(rate);
    }
}
X
build Discount.cs ;;
missing-semicolon)
src Hello.cs <<'X'
static class Hello {
    static void Main() {
        var name = "world"
        System.Console.WriteLine(name);
    }
}
X
build Hello.cs ;;
unexpected-end-of-file)
src Loop.cs <<'X'
static class Loop {
    static void Main() {
        for (int i = 0; i < 3; i++) {
            System.Console.WriteLine(i);
    }
X
build Loop.cs ;;
namespace-duplicate)
src Models.cs <<'X'
namespace Shop.Models {
    public class Customer { }
    public class Customer { }
}
X
build Models.cs -target:library ;;
member-duplicate)
src Repo.cs <<'X'
public class Repo {
    public int Find(int id) { return id; }
    public int Find(int key) { return key; }
}
X
build Repo.cs -target:library ;;
namespace-type-missing)
src Json.cs <<'X'
using System.Text.Json;
static class Json {
    static void Main() { }
}
X
build Json.cs ;;
interface-member)
src Store.cs <<'X'
public interface IStore { void Save(string key); string Load(string key); }
public class FileStore : IStore {
    public void Save(string key) { }
}
X
build Store.cs -target:library ;;
abstract-member)
src Shapes.cs <<'X'
public abstract class Shape { public abstract double Area(); }
public class Square : Shape { public double Side; }
X
build Shapes.cs -target:library ;;
obsolete)
src Legacy.cs <<'X'
using System;
static class Legacy {
    [Obsolete("Use Connect instead")]
    static void Open() { }
    static void Main() { Open(); }
}
X
build Legacy.cs ;;
async-no-await)
src Fetch.cs <<'X'
using System.Threading.Tasks;
static class Fetch {
    static async Task<int> Count() { return 3; }
    static void Main() { System.Console.WriteLine(Count().Result); }
}
X
build Fetch.cs ;;
not-awaited)
src Worker.cs <<'X'
using System.Threading.Tasks;
static class Worker {
    static async Task Save() { await Task.Delay(10); }
    static async Task Run() { Save(); await Task.Delay(10); }
    static void Main() { Run().Wait(); }
}
X
build Worker.cs ;;
hides-inherited)
src Animals.cs <<'X'
public class Animal { public string Speak() { return "..."; } }
public class Dog : Animal { public string Speak() { return "woof"; } }
X
build Animals.cs -target:library ;;
unused-variable)
src Reader.cs <<'X'
static class Reader {
    static void Main() {
        int count;
        System.Console.WriteLine("ok");
    }
}
X
build Reader.cs ;;
assigned-unused)
src Timer.cs <<'X'
static class Timer {
    static void Main() {
        int retries = 3;
        System.Console.WriteLine("ok");
    }
}
X
build Timer.cs ;;
no-overload-args)
src Mailer.cs <<'X'
static class Mailer {
    static void Send(string to, string subject) { }
    static void Main() { Send("ops"); }
}
X
build Mailer.cs ;;
bad-argument)
src Report.cs <<'X'
static class Report {
    static void Print(int copies) { }
    static void Main() { Print("two"); }
}
X
build Report.cs ;;
operator-cannot-apply)
src Compare.cs <<'X'
static class Compare {
    static void Main() {
        string a = "1"; int b = 1;
        if (a == b) System.Console.WriteLine("same");
    }
}
X
build Compare.cs ;;
method-group)
src Files.cs <<'X'
using System.Collections.Generic;
static class Files {
    static void Main() {
        var names = new List<string>();
        int n = names.Count + names.ToArray;
    }
}
X
build Files.cs ;;
inaccessible)
src Vault.cs <<'X'
class Vault { private string secret = "x"; }
static class Thief {
    static void Main() { System.Console.WriteLine(new Vault().secret); }
}
X
build Vault.cs ;;
local-already-defined)
src Totals.cs <<'X'
static class Totals {
    static void Main() {
        int sum = 0;
        int sum = 1;
        System.Console.WriteLine(sum);
    }
}
X
build Totals.cs ;;
field-initializer)
src Config.cs <<'X'
public class Config {
    string root = "/srv";
    string logs = root + "/logs";
}
X
build Config.cs -target:library ;;
override-no-suitable)
src Views.cs <<'X'
public class View { public virtual void Render() { } }
public class Page : View { public override void Render(int depth) { } }
X
build Views.cs -target:library ;;
must-have-body)
src Parser.cs <<'X'
public class Parser { public int Parse(string text); }
X
build Parser.cs -target:library ;;
inconsistent-accessibility)
src Api.cs <<'X'
class Settings { }
public class Api { public void Apply(Settings s) { } }
X
build Api.cs -target:library ;;
cannot-override)
src Base.cs <<'X'
public class Handler { public void Handle() { } }
public class LogHandler : Handler { public override void Handle() { } }
X
build Base.cs -target:library ;;
this-static)
src Node.cs <<'X'
public class Node { int value; static int Get() { return this.value; } }
X
build Node.cs -target:library ;;
readonly-field)
src Limits.cs <<'X'
public class Limits {
    readonly int max = 10;
    public void Raise() { max = 20; }
}
X
build Limits.cs -target:library ;;
readonly-property)
src Person.cs <<'X'
public class Person {
    public string Name { get { return "ann"; } }
    public void Rename() { Name = "bob"; }
}
X
build Person.cs -target:library ;;
ambiguous-call)
src Log.cs <<'X'
public static class Log {
    static void Write(object a, string b) { }
    static void Write(string a, object b) { }
    static void Main() { Write("x", "y"); }
}
X
build Log.cs ;;
ambiguous-reference)
src Timers.cs <<'X'
using System.Threading;
using System.Timers;
static class Timers {
    static void Main() { Timer t = null; }
}
X
build Timers.cs -r:System.dll ;;
abstract-instance)
src Stream2.cs <<'X'
public abstract class Source { }
static class Use { static void Main() { var s = new Source(); } }
X
build Stream2.cs ;;
sealed-derive)
src Text.cs <<'X'
public class MyString : string { }
X
build Text.cs -target:library ;;
duplicate-case)
src Menu.cs <<'X'
static class Menu {
    static void Main(string[] args) {
        switch (args.Length) {
            case 1: break;
            case 1: break;
        }
    }
}
X
build Menu.cs ;;
fall-through)
src Route.cs <<'X'
static class Route {
    static void Main(string[] args) {
        switch (args.Length) {
            case 0: System.Console.WriteLine("none");
            case 1: System.Console.WriteLine("one"); break;
        }
    }
}
X
build Route.cs ;;
no-entry-point)
src Tool.cs <<'X'
static class Tool { static void Run() { } }
X
build Tool.cs ;;
newline-in-constant)
src Greeting.cs <<'X'
static class Greeting {
    static void Main() {
        System.Console.WriteLine("hello);
    }
}
X
build Greeting.cs ;;
char-literal)
src Sep.cs <<'X'
static class Sep { static void Main() { char c = 'ab'; } }
X
build Sep.cs ;;
unrecognized-escape)
src Paths.cs <<'X'
static class Paths { static void Main() { string p = "C:\data\files"; System.Console.WriteLine(p); } }
X
build Paths.cs ;;
identifier-expected)
src Enum2.cs <<'X'
public class Item { public int ; }
X
build Enum2.cs -target:library ;;
unexpected-symbol)
src Calc.cs <<'X'
static class Calc {
    static void Main() {
        int x = (3 + 4;
    }
}
X
build Calc.cs ;;
member-declaration)
src Service.cs <<'X'
public class Service {
    System.Console.WriteLine("start");
}
X
build Service.cs -target:library ;;
generic-arity)
src Lists.cs <<'X'
using System.Collections.Generic;
static class Lists { static void Main() { var d = new Dictionary<string>(); } }
X
build Lists.cs ;;
constraint-struct)
src Cache.cs <<'X'
public class Cache<T> where T : struct { }
public static class Use { public static Cache<string> Make() { return null; } }
X
build Cache.cs -target:library ;;
is-type-used-like)
src Types.cs <<'X'
static class Types { static void Main() { var x = System.String(); } }
X
build Types.cs ;;
left-hand-side)
src Assign.cs <<'X'
static class Assign { static int Get() { return 1; } static void Main() { Get() = 2; } }
X
build Assign.cs ;;
double-to-decimal)
src Price.cs <<'X'
static class Price { static void Main() { decimal p = 9.99; System.Console.WriteLine(p); } }
X
build Price.cs ;;
cannot-apply-index)
src Index.cs <<'X'
using System.Collections.Generic;
static class Index { static void Main() { IEnumerable<int> xs = new List<int>(); int first = xs[0]; } }
X
build Index.cs ;;
non-invocable)
src Props.cs <<'X'
using System.Collections.Generic;
static class Props { static void Main() { var l = new List<int>(); int n = l.Count(); } }
X
build Props.cs ;;
unsafe-code)
src Native.cs <<'X'
static class Native { static unsafe void Main() { int v = 1; int* p = &v; } }
X
build Native.cs ;;
local-before-declared)
src Order2.cs <<'X'
static class Order2 { static void Main() { total = 5; int total = 0; } }
X
build Order2.cs ;;
var-null)
src Vars.cs <<'X'
static class Vars { static void Main() { var x = null; } }
X
build Vars.cs ;;
foreach-enumerator)
src Each.cs <<'X'
static class Each { static void Main() { int n = 3; foreach (var i in n) { } } }
X
build Each.cs ;;
static-member-instance)
src Math2.cs <<'X'
class Util { public static int Twice(int x) { return 2 * x; } }
static class Math2 { static void Main() { var u = new Util(); System.Console.WriteLine(u.Twice(2)); } }
X
build Math2.cs ;;
void-return)
src Save.cs <<'X'
static class Save { static void Store() { } static void Main() { int r = Store(); } }
X
build Save.cs ;;
return-value-void)
src Ret.cs <<'X'
static class Ret { static void Check() { return 1; } static void Main() { } }
X
build Ret.cs ;;
missing-return-type)
src Ctor.cs <<'X'
public class Account { public Acount() { } }
X
build Ctor.cs -target:library ;;
cannot-apply-unary)
src Flags.cs <<'X'
static class Flags { static void Main() { string s = "on"; bool b = !s; } }
X
build Flags.cs ;;
constant-expected)
src Codes.cs <<'X'
static class Codes {
    static void Main(string[] args) {
        string limit = "10";
        switch (args[0]) { case limit: break; }
    }
}
X
build Codes.cs ;;
property-no-get)
src Token.cs <<'X'
public class Token {
    public string Value { set { } }
    public string Read() { return Value; }
}
X
build Token.cs -target:library ;;
method-group-convert)
src Names.cs <<'X'
static class Names {
    static void Main() {
        object user = "ann";
        string label = user.ToString;
        System.Console.WriteLine(label);
    }
}
X
build Names.cs ;;
ctor-args)
src Client.cs <<'X'
class ApiClient { public ApiClient(string baseUrl) { } }
static class Client { static void Main() { var c = new ApiClient(); } }
X
build Client.cs ;;
local-conflicts-outer)
src Scope.cs <<'X'
static class Scope {
    static void Main() {
        int total = 0;
        for (int i = 0; i < 3; i++) { int total = i; }
    }
}
X
build Scope.cs ;;
type-member-duplicate)
src Fields.cs <<'X'
public class Account {
    public int Balance;
    public string Balance;
}
X
build Fields.cs -target:library ;;
cannot-convert-type)
src Casts.cs <<'X'
static class Casts { static void Main() { string s = "5"; int n = (int)s; } }
X
build Casts.cs ;;
namespace-used-as-type)
src NsType.cs <<'X'
namespace Billing.Invoice { class Line { } }
static class NsType { static void Main() { Billing.Invoice inv = null; } }
X
build NsType.cs ;;
missing-partial)
src Partial.cs <<'X'
public partial class Form1 { }
public class Form1 { }
X
build Partial.cs -target:library ;;
member-same-as-type)
src Same.cs <<'X'
public class Report { public int Report; }
X
build Same.cs -target:library ;;
null-to-value-type)
src Nulls.cs <<'X'
static class Nulls { static void Main() { int count = null; } }
X
build Nulls.cs ;;
break-outside-loop)
src Brk.cs <<'X'
static class Brk { static void Main() { if (true) { break; } } }
X
build Brk.cs ;;
conditional-types)
src Cond.cs <<'X'
static class Cond { static void Main(string[] a) { var v = a.Length > 0 ? 1 : "none"; } }
X
build Cond.cs ;;
enum-value-missing)
src Status.cs <<'X'
enum OrderStatus { Open, Shipped }
static class Status { static void Main() { var s = OrderStatus.Cancelled; } }
X
build Status.cs ;;
switch-no-return)
src Kind.cs <<'X'
static class Kind {
    static int Weight(string size) {
        switch (size) {
            case "S": return 1;
            case "L": return 3;
        }
    }
    static void Main() { System.Console.WriteLine(Weight("S")); }
}
X
build Kind.cs ;;
unassigned-out-try)
src Load.cs <<'X'
static class Load {
    static void Main(string[] args) {
        string text;
        try { text = System.IO.File.ReadAllText(args[0]); }
        catch (System.IO.IOException) { System.Console.WriteLine("failed"); }
        System.Console.WriteLine(text.Length);
    }
}
X
build Load.cs ;;
obsolete-type)
src OldApi.cs <<'X'
using System;
[Obsolete("Use HttpClient")]
class LegacyClient { }
static class OldApi { static void Main() { System.Console.WriteLine(new LegacyClient()); } }
X
build OldApi.cs ;;
async-void-no-await)
src Handler.cs <<'X'
using System.Threading.Tasks;
static class Handler {
    static async void OnClick() { System.Console.WriteLine("clicked"); }
    static void Main() { OnClick(); }
}
X
build Handler.cs ;;
hides-property)
src Widgets.cs <<'X'
public class Widget { public string Name { get { return "w"; } } }
public class Button : Widget { public string Name { get { return "b"; } } }
X
build Widgets.cs -target:library ;;
no-overload-ctor-method)
src Format.cs <<'X'
static class Format {
    static string Pad(string s, int width, char fill) { return s.PadLeft(width, fill); }
    static void Main() { System.Console.WriteLine(Pad("7", 3, '0', true)); }
}
X
build Format.cs ;;
private-method-call)
src Crypto.cs <<'X'
class Hasher { string Hash(string s) { return s; } }
static class Crypto { static void Main() { System.Console.WriteLine(new Hasher().Hash("x")); } }
X
build Crypto.cs ;;
this-static-property)
src Inventory.cs <<'X'
using System.Collections.Generic;
public class Inventory {
    List<string> items = new List<string>();
    public static int Count { get { return this.items.Count; } }
}
X
build Inventory.cs -target:library ;;
type-without-new)
src Clock.cs <<'X'
using System;
static class Clock {
    static void Main() {
        var started = DateTime();
        Console.WriteLine(started);
    }
}
X
build Clock.cs ;;
assign-to-const)
src Limits.cs <<'X'
static class Limits {
    const int MaxUsers = 10;
    static void Main() {
        MaxUsers = 20;
    }
}
X
build Limits.cs ;;
continue-in-lambda)
src Batch.cs <<'X'
using System.Collections.Generic;
static class Batch {
    static void Main() {
        var jobs = new List<string> { "a", "", "b" };
        jobs.ForEach(job => {
            if (job.Length == 0) continue;
            System.Console.WriteLine(job);
        });
    }
}
X
build Batch.cs ;;
fall-through-string)
src Command.cs <<'X'
static class Command {
    static void Main(string[] args) {
        string verb = args.Length > 0 ? args[0] : "help";
        switch (verb) {
            case "start":
                System.Console.WriteLine("starting");
            case "stop":
                System.Console.WriteLine("stopping");
                break;
            default:
                System.Console.WriteLine("usage");
                break;
        }
    }
}
X
build Command.cs ;;
hides-override)
src Shapes.cs <<'X'
class Shape { public virtual double Area() { return 0; } }
class Square : Shape {
    public double Side = 2;
    public double Area() { return Side * Side; }
}
static class Program { static void Main() { System.Console.WriteLine(new Square().Area()); } }
X
build Shapes.cs ;;
unreachable-code)
src Retry.cs <<'X'
static class Retry {
    static int Attempts(int max) {
        return max;
        System.Console.WriteLine("never");
    }
    static void Main() { System.Console.WriteLine(Attempts(3)); }
}
X
build Retry.cs ;;
field-never-used)
src Cache.cs <<'X'
class Cache {
    private int hits;
    public int Size() { return 0; }
}
static class Program { static void Main() { System.Console.WriteLine(new Cache().Size()); } }
X
build Cache.cs ;;
field-never-assigned)
src Session.cs <<'X'
class Session {
    private string token;
    public string Token() { return token; }
}
static class Program { static void Main() { System.Console.WriteLine(new Session().Token()); } }
X
build Session.cs ;;
field-assigned-unused)
src Counter.cs <<'X'
class Counter {
    private int misses = 0;
    public int Total() { return 1; }
}
static class Program { static void Main() { System.Console.WriteLine(new Counter().Total()); } }
X
build Counter.cs ;;
duplicate-attribute)
src AssemblyInfo.cs <<'X'
using System.Reflection;
[assembly: AssemblyCompany("Acme")]
[assembly: AssemblyCompany("Acme Corp")]
static class Program { static void Main() { } }
X
build AssemblyInfo.cs ;;
missing-metadata)
src Export.cs <<'X'
static class Export {
    static void Main() { System.Console.WriteLine(Newtonsoft.Json.JsonConvert.SerializeObject(1)); }
}
X
build Export.cs -r:Newtonsoft.Json.dll ;;
type-in-two-assemblies)
echo 'namespace Acme { public class Logger { } }' > Logger.cs
mcs -t:library -out:LibA.dll Logger.cs >/dev/null && mcs -t:library -out:LibB.dll Logger.cs >/dev/null
src App.cs <<'X'
static class App { static void Main() { var log = new Acme.Logger(); System.Console.WriteLine(log); } }
X
build App.cs -r:LibA.dll -r:LibB.dll ;;
type-conflicts-imported)
echo 'namespace Acme { public class Logger { } }' > Logger.cs
mcs -t:library -out:LibA.dll Logger.cs >/dev/null
src App.cs <<'X'
namespace Acme { public class Logger { } }
static class App { static void Main() { var log = new Acme.Logger(); System.Console.WriteLine(log); } }
X
build App.cs -r:LibA.dll ;;
nested-type-missing)
src Order.cs <<'X'
class Order { public class Line { } }
static class Program { static void Main() { var l = new Order.Item(); System.Console.WriteLine(l); } }
X
build Order.cs ;;
modify-value-return)
src Points.cs <<'X'
using System.Collections.Generic;
struct Point { public int X; public int Y; }
static class Points {
    static void Main() {
        var pts = new List<Point> { new Point() };
        pts[0].X = 5;
    }
}
X
build Points.cs ;;
not-a-statement)
src Totals.cs <<'X'
static class Totals {
    static void Main() {
        int total = 3;
        total + 1;
        System.Console.WriteLine(total);
    }
}
X
build Totals.cs ;;
two-entry-points)
src Tools.cs <<'X'
class Tool { static void Main() { } }
class Program { static void Main() { } }
X
build Tools.cs ;;
modifier-not-valid)
src Money.cs <<'X'
struct Money {
    public decimal Amount;
    public virtual string Format() { return Amount.ToString("C"); }
}
static class Program { static void Main() { } }
X
build Money.cs ;;
missing-xml-comment)
src Server.cs <<'X'
/// <summary>Entry point.</summary>
public static class Server {
    public static int Port;
    /// <summary>Starts.</summary>
    public static void Main() { }
}
X
build Server.cs -doc:Server.xml ;;
interface-return-type)
src Repo.cs <<'X'
using System.Collections.Generic;
interface IRepo { IEnumerable<string> All(); }
class Repo : IRepo { public List<string> All() { return new List<string>(); } }
static class Program { static void Main() { } }
X
build Repo.cs ;;
language-version)
src Pair.cs <<'X'
static class Pair { static void Main() { var t = (1, 2); System.Console.WriteLine(t); } }
X
build Pair.cs -langversion:5 ;;
accessibility-property)
src Service.cs <<'X'
class Settings { }
public class Service {
    public Settings Current { get; set; }
}
static class Program { static void Main() { } }
X
build Service.cs ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
