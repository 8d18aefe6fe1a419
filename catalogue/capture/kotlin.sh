#!/usr/bin/env bash
# Captures real Kotlin compiler diagnostics (kotlinc) and Kotlin runtime exceptions for the errknow catalogue.
# Debian packages: kotlin (1.3), openjdk-17-jdk-headless
# Usage: bash catalogue/capture/kotlin.sh CASE   (no argument lists the cases)
# Debian's kotlinc is 1.3: its CLI writes `File.kt:L:C: error: message` in lower case, where Gradle's
# Kotlin plugin writes `e: file:///...File.kt:L:C Message`; the message texts are the same up to K2.
set -u
CASES="unresolved-reference unresolved-reference-import type-mismatch type-mismatch-return only-safe-calls
only-safe-calls-method smart-cast-impossible smart-cast-impossible-open val-reassigned val-reassigned-param
no-value-passed no-value-passed-constructor too-many-arguments too-many-arguments-lambda too-many-arguments-constructor none-applicable
none-applicable-overloads when-not-exhaustive when-not-exhaustive-sealed not-abstract-member
not-abstract-member-interface cannot-access-private cannot-access-protected final-supertype final-supertype-class
suspend-outside-coroutine suspend-outside-coroutine-lambda variable-not-initialized variable-not-initialized-branch
lateinit-not-initialized lateinit-not-initialized-test npe-double-bang npe-double-bang-map null-cast null-cast-as
not-implemented not-implemented-reason required-value-null check-failed non-null-parameter non-null-parameter-java
no-when-branch expecting-element overload-ambiguity redeclaration redeclaration-class
expecting-member expecting-top-level null-non-null null-non-null-arg infer-type infer-type-generic overrides-nothing overrides-nothing-param hides-member hides-member-interface property-must-be-initialized inline-jvm-target static-interface-jvm-target invoke-not-found invoke-not-found-property platform-clash platform-clash-top-level companion-object delegate-getvalue integer-literal operator-nullable operator-nullable-compare assignment-not-expression abstract-instance unchecked-cast werror reified reified-call upper-bound final-cannot-override final-cannot-override-property runtime-missing return-not-allowed return-not-allowed-lambda
assignment-not-expression-if interface-instance companion-object-argument
property-must-be-initialized-top-level static-interface-jvm-target-stream unchecked-cast-map
upper-bound-class werror-deprecated
type-arguments-expected type-arguments-expected-map supertype-not-initialized supertype-not-initialized-exception
no-return-block-body no-return-block-body-when cannot-infer-parameter-type cannot-infer-parameter-type-val
return-type-override return-type-override-property equality-not-applicable equality-not-applicable-enum
if-without-else if-without-else-assign named-parameter-not-found named-parameter-not-found-constructor
named-arguments-java named-arguments-java-constructor unsupported-feature unsupported-feature-inline-class
annotation-argument-const annotation-argument-const-array wrong-modifier-target wrong-modifier-target-override
exposed-return-type exposed-parameter-type unresolved-wrong-receiver unresolved-wrong-receiver-extension
deprecation-warning deprecation-error experimental-api experimental-api-warning unused-variable unused-parameter
useless-elvis unnecessary-safe-call unnecessary-not-null-assertion const-val-initializer const-val-initializer-call
recursive-type-check recursive-type-check-property property-no-type property-no-type-member
mixing-named-positioned mixing-named-positioned-constructor argument-passed-twice sealed-instantiated
no-this no-this-top-level"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch dir, cleanup on exit
exec 2>&1
# kt FILE: compile FILE (written by the case) with kotlinc into ./out.
kt() { kotlinc "$1" -d out; }
# run MAINCLASS: run a compiled Kotlin program with the Kotlin runtime on the class path.
run() { kotlin -cp out "$1"; }
src() { cat > "$1"; }
# Files that several cases write alike (run with other options or beside other files).
sample_Json_kt() { src Json.kt <<'EOF'
fun tags(doc: Map<String, Any>): List<String> {
    return doc["tags"] as List<String>
}
EOF
}
case "$1" in
unresolved-reference)
src Orders.kt <<'EOF'
fun totalOf(prices: List<Int>): Int {
    return prices.sumBy { it } + shippingFee
}
EOF
kt Orders.kt ;;
unresolved-reference-import)
src Client.kt <<'EOF'
fun fetch(url: String): String {
    val client = OkHttpClient()
    return client.get(url)
}
EOF
kt Client.kt ;;
type-mismatch)
src Config.kt <<'EOF'
fun port(env: Map<String, String>): Int {
    val port: Int = env.getOrDefault("PORT", "8080")
    return port
}
EOF
kt Config.kt ;;
type-mismatch-return)
src User.kt <<'EOF'
data class User(val id: Long, val email: String?)

