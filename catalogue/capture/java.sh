#!/usr/bin/env bash
# Captures real JVM exceptions, javac diagnostics and offline Maven failures for the errknow catalogue.
# Debian packages: openjdk-17-jdk-headless, maven, python3, openssl, libslf4j-java
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
no-enum-constant javac-file-not-found main-method-not-found
arithmetic-modulo array-index-args bind-in-use-http class-cast-json class-not-found-plugin
concurrent-modification-map connect-refused-http main-class-with-extension date-time-parse-us-format
exception-in-initializer-env execution-exception-async file-already-exists-copy file-not-found-write
illegal-argument-bound no-enum-constant-case illegal-monitor-state-wait illegal-state-matcher
inaccessible-object-field index-out-of-bounds-set input-mismatch-decimal interrupted-queue
jar-html-download io-exception-exec jar-no-main-manifest-maven javac-missing-import
javac-not-abstract-comparable javac-file-not-found-path javac-illegal-start-brace
javac-lossy-conversion javac-constructor-args javac-missing-return-switch javac-non-static-variable
javac-package-missing-commons javac-public-interface-file-name javac-end-of-file-if javac-release-99
javac-semicolon-return javac-unreported-interrupted javac-already-defined-param
javac-not-initialized-try main-method-wrong-signature malformed-url-protocol
mvn-offline-test-dependency mvn-no-pom-subdir mvn-bad-pom-unclosed negative-array-size-diff
no-class-def-found-classpath no-such-element-scanner no-such-file-write no-such-method-return-type
not-serializable-optional npe-unboxing number-format-decimal-comma out-of-memory-large-array
pattern-syntax-unclosed connection-reset-http socket-timeout-http no-suitable-driver-mysql
ssl-pkix-urlconnection stack-overflow-tostring string-index-charat timeout-exception-future
jar-missing-snapshot unknown-host-http unsatisfied-link-path unsupported-class-version-66
unsupported-operation-aslist uri-syntax-backslash
jvm-unrecognized-vm-option jvm-invalid-heap-size jvm-unrecognized-option-d64 jvm-removed-gc-option
slf4j-no-binding illegal-access-error-field illegal-access-error-method could-not-initialize-class
could-not-initialize-class-thread oom-direct-buffer oom-direct-buffer-nio oom-array-size-limit oom-string-length-limit
oom-metaspace oom-compressed-class-space oom-gc-overhead oom-native-thread abstract-method-interface abstract-method-class
no-such-field-static no-such-field-instance incompatible-class-change-static incompatible-class-change-interface
illegal-access-error-not-exported illegal-access-error-not-exported-util
class-cast-two-loaders class-cast-two-loaders-interface class-cast-app-class-loader
class-cast-app-class-loader-thread"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch dir, free_port, servers, certificates
work=$W
exec 2>&1
echo "127.0.0.1 localhost" > hosts
JAVA_OPTS="-Djdk.net.hosts.file=$work/hosts"
# run CLASS [java options...]: compile CLASS.java quietly, then run it.
run() { local cls=$1; shift; javac -g "$cls.java" || return; java $JAVA_OPTS "$@" -cp . "$cls"; }
# library_versions LIB V1 V2: the source of class LIB before (v1/LIB.java) and after (v2/LIB.java) a change.
library_versions() { mkdir -p v1 v2 && printf '%s\n' "$2" > "v1/$1.java" && printf '%s\n' "$3" > "v2/$1.java"; }
# changed_library LIB MAIN: compile MAIN.java against v1 of LIB and run it against v2 (a library
# upgraded under a caller that was not recompiled).
changed_library() { javac -d lib1 "v1/$1.java" && javac -d lib2 "v2/$1.java" && javac -cp lib1 -d app "$2.java" && java -cp app:lib2 "$2"; }
# Maven 3.8 still writes colour-reset escapes in batch mode; drop them so the text is plain.
strip_ansi() { sed 's/\x1b\[[0-9;]*m//g'; }
# serve_https_self_signed: an HTTPS server (openssl s_server) on a free port $port with a fresh
# self-signed certificate for localhost that no trust store contains.
serve_https_self_signed() {
  self_signed_cert key.pem cert.pem
  serve_tls cert.pem key.pem -quiet
  port=$PORT
}
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
changed_library Codec Upload ;;
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
serve_https_self_signed
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
javac Fetch.java && java $JAVA_OPTS -cp . Fetch "$port" 2>&1 | head -n 12 ;;
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
arithmetic-modulo)
cat > Shard.java <<'EOF'
public class Shard {
    static int shardFor(long userId, int shards) { return (int) (userId % shards); }
    public static void main(String[] args) {
        int shards = Integer.getInteger("shard.count", 0);
        System.out.println("user 42 -> shard " + shardFor(42L, shards));
    }
}
EOF
run Shard ;;
array-index-args)
cat > Resize.java <<'EOF'
public class Resize {
    public static void main(String[] args) {
        String input = args[0];
        int width = Integer.parseInt(args[1]);
        System.out.println(input + " -> " + width);
    }
}
EOF
run Resize ;;
bind-in-use-http)
# Another process (a Python listener) already holds the port the JDK HTTP server wants.
port=$(free_port)
hold_port "$port"
cat > Api.java <<'EOF'
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
public class Api {
    public static void main(String[] args) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", Integer.parseInt(args[0])), 0);
        server.start();
        System.out.println("api listening");
        server.stop(0);
    }
}
EOF
javac Api.java && java -cp . Api "$port" ;;
class-cast-json)
cat > Totals.java <<'EOF'
import java.util.List;
import java.util.Map;
public class Totals {
    public static void main(String[] args) {
        // Numbers decoded from JSON arrive as Long, not Integer.
        Map<String, Object> order = Map.of("id", 7L, "items", List.of("pen", "ink"));
        Integer id = (Integer) order.get("id");
        System.out.println("order " + id);
    }
}
EOF
run Totals ;;
class-not-found-plugin)
cat > Plugins.java <<'EOF'
public class Plugins {
    public static void main(String[] args) throws Exception {
        String name = System.getProperty("exporter", "com.acme.export.CsvExporter");
        Object exporter = Plugins.class.getClassLoader().loadClass(name).getDeclaredConstructor().newInstance();
        System.out.println(exporter);
    }
}
EOF
run Plugins ;;
concurrent-modification-map)
cat > Carts.java <<'EOF'
import java.util.HashMap;
import java.util.Map;
public class Carts {
    public static void main(String[] args) {
        Map<String, Integer> stock = new HashMap<>(Map.of("pen", 0, "ink", 4, "pad", 0, "cap", 2));
        for (String item : stock.keySet()) {
            if (stock.get(item) == 0) stock.remove(item);
        }
        System.out.println(stock);
    }
}
EOF
run Carts ;;
connect-refused-http)
port=$(free_port)
cat > Health.java <<'EOF'
import java.net.HttpURLConnection;
import java.net.URL;
public class Health {
    public static void main(String[] args) throws Exception {
        HttpURLConnection c = (HttpURLConnection) new URL("http://127.0.0.1:" + args[0] + "/health").openConnection();
        System.out.println(c.getResponseCode());
    }
}
EOF
javac Health.java && java -cp . Health "$port" ;;
main-class-with-extension)
cat > Hello.java <<'EOF'
public class Hello { public static void main(String[] args) { System.out.println("hello"); } }
EOF
javac Hello.java && java -cp . Hello.class ;;
date-time-parse-us-format)
cat > Booking.java <<'EOF'
import java.time.LocalDate;
public class Booking {
    public static void main(String[] args) {
        LocalDate checkIn = LocalDate.parse("03/15/2024");
        System.out.println(checkIn.plusDays(3));
    }
}
EOF
run Booking ;;
exception-in-initializer-env)
cat > Paths.java <<'EOF'
public class Paths {
    public static void main(String[] args) {
        System.out.println(Env.DATA_DIR);
    }
}
class Env {
    static final String DATA_DIR = System.getenv("APP_DATA_DIR").trim() + "/data";
}
EOF
javac Paths.java && env -u APP_DATA_DIR java -cp . Paths ;;
execution-exception-async)
cat > Prices.java <<'EOF'
import java.util.concurrent.CompletableFuture;
public class Prices {
    static class RateUnavailableException extends RuntimeException {
        RateUnavailableException(String m) { super(m); }
    }
    static double fetchRate(String currency) {
        throw new RateUnavailableException("no exchange rate for " + currency);
    }
    public static void main(String[] args) throws Exception {
        CompletableFuture<Double> rate = CompletableFuture.supplyAsync(() -> fetchRate("XYZ"));
        System.out.println(rate.get());
    }
}
EOF
run Prices ;;
file-already-exists-copy)
mkdir -p backup && echo "v1" > app.conf && echo "v0" > backup/app.conf
cat > Backup.java <<'EOF'
import java.nio.file.Files;
import java.nio.file.Path;
public class Backup {
    public static void main(String[] args) throws Exception {
        Files.copy(Path.of("app.conf"), Path.of("backup/app.conf"));
        System.out.println("backed up");
    }
}
EOF
run Backup ;;
file-not-found-write)
cat > Export2.java <<'EOF'
import java.io.FileWriter;
import java.io.PrintWriter;
public class Export2 {
    public static void main(String[] args) throws Exception {
        try (PrintWriter out = new PrintWriter(new FileWriter("reports/2024/summary.csv"))) {
            out.println("month,total");
        }
    }
}
EOF
run Export2 ;;
illegal-argument-bound)
cat > Draw.java <<'EOF'
import java.util.List;
import java.util.Random;
public class Draw {
    public static void main(String[] args) {
        List<String> entrants = List.of();
        int winner = new Random().nextInt(entrants.size());
        System.out.println(entrants.get(winner));
    }
}
EOF
run Draw ;;
no-enum-constant-case)
cat > Retry.java <<'EOF'
import java.util.concurrent.TimeUnit;
public class Retry {
    public static void main(String[] args) {
        TimeUnit unit = TimeUnit.valueOf(System.getProperty("retry.unit", "seconds"));
        System.out.println(unit.toMillis(5));
    }
}
EOF
run Retry ;;
illegal-monitor-state-wait)
cat > Waiter.java <<'EOF'
public class Waiter {
    private boolean ready;
    void awaitReady() throws InterruptedException {
        while (!ready) wait(100);
    }
    public static void main(String[] args) throws Exception { new Waiter().awaitReady(); }
}
EOF
run Waiter ;;
illegal-state-matcher)
cat > Version.java <<'EOF'
import java.util.regex.Matcher;
import java.util.regex.Pattern;
public class Version {
    public static void main(String[] args) {
        Matcher m = Pattern.compile("(\\d+)\\.(\\d+)").matcher("release-candidate");
        System.out.println("major " + m.group(1));
    }
}
EOF
run Version ;;
inaccessible-object-field)
cat > Capacity.java <<'EOF'
import java.lang.reflect.Field;
import java.util.ArrayList;
public class Capacity {
    public static void main(String[] args) throws Exception {
        Field f = ArrayList.class.getDeclaredField("elementData");
        f.setAccessible(true);
        System.out.println(((Object[]) f.get(new ArrayList<String>())).length);
    }
}
EOF
run Capacity ;;
index-out-of-bounds-set)
cat > Seats.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Seats {
    public static void main(String[] args) {
        List<String> seats = new ArrayList<>(10);
        seats.set(3, "reserved");
        System.out.println(seats);
    }
}
EOF
run Seats ;;
input-mismatch-decimal)
cat > Age.java <<'EOF'
import java.util.Scanner;
public class Age {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int age = in.nextInt();
        System.out.println(age >= 18 ? "adult" : "minor");
    }
}
EOF
javac Age.java && echo "17.5" | java -cp . Age ;;
interrupted-queue)
cat > Consumer.java <<'EOF'
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
public class Consumer {
    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<String> jobs = new LinkedBlockingQueue<>();
        Thread main = Thread.currentThread();
        new Thread(main::interrupt).start();   // a shutdown hook or supervisor interrupting the worker
        System.out.println(jobs.take());
    }
}
EOF
run Consumer ;;
jar-html-download)
# A "jar" that is really an HTML error page saved by a download script.
printf '<!DOCTYPE html>\n<html><body><h1>404 Not Found</h1></body></html>\n' > app-2.1.0.jar
java -jar app-2.1.0.jar ;;
io-exception-exec)
cat > Thumbs.java <<'EOF'
public class Thumbs {
    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("wkhtmltopdf", "invoice.html", "invoice.pdf").start();
        System.out.println(p.waitFor());
    }
}
EOF
run Thumbs ;;
jar-no-main-manifest-maven)
mkdir -p src target/classes
cat > src/Cli.java <<'EOF'
public class Cli { public static void main(String[] args) { System.out.println("cli"); } }
EOF
printf 'Manifest-Version: 1.0\nCreated-By: build\n' > manifest.txt
javac -d target/classes src/Cli.java && jar cfm target/shop-1.0.0.jar manifest.txt -C target/classes . && java -jar target/shop-1.0.0.jar ;;
javac-missing-import)
cat > Names.java <<'EOF'
public class Names {
    public static void main(String[] args) {
        List<String> names = new ArrayList<>();
        names.add("ann");
        System.out.println(names);
    }
}
EOF
javac Names.java ;;
javac-not-abstract-comparable)
cat > Version2.java <<'EOF'
public class Version2 implements Comparable<Version2> {
    final int major, minor;
    Version2(int major, int minor) { this.major = major; this.minor = minor; }
    public int compare(Version2 other) { return Integer.compare(major, other.major); }
}
EOF
javac Version2.java ;;
javac-file-not-found-path)
mkdir -p src/main/java
javac -d out src/main/java/com/example/App.java ;;
javac-illegal-start-brace)
cat > Orders.java <<'EOF'
public class Orders {
    static int count(int[] ids) {
        int n = 0;
        for (int id : ids) {
            if (id > 0) n++;
        return n;

    static void print(int[] ids) {
        System.out.println(count(ids));
    }
}
EOF
javac Orders.java ;;
javac-lossy-conversion)
cat > Tax.java <<'EOF'
public class Tax {
    public static void main(String[] args) {
        int price = 100;
        int withTax = price * 1.2;
        System.out.println(withTax);
    }
}
EOF
javac Tax.java ;;
javac-constructor-args)
cat > Shop.java <<'EOF'
public class Shop {
    static class Product {
        final String name; final int cents;
        Product(String name, int cents) { this.name = name; this.cents = cents; }
    }
    public static void main(String[] args) {
        Product p = new Product("pen");
        System.out.println(p.name);
    }
}
EOF
javac Shop.java ;;
javac-missing-return-switch)
cat > Level.java <<'EOF'
public class Level {
    static String name(int code) {
        switch (code) {
            case 1: return "debug";
            case 2: return "info";
            case 3: return "error";
        }
    }
    public static void main(String[] args) { System.out.println(name(2)); }
}
EOF
javac Level.java ;;
javac-non-static-variable)
cat > Visits.java <<'EOF'
public class Visits {
    private int total = 0;
    public static void main(String[] args) {
        total += args.length;
        System.out.println(total);
    }
}
EOF
javac Visits.java ;;
javac-package-missing-commons)
cat > Slug.java <<'EOF'
import org.apache.commons.lang3.StringUtils;
public class Slug {
    public static void main(String[] args) {
        System.out.println(StringUtils.lowerCase("Hello World").replace(' ', '-'));
    }
}
EOF
javac Slug.java ;;
javac-public-interface-file-name)
cat > Store.java <<'EOF'
public interface Repository {
    String find(long id);
}
EOF
javac Store.java ;;
javac-end-of-file-if)
cat > Login.java <<'EOF'
public class Login {
    public static void main(String[] args) {
        if (args.length == 0) {
            System.out.println("usage: login USER");
        } else {
            System.out.println("welcome " + args[0]);
    }
}
EOF
javac Login.java ;;
javac-release-99)
cat > Hello2.java <<'EOF'
public class Hello2 { public static void main(String[] args) { System.out.println("hi"); } }
EOF
javac --release 99 Hello2.java ;;
javac-semicolon-return)
cat > Area.java <<'EOF'
public class Area {
    static double circle(double r) {
        return Math.PI * r * r
    }
    public static void main(String[] args) { System.out.println(circle(1)); }
}
EOF
javac Area.java ;;
javac-unreported-interrupted)
cat > Poller.java <<'EOF'
public class Poller {
    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            System.out.println("poll " + i);
            Thread.sleep(1000);
        }
    }
}
EOF
javac Poller.java ;;
javac-already-defined-param)
cat > Greet.java <<'EOF'
public class Greet {
    static String greet(String name) {
        String name = name.trim();
        return "hello " + name;
    }
    public static void main(String[] args) { System.out.println(greet(" ann ")); }
}
EOF
javac Greet.java ;;
javac-not-initialized-try)
cat > Config2.java <<'EOF'
import java.nio.file.Files;
import java.nio.file.Path;
public class Config2 {
    public static void main(String[] args) {
        String text;
        try {
            text = Files.readString(Path.of("app.conf"));
        } catch (java.io.IOException e) {
            System.err.println("no config");
        }
        System.out.println(text.length());
    }
}
EOF
javac Config2.java ;;
main-method-wrong-signature)
cat > Runner.java <<'EOF'
public class Runner {
    public static void main(String args) { System.out.println("running " + args); }
}
EOF
run Runner ;;
malformed-url-protocol)
cat > Download.java <<'EOF'
import java.net.URL;
public class Download {
    public static void main(String[] args) throws Exception {
        URL url = new URL("htps://downloads.example.com/app-2.1.0.zip");
        System.out.println(url.getPath());
    }
}
EOF
run Download 2>&1 | grep -v '^Note:' ;;
mvn-offline-test-dependency)
mkdir -p src/test/java
cat > pom.xml <<'EOF'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.acme</groupId>
  <artifactId>billing</artifactId>
  <version>0.3.0-SNAPSHOT</version>
  <dependencies>
    <dependency>
      <groupId>org.junit.jupiter</groupId>
      <artifactId>junit-jupiter</artifactId>
      <version>5.10.2</version>
      <scope>test</scope>
    </dependency>
  </dependencies>
