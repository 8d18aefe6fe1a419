#!/usr/bin/env bash
# Captures real JVM exceptions, javac diagnostics and offline Maven failures for the errknow catalogue.
# Debian packages: openjdk-17-jdk-headless, maven, python3, openssl
# Usage: bash catalogue/capture/java.sh CASE   (no argument lists the cases)
# Host names are resolved from a private hosts file (-Djdk.net.hosts.file), so no DNS query leaves the machine.
set -u
CASES="npe class-cast array-index index-out-of-bounds number-format illegal-argument illegal-state
concurrent-modification unsupported-operation arithmetic stack-overflow out-of-memory
class-not-found main-class-not-found no-class-def-found unsupported-class-version exception-in-initializer
file-not-found io-exception input-mismatch date-time-parse connect-refused unknown-host socket-timeout
interrupted javac-cannot-find-symbol javac-semicolon javac-incompatible-types javac-non-static
javac-package-missing javac-unreported-exception javac-missing-return mvn-no-pom mvn-bad-pom
no-such-element string-index no-such-method no-such-file bind-in-use no-suitable-driver connection-reset
negative-array-size javac-public-class-file-name javac-end-of-file javac-release-not-supported
inaccessible-object ssl-pkix file-already-exists mvn-offline-artifact
javac-not-initialized javac-cannot-be-applied javac-not-abstract javac-already-defined
javac-illegal-start jar-no-main-manifest jar-corrupt jar-missing unsatisfied-link malformed-url
uri-syntax pattern-syntax execution-exception timeout-exception illegal-monitor-state not-serializable
no-enum-constant javac-file-not-found main-method-not-found"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; cd "$work" || exit 1
exec 2>&1
echo "127.0.0.1 localhost" > hosts
JAVA_OPTS="-Djdk.net.hosts.file=$work/hosts"
# run CLASS [java options...]: compile CLASS.java quietly, then run it.
run() { local cls=$1; shift; javac -g "$cls.java" || return; java $JAVA_OPTS "$@" -cp . "$cls"; }
# Maven 3.8 still writes colour-reset escapes in batch mode; drop them so the text is plain.
strip_ansi() { sed 's/\x1b\[[0-9;]*m//g'; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
case "$1" in
npe)
cat > Invoice.java <<'EOF'
import java.util.Map;
public class Invoice {
    static String customerEmail(Map<String, String> row) {
        String email = row.get("email");
        return email.trim().toLowerCase();
    }
    public static void main(String[] args) {
        System.out.println(customerEmail(Map.of("email", " Ann@Example.com ")));
        System.out.println(customerEmail(Map.of("name", "Bob")));
    }
}
EOF
run Invoice ;;
class-cast)
cat > Settings.java <<'EOF'
import java.util.HashMap;
import java.util.Map;
public class Settings {
    public static void main(String[] args) {
        Map<String, Object> conf = new HashMap<>();
        conf.put("port", "8080");
        int port = (Integer) conf.get("port");
        System.out.println(port);
    }
}
EOF
run Settings ;;
array-index)
cat > Args.java <<'EOF'
public class Args {
    public static void main(String[] args) {
        String[] parts = "alpha,beta,gamma".split(",");
        for (int i = 0; i <= parts.length; i++) {
            System.out.println(parts[i].toUpperCase());
        }
    }
}
EOF
run Args ;;
index-out-of-bounds)
cat > Queue.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Queue {
    public static void main(String[] args) {
        List<String> jobs = new ArrayList<>(List.of("build", "test", "deploy"));
        System.out.println("last job: " + jobs.get(jobs.size()));
    }
}
EOF
run Queue ;;
number-format)
cat > Port.java <<'EOF'
public class Port {
    public static void main(String[] args) {
        String raw = "8080 ";
        int port = Integer.parseInt(raw);
        System.out.println("listening on " + port);
    }
}
EOF
run Port ;;
illegal-argument)
cat > Pool.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Pool {
    public static void main(String[] args) {
        int size = Integer.getInteger("pool.size", -4);
        List<String> slots = new ArrayList<>(size);
        System.out.println(slots);
    }
}
EOF
run Pool ;;
illegal-state)
cat > Prompt.java <<'EOF'
import java.util.Scanner;
public class Prompt {
    static String ask(Scanner in) { return in.nextLine(); }
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        in.close();
        System.out.println(ask(in));
    }
}
EOF
run Prompt </dev/null ;;
concurrent-modification)
cat > Sessions.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Sessions {
    public static void main(String[] args) {
        List<String> ids = new ArrayList<>(List.of("expired-a1", "b2", "c3", "d4"));
        for (String id : ids) {
            if (id.startsWith("expired")) ids.remove(id);
        }
        System.out.println(ids);
    }
}
EOF
run Sessions ;;
unsupported-operation)
cat > Tags.java <<'EOF'
import java.util.List;
public class Tags {
    public static void main(String[] args) {
        List<String> tags = List.of("java", "jvm");
        tags.add("kotlin");
        System.out.println(tags);
    }
}
EOF
run Tags ;;
arithmetic)
cat > Average.java <<'EOF'
public class Average {
    static int mean(int[] values) {
        int sum = 0;
        for (int v : values) sum += v;
        return sum / values.length;
    }
    public static void main(String[] args) {
        System.out.println(mean(new int[0]));
    }
}
EOF
run Average ;;
stack-overflow)
cat > Tree.java <<'EOF'
public class Tree {
    static int depth(int n) { return depth(n + 1) + 1; }
    public static void main(String[] args) {
        System.out.println(depth(0));
    }
}
EOF
run Tree 2>&1 | head -n 6 ;;
out-of-memory)
cat > Cache.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Cache {
    public static void main(String[] args) {
        List<long[]> blocks = new ArrayList<>();
        while (true) blocks.add(new long[1 << 20]);
    }
}
EOF
run Cache -Xmx32m ;;
class-not-found)
cat > Db.java <<'EOF'
public class Db {
    public static void main(String[] args) throws Exception {
        Class.forName("org.postgresql.Driver");
        System.out.println("driver loaded");
    }
}
EOF
run Db ;;
main-class-not-found)
cat > App.java <<'EOF'
package com.example;
public class App { public static void main(String[] args) { System.out.println("up"); } }
EOF
javac -d out App.java && java -cp out App ;;
no-class-def-found)
cat > Report.java <<'EOF'
public class Report {
    public static void main(String[] args) {
        System.out.println(Formatter.money(1234));
    }
}
class Formatter {
    static String money(int cents) { return cents / 100 + "." + cents % 100; }
}
EOF
javac Report.java && rm Formatter.class && java -cp . Report ;;
unsupported-class-version)
cat > Tool.java <<'EOF'
public class Tool { public static void main(String[] args) { System.out.println("ok"); } }
EOF
# Raise the class file major version to 65 (what JDK 21 writes), then run it on Java 17.
javac Tool.java && python3 -c 'b=bytearray(open("Tool.class","rb").read()); b[6:8]=(65).to_bytes(2,"big"); open("Tool.class","wb").write(b)' && java -cp . Tool ;;
exception-in-initializer)
cat > Limits.java <<'EOF'
public class Limits {
    public static void main(String[] args) {
        System.out.println(Config.MAX_USERS);
    }
}
class Config {
    static final int MAX_USERS = Integer.parseInt(System.getProperty("max.users", "unlimited"));
}
EOF
run Limits ;;
file-not-found)
cat > Loader.java <<'EOF'
import java.io.FileInputStream;
import java.util.Properties;
public class Loader {
    public static void main(String[] args) throws Exception {
        Properties p = new Properties();
        try (FileInputStream in = new FileInputStream("conf/app.properties")) {
            p.load(in);
        }
        System.out.println(p);
    }
}
EOF
run Loader ;;
io-exception)
mkdir data
cat > Reader.java <<'EOF'
import java.nio.file.Files;
import java.nio.file.Path;
public class Reader {
    public static void main(String[] args) throws Exception {
        String text = Files.readString(Path.of("data"));
        System.out.println(text.length());
    }
}
EOF
run Reader ;;
input-mismatch)
cat > Quantity.java <<'EOF'
import java.util.Scanner;
public class Quantity {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.print("How many? ");
        int n = in.nextInt();
        System.out.println(n * 2);
    }
}
EOF
javac Quantity.java && echo "three" | java -cp . Quantity ;;
date-time-parse)
cat > Due.java <<'EOF'
import java.time.LocalDate;
public class Due {
    public static void main(String[] args) {
        LocalDate due = LocalDate.parse("2024-02-30");
        System.out.println(due);
    }
}
EOF
run Due ;;
connect-refused)
port=$(free_port)
cat > Client.java <<'EOF'
import java.net.Socket;
public class Client {
    public static void main(String[] args) throws Exception {
        try (Socket s = new Socket("127.0.0.1", Integer.parseInt(args[0]))) {
            System.out.println("connected");
        }
    }
}
EOF
javac Client.java && java -cp . Client "$port" ;;
unknown-host)
cat > Ping.java <<'EOF'
import java.net.Socket;
public class Ping {
    public static void main(String[] args) throws Exception {
        try (Socket s = new Socket("db.internal.example", 5432)) {
            System.out.println("connected");
        }
    }
}
EOF
run Ping ;;
socket-timeout)
cat > Slow.java <<'EOF'
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
public class Slow {
    public static void main(String[] args) throws Exception {
        // A local server that accepts the connection but never answers.
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             Socket s = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
            s.setSoTimeout(500);
            InputStream in = s.getInputStream();
            System.out.println(in.read());
        }
    }
}
EOF
run Slow ;;
interrupted)
cat > Worker.java <<'EOF'
public class Worker {
    public static void main(String[] args) throws InterruptedException {
        Thread.currentThread().interrupt();
        Thread.sleep(1000);
        System.out.println("done");
    }
}
EOF
run Worker ;;
javac-cannot-find-symbol)
cat > Totals.java <<'EOF'
public class Totals {
    public static void main(String[] args) {
        int total = 0;
        for (int i = 0; i < 3; i++) totl += i;
        System.out.println(total);
    }
}
EOF
javac Totals.java ;;
javac-semicolon)
cat > Greeter.java <<'EOF'
public class Greeter {
    public static void main(String[] args) {
        String name = args.length > 0 ? args[0] : "world"
        System.out.println("hello " + name);
    }
}
EOF
javac Greeter.java ;;
javac-incompatible-types)
cat > Price.java <<'EOF'
public class Price {
    public static void main(String[] args) {
        int cents = "1999";
        System.out.println(cents);
    }
}
EOF
javac Price.java ;;
javac-non-static)
cat > Counter.java <<'EOF'
public class Counter {
    int count;
    void increment() { count++; }
    public static void main(String[] args) {
        increment();
    }
}
EOF
javac Counter.java ;;
javac-package-missing)
cat > Json.java <<'EOF'
import com.google.gson.Gson;
public class Json {
    public static void main(String[] args) {
        System.out.println(new Gson().toJson(args));
    }
}
EOF
javac Json.java ;;
javac-unreported-exception)
cat > Dump.java <<'EOF'
import java.nio.file.Files;
import java.nio.file.Path;
public class Dump {
    public static void main(String[] args) {
        System.out.println(Files.readString(Path.of("notes.txt")));
    }
}
EOF
javac Dump.java ;;
javac-missing-return)
cat > Grade.java <<'EOF'
public class Grade {
    static String letter(int score) {
        if (score >= 90) return "A";
        else if (score >= 80) return "B";
    }
    public static void main(String[] args) { System.out.println(letter(85)); }
}
EOF
javac Grade.java ;;
mvn-no-pom)
mvn -o -B -Dstyle.color=never -q -Dmaven.repo.local="$work/m2" package 2>&1 | strip_ansi ;;
mvn-bad-pom)
cat > pom.xml <<'EOF'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.example</groupId>
  <artifactId>shop</artifactId>
  <version>1.0.0</version>
  <dependencies>
    <dependency>
      <groupId>junit</groupId>
      <artifactId>junit</artifactId>
    </dependency>
  </dependencie>
