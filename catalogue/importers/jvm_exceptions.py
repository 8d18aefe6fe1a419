"""Common JVM exceptions and errors -> catalogue/java.

Reads: the JDK on this machine (Debian package openjdk-17-jdk-headless: `javac` and `java`). A small
Java program is compiled into a temporary directory; it walks the jrt:/ file system of the modules
java.base, java.sql, java.net.http, java.naming and java.xml and prints every public class that
extends java.lang.Throwable with its superclass. From that list the importer keeps the classes
people meet in stack traces (COMMON below, grouped by package); a class of COMMON that the JDK
does not have is reported and skipped, so the list cannot drift from the real JDK.

Record codes follow catalogue/README.md: the simple class name, the qualified name as an alias.
Patterns: the qualified name as `Exception in thread "..."` prints it, after `Caused by:`, and
followed by ':' or the end of the line.

Run:  python3 catalogue/importers/jvm_exceptions.py                  # report classes without a record
      python3 catalogue/importers/jvm_exceptions.py --drafts /tmp/d  # write drafts to /tmp/d/java/
Nothing is fetched from the network.
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

MODULES = ["java.base", "java.sql", "java.net.http", "java.naming", "java.xml"]

LISTER = r"""
import java.net.URI;
import java.nio.file.*;
import java.lang.reflect.Modifier;
import java.util.*;
public class ListThrowables {
    public static void main(String[] args) throws Exception {
        FileSystem fs = FileSystems.getFileSystem(URI.create("jrt:/"));
        TreeSet<String> out = new TreeSet<>();
        for (String mod : args) {
            Path root = fs.getPath("/modules", mod);
            try (var walk = Files.walk(root)) {
                for (Path p : (Iterable<Path>) walk::iterator) {
                    String s = root.relativize(p).toString();
                    if (!s.endsWith(".class") || s.contains("$") || s.equals("module-info.class")) continue;
                    String name = s.substring(0, s.length() - 6).replace('/', '.');
                    if (!(name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("org.xml."))) continue;
                    try {
                        Class<?> c = Class.forName(name, false, ClassLoader.getSystemClassLoader());
                        if (Throwable.class.isAssignableFrom(c) && Modifier.isPublic(c.getModifiers()))
                            out.add(name + " " + c.getSuperclass().getName());
                    } catch (Throwable t) { }
                }
            }
        }
        out.forEach(System.out::println);
    }
}
"""

# The classes people meet, by package. Kept as qualified names; each must exist in the JDK.
COMMON = """
java.lang: AbstractMethodError ArithmeticException ArrayIndexOutOfBoundsException
  AssertionError ClassCastException ClassNotFoundException
  Exception ExceptionInInitializerError
  IllegalAccessException IllegalArgumentException IllegalMonitorStateException IllegalStateException
  IncompatibleClassChangeError IndexOutOfBoundsException
  InterruptedException NegativeArraySizeException NoClassDefFoundError NoSuchFieldError
  NoSuchMethodError NoSuchMethodException NullPointerException
  NumberFormatException OutOfMemoryError SecurityException StackOverflowError
  StringIndexOutOfBoundsException UnsatisfiedLinkError UnsupportedClassVersionError
  UnsupportedOperationException VerifyError
java.lang.reflect: InaccessibleObjectException InvocationTargetException UndeclaredThrowableException
java.lang.module: FindException
java.io: EOFException FileNotFoundException IOException InvalidClassException NotSerializableException
  UncheckedIOException
java.net: BindException ConnectException MalformedURLException NoRouteToHostException
  SocketException SocketTimeoutException URISyntaxException
  UnknownHostException
java.net.http: HttpConnectTimeoutException HttpTimeoutException
java.nio: BufferUnderflowException
java.nio.channels: ClosedChannelException
java.nio.charset: MalformedInputException
java.nio.file: AccessDeniedException DirectoryNotEmptyException
  FileAlreadyExistsException InvalidPathException
  NoSuchFileException NotDirectoryException
java.time: DateTimeException
java.time.format: DateTimeParseException
java.time.temporal: UnsupportedTemporalTypeException
java.time.zone: ZoneRulesException
java.text: ParseException
java.util: ConcurrentModificationException IllegalFormatConversionException
  InputMismatchException MissingFormatArgumentException MissingResourceException
  NoSuchElementException ServiceConfigurationError UnknownFormatConversionException
java.util.concurrent: CancellationException CompletionException
  ExecutionException RejectedExecutionException TimeoutException
java.util.regex: PatternSyntaxException
java.util.zip: ZipException
java.security: NoSuchAlgorithmException
java.security.cert: CertificateException
javax.crypto: BadPaddingException
javax.net.ssl: SSLException SSLHandshakeException SSLPeerUnverifiedException
java.sql: BatchUpdateException SQLException
  SQLIntegrityConstraintViolationException SQLNonTransientConnectionException
  SQLSyntaxErrorException SQLTimeoutException
  SQLTransientConnectionException
javax.naming: NameNotFoundException
org.xml.sax: SAXParseException
"""


def jdk_throwables():
    """{qualified name: superclass} for the public Throwables of MODULES, from the JDK itself."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "ListThrowables.java")
        with open(src, "w", encoding="utf-8") as handle:
            handle.write(LISTER)
        subprocess.run(["javac", "-d", tmp, src], check=True)
        out = subprocess.run(["java", "-cp", tmp, "ListThrowables"] + MODULES, check=True,
                             capture_output=True, text=True).stdout
    return dict(line.split() for line in out.splitlines() if line.strip())


def common_names():
    package = None
    for token in COMMON.split():
        if token.endswith(":"):
            package = token[:-1]
        else:
            yield f"{package}.{token}"


def words(name):
    return " ".join(re.findall(r"[A-Z]+(?=[A-Z][a-z]|$)|[A-Z][a-z]*|[a-z0-9]+", name))


def entries():
    found = jdk_throwables()
    for qualified in common_names():
        if qualified not in found:
            print(f"  not in this JDK, skipped: {qualified}", file=sys.stderr)
            continue
        simple = qualified.rsplit(".", 1)[1]
        q = re.escape(qualified)
        patterns = [(f'Exception in thread "[^"]+" {q}\\b', 0.95),
                    (f"Caused by: {q}\\b", 0.88),
                    (f"\\b{q}(?::|$)", 0.85)]
        message = f'Exception in thread "main" {qualified}: {{message}}'
        record = common.draft(simple, simple, message, patterns, aliases=[qualified],
                              languages=["java"])
        yield [simple, qualified], common.slugify(words(simple)), record


if __name__ == "__main__":
    sys.exit(common.run("java", "the JDK's jrt:/ modules (" + ", ".join(MODULES) + ")", entries()))