</project>
EOF
mvn -o -B -Dstyle.color=never -Dmaven.repo.local="$work/m2" test 2>&1 | strip_ansi ;;
mvn-no-pom-subdir)
mkdir -p shop/src/main/java && cd shop/src
mvn -o -B -Dstyle.color=never -Dmaven.repo.local="$work/m2" clean install 2>&1 | strip_ansi ;;
mvn-bad-pom-unclosed)
cat > pom.xml <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.acme</groupId>
  <artifactId>billing</artifactId>
  <version>0.3.0</version
  <packaging>jar</packaging>
</project>
EOF
mvn -o -B -Dstyle.color=never -Dmaven.repo.local="$work/m2" verify 2>&1 | strip_ansi ;;
negative-array-size-diff)
cat > Window.java <<'EOF'
public class Window {
    static int[] slice(int[] data, int from, int to) {
        int[] out = new int[to - from];
        System.arraycopy(data, from, out, 0, out.length);
        return out;
    }
    public static void main(String[] args) {
        System.out.println(slice(new int[]{1, 2, 3, 4}, 3, 1).length);
    }
}
EOF
run Window ;;
no-class-def-found-classpath)
# Compiled against a library directory, then run without it on the classpath.
mkdir -p lib/com/acme
cat > lib/com/acme/Slugs.java <<'EOF'
package com.acme;
public class Slugs { public static String of(String s) { return s.toLowerCase().replace(' ', '-'); } }
EOF
cat > Blog.java <<'EOF'
import com.acme.Slugs;
public class Blog {
    public static void main(String[] args) { System.out.println(Slugs.of("Hello World")); }
}
EOF
javac -d libclasses lib/com/acme/Slugs.java && javac -cp libclasses -d app Blog.java && java -cp app Blog ;;
no-such-element-scanner)
cat > Name.java <<'EOF'
import java.util.Scanner;
public class Name {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        String name = in.nextLine();
        System.out.println("hello " + name);
    }
}
EOF
javac Name.java && java -cp . Name </dev/null ;;
no-such-file-write)
cat > Audit.java <<'EOF'
import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
public class Audit {
    public static void main(String[] args) throws Exception {
        try (BufferedWriter w = Files.newBufferedWriter(Path.of("var/audit/2024-06.log"))) {
            w.write("login ann\n");
        }
    }
}
EOF
run Audit ;;
no-such-method-return-type)
# The library changed a method's return type from int to long between versions.
library_versions Inventory 'public class Inventory { public static int count() { return 3; } }' \
  'public class Inventory { public static long count() { return 3L; } }'