</project>
EOF
mvn -o -B -Dstyle.color=never -Dmaven.repo.local="$work/m2" package 2>&1 | strip_ansi ;;
no-such-element)
cat > Lookup.java <<'EOF'
import java.util.List;
import java.util.Optional;
public class Lookup {
    static Optional<String> findAdmin(List<String> users) {
        return users.stream().filter(u -> u.startsWith("admin")).findFirst();
    }
    public static void main(String[] args) {
        String admin = findAdmin(List.of("ann", "bob")).get();
        System.out.println(admin);
    }
}
EOF
run Lookup ;;
string-index)
cat > Prefix.java <<'EOF'
public class Prefix {
    public static void main(String[] args) {
        String sku = "AB12";
        String region = sku.substring(0, 6);
        System.out.println(region);
    }
}
EOF
run Prefix ;;
no-such-method)
# Compile against a library version that has a method, then run with a version that lacks it.
mkdir -p v1 v2
cat > v1/Codec.java <<'EOF'
public class Codec {
    public static String encode(String s) { return s; }
    public static String encode(String s, boolean urlSafe) { return s; }
}
EOF
cat > v2/Codec.java <<'EOF'
public class Codec {
    public static String encode(String s) { return s; }
}
EOF
cat > Upload.java <<'EOF'
public class Upload {
    public static void main(String[] args) {
        System.out.println(Codec.encode("payload", true));
    }
}
EOF
javac -d lib1 v1/Codec.java && javac -d lib2 v2/Codec.java && javac -cp lib1 -d app Upload.java && java -cp app:lib2 Upload ;;
no-such-file)
cat > Tail.java <<'EOF'
import java.nio.file.Files;
import java.nio.file.Path;
public class Tail {
    public static void main(String[] args) throws Exception {
        for (String line : Files.readAllLines(Path.of("logs/app.log"))) System.out.println(line);
    }
}
EOF
run Tail ;;
bind-in-use)
cat > Server.java <<'EOF'
import java.net.InetAddress;
import java.net.ServerSocket;
public class Server {
    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        try (ServerSocket first = new ServerSocket(0, 50, lo)) {
            int port = first.getLocalPort();
            // A second listener on the same address and port, as when an old instance still runs.
            try (ServerSocket second = new ServerSocket(port, 50, lo)) {
                System.out.println("listening");
            }
        }
    }
}
EOF
run Server ;;
no-suitable-driver)
cat > Repo.java <<'EOF'
import java.sql.Connection;
import java.sql.DriverManager;
public class Repo {
    public static void main(String[] args) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:5432/shop", "app", "secret")) {
            System.out.println(c.isValid(1));
        }
    }
}
EOF
run Repo ;;
connection-reset)
cat > Reset.java <<'EOF'
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
public class Reset {
    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        try (ServerSocket server = new ServerSocket(0, 1, lo);
             Socket client = new Socket(lo, server.getLocalPort())) {
            Socket peer = server.accept();
            peer.setSoLinger(true, 0);   // close with RST, like a crashed or killed peer
            peer.close();
            InputStream in = client.getInputStream();
            System.out.println(in.read());
        }
    }
}
EOF
run Reset ;;
negative-array-size)
cat > Buffer.java <<'EOF'
public class Buffer {
    public static void main(String[] args) {
        int declared = Integer.parseInt("-1");
        byte[] body = new byte[declared];
        System.out.println(body.length);
    }
}
EOF
run Buffer ;;
javac-public-class-file-name)
cat > Utils.java <<'EOF'
public class StringUtils {
    public static boolean isBlank(String s) { return s == null || s.isBlank(); }
}
EOF
javac Utils.java ;;
javac-end-of-file)
cat > Shapes.java <<'EOF'
public class Shapes {
    static double area(double r) {
        return Math.PI * r * r;
    }
    public static void main(String[] args) {
        System.out.println(area(2));
    }
EOF
javac Shapes.java ;;
javac-release-not-supported)
cat > Hello.java <<'EOF'
public class Hello { public static void main(String[] args) { System.out.println("hi"); } }
EOF
javac --release 21 Hello.java ;;
inaccessible-object)
cat > Peek.java <<'EOF'
import java.lang.reflect.Field;
public class Peek {
    public static void main(String[] args) throws Exception {
        Field f = String.class.getDeclaredField("value");
        f.setAccessible(true);
        System.out.println(f.get("secret"));
    }
}
EOF
run Peek ;;
ssl-pkix)
# A local HTTPS server with a self-signed certificate that the JVM's trust store does not contain.
port=$(free_port)
openssl req -x509 -newkey rsa:2048 -nodes -keyout key.pem -out cert.pem -days 2 -subj "/CN=localhost" 2>/dev/null
openssl s_server -accept "127.0.0.1:$port" -cert cert.pem -key key.pem -www -quiet >/dev/null 2>&1 &
srv=$!
sleep 1
cat > Fetch.java <<'EOF'
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
public class Fetch {
    public static void main(String[] args) throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest req = HttpRequest.newBuilder(URI.create("https://localhost:" + args[0] + "/")).build();
        System.out.println(client.send(req, HttpResponse.BodyHandlers.ofString()).statusCode());
    }
}
EOF
javac Fetch.java && java $JAVA_OPTS -cp . Fetch "$port" 2>&1 | head -n 12
kill "$srv" 2>/dev/null; wait "$srv" 2>/dev/null ;;
file-already-exists)
mkdir -p out
cat > Export.java <<'EOF'
import java.nio.file.Files;
import java.nio.file.Path;
public class Export {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createDirectory(Path.of("out"));
        System.out.println("created " + dir);
    }
}
EOF
run Export ;;
mvn-offline-artifact)
cat > pom.xml <<'EOF'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.example</groupId>
  <artifactId>shop</artifactId>
  <version>1.0.0</version>
  <dependencies>
    <dependency>
      <groupId>com.google.code.gson</groupId>
      <artifactId>gson</artifactId>
      <version>2.10.1</version>
    </dependency>
  </dependencies>