fun emailOf(u: User): String {
    return u.email
}
EOF
kt User.kt ;;
only-safe-calls)
src Greeter.kt <<'EOF'
fun greet(name: String?): String {
    return "Hello " + name.trim()
}
EOF
kt Greeter.kt ;;
only-safe-calls-method)
src Cart.kt <<'EOF'
class Cart(val items: MutableList<String>?)

fun count(cart: Cart): Int = cart.items.size
EOF
kt Cart.kt ;;
smart-cast-impossible)
src Session.kt <<'EOF'
class Session {
    var token: String? = null

    fun header(): String {
        if (token != null) {
            return "Bearer " + token.length
        }
        return ""
    }
}
EOF
kt Session.kt ;;
smart-cast-impossible-open)
src Shape.kt <<'EOF'
open class Shape
class Circle(val r: Double) : Shape()

class Holder(var shape: Shape)

fun area(h: Holder): Double {
    if (h.shape is Circle) {
        return 3.14 * h.shape.r * h.shape.r
    }
    return 0.0
}
EOF
kt Shape.kt ;;
val-reassigned)
src Counter.kt <<'EOF'
fun main() {
    val count = 0
    for (i in 1..3) {
        count = count + i
    }
    println(count)
}
EOF
kt Counter.kt ;;
val-reassigned-param)
src Retry.kt <<'EOF'
fun retry(times: Int) {
    while (times > 0) {
        times--
    }
}
EOF
kt Retry.kt ;;
no-value-passed)
src Mail.kt <<'EOF'
fun send(to: String, subject: String, body: String) = println("$to $subject $body")

fun main() {
    send("ops", "disk full")
}
EOF
kt Mail.kt ;;
no-value-passed-constructor)
src Product.kt <<'EOF'
data class Product(val sku: String, val price: Double, val stock: Int)

val p = Product("A-1", 9.99)
EOF
kt Product.kt ;;
too-many-arguments)
src Log.kt <<'EOF'
fun log(message: String) = println(message)

fun main() {
    log("user", "logged in")
}
EOF
kt Log.kt ;;
too-many-arguments-lambda)
src Items.kt <<'EOF'
fun main() {
    val names = listOf("a", "b")
    names.forEach { i, name -> println("$i $name") }
}
EOF
kt Items.kt ;;
too-many-arguments-constructor)
src Point.kt <<'EOF'
class Point(val x: Int)

val origin = Point(0, 0)
EOF
kt Point.kt ;;
none-applicable)
src Sum.kt <<'EOF'
fun main() {
    val total = listOf("1", "2").sumBy { it }
    println(total)
}
EOF
kt Sum.kt ;;
none-applicable-overloads)
src Date.kt <<'EOF'
import java.time.LocalDate

fun main() {
    val d = LocalDate.of("2024", 1, 1)
    println(d)
}
EOF
kt Date.kt ;;
when-not-exhaustive)
src Status.kt <<'EOF'
enum class Status { ACTIVE, SUSPENDED, DELETED }

fun label(s: Status): String = when (s) {
    Status.ACTIVE -> "active"
    Status.SUSPENDED -> "suspended"
}
EOF
kt Status.kt ;;
when-not-exhaustive-sealed)
src Result.kt <<'EOF'
sealed class Result
class Ok(val value: String) : Result()
class Failed(val error: Throwable) : Result()
object Loading : Result()

