#!/usr/bin/env bash
# Captures real javac diagnostics (errors, warnings and notes) for the errknow catalogue (category java).
# Debian packages: openjdk-17-jdk-headless
# Usage: bash catalogue/capture/javac.sh CASE   (no argument lists the cases)
# Each case writes a small source file into the scratch directory and compiles it with the JDK's javac.
set -u
CASES="unreachable unreachable-after-break class-expected class-expected-method return-type-required
return-type-required-ctor generic-array-creation unchecked-note unchecked-warning deprecation-note
deprecation-warning bootclasspath-warning obsolete-source lombok-getter lombok-builder processor-not-found
bad-operand-types bad-operand-unary incomparable-types cant-deref cant-deref-length not-a-statement
identifier-expected identifier-expected-field class-expected-call else-without-if unclosed-string
illegal-character illegal-character-bom final-assign final-assign-param lambda-effectively-final
lambda-effectively-final-loop super-first private-access private-access-method not-public-package
never-thrown override-nothing missing-method-body abstract-instantiated abstract-instantiated-interface
cannot-inherit-final no-suitable-method no-suitable-constructor ref-ambiguous duplicate-class
modifier-not-allowed weaker-access override-return-type unclosed-comment orphaned-case break-outside
integer-too-large unmappable-character constant-expression-required duplicate-case-label cyclic-inheritance
array-required unexpected-type-generic unexpected-type-assign void-not-allowed declaration-not-allowed
package-not-visible module-not-found cannot-infer-diamond illegal-escape unclosed-char-literal
empty-char-literal enum-label-qualified feature-not-supported-source feature-not-supported-lambda cant-access-class-file
already-caught illegal-combination interface-expected no-interface-expected
class-file-wrong-class lossy-conversion-compound var-not-allowed missing-return-value unexpected-return-value
raw-type-warning illegal-start-of-type generic-array-map unchecked-cast-note processor-not-found-autovalue
incomparable-boxed not-a-statement-string class-expected-array else-without-if-braces unclosed-string-multiline
this-first not-public-method never-thrown-interrupted override-nothing-interface abstract-with-body
cannot-inherit-final-own ref-ambiguous-println continue-outside integer-too-large-int unmappable-character-utf8
constant-expression-string array-required-string void-not-allowed-concat package-not-visible-internal
cannot-infer-diamond-map illegal-escape-regex cant-access-interface
duplicate-case-label-string duplicate-class-package enum-label-qualified-arrow module-not-found-transitive
unclosed-comment-javadoc"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch dir, cleanup on exit
exec 2>&1
src() { mkdir -p "$(dirname "$1")"; cat > "$1"; }
jc() { javac "$@"; }
# Sources that several cases compile (with other options or beside other files).
sample_Legacy_java() { src Legacy.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Legacy {
    public static void main(String[] args) {
        List names = new ArrayList();
        names.add("ann");
        List<String> typed = names;
        System.out.println(typed);
    }
}
EOF
}
sample_Clock_java() { src Clock.java <<'EOF'
import java.util.Date;
public class Clock {
    public static void main(String[] args) {
        Date d = new Date(2024, 1, 1);
        System.out.println(d.getYear() + new Integer(5));
    }
}
EOF
}
sample_App_java() { src App.java <<'EOF'
public class App {
    public static void main(String[] args) { System.out.println("ok"); }
}
EOF
}
sample_app_Main_java() { src app/Main.java <<'EOF'
package app;
import lib.Helper;
public class Main {
    public static void main(String[] args) { System.out.println(Helper.twice(2)); }
}
EOF
}
case "$1" in
unreachable)
src Retry.java <<'EOF'
public class Retry {
    static int attempts(int max) {
        return max * 2;
        System.out.println("computed");
    }
}
EOF
jc Retry.java ;;
unreachable-after-break)
src Scan.java <<'EOF'
public class Scan {
    static int first(int[] xs) {
        int found = -1;
        while (true) {
            found = xs[0];
            break;
            found++;
        }
        return found;
    }
}
EOF
jc Scan.java ;;
class-expected)
src Shop.java <<'EOF'
public class Shop {
    static int total(int a, int b) {
        return a + b;
    }
}
}
EOF
jc Shop.java ;;
class-expected-method)
src Report.java <<'EOF'
public class Report {
    public static void main(String[] args) {
        System.out.println(header());
    }
}