cat > Stock.java <<'EOF'
public class Stock {
    public static void main(String[] args) { System.out.println("items: " + Inventory.count()); }
}
EOF
changed_library Inventory Stock ;;
not-serializable-optional)
cat > Session.java <<'EOF'
import java.io.ByteArrayOutputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.Optional;
public class Session implements Serializable {
    String user = "ann";
    Optional<String> locale = Optional.of("fr-FR");
    public static void main(String[] args) throws Exception {
        try (ObjectOutputStream out = new ObjectOutputStream(new ByteArrayOutputStream())) {
            out.writeObject(new Session());
        }
    }
}
EOF
run Session ;;
npe-unboxing)
cat > Timeouts.java <<'EOF'
import java.util.HashMap;
import java.util.Map;
public class Timeouts {
    public static void main(String[] args) {
        Map<String, Integer> conf = new HashMap<>();
        conf.put("connect", 5);
        int read = conf.get("read");
        System.out.println(read * 1000);
    }
}
EOF
run Timeouts ;;
number-format-decimal-comma)
cat > Amount.java <<'EOF'
public class Amount {
    public static void main(String[] args) {
        double amount = Double.parseDouble("12,50");
        System.out.println(amount * 2);
    }
}
EOF
run Amount ;;
out-of-memory-large-array)
cat > Matrix.java <<'EOF'
public class Matrix {
    public static void main(String[] args) {
        int n = 12000;
        double[] cells = new double[n * n];
        System.out.println(cells.length);
    }
}
EOF
run Matrix -Xmx64m ;;
pattern-syntax-unclosed)
cat > Phone.java <<'EOF'
import java.util.regex.Pattern;
public class Phone {
    public static void main(String[] args) {
        Pattern p = Pattern.compile("(\\d{3}-\\d{4}");
        System.out.println(p.matcher("555-1234").matches());
    }
}
EOF
run Phone ;;
connection-reset-http)
# A local server that accepts the request and aborts the connection with a TCP reset.
port=$(free_port)
python3 -c '
import socket,struct,sys
s=socket.socket(); s.setsockopt(socket.SOL_SOCKET,socket.SO_REUSEADDR,1); s.bind(("127.0.0.1",int(sys.argv[1]))); s.listen()
while True:
    c,_=s.accept(); c.recv(4096)
    c.setsockopt(socket.SOL_SOCKET,socket.SO_LINGER,struct.pack("ii",1,0)); c.close()' "$port" &