fun render(r: Result): String = when (r) {
    is Ok -> r.value
    is Failed -> r.error.message ?: "error"
}
EOF
kt Result.kt ;;
not-abstract-member)
src Repo.kt <<'EOF'
abstract class Repository {
    abstract fun findAll(): List<String>
    abstract fun save(item: String)
}

class MemoryRepository : Repository() {
    override fun findAll(): List<String> = emptyList()
}
EOF
kt Repo.kt ;;
not-abstract-member-interface)
src Listener.kt <<'EOF'
interface ClickListener {
    fun onClick(id: Int)
}

class Button : ClickListener {
}
EOF
kt Listener.kt ;;
cannot-access-private)
src Account.kt <<'EOF'
class Account(private val balance: Long)

fun show(a: Account) = println(a.balance)
EOF
kt Account.kt ;;
cannot-access-protected)
src Base.kt <<'EOF'
open class Base {
    protected fun secret() = 42
}

fun peek(b: Base) = b.secret()
EOF
kt Base.kt ;;
final-supertype)
src Dog.kt <<'EOF'
class Animal(val name: String)

class Dog(name: String) : Animal(name)
EOF
kt Dog.kt ;;
final-supertype-class)
src Service.kt <<'EOF'
class UserService {
    fun find(id: Long) = "user$id"
}

class CachedUserService : UserService()
EOF
kt Service.kt ;;
suspend-outside-coroutine)
src Fetch.kt <<'EOF'
suspend fun load(): String = "data"

fun main() {
    val data = load()
    println(data)
}
EOF
kt Fetch.kt ;;
suspend-outside-coroutine-lambda)
src Worker.kt <<'EOF'
suspend fun pause(ms: Long) = Unit

fun schedule(tasks: List<Long>) {
    tasks.forEach { ms -> Thread { pause(ms) }.start() }
}
EOF
kt Worker.kt ;;
variable-not-initialized)
src Total.kt <<'EOF'
fun main() {
    val total: Int
    println(total)
}
EOF
kt Total.kt ;;
variable-not-initialized-branch)
src Grade.kt <<'EOF'
fun grade(score: Int): String {
    val g: String
    if (score > 90) {
        g = "A"
    } else if (score > 50) {
        g = "B"
    }
    return g
}
EOF
kt Grade.kt ;;
lateinit-not-initialized)
src Screen.kt <<'EOF'
class Screen {
    lateinit var title: String

    fun render() = println("Title: " + title)
}

fun main() {
    Screen().render()
}
EOF
kt Screen.kt && run ScreenKt ;;
lateinit-not-initialized-test)
src Db.kt <<'EOF'
class Database {
    private lateinit var connectionUrl: String

    fun connect(): String = connectionUrl.substringAfter("//")
}

fun main() {
    Database().connect()
}
EOF
kt Db.kt && run DbKt ;;
npe-double-bang)
src Env.kt <<'EOF'
fun main() {
    val home = System.getenv("APP_HOME_DIR")!!
    println(home)
}
EOF
kt Env.kt && run EnvKt ;;
npe-double-bang-map)
src Prices.kt <<'EOF'
fun main() {
    val prices = mapOf("apple" to 3, "pear" to 4)
    val plum = prices["plum"]!!
    println(plum)
}
EOF
kt Prices.kt && run PricesKt ;;
null-cast)
src Json.kt <<'EOF'
fun main() {
    val row: Map<String, Any?> = mapOf("name" to null)
    val name = row["name"] as String
    println(name)
}
EOF
kt Json.kt && run JsonKt ;;
null-cast-as)
src Extra.kt <<'EOF'
fun extra(args: Map<String, Any?>): Int = args["count"] as Int

fun main() {
    println(extra(emptyMap()))
}
EOF
kt Extra.kt && run ExtraKt ;;
not-implemented)
src Pay.kt <<'EOF'
fun refund(orderId: Long): Boolean = TODO()

fun main() {
    refund(42)
}
EOF
kt Pay.kt && run PayKt ;;
not-implemented-reason)
src Export.kt <<'EOF'
fun exportCsv(rows: List<String>): String = TODO("CSV export")