static String header() {
    return "Report";
}
EOF
jc Report.java ;;
return-type-required)
src Cart.java <<'EOF'
public class Cart {
    private int items;
    public addItem(int n) {
        items += n;
    }
}
EOF
jc Cart.java ;;
return-type-required-ctor)
src Account.java <<'EOF'
public class Account {
    private final String owner;
    public Acount(String owner) {
        this.owner = owner;
    }
}
EOF
jc Account.java ;;
generic-array-creation)
src Buckets.java <<'EOF'
import java.util.List;
public class Buckets<T> {
    private final List<T>[] slots = new List<T>[16];
    private final T[] items = new T[8];
}
EOF
jc Buckets.java ;;
unchecked-note)
sample_Legacy_java
jc Legacy.java ;;
unchecked-warning)
sample_Legacy_java
jc -Xlint:unchecked Legacy.java ;;
raw-type-warning)
src Legacy.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Legacy {
    public static void main(String[] args) {
        List names = new ArrayList();
        System.out.println(names);
    }
}
EOF
jc -Xlint:rawtypes Legacy.java ;;
deprecation-note)
sample_Clock_java
jc Clock.java ;;
deprecation-warning)
sample_Clock_java
jc -Xlint:deprecation Clock.java ;;
bootclasspath-warning)
sample_App_java
jc -source 8 -target 8 App.java ;;
obsolete-source)
sample_App_java
jc --release 7 App.java ;;
lombok-getter)
src User.java <<'EOF'
public class User {
    private String name;
    private int age;
}
EOF
src Greeting.java <<'EOF'
public class Greeting {
    static String hello(User user) {
        return "Hello " + user.getName() + " (" + user.getAge() + ")";
    }
}
EOF
jc User.java Greeting.java ;;
lombok-builder)
src Order.java <<'EOF'
public class Order {
    private String id;
    private long cents;
}
EOF
src Checkout.java <<'EOF'
public class Checkout {
    static Order create() {
        return Order.builder().id("o-1").cents(1299).build();
    }
}
EOF
jc Order.java Checkout.java ;;
processor-not-found)
sample_App_java
jc -processor lombok.launch.AnnotationProcessorHider\$AnnotationProcessor App.java ;;
bad-operand-types)
src Check.java <<'EOF'
public class Check {
    static boolean inRange(String age) {
        return age > 18 && age < 65;
    }
}
EOF
jc Check.java ;;
bad-operand-unary)
src Toggle.java <<'EOF'
public class Toggle {
    static boolean flip(int flag) {
        return !flag;
    }
}
EOF
jc Toggle.java ;;
incomparable-types)
src Same.java <<'EOF'
public class Same {
    static boolean same(Integer count, String label) {
        return count == label;
    }
}
EOF
jc Same.java ;;
cant-deref)
src Size.java <<'EOF'
public class Size {
    static String describe(int count) {
        return count.toString();
    }
}
EOF
jc Size.java ;;
cant-deref-length)
src Len.java <<'EOF'
public class Len {
    static boolean same(int a, int b) {
        return a.equals(b);
    }
}
EOF
jc Len.java ;;
not-a-statement)
src Loop.java <<'EOF'
public class Loop {
    public static void main(String[] args) {
        int total = 0;
        total + 1;
        System.out.println(total);
    }
}
EOF
jc Loop.java ;;
identifier-expected)
src Setup.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Setup {
    List<String> names = new ArrayList<>();
    names.add("ann");
}
EOF
jc Setup.java ;;
identifier-expected-field)
src Point.java <<'EOF'
public class Point {
    private int x, ;
    public void move(int dx, dy) {
        x += dx;
    }
}
EOF
jc Point.java ;;
class-expected-call)
src Area.java <<'EOF'
public class Area {
    static int square(int side) { return side * side; }
    public static void main(String[] args) {
        int s = square(int side);
        System.out.println(s);
    }
}
EOF
jc Area.java ;;
else-without-if)
src Grade.java <<'EOF'
public class Grade {
    static String grade(int score) {
        String g;
        if (score >= 50);
            g = "pass";
        else
            g = "fail";
        return g;
    }
}
EOF
jc Grade.java ;;
unclosed-string)
src Hello.java <<'EOF'
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world);
    }
}
EOF
jc Hello.java ;;
illegal-character)
printf 'public class Price {\n    static int total(int a, int b) {\n        return a +\xc2\xa0b;\n    }\n}\n' > Price.java
jc Price.java ;;
illegal-character-bom)
printf '\xef\xbb\xbfpublic class Bom {\n}\n' > Bom.java
jc -encoding ISO-8859-1 Bom.java ;;
final-assign)
src Limits.java <<'EOF'
public class Limits {
    static final int MAX = 10;
    public static void main(String[] args) {
        MAX = 20;
    }
}
EOF
jc Limits.java ;;
final-assign-param)
src Counter.java <<'EOF'
public class Counter {
    private final int start;
    Counter(int start) { this.start = start; }
    void reset() {
        start = 0;
    }
}
EOF
jc Counter.java ;;
lambda-effectively-final)
src Sum.java <<'EOF'
import java.util.List;
public class Sum {
    static int sum(List<Integer> xs) {
        int total = 0;
        xs.forEach(x -> total += x);
        return total;
    }
}
EOF
jc Sum.java ;;
lambda-effectively-final-loop)
src Tasks.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Tasks {
    static List<Runnable> make() {
        List<Runnable> out = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            out.add(() -> System.out.println(i));
        }
        return out;
    }
}
EOF
jc Tasks.java ;;
super-first)
src Base.java <<'EOF'
class Base {
    Base(String name) { }
}
class Child extends Base {
    Child(String name) {
        String upper = name.toUpperCase();
        super(upper);
    }
}
EOF
jc Base.java ;;
private-access)
src Wallet.java <<'EOF'
class Purse {
    private int balance;
}
public class Wallet {
    static int read(Purse p) {
        return p.balance;
    }
}
EOF
jc Wallet.java ;;
private-access-method)
src Main.java <<'EOF'
class Engine {
    private void start() { }
}
public class Main {
    public static void main(String[] args) {
        new Engine().start();
    }
}
EOF
jc Main.java ;;
not-public-package)
src lib/Helper.java <<'EOF'
package lib;
class Helper {
    public static int twice(int x) { return 2 * x; }
}
EOF
sample_app_Main_java
jc lib/Helper.java app/Main.java ;;
never-thrown)
src Load.java <<'EOF'
import java.io.IOException;
public class Load {
    static int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (IOException e) {
            return -1;
        }
    }
}
EOF
jc Load.java ;;
already-caught)
src Read.java <<'EOF'
import java.io.FileNotFoundException;
import java.io.FileReader;
import java.io.IOException;
public class Read {
    static void open(String path) {
        try {
            new FileReader(path).close();
        } catch (IOException e) {
            System.out.println("io");
        } catch (FileNotFoundException e) {
            System.out.println("missing");
        }
    }
}
EOF
jc Read.java ;;
override-nothing)
src Person.java <<'EOF'
public class Person {
    private final String name;
    Person(String name) { this.name = name; }
    @Override
    public String tostring() {
        return name;
    }
}
EOF
jc Person.java ;;
missing-method-body)
src Shape.java <<'EOF'
public class Shape {
    public double area();
}
EOF
jc Shape.java ;;
abstract-instantiated)
src Zoo.java <<'EOF'
abstract class Animal {
    abstract String sound();
}
public class Zoo {
    public static void main(String[] args) {
        Animal a = new Animal();
    }
}
EOF
jc Zoo.java ;;
abstract-instantiated-interface)
src Lists.java <<'EOF'
import java.util.List;
public class Lists {
    public static void main(String[] args) {
        List<String> names = new List<String>();
    }
}
EOF
jc Lists.java ;;
cannot-inherit-final)
src MyString.java <<'EOF'
public class MyString extends String {
}
EOF
jc MyString.java ;;
no-suitable-method)
src Names.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Names {
    public static void main(String[] args) {
        List<String> names = new ArrayList<>();
        int n = Math.max("10", 2);
    }
}
EOF
jc Names.java ;;
no-suitable-constructor)
src Store.java <<'EOF'
import java.util.HashMap;
import java.util.Map;
public class Store {
    public static void main(String[] args) {
        Thread worker = new Thread("loader", 10);
    }
}
EOF
jc Store.java ;;
ref-ambiguous)
src Print.java <<'EOF'
public class Print {
    static void show(String s) { }
    static void show(Integer i) { }
    public static void main(String[] args) {
        show(null);
    }
}
EOF
jc Print.java ;;
duplicate-class)
src Util.java <<'EOF'
public class Util { }
EOF
src Other.java <<'EOF'
class Util { }
public class Other { }
EOF
jc Util.java Other.java ;;
modifier-not-allowed)
src Outer.java <<'EOF'
private class Outer {
    static int count = 0;
}
EOF
jc Outer.java ;;
weaker-access)
src Job.java <<'EOF'
public class Job implements Runnable {
    void run() {
        System.out.println("run");
    }
}
EOF
jc Job.java ;;
override-return-type)
src Thing.java <<'EOF'
public class Thing {
    public int toString() {
        return 1;
    }
}
EOF
jc Thing.java ;;
unclosed-comment)
src Doc.java <<'EOF'
public class Doc {
    /* returns the answer
    static int answer() { return 42; }
}
EOF
jc Doc.java ;;
orphaned-case)
src Days.java <<'EOF'
public class Days {
    static String name(int d) {
        switch (d) {
            case 1: return "Mon";
        }
            case 2: return "Tue";
        return "?";
    }
}
EOF
jc Days.java ;;
break-outside)
src Stop.java <<'EOF'
public class Stop {
    static void check(int x) {
        if (x < 0) {
            break;
        }
        System.out.println(x);
    }
}
EOF
jc Stop.java ;;
integer-too-large)
src Big.java <<'EOF'
public class Big {
    static long phone = 49301234567;
}
EOF
jc Big.java ;;
unmappable-character)
printf 'public class Caf {\n    static String s = "caf\xe9";\n}\n' > Caf.java
jc -encoding US-ASCII Caf.java ;;
constant-expression-required)
src Codes.java <<'EOF'
public class Codes {
    static int ok = 200;
    static String text(int code) {
        switch (code) {
            case ok: return "OK";
            default: return "other";
        }
    }
}
EOF
jc Codes.java ;;
duplicate-case-label)
src Codes.java <<'EOF'
public class Codes {
    static String text(int code) {
        switch (code) {
            case 200: return "OK";
            case 200: return "Fine";
            default: return "other";
        }
    }
}
EOF
jc Codes.java ;;
cyclic-inheritance)
src Loop.java <<'EOF'
class A extends B { }
class B extends A { }
public class Loop { }
EOF
jc Loop.java ;;
array-required)
src Grid.java <<'EOF'
import java.util.List;
public class Grid {
    static String first(List<String> rows) {
        return rows[0];
    }
}
EOF
jc Grid.java ;;
unexpected-type-generic)
src Ints.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Ints {
    static List<int> make() {
        return new ArrayList<>();
    }
}
EOF
jc Ints.java ;;
unexpected-type-assign)
src Inc.java <<'EOF'
public class Inc {
    static int next(int a) {
        a + 1 = a;
        return (a + 1)++;
    }
}
EOF
jc Inc.java ;;
void-not-allowed)
src Log.java <<'EOF'
public class Log {
    static void log(String s) { System.out.println(s); }
    public static void main(String[] args) {
        System.out.println(log("start"));
    }
}
EOF
jc Log.java ;;
declaration-not-allowed)
src Flag.java <<'EOF'
public class Flag {
    static void check(boolean on) {
        if (on)
            int count = 1;
    }
}
EOF
jc Flag.java ;;
package-not-visible)
src Peek.java <<'EOF'
import sun.security.x509.X500Name;
public class Peek {
    static Object name() throws Exception { return new X500Name("CN=test"); }
}
EOF
jc Peek.java ;;
module-not-found)
src module-info.java <<'EOF'
module com.example.app {
    requires com.fasterxml.jackson.databind;
}
EOF
jc module-info.java ;;
cannot-infer-diamond)
src Pair.java <<'EOF'
public class Pair<A, B> {
    Pair(A a, B b) { }
    static Pair<String, Integer> make() {
        return new Pair<>("x");
    }
}
EOF
jc Pair.java ;;
illegal-escape)
src Paths.java <<'EOF'
public class Paths {
    static String dir = "C:\Users\ann\data";
}
EOF
jc Paths.java ;;
unclosed-char-literal)
src Quote.java <<'EOF'
public class Quote {
    static char c = 'ab';
    static String s = 'hello';
}
EOF
jc Quote.java ;;
empty-char-literal)
src Blank.java <<'EOF'
public class Blank {
    static char c = '';
}
EOF
jc Blank.java ;;
enum-label-qualified)
src Lights.java <<'EOF'
public class Lights {
    enum Color { RED, GREEN }
    static String go(Color c) {
        switch (c) {
            case Color.RED: return "stop";
            default: return "go";
        }
    }
}
EOF
jc Lights.java ;;
feature-not-supported-source)
src Point.java <<'EOF'
public record Point(int x, int y) { }
EOF
jc --release 11 Point.java ;;
feature-not-supported-lambda)
src Modern.java <<'EOF'
import java.util.Arrays;
public class Modern {
    public static void main(String[] args) {
        Arrays.asList("ann", "bob").forEach(n -> System.out.println(n));
    }
}
EOF
jc -source 7 -target 7 Modern.java ;;
cant-access-class-file)
mkdir -p base dep
src base/com/example/Base.java <<'EOF'
package com.example;
public class Base { public String name() { return "base"; } }
EOF
src base/com/example/Widget.java <<'EOF'
package com.example;
public class Widget extends Base { }
EOF
javac -d base-classes base/com/example/*.java && rm base-classes/com/example/Base.class
src App.java <<'EOF'
import com.example.Widget;
public class App {
    public static void main(String[] args) { System.out.println(new Widget().name()); }
}
EOF
jc -cp base-classes App.java ;;
illegal-combination)
src Tool.java <<'EOF'
public abstract class Tool {
    abstract final void use();
    private abstract void clean();
}
EOF
jc Tool.java ;;
interface-expected)
src Job.java <<'EOF'
public class Job implements Thread {
}
EOF
jc Job.java ;;
no-interface-expected)
src Job.java <<'EOF'
public class Job extends Runnable {
}
EOF
jc Job.java ;;
class-file-wrong-class)
mkdir -p cls/com/example
src Tool.java <<'EOF'
package com.example;
public class Tool { }
EOF
javac -d out Tool.java && cp out/com/example/Tool.class cls/Tool.class
src App.java <<'EOF'
public class App {
    Tool t;
}
EOF
jc -cp cls App.java ;;
lossy-conversion-compound)
src Avg.java <<'EOF'
public class Avg {
    static int average(double total, int n) {
        long big = 10_000_000_000L;
        int small = big;
        return total / n;
    }
}
EOF
jc Avg.java ;;
var-not-allowed)
src Fields.java <<'EOF'
public class Fields {
    var count = 0;
    static void f() {
        var x;
        var y = null;
    }
}
EOF
jc Fields.java ;;
missing-return-value)
src Find.java <<'EOF'
public class Find {
    static int index(String s) {
        if (s.isEmpty()) return;
        return s.length();
    }
}
EOF
jc Find.java ;;
unexpected-return-value)
src Save.java <<'EOF'
public class Save {
    static void save(String s) {
        return s.length();
    }
}
EOF
jc Save.java ;;
illegal-start-of-type)
src Menu.java <<'EOF'
public class Menu {
    if (true) {
        System.out.println("x");
    }
}
EOF
jc Menu.java ;;
generic-array-map)
src Cache.java <<'EOF'
import java.util.HashMap;
import java.util.Map;
public class Cache {
    Map<String, Integer>[] shards = new HashMap<String, Integer>[4];
}
EOF
jc Cache.java ;;
unchecked-cast-note)
src Json.java <<'EOF'
import java.util.List;
import java.util.Map;
public class Json {
    static List<String> tags(Map<String, Object> doc) {
        return (List<String>) doc.get("tags");
    }
}
EOF
jc Json.java ;;
processor-not-found-autovalue)
sample_App_java
jc -processor com.google.auto.value.processor.AutoValueProcessor App.java ;;
incomparable-boxed)
src Ids.java <<'EOF'
public class Ids {
    static boolean same(Integer a, Long b) {
        return a == b;
    }
}
EOF
jc Ids.java ;;
not-a-statement-string)
src Greet.java <<'EOF'
public class Greet {
    public static void main(String[] args) {
        "Hello " + args[0];
    }
}
EOF
jc Greet.java ;;
class-expected-array)
src Sum.java <<'EOF'
public class Sum {
    static int sum(int[] xs) { return xs.length; }
    public static void main(String[] args) {
        System.out.println(sum(int[] {1, 2, 3}));
    }
}
EOF
jc Sum.java ;;
else-without-if-braces)
src Sign.java <<'EOF'
public class Sign {
    static String sign(int x) {
        String s = "zero";
        if (x > 0)
            s = "positive";
            System.out.println(s);
        else
            s = "negative";
        return s;
    }
}
EOF
jc Sign.java ;;
unclosed-string-multiline)
src Query.java <<'EOF'
public class Query {
    static String sql = "SELECT id, name
                         FROM users";
}
EOF
jc Query.java ;;
this-first)
src Range.java <<'EOF'
public class Range {
    final int lo, hi;
    Range(int lo, int hi) { this.lo = lo; this.hi = hi; }
    Range(int hi) {
        System.out.println("range");
        this(0, hi);
    }
}
EOF
jc Range.java ;;
not-public-method)
src lib/Helper.java <<'EOF'
package lib;
public class Helper {
    static int twice(int x) { return 2 * x; }
}
EOF
sample_app_Main_java
jc lib/Helper.java app/Main.java ;;
never-thrown-interrupted)
src Wait.java <<'EOF'
public class Wait {
    static void pause() {
        try {
            System.out.println("waiting");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
EOF
jc Wait.java ;;
override-nothing-interface)
src Handler.java <<'EOF'
interface Listener {
    void onEvent(String name);
}
public class Handler implements Listener {
    public void onEvent(String name) { }
    @Override
    public void onEvents(String name) { }
}
EOF
jc Handler.java ;;
abstract-with-body)
src Shape.java <<'EOF'
public abstract class Shape {
    public abstract double area() {
        return 0;
    }
}
EOF
jc Shape.java ;;
cannot-inherit-final-own)
src Vehicle.java <<'EOF'
final class Car { }
public class Vehicle extends Car { }
EOF
jc Vehicle.java ;;
ref-ambiguous-println)
src Out.java <<'EOF'
public class Out {
    public static void main(String[] args) {
        System.out.println(null);
    }
}
EOF
jc Out.java ;;
continue-outside)
src Skip.java <<'EOF'
public class Skip {
    static void each(int x) {
        if (x % 2 == 0) {
            continue;
        }
        System.out.println(x);
    }
}
EOF
jc Skip.java ;;
integer-too-large-int)
src Limit.java <<'EOF'
public class Limit {
    static int max = 2147483648;
}
EOF
jc Limit.java ;;
unmappable-character-utf8)
printf 'public class Menu {\n    // cr\xe8me br\xfbl\xe9e\n    static int price = 7;\n}\n' > Menu.java
jc -encoding UTF-8 Menu.java ;;
constant-expression-string)
src Route.java <<'EOF'
public class Route {
    static String home = "/";
    static int route(String path) {
        switch (path) {
            case home: return 1;
            default: return 0;
        }
    }
}
EOF
jc Route.java ;;
array-required-string)
src First.java <<'EOF'
public class First {
    static char first(String word) {
        return word[0];
    }
}
EOF
jc First.java ;;
void-not-allowed-concat)
src Log.java <<'EOF'
public class Log {
    static void log(String s) { System.out.println(s); }
    static String line() {
        return "at " + log("start");
    }
}
EOF
jc Log.java ;;
package-not-visible-internal)
src Raw.java <<'EOF'
import jdk.internal.misc.Unsafe;
public class Raw {
    static Object u() { return Unsafe.getUnsafe(); }
}
EOF
jc Raw.java ;;
cannot-infer-diamond-map)
src Store.java <<'EOF'
import java.util.HashMap;
import java.util.Map;
public class Store {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>("size", 10);
    }
}
EOF
jc Store.java ;;
illegal-escape-regex)
src Digits.java <<'EOF'
public class Digits {
    static boolean numeric(String s) {
        return s.matches("\d+");
    }
}
EOF
jc Digits.java ;;
cant-access-interface)
mkdir -p base
src base/com/example/Named.java <<'EOF'
package com.example;
public interface Named { String name(); }
EOF
src base/com/example/Widget.java <<'EOF'
package com.example;
public class Widget implements Named { public String name() { return "w"; } }
EOF
javac -d base-classes base/com/example/*.java && rm base-classes/com/example/Named.class
src App.java <<'EOF'
import com.example.Widget;
public class App {
    public static void main(String[] args) { Widget w = new Widget(); System.out.println(w.name()); }
}
EOF
jc -cp base-classes App.java ;;
duplicate-case-label-string)
src Routes.java <<'EOF'
public class Routes {
    static int port(String scheme) {
        switch (scheme) {
            case "http": return 80;
            case "https": return 443;
            case "http": return 8080;
            default: return -1;
        }
    }
}
EOF
jc Routes.java ;;
duplicate-class-package)
src com/shop/Order.java <<'EOF'
package com.shop;
public class Order { }
EOF
src com/shop/Cart.java <<'EOF'
package com.shop;
class Order { int qty; }
public class Cart { }
EOF
jc com/shop/Order.java com/shop/Cart.java ;;
enum-label-qualified-arrow)
src Level.java <<'EOF'
public enum Level { LOW, HIGH }
EOF
src Alarm.java <<'EOF'
public class Alarm {
    static int volume(Level level) {
        switch (level) {
            case Level.LOW -> { return 1; }
            case Level.HIGH -> { return 10; }
        }
        return 0;
    }
}
EOF
jc Level.java Alarm.java ;;
module-not-found-transitive)
src com.example.billing/module-info.java <<'EOF'
module com.example.billing {
    requires transitive org.slf4j;
    requires java.sql;
}
EOF
jc com.example.billing/module-info.java ;;
unclosed-comment-javadoc)
src Invoice.java <<'EOF'
public class Invoice {
    int total;

    /**
     * Returns the total in cents.
     *
    int cents() { return total * 100; }
}
EOF
jc Invoice.java ;;
*) echo "unknown case: $1"; exit 2 ;;
esac