PIDS+=($!)
wait_port "$port"   # every connection is reset, the probe's too and HttpURLConnection's one retry
cat > Orders.java <<'EOF'
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
public class Orders {
    public static void main(String[] args) throws Exception {
        HttpURLConnection c = (HttpURLConnection) new URL("http://127.0.0.1:" + args[0] + "/orders").openConnection();
        try (InputStream in = c.getInputStream()) { System.out.println(new String(in.readAllBytes())); }
    }
}
EOF
javac Orders.java && java -cp . Orders "$port" ;;
socket-timeout-http)
# A local HTTP server that accepts the request but never answers.
port=$(free_port)
hold_port "$port"
cat > Quote.java <<'EOF'
import java.net.HttpURLConnection;
import java.net.URL;
public class Quote {
    public static void main(String[] args) throws Exception {
        HttpURLConnection c = (HttpURLConnection) new URL("http://127.0.0.1:" + args[0] + "/quote").openConnection();
        c.setConnectTimeout(1000);
        c.setReadTimeout(800);
        System.out.println(c.getResponseCode());
    }
}
EOF
javac Quote.java && java -cp . Quote "$port" ;;
no-suitable-driver-mysql)
cat > Users.java <<'EOF'
import java.sql.Connection;
import java.sql.DriverManager;
public class Users {
    public static void main(String[] args) throws Exception {
        String url = "jdbc:mysql://127.0.0.1:3306/accounts?useSSL=false";
        try (Connection c = DriverManager.getConnection(url, "app", "secret")) {
            System.out.println(c.getCatalog());
        }
    }
}
EOF
run Users ;;
ssl-pkix-urlconnection)
# The same untrusted self-signed certificate, reached through HttpsURLConnection.
serve_https_self_signed
cat > Status.java <<'EOF'
import java.net.URL;
import javax.net.ssl.HttpsURLConnection;
public class Status {
    public static void main(String[] args) throws Exception {
        HttpsURLConnection c = (HttpsURLConnection) new URL("https://localhost:" + args[0] + "/status").openConnection();
        System.out.println(c.getResponseCode());
    }
}
EOF
javac Status.java && java $JAVA_OPTS -cp . Status "$port" 2>&1 | head -n 12 ;;
stack-overflow-tostring)
cat > Family.java <<'EOF'
import java.util.ArrayList;
import java.util.List;
public class Family {
    static class Person {
        String name; Person parent; List<Person> children = new ArrayList<>();
        Person(String name) { this.name = name; }
        public String toString() { return name + " parent=" + parent + " children=" + children; }
    }
    public static void main(String[] args) {
        Person ann = new Person("ann"), bob = new Person("bob");
        bob.parent = ann; ann.children.add(bob);
        System.out.println(ann);
    }
}
EOF
run Family 2>&1 | head -n 6 ;;
string-index-charat)
cat > Initials.java <<'EOF'
public class Initials {
    public static void main(String[] args) {
        String first = "Ann", last = "";
        System.out.println("" + first.charAt(0) + last.charAt(0));
    }
}
EOF
run Initials ;;
timeout-exception-future)
cat > Report3.java <<'EOF'
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
public class Report3 {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor(r -> { Thread t = new Thread(r); t.setDaemon(true); return t; });
        Future<String> report = pool.submit(() -> { Thread.sleep(5000); return "done"; });
        System.out.println(report.get(300, TimeUnit.MILLISECONDS));
    }
}
EOF
run Report3 ;;
jar-missing-snapshot)
mkdir -p target
java -jar target/billing-0.3.0-SNAPSHOT.jar --server.port=8081 ;;
unknown-host-http)
cat > Pay.java <<'EOF'
import java.net.HttpURLConnection;
import java.net.URL;
public class Pay {
    public static void main(String[] args) throws Exception {
        HttpURLConnection c = (HttpURLConnection) new URL("https://payments.svc.cluster.local/v1/charges").openConnection();
        System.out.println(c.getResponseCode());
    }
}
EOF
run Pay ;;
unsatisfied-link-path)
cat > Crypto.java <<'EOF'
public class Crypto {
    public static void main(String[] args) {
        System.load("/opt/acme/lib/libsodium-jni.so");
        System.out.println("loaded");
    }
}
EOF
run Crypto ;;
unsupported-class-version-66)
cat > Batch2.java <<'EOF'
public class Batch2 { public static void main(String[] args) { System.out.println("ok"); } }
EOF
# Raise the class file major version to 66 (what JDK 22 writes) and package it as a jar run on Java 17.
javac Batch2.java && python3 -c 'b=bytearray(open("Batch2.class","rb").read()); b[6:8]=(66).to_bytes(2,"big"); open("Batch2.class","wb").write(b)' && jar cfe batch.jar Batch2 Batch2.class && java -jar batch.jar ;;
unsupported-operation-aslist)
cat > Roles.java <<'EOF'
import java.util.Arrays;
import java.util.List;
public class Roles {
    public static void main(String[] args) {
        List<String> roles = Arrays.asList("viewer", "editor");
        roles.add("admin");
        System.out.println(roles);
    }
}
EOF
run Roles ;;
uri-syntax-backslash)
cat > Open.java <<'EOF'
import java.net.URI;
public class Open {
    public static void main(String[] args) throws Exception {
        URI uri = new URI("file:///C:\\Users\\ann\\report.pdf");
        System.out.println(uri.getPath());
    }
}
EOF
run Open ;;
jvm-unrecognized-vm-option)
# MaxPermSize was removed in Java 8's successor releases; old start scripts still pass it.
java -XX:MaxPermSize=256m -version ;;
jvm-invalid-heap-size)
# "gb" is not a unit the launcher knows (k, m, g only).
java -Xmx4gb -version ;;
jvm-unrecognized-option-d64)
# -d64 was removed in Java 10; old launch scripts still pass it.
java -d64 -version ;;
jvm-removed-gc-option)
# The CMS collector was removed in Java 14.
java -XX:+UseConcMarkSweepGC -version ;;
slf4j-no-binding)
# slf4j-api alone on the class path (Debian's libslf4j-java 1.7.32), no logging backend beside it.
cat > Worker.java <<'EOF'
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
public class Worker {
    private static final Logger log = LoggerFactory.getLogger(Worker.class);
    public static void main(String[] args) {
        log.info("worker started");
        System.out.println("done");
    }
}
EOF
javac -cp /usr/share/java/slf4j-api.jar Worker.java && java -cp /usr/share/java/slf4j-api.jar:. Worker ;;
illegal-access-error-field)
# The library made a public field private after the caller was compiled against it.
library_versions Account 'public class Account { public static long balance = 100; }' \
  'public class Account { private static long balance = 100; }'