fun main() {
    println(exportCsv(listOf("a")))
}
EOF
kt Export.kt && run ExportKt ;;
required-value-null)
src Token.kt <<'EOF'
fun main() {
    val token: String? = System.getenv("API_TOKEN_FOR_TESTS")
    val t = requireNotNull(token)
    println(t)
}
EOF
kt Token.kt && run TokenKt ;;
check-failed)
src Queue.kt <<'EOF'
class Queue {
    private var open = false
    fun push(x: Int) {
        check(open) { "Queue is closed" }
        println(x)
    }
}

fun main() {
    Queue().push(1)
}
EOF
kt Queue.kt && run QueueKt ;;
non-null-parameter|non-null-parameter-java)
src Format.kt <<'EOF'
object Format {
    @JvmStatic
    fun upper(text: String): String = text.toUpperCase()
}
EOF
if [ "$1" = non-null-parameter ]; then
cat > Main.java <<'EOF'
public class Main {
    public static void main(String[] args) {
        System.out.println(Format.upper(System.getenv("NOT_SET_ANYWHERE")));
    }
}
EOF
else
cat > Main.java <<'EOF'
import java.util.HashMap;
import java.util.Map;
public class Main {
    public static void main(String[] args) {
        Map<String, String> m = new HashMap<>();
        System.out.println(Format.upper(m.get("title")));
    }
}
EOF
fi
kt Format.kt && javac -cp out -d out Main.java && java -cp out:/usr/share/java/kotlin-stdlib.jar Main ;;
no-when-branch)
src Kind.kt <<'EOF'
fun describe(x: Any): String = when (x) {
    is Int -> "int"
    is String -> "string"
    else -> throw IllegalArgumentException("unsupported type " + x.javaClass.name)
}

fun main() {
    println(describe(1.5))
}
EOF
kt Kind.kt && run KindKt ;;
expecting-element)
src Broken.kt <<'EOF'
fun main() {
    val xs = listOf(1, 2, 3
    println(xs)
}
EOF
kt Broken.kt ;;
overload-ambiguity)
src Amb.kt <<'EOF'
fun show(a: Int?, b: String) = println("1")
fun show(a: String?, b: String) = println("2")

fun main() {
    show(null, "x")
}
EOF
kt Amb.kt ;;
redeclaration)
src Dup.kt <<'EOF'
fun main() {
    val total = 1
    val total = 2
    println(total)
}
EOF
kt Dup.kt ;;
redeclaration-class)
src Models.kt <<'EOF'
data class User(val id: Long)