</project>
EOF
mvn -o -B -Dstyle.color=never -Dmaven.repo.local="$work/m2" compile 2>&1 | strip_ansi ;;
javac-not-initialized)
cat > Discount.java <<'EOF'
public class Discount {
    static int percent(String tier) {
        int p;
        if (tier.equals("gold")) p = 20;
        else if (tier.equals("silver")) p = 10;
        return p;
    }
    public static void main(String[] args) { System.out.println(percent("gold")); }
}
EOF
javac Discount.java ;;
javac-cannot-be-applied)
cat > Mailer.java <<'EOF'
public class Mailer {
    static void send(String to, String subject, String body) { System.out.println(to + subject + body); }
    public static void main(String[] args) {
        send("ann@example.com", "Welcome");
    }
}
EOF
javac Mailer.java ;;
javac-not-abstract)
cat > Jobs.java <<'EOF'
import java.util.concurrent.Callable;
public class Jobs {
    static class Backup implements Callable<Integer> {
        public Integer run() { return 0; }
    }
    public static void main(String[] args) { System.out.println(new Backup()); }
}
EOF
javac Jobs.java ;;
javac-already-defined)
cat > Totals2.java <<'EOF'
public class Totals2 {
    public static void main(String[] args) {
        int count = args.length;
        for (String a : args) {
            int count = a.length();
            System.out.println(count);
        }
    }
}
EOF
javac Totals2.java ;;
javac-illegal-start)
cat > Report2.java <<'EOF'
public class Report2 {
    public static void main(String[] args) {
        int rows = 3;
        public String title = "Report";
        System.out.println(title + rows);
    }
}
EOF
javac Report2.java ;;
jar-no-main-manifest)
cat > Tool2.java <<'EOF'
public class Tool2 { public static void main(String[] args) { System.out.println("ok"); } }
EOF
javac Tool2.java && jar cf tool.jar Tool2.class && java -jar tool.jar ;;
jar-corrupt)
# A download that was cut off: the first half of a valid jar.
cat > Tool3.java <<'EOF'
public class Tool3 { public static void main(String[] args) { System.out.println("ok"); } }
EOF
javac Tool3.java && jar cfe full.jar Tool3 Tool3.class && head -c 300 full.jar > app.jar && java -jar app.jar ;;
jar-missing)
java -jar build/libs/app.jar ;;
unsatisfied-link)
cat > Compress.java <<'EOF'
public class Compress {
    public static void main(String[] args) {
        System.loadLibrary("snappyjava");
        System.out.println("native library loaded");
    }
}
EOF
run Compress ;;
malformed-url)
cat > Link.java <<'EOF'
import java.net.URL;
public class Link {
    public static void main(String[] args) throws Exception {
        URL url = new URL("api.example.com/v1/orders");
        System.out.println(url.getHost());
    }
}
EOF
run Link 2>&1 | grep -v '^Note:' ;;
uri-syntax)
cat > Query.java <<'EOF'
import java.net.URI;
public class Query {
    public static void main(String[] args) throws Exception {
        URI uri = new URI("https://shop.example.com/search?q=blue shoes");
        System.out.println(uri.getQuery());
    }
}
EOF
run Query ;;
pattern-syntax)
cat > Split.java <<'EOF'
public class Split {
    public static void main(String[] args) {
        String expr = "3*4*5";
        for (String part : expr.split("*")) System.out.println(part);
    }
}
EOF
run Split ;;
execution-exception)
cat > Batch.java <<'EOF'
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
public class Batch {
    static class QuotaExceededException extends RuntimeException {
        QuotaExceededException(String m) { super(m); }
    }
    static int charge(int units) {
        if (units > 500) throw new QuotaExceededException("daily quota of 500 units reached");
        return units;
    }
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<Integer> f = pool.submit(() -> charge(750));
            System.out.println(f.get());
        } finally {
            pool.shutdown();
        }
    }
}
EOF
run Batch ;;
timeout-exception)
cat > Await.java <<'EOF'
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
public class Await {
    public static void main(String[] args) throws Exception {
        CompletableFuture<String> reply = new CompletableFuture<>();
        System.out.println(reply.get(500, TimeUnit.MILLISECONDS));
    }
}
EOF
run Await ;;
illegal-monitor-state)
cat > Signal.java <<'EOF'
public class Signal {
    private final Object lock = new Object();
    void ready() { lock.notifyAll(); }
    public static void main(String[] args) { new Signal().ready(); }
}
EOF
run Signal ;;
not-serializable)
cat > Save.java <<'EOF'
import java.io.ByteArrayOutputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
public class Save {
    static class Address { String city = "Lyon"; }
    static class Customer implements Serializable { String name = "Ann"; Address address = new Address(); }
    public static void main(String[] args) throws Exception {
        try (ObjectOutputStream out = new ObjectOutputStream(new ByteArrayOutputStream())) {
            out.writeObject(new Customer());
        }
    }
}
EOF
run Save ;;
no-enum-constant)
cat > Theme.java <<'EOF'
public class Theme {
    enum Color { RED, GREEN, BLUE }
    public static void main(String[] args) {
        Color c = Color.valueOf(System.getProperty("theme.color", "purple"));
        System.out.println(c);
    }
}
EOF
run Theme ;;
javac-file-not-found)
javac Main.java ;;
main-method-not-found)
cat > Launcher.java <<'EOF'
public class Launcher {
    static void main() { System.out.println("starting"); }
}
EOF
run Launcher ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