cat > Report.java <<'EOF'
public class Report {
    public static void main(String[] args) { System.out.println("balance: " + Account.balance); }
}
EOF
changed_library Account Report ;;
illegal-access-error-method)
# The library made a public method private after the caller was compiled against it.
library_versions Account 'public class Account { public static void audit() { } }' \
  'public class Account { private static void audit() { } }'
cat > Audit.java <<'EOF'
public class Audit {
    public static void main(String[] args) { Account.audit(); }
}
EOF
changed_library Account Audit ;;
could-not-initialize-class)
# The static initialiser fails once (ExceptionInInitializerError, caught); the next use of the class
# reports NoClassDefFoundError: Could not initialize class.
cat > Settings.java <<'EOF'
public class Settings {
    static final int TIMEOUT = Integer.parseInt(System.getProperty("app.timeout", "30s"));
    static int timeout() { return TIMEOUT; }
}
EOF
cat > Server.java <<'EOF'
public class Server {
    public static void main(String[] args) {
        try {
            System.err.println("timeout " + Settings.timeout());
        } catch (Throwable first) {
            System.err.println("first attempt failed: " + first);
        }
        System.err.println("retrying");
        System.err.println("timeout " + Settings.timeout());
    }
}
EOF
javac Server.java Settings.java && java -cp . Server ;;
could-not-initialize-class-thread)
# The static initialiser fails in another thread first; the main thread then finds the class unusable.
cat > Worker.java <<'EOF'
public class Worker {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> Codes.lookup("EUR"), "loader");
        t.start(); t.join();
        Codes.lookup("USD");
    }
}
class Codes {
    static final java.util.Map<String, String> TABLE = load();
    static java.util.Map<String, String> load() { throw new IllegalStateException("currency table is empty"); }
    static String lookup(String k) { return TABLE.get(k); }
}
EOF
javac Worker.java && java -cp . Worker ;;
oom-direct-buffer)
# Direct (off-heap) buffers beyond -XX:MaxDirectMemorySize.
cat > Frames.java <<'EOF'
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
public class Frames {
    public static void main(String[] args) {
        List<ByteBuffer> pool = new ArrayList<>();
        for (int i = 0; i < 100; i++) pool.add(ByteBuffer.allocateDirect(4 * 1024 * 1024));
        System.out.println(pool.size());
    }
}
EOF
run Frames -XX:MaxDirectMemorySize=64m ;;
oom-direct-buffer-nio)
# A file read through a channel into a heap buffer: NIO copies through a temporary direct buffer of the same size.
head -c 20000000 /dev/zero > big.bin
cat > Loader.java <<'EOF'
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
public class Loader {
    public static void main(String[] args) throws Exception {
        try (FileChannel ch = FileChannel.open(Path.of("big.bin"))) {
            ByteBuffer all = ByteBuffer.allocate((int) ch.size());
            ch.read(all);
            System.out.println(all.position());
        }
    }
}
EOF
run Loader -XX:MaxDirectMemorySize=8m ;;
oom-array-size-limit)
cat > Buf.java <<'EOF'
public class Buf {
    public static void main(String[] args) {
        byte[] b = new byte[Integer.MAX_VALUE];
        System.out.println(b.length);
    }
}
EOF
run Buf -Xmx64m ;;
oom-string-length-limit)
cat > Pad.java <<'EOF'
public class Pad {
    public static void main(String[] args) {
        String row = "x".repeat(1 << 20);
        String page = row.repeat(4096);
        System.out.println(page.length());
    }
}
EOF
run Pad -Xmx64m ;;
oom-metaspace|oom-compressed-class-space)
# A class loader leak: every "redeploy" loads the plugin class in a fresh loader and the old ones stay reachable;
# limited by -XX:MaxMetaspaceSize, or for oom-compressed-class-space by a small compressed class space.
limit=-XX:MaxMetaspaceSize=24m
[ "$1" = oom-compressed-class-space ] && limit=-XX:CompressedClassSpaceSize=1m
mkdir -p plugin
cat > plugin/Handler.java <<'EOF'
public class Handler {
    public String handle(String in) { return in.toUpperCase(); }
    public int a() { return 1; } public int b() { return 2; } public int c() { return 3; }
}
EOF
cat > Plugins.java <<'EOF'
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
public class Plugins {
    public static void main(String[] args) throws Exception {
        URL dir = Path.of("plugin").toUri().toURL();
        List<Object> loaded = new ArrayList<>();
        for (int i = 0; ; i++) {
            URLClassLoader loader = new URLClassLoader(new URL[] { dir }, null);
            loaded.add(loader.loadClass("Handler").getDeclaredConstructor().newInstance());
        }
    }
}
EOF
javac -d plugin plugin/Handler.java && javac Plugins.java && java $limit -cp . Plugins 2>&1 | head -6 ;;
oom-gc-overhead)
# The parallel collector gives up when nearly all time goes to GC and little heap is freed.
cat > Sessions.java <<'EOF'
import java.util.HashMap;
import java.util.Map;
public class Sessions {
    public static void main(String[] args) {
        Map<Integer, String> cache = new HashMap<>();
        for (int i = 0; ; i++) cache.put(i, "session-" + i);
    }
}
EOF
javac Sessions.java && java -XX:+UseParallelGC -Xmx32m -cp . Sessions 2>&1 | head -5 ;;
oom-native-thread)
# Threads that never end, under an address-space limit (ulimit -v) that their stacks exhaust; RLIMIT_NPROC
# does not apply to root, so the virtual memory limit stands in for a process/thread limit.
cat > Crawler.java <<'EOF'
import java.util.concurrent.CountDownLatch;
public class Crawler {
    public static void main(String[] args) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        for (int i = 0; i < 100000; i++) {
            Thread t = new Thread(() -> { try { done.await(); } catch (InterruptedException e) { } }, "fetch-" + i);
            t.setDaemon(true);
            t.start();
        }
    }
}
EOF
javac Crawler.java && (ulimit -v 2000000; java -Xmx64m -Xss8m -XX:ReservedCodeCacheSize=32m -XX:CompressedClassSpaceSize=64m -XX:MaxMetaspaceSize=64m -XX:+UseSerialGC -cp . Crawler) ;;
abstract-method-interface)
# The interface gained a method; the implementation jar was compiled against the old interface.
library_versions Shape 'public interface Shape { double area(); }' \
  'public interface Shape { double area(); double perimeter(); }'
