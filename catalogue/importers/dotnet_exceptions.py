"""Common .NET exceptions -> catalogue/dotnet.

Reads: Mono's class libraries on this machine (Debian packages mono-devel and mono-runtime:
`mcs`, `mono` and /usr/lib/mono/4.5/*.dll). A small C# program is compiled with mcs into a
temporary directory; it loads mscorlib, System, System.Core and the assemblies in ASSEMBLIES,
prints every public, non-abstract class deriving from System.Exception with its base class and
the default message the runtime gives an instance made with the parameterless constructor.
From that list the importer keeps the exceptions people meet (COMMON); a name the libraries lack
is reported and skipped.

Record codes follow catalogue/README.md: the class name (NullReferenceException), the qualified
name (System.NullReferenceException) as an alias. The message is the runtime's default message
where it is specific (not "Exception of type 'X' was thrown.", "System error." or empty).
Patterns: the qualified name (0.9) and the default message when specific (0.7).

Run:  python3 catalogue/importers/dotnet_exceptions.py                  # report classes without a record
      python3 catalogue/importers/dotnet_exceptions.py --drafts /tmp/d  # write drafts to /tmp/d/dotnet/
Nothing is fetched from the network.
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

MONO_LIB = "/usr/lib/mono/4.5"
STRONG = ", Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089"
ASSEMBLIES = ["mscorlib", "System" + STRONG, "System.Core" + STRONG] + [
    os.path.join(MONO_LIB, name + ".dll") for name in (
        "System.Net.Http", "System.Data", "System.Xml", "System.Configuration",
        "System.Transactions", "Microsoft.CSharp")]

LISTER = r"""
using System;
using System.Linq;
using System.Reflection;
public static class ListExceptions {
    public static void Main(string[] args) {
        foreach (var asmName in args) {
            Assembly asm;
            try { asm = asmName.EndsWith(".dll") ? Assembly.LoadFrom(asmName) : Assembly.Load(asmName); }
            catch { continue; }
            Type[] types;
            try { types = asm.GetExportedTypes(); }
            catch (ReflectionTypeLoadException e) { types = e.Types.Where(t => t != null).ToArray(); }
            foreach (var t in types.OrderBy(t => t.FullName)) {
                if (!typeof(Exception).IsAssignableFrom(t) || t.IsAbstract || t.IsGenericType) continue;
                string msg = "";
                try {
                    var ctor = t.GetConstructor(Type.EmptyTypes);
                    if (ctor != null) msg = ((Exception)ctor.Invoke(null)).Message;
                } catch { }
                Console.WriteLine(t.FullName + "\t" + t.BaseType.FullName + "\t"
                                  + msg.Replace("\n", " ").Replace("\r", ""));
            }
        }
    }
}
"""

COMMON = """
System: AccessViolationException AggregateException ArgumentException ArgumentNullException
  ArgumentOutOfRangeException ArithmeticException ArrayTypeMismatchException BadImageFormatException
  DivideByZeroException DllNotFoundException EntryPointNotFoundException Exception FormatException
  IndexOutOfRangeException InsufficientExecutionStackException
  InvalidCastException InvalidOperationException InvalidTimeZoneException
  MethodAccessException MissingFieldException MissingMemberException
  MissingMethodException NotImplementedException NotSupportedException NullReferenceException
  ObjectDisposedException OperationCanceledException OutOfMemoryException OverflowException
  PlatformNotSupportedException StackOverflowException TimeoutException
  TimeZoneNotFoundException TypeInitializationException TypeLoadException UnauthorizedAccessException
  UriFormatException
System.Collections.Generic: KeyNotFoundException
System.ComponentModel: InvalidEnumArgumentException Win32Exception
System.Configuration: ConfigurationErrorsException
System.Data: ConstraintException DBConcurrencyException NoNullAllowedException
System.Data.SqlClient: SqlException
System.Data.SqlTypes: SqlNullValueException
System.Globalization: CultureNotFoundException
System.IO: DirectoryNotFoundException EndOfStreamException FileLoadException
  FileNotFoundException IOException InternalBufferOverflowException InvalidDataException
  PathTooLongException