data class User(val name: String)
EOF
kt Models.kt ;;
expecting-member)
src Cart.kt <<'EOF'
class Cart {
    val items = mutableListOf<String>()
    items.add("apple")
}
EOF
kt Cart.kt ;;
expecting-top-level)
src Shop.kt <<'EOF'
fun total(a: Int, b: Int): Int {
    return a + b
}
}
EOF
kt Shop.kt ;;
null-non-null)
src Profile.kt <<'EOF'
class Profile {
    var nickname: String = null
}
EOF
kt Profile.kt ;;
null-non-null-arg)
src Send.kt <<'EOF'
fun send(to: String) = println(to)
fun main() {
    send(null)
}
EOF
kt Send.kt ;;
infer-type)
src Empty.kt <<'EOF'
fun main() {
    val names = emptyList()
    println(names)
}
EOF
kt Empty.kt ;;
infer-type-generic)
src Buffer.kt <<'EOF'
fun main() {
    val pending = ArrayList()
    println(pending.size)
}
EOF
kt Buffer.kt ;;
overrides-nothing)
src Person.kt <<'EOF'
class Person(val name: String) {
    override fun tostring(): String = name
}
EOF
kt Person.kt ;;
overrides-nothing-param)
src Handler.kt <<'EOF'
interface Listener {
    fun onEvent(name: String)
}
class Handler : Listener {
    override fun onEvent(name: String) {}
    override fun onEvent(name: String, code: Int) {}
}
EOF
kt Handler.kt ;;
hides-member)
src Point.kt <<'EOF'
class Point(val x: Int, val y: Int) {
    fun toString(): String = "($x, $y)"
}
EOF
kt Point.kt ;;
hides-member-interface)
src Job.kt <<'EOF'
interface Task {
    fun run()
}
class Job : Task {
    fun run() {}
}
EOF
kt Job.kt ;;
property-must-be-initialized)
src Settings.kt <<'EOF'
class Settings {
    val url: String
    var retries: Int
}
EOF
kt Settings.kt ;;
inline-jvm-target)
src Lib.kt <<'EOF'
package lib
inline fun <T> measure(block: () -> T): T = block()
EOF
kotlinc -jvm-target 1.8 Lib.kt -d lib
src Use.kt <<'EOF'
import lib.measure
fun main() {
    println(measure { 40 + 2 })
}
EOF
kotlinc -cp lib Use.kt -d out ;;
static-interface-jvm-target)
src Sort.kt <<'EOF'
fun main() {
    val c = Comparator.naturalOrder<Int>()
    println(listOf(3, 1, 2).sortedWith(c))
}
EOF
kt Sort.kt ;;
invoke-not-found)
src Count.kt <<'EOF'
fun main() {
    val count = 5
    println(count())
}
EOF
kt Count.kt ;;
invoke-not-found-property)
src Box.kt <<'EOF'
class Box(val size: Int)
fun main() {
    val b = Box(3)
    println(b.size())
}
EOF
kt Box.kt ;;
platform-clash)
src User.kt <<'EOF'
class User(val name: String) {
    fun getName(): String = name.capitalize()
}
EOF
kt User.kt ;;
platform-clash-top-level)
src Util.kt <<'EOF'
fun count(xs: List<Int>): Int = xs.size
fun count(xs: List<Long>): Int = xs.size
EOF
kt Util.kt ;;
companion-object)
src Names.kt <<'EOF'
class Config(val url: String)
fun main() {
    val config = Config
    println(config)
}
EOF
kt Names.kt ;;
delegate-getvalue)
src State.kt <<'EOF'
class State<T>(var value: T)
class Screen {
    val expanded by State(false)
}
EOF
kt State.kt ;;
integer-literal)
src Price.kt <<'EOF'
fun main() {
    val price: Double = 10
    val small: Byte = 300
    println(price + small)
}
EOF
kt Price.kt ;;
operator-nullable)
src Score.kt <<'EOF'
fun total(bonus: Int?): Int {
    return bonus + 10
}
EOF
kt Score.kt ;;
operator-nullable-compare)
src Stock.kt <<'EOF'
fun inStock(count: Int?): Boolean {
    return count > 0
}
EOF
kt Stock.kt ;;
assignment-not-expression)
src Read.kt <<'EOF'
import java.io.BufferedReader
fun count(r: BufferedReader): Int {
    var n = 0
    var line: String?
    while ((line = r.readLine()) != null) n++
    return n
}
EOF
kt Read.kt ;;
abstract-instance)
src Zoo.kt <<'EOF'
abstract class Animal { abstract fun sound(): String }
fun main() {
    val a = Animal()
    println(a.sound())
}
EOF
kt Zoo.kt ;;
unchecked-cast)
sample_Json_kt
kt Json.kt ;;
werror)
sample_Json_kt
kotlinc -Werror Json.kt -d out ;;
reified)
src Types.kt <<'EOF'
fun <T> typeName(): String = T::class.java.simpleName
EOF
kt Types.kt ;;
reified-call)
src Gson.kt <<'EOF'
inline fun <reified T> parse(json: String): T? = null
fun <T> load(json: String): T? = parse<T>(json)
EOF
kt Gson.kt ;;
upper-bound)
src Stats.kt <<'EOF'
fun <T : Number> average(xs: List<T>): Double = xs.sumByDouble { it.toDouble() } / xs.size
fun main() {
    println(average(listOf("1", "2")))
}
EOF
kt Stats.kt ;;
final-cannot-override)
src Shapes.kt <<'EOF'
open class Shape {
    fun area(): Double = 0.0
}
class Square(val side: Double) : Shape() {
    override fun area(): Double = side * side
}
EOF
kt Shapes.kt ;;
final-cannot-override-property)
src Base.kt <<'EOF'
open class Base {
    val name: String = "base"
}
class Child : Base() {
    override val name: String = "child"
}
EOF
kt Base.kt ;;
runtime-missing)
src Main.kt <<'EOF'
fun greet(name: String) = "Hello, $name"
fun main(args: Array<String>) {
    println(greet(args.firstOrNull() ?: "world"))
}
EOF
kt Main.kt && java -cp out MainKt ;;
return-not-allowed)
src Calc.kt <<'EOF'
val double = { x: Int -> return x * 2 }
EOF
kt Calc.kt ;;
return-not-allowed-lambda)
src Find.kt <<'EOF'
fun firstEven(xs: List<Int>): Int? {
    val f: (Int) -> Boolean = { x -> if (x % 2 == 0) return true; false }
    return xs.firstOrNull(f)
}
EOF
kt Find.kt ;;
assignment-not-expression-if)
src Retry.kt <<'EOF'
fun retry(max: Int): Int {
    var attempts = 0
    if (attempts = max) return -1
    return attempts
}
EOF
kt Retry.kt ;;
interface-instance)
src Repo.kt <<'EOF'
interface UserRepository { fun find(id: Int): String? }
fun main() {
    val repo = UserRepository()
    println(repo.find(1))
}
EOF
kt Repo.kt ;;
companion-object-argument)
src Log.kt <<'EOF'
class Logger(val tag: String)
fun register(l: Any) = println(l)
fun main() {
    register(Logger)
}
EOF
kt Log.kt ;;
property-must-be-initialized-top-level)
src Env.kt <<'EOF'
val baseUrl: String
fun main() = println(baseUrl)
EOF
kt Env.kt ;;
static-interface-jvm-target-stream)
src Nums.kt <<'EOF'
import java.util.stream.Stream
fun main() {
    println(Stream.of(1, 2, 3).count())
}
EOF
kt Nums.kt ;;
unchecked-cast-map)
src Prefs.kt <<'EOF'
fun counts(raw: Any): Map<String, Int> = raw as Map<String, Int>
EOF
kt Prefs.kt ;;
upper-bound-class)
src Box.kt <<'EOF'
class Sorted<T : Comparable<T>>(val items: List<T>)
class Point(val x: Int)
fun main() {
    val s = Sorted(listOf(Point(1), Point(2)))
    println(s.items.size)
}
EOF
kt Box.kt ;;
werror-deprecated)
src Old.kt <<'EOF'
@Deprecated("use total()")
fun sum(xs: List<Int>) = xs.sum()
fun main() = println(sum(listOf(1, 2)))
EOF
kotlinc -Werror Old.kt -d out ;;
type-arguments-expected)
src Repo.kt <<'EOF'
fun names(all: List): Int = all.size
EOF
kt Repo.kt ;;
type-arguments-expected-map)
src Cache.kt <<'EOF'
class Cache {
    private val entries: HashMap<String> = HashMap()
    fun size() = entries.size
}
EOF
kt Cache.kt ;;
supertype-not-initialized)
src Views.kt <<'EOF'
open class BaseView(val id: Int)
class Button : BaseView {
    fun click() = println(id)
}
EOF
kt Views.kt ;;
supertype-not-initialized-exception)
src Errors.kt <<'EOF'
class QuotaExceeded(val limit: Int) : Exception
EOF
kt Errors.kt ;;
no-return-block-body)
src Price.kt <<'EOF'
fun withTax(net: Double): Double {
    val gross = net * 1.2
}
EOF
kt Price.kt ;;
no-return-block-body-when)
src Level.kt <<'EOF'
fun label(level: Int): String {
    when (level) {
        0 -> "debug"
        1 -> "info"
        else -> "error"
    }
}
EOF
kt Level.kt ;;
cannot-infer-parameter-type)
src Handlers.kt <<'EOF'
fun main() {
    val onClick = { view -> println(view) }
    onClick("ok")
}
EOF
kt Handlers.kt ;;
cannot-infer-parameter-type-val)
src Sorts.kt <<'EOF'
val byLength = Comparator { a, b -> a.length - b.length }
EOF
kt Sorts.kt ;;
return-type-override)
src Shapes.kt <<'EOF'
interface Shape { fun area(): Double }
class Square(val side: Int) : Shape {
    override fun area(): Int = side * side
}
EOF
kt Shapes.kt ;;
return-type-override-property)
src Pets.kt <<'EOF'
abstract class Pet { abstract val name: String }
class Dog : Pet() {
    override val name: String? = null
}
EOF
kt Pets.kt ;;
equality-not-applicable)
src Ids.kt <<'EOF'
fun same(id: Int, raw: String): Boolean = id == raw
EOF
kt Ids.kt ;;
equality-not-applicable-enum)
src State.kt <<'EOF'
enum class State { ON, OFF }
fun isOn(s: State): Boolean = s == "ON"
EOF
kt State.kt ;;
if-without-else)
src Sign.kt <<'EOF'
fun sign(x: Int): String = if (x > 0) "positive"
EOF
kt Sign.kt ;;
if-without-else-assign)
src Greeting.kt <<'EOF'
fun greeting(hour: Int): String {
    val text = if (hour < 12) "Good morning"
    return text
}
EOF
kt Greeting.kt ;;
named-parameter-not-found)
src Mail.kt <<'EOF'
fun send(to: String, subject: String) = println("$to $subject")
fun main() = send(to = "ops", title = "disk full")
EOF
kt Mail.kt ;;
named-parameter-not-found-constructor)
src Point.kt <<'EOF'
data class Point(val x: Int, val y: Int)
val origin = Point(x = 0, z = 0)
EOF
kt Point.kt ;;
named-arguments-java)
src Files.kt <<'EOF'
import java.io.File
fun rename(src: File, dst: File) = src.renameTo(dest = dst)
EOF
kt Files.kt ;;
named-arguments-java-constructor)
src Ids.kt <<'EOF'
import java.util.UUID
fun parse(raw: String): UUID = UUID.fromString(name = raw)
EOF
kt Ids.kt ;;
unsupported-feature)
src Http.kt <<'EOF'
fun describe(code: Int): String = when (val family = code / 100) {
    2 -> "ok"
    else -> "status family $family"
}
EOF
kotlinc -language-version 1.2 Http.kt -d out ;;
unsupported-feature-inline-class)
src Money.kt <<'EOF'
inline class Cents(val value: Long)
EOF
kotlinc -language-version 1.2 Money.kt -d out ;;
annotation-argument-const)
src Api.kt <<'EOF'
annotation class Route(val path: String)
val base = "/api"
@Route(base + "/users")
class UsersController
EOF
kt Api.kt ;;
annotation-argument-const-array)
src Tags.kt <<'EOF'
annotation class Tags(val names: Array<String>)
val defaults = arrayOf("slow")
@Tags(defaults)
class NightlyTest
EOF
kt Tags.kt ;;
wrong-modifier-target)
src Model.kt <<'EOF'
data object Empty
abstract fun render(): String
EOF
kt Model.kt ;;
wrong-modifier-target-override)
src Util.kt <<'EOF'
override fun toString(): String = "util"
EOF
kt Util.kt ;;
exposed-return-type)
src Store.kt <<'EOF'
internal class Row(val id: Long)
fun firstRow(): Row = Row(1)
EOF
kt Store.kt ;;
exposed-parameter-type)
src Audit.kt <<'EOF'
private class Event(val name: String)
fun record(e: Event) = println(e.name)
EOF
kt Audit.kt ;;
unresolved-wrong-receiver)
src Money.kt <<'EOF'
fun Int.cents(): Long = this * 100L
fun main() {
    val price = "5"
    println(price.cents())
}
EOF
kt Money.kt ;;
unresolved-wrong-receiver-extension)
src Text.kt <<'EOF'
fun String.shout() = toUpperCase() + "!"
fun main() {
    println(42.shout())
}
EOF
kt Text.kt ;;
deprecation-warning)
src Legacy.kt <<'EOF'
@Deprecated("Use total() instead")
fun sum(xs: List<Int>) = xs.sum()
fun main() = println(sum(listOf(1, 2)))
EOF
kt Legacy.kt && echo "(exit status $?)" ;;
deprecation-error)
src Legacy.kt <<'EOF'
@Deprecated("Use connect(url) instead", level = DeprecationLevel.ERROR)
fun open(host: String) = println(host)
fun main() = open("db")
EOF
kt Legacy.kt ;;
experimental-api|experimental-api-warning)
if [ "$1" = experimental-api ]; then lvl=ERROR; else lvl=WARNING; fi
src Beta.kt <<EOF
@Experimental(level = Experimental.Level.$lvl)
annotation class BetaApi