cat > Square.java <<'EOF'
public class Square implements Shape { public double area() { return 4; } }
EOF
cat > Drawing.java <<'EOF'
public class Drawing {
    public static void main(String[] args) {
        Shape s = new Square();
        System.out.println(s.area() + " " + s.perimeter());
    }
}
EOF
javac -d lib1 v1/Shape.java && javac -d lib2 v2/Shape.java && javac -cp lib1 -d plugin Square.java && javac -cp lib2:plugin -d app Drawing.java && java -cp app:lib2:plugin Drawing ;;
abstract-method-class)
# The abstract base class gained an abstract method; the subclass was compiled against the old one.
library_versions Store 'public abstract class Store { public abstract String get(String k); }' \
  'public abstract class Store { public abstract String get(String k); public abstract void close(); }'
cat > MemoryStore.java <<'EOF'
public class MemoryStore extends Store { public String get(String k) { return k; } }
EOF
cat > Cache.java <<'EOF'
public class Cache { public static void main(String[] a) { Store s = new MemoryStore(); s.get("k"); s.close(); } }
EOF
javac -d lib1 v1/Store.java && javac -d lib2 v2/Store.java && javac -cp lib1 -d plugin MemoryStore.java && javac -cp lib2:plugin -d app Cache.java && java -cp app:lib2:plugin Cache ;;
no-such-field-static)
# A static field was renamed in the library after the caller was compiled.
library_versions Limits 'public class Limits { public static int MAX_USERS = 50; }' \
  'public class Limits { public static int MAX_SEATS = 50; }'