System.Net: ProtocolViolationException WebException
System.Net.Http: HttpRequestException
System.Net.Mail: SmtpException
System.Net.Sockets: SocketException
System.Net.WebSockets: WebSocketException
System.Reflection: AmbiguousMatchException ReflectionTypeLoadException TargetInvocationException
  TargetParameterCountException
System.Resources: MissingManifestResourceException
System.Runtime.CompilerServices: SwitchExpressionException
System.Runtime.InteropServices: COMException SEHException
System.Runtime.Serialization: SerializationException
System.Security: SecurityException
System.Security.Authentication: AuthenticationException
System.Security.Cryptography: CryptographicException
System.Text: DecoderFallbackException
System.Text.RegularExpressions: RegexMatchTimeoutException
System.Threading: SynchronizationLockException ThreadAbortException ThreadInterruptedException
System.Threading.Tasks: TaskCanceledException
System.Transactions: TransactionAbortedException
System.Xml: XmlException
System.Xml.Schema: XmlSchemaValidationException
Microsoft.CSharp.RuntimeBinder: RuntimeBinderException
"""

GENERIC_MESSAGES = re.compile(r"^(Exception of type '.*' was thrown\.|System error\.|Success|"
                              r"Value does not fall within the expected range\.|"
                              r"One of the identified items was in an invalid format\.|"
                              r"Operation is not valid due to the current state of the object\.|"
                              r"Data Exception\.|Syntax error, command unrecognized\.|)$")
# Messages mono shares between classes, or too short to tell one record apart: kept as the
# record's message but not turned into a pattern.
NO_MESSAGE_PATTERN = {"The operation has timed out.", "Internal error in the runtime.",
                      "Insufficient memory to continue the execution of the program.",
                      "External component has thrown an exception.", "A task was canceled.",
                      "The operation was canceled.", "Invalid data format.", "I/O error occurred."}


def mono_exceptions():
    """{qualified name: default message} from Mono's own class libraries."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "ListExceptions.cs")
        exe = os.path.join(tmp, "ListExceptions.exe")
        with open(src, "w", encoding="utf-8") as handle:
            handle.write(LISTER)
        subprocess.run(["mcs", "-out:" + exe, src], check=True, capture_output=True)
        out = subprocess.run(["mono", exe] + ASSEMBLIES, check=True, capture_output=True,
                             text=True).stdout
    found = {}
    for line in out.splitlines():
        parts = line.split("\t")
        if len(parts) == 3:
            found[parts[0]] = parts[2].strip()
    return found


def common_names():
    namespace = None
    for token in COMMON.split():
        if token.endswith(":"):
            namespace = token[:-1]
        else:
            yield f"{namespace}.{token}"


def words(name):
    return " ".join(re.findall(r"[A-Z]+(?=[A-Z][a-z]|$)|[A-Z][a-z]*|[a-z0-9]+", name))


def entries():
    found = mono_exceptions()
    for qualified in common_names():
        if qualified not in found:
            print(f"  not in Mono's libraries, skipped: {qualified}", file=sys.stderr)
            continue
        simple = qualified.rsplit(".", 1)[1]
        default = found[qualified]
        message = None if GENERIC_MESSAGES.match(default) else default
        patterns = [(re.escape(qualified) + r"\b", 0.9)]
        if message and message not in NO_MESSAGE_PATTERN and len(message) >= 25:
            patterns.append((re.escape(message).replace("\\ ", " "), 0.7 if len(message) >= 35 else 0.5))
        full = f"{qualified}: {message}" if message else f"{qualified}: {{message}}"
        record = common.draft(simple, simple, full, patterns, aliases=[qualified],
                              languages=["csharp"])
        yield [simple, qualified], common.slugify(words(simple)), record


if __name__ == "__main__":
    sys.exit(common.run("dotnet", "Mono's class libraries (mscorlib, System, System.Core, "
                        "System.Data, System.Xml, ...)", entries()))