@BetaApi
fun fastPath() = 1

fun main() = println(fastPath())
EOF
kotlinc -Xuse-experimental=kotlin.Experimental Beta.kt -d out ;;
unused-variable)
src Report.kt <<'EOF'
fun report(rows: List<String>): Int {
    val header = rows.first()
    return rows.size
}
EOF
kt Report.kt ;;
unused-parameter)
src Handler.kt <<'EOF'
fun onEvent(name: String, payload: Map<String, Any>) = println(name)
EOF
kt Handler.kt ;;
useless-elvis)
src Names.kt <<'EOF'
fun display(name: String): String = name ?: "anonymous"
EOF
kt Names.kt ;;
unnecessary-safe-call)
src Trim.kt <<'EOF'
fun clean(s: String): Int = s?.trim()?.length ?: 0
EOF
kt Trim.kt ;;
unnecessary-not-null-assertion)
src Len.kt <<'EOF'
fun len(s: String): Int = s!!.length
EOF
kt Len.kt ;;
const-val-initializer)
src Config.kt <<'EOF'
const val TIMEOUT_MS = System.currentTimeMillis()
EOF
kt Config.kt ;;
const-val-initializer-call)
src Keys.kt <<'EOF'
const val PREFIX = "app"
const val KEY = PREFIX.toUpperCase()
EOF
kt Keys.kt ;;
recursive-type-check)
src Fib.kt <<'EOF'
fun fib(n: Int) = if (n < 2) n else fib(n - 1) + fib(n - 2)
EOF
kt Fib.kt ;;
recursive-type-check-property)
src Tree.kt <<'EOF'
class Node(val parent: Node?) {
    val depth get() = if (parent == null) 0 else parent.depth + 1
}
EOF
kt Tree.kt ;;
property-no-type)
src Settings.kt <<'EOF'
val retries
fun main() = println(retries)
EOF
kt Settings.kt ;;
property-no-type-member)
src Session.kt <<'EOF'
class Session {
    var token
}
EOF
kt Session.kt ;;
mixing-named-positioned)
src Pay.kt <<'EOF'
fun pay(amount: Long, currency: String, note: String) = println("$amount $currency $note")
fun main() = pay(amount = 100, "EUR", "rent")
EOF
kotlinc -language-version 1.3 Pay.kt -d out ;;
mixing-named-positioned-constructor)
src Range.kt <<'EOF'
class Span(val from: Int, val to: Int)
val s = Span(from = 1, 5)
EOF
kt Range.kt ;;
argument-passed-twice)
src Log.kt <<'EOF'
fun log(level: String, msg: String) = println("$level $msg")
fun main() = log("info", msg = "start", level = "debug")
EOF
kt Log.kt ;;
sealed-instantiated)
src Result.kt <<'EOF'
sealed class Outcome {
    class Ok(val v: Int) : Outcome()
}
val o = Outcome()
EOF
kt Result.kt ;;
no-this)
src Counter.kt <<'EOF'
class Counter(var n: Int)
fun bump(c: Counter) {
    c.n++
    println(this.n)
}
EOF
kt Counter.kt ;;
no-this-top-level)
src Top.kt <<'EOF'
val self = this
EOF
kt Top.kt ;;
*) echo "unknown case $1" >&2; exit 2 ;;
esac