cat > Signup.java <<'EOF'
public class Signup { public static void main(String[] a) { System.out.println(Limits.MAX_USERS); } }
EOF
changed_library Limits Signup ;;
no-such-field-instance)
# An instance field was renamed (and retyped) in the library after the caller was compiled.
library_versions Order 'public class Order { public int quantity = 3; }' \
  'public class Order { public long qty = 3; }'
cat > Checkout.java <<'EOF'
public class Checkout { public static void main(String[] a) { System.out.println(new Order().quantity); } }
EOF
changed_library Order Checkout ;;
incompatible-class-change-static)
# A static method became an instance method in the library.
library_versions Clock 'public class Clock { public static long now() { return 1L; } }' \
  'public class Clock { public long now() { return 1L; } }'
cat > Timer.java <<'EOF'
public class Timer { public static void main(String[] a) { System.out.println(Clock.now()); } }
EOF
changed_library Clock Timer ;;
incompatible-class-change-interface)
# A class became an interface in the library.
library_versions Codec 'public class Codec { public String encode(String s) { return s; } }' \
  'public interface Codec { String encode(String s); }'
cat > Upload.java <<'EOF'
public class Upload {
    static String send(Codec c) { return c.encode("report.pdf"); }
    public static void main(String[] a) { System.out.println(send(null)); }
}
EOF
changed_library Codec Upload ;;
illegal-access-error-not-exported)
# Compiled with --add-exports for a JDK-internal package, run without it.
cat > Mapped.java <<'EOF'
import java.nio.ByteBuffer;
public class Mapped {
    public static void main(String[] args) {
        ByteBuffer buf = ByteBuffer.allocateDirect(64);
        long address = ((sun.nio.ch.DirectBuffer) buf).address();
        System.out.println(address != 0);
    }
}
EOF
javac --add-exports java.base/sun.nio.ch=ALL-UNNAMED Mapped.java >/dev/null 2>&1 && java -cp . Mapped ;;
illegal-access-error-not-exported-util)
cat > Dump.java <<'EOF'
public class Dump {
    public static void main(String[] args) {
        System.out.println(new sun.security.util.HexDumpEncoder().encode("token".getBytes()));
    }
}
EOF
javac --add-exports java.base/sun.security.util=ALL-UNNAMED Dump.java >/dev/null 2>&1 && java -cp . Dump ;;
class-cast-two-loaders|class-cast-two-loaders-interface)
# The plugin jar is loaded a second time by its own class loader (no parent delegation), so its classes are
# different types from the copies on the application class path.
mkdir -p plugin
cat > plugin/Greeter.java <<'EOF'
public interface Greeter { String greet(String name); }
EOF
cat > plugin/EnglishGreeter.java <<'EOF'
public class EnglishGreeter implements Greeter { public String greet(String n) { return "Hello " + n; } }
EOF
cat > Host.java <<'EOF'
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
public class Host {
    public static void main(String[] args) throws Exception {
        URLClassLoader isolated = new URLClassLoader(new URL[] { Path.of("plugin").toUri().toURL() }, null);
        Object o = isolated.loadClass("EnglishGreeter").getDeclaredConstructor().newInstance();
        if (args.length > 0) {
            Greeter g = (Greeter) o;
            System.out.println(g.greet("Ann"));
        } else {
            EnglishGreeter g = (EnglishGreeter) o;
            System.out.println(g.greet("Ann"));
        }
    }
}
EOF
javac -d plugin plugin/*.java && javac -cp plugin Host.java && if [ "$1" = class-cast-two-loaders ]; then java -cp .:plugin Host; else java -cp .:plugin Host iface; fi ;;
class-cast-app-class-loader)
# Code written for Java 8 that treats the system class loader as a URLClassLoader.
cat > Classpath.java <<'EOF'
import java.net.URL;
import java.net.URLClassLoader;
public class Classpath {
    public static void main(String[] args) {
        URLClassLoader loader = (URLClassLoader) ClassLoader.getSystemClassLoader();
        for (URL u : loader.getURLs()) System.out.println(u);
    }
}
EOF
run Classpath ;;
class-cast-app-class-loader-thread)
cat > Scanner2.java <<'EOF'
import java.net.URLClassLoader;
public class Scanner2 {
    public static void main(String[] args) {
        ClassLoader cl = Thread.currentThread().getContextClassLoader();
        System.out.println(((URLClassLoader) cl).getURLs().length + " entries");
    }
}
EOF
run Scanner2 ;;
*) echo "unknown case: $1" >&2; exit 2 ;;
esac
exit 0
