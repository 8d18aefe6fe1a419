// The table of ecosystem markers: what a tool, language or runtime prints that no other does (a
// banner, a prefix, a frame format, a file extension in a location). Each marker is an RE2
// expression (multi-line mode), its ecosystem and a weight: 3 decides by itself, 2 is good
// evidence, 1 needs company. A marker with `codeCategory` set also names a code in a known shape: the
// whole match, less the text before the first digit-or-letter run the shape begins with.
#pragma once

namespace errknow::core::markers {

struct Marker {
  const char* ecosystem;
  double weight;
  const char* regex;
  const char* codeCategory = nullptr;  // when the match is (or ends in) a code of this category
  // A status shape that a process's exit status also takes (`exit status: 101`): confirmed by RE2
  // at a match that no "exit" or "exited with" comes before.
  bool notAfterExit = false;
};

// Written for the wordings people paste: the tools' own prefixes, never one paste's details.
inline const Marker kMarkers[] = {
    // Python and its frameworks.
    {"python", 3, R"x(Traceback \(most recent call last\):)x"},
    {"python", 3, R"x(File "[^"\n]+\.pyx?", line \d+)x"},
    {"python", 2, R"x(\bsite-packages/|\bdist-packages/|\.py:\d+)x"},
    {"python", 2, R"x(\b(?:pip|pip3|python3?|pytest|poetry|conda|uvicorn|gunicorn)\b)x"},
    {"python", 1, R"x(\b[A-Z]\w*(?:Error|Exception|Warning): )x"},
    // Built-in exception names only Python has (JavaScript's are TypeError, RangeError, ...; TimeoutError is
    // also the DOM's, Puppeteer's and Playwright's), in Python's shapes: `Name: message`, `Name(args)`
    // or the name alone ending a line. Ruby has many of these names too, and prints them in
    // parentheses after the message (`key not found: :x (KeyError)`, Ruby's marker), but error
    // trackers show a Ruby error as `KeyError: key not found: :x` too: good evidence, not decisive.
    {"python", 2, R"x((?:^|[^(\w])(?:RuntimeError|ValueError|KeyError|AttributeError|ImportError|ModuleNotFoundError|IndexError|NameError|ZeroDivisionError|RecursionError|FileNotFoundError|PermissionError|IsADirectoryError|NotADirectoryError|UnicodeDecodeError|UnicodeEncodeError|NotImplementedError|StopIteration|OSError|IOError|KeyboardInterrupt|AssertionError|IndentationError|TabError|UnboundLocalError|BrokenPipeError|ConnectionRefusedError|ConnectionResetError|BlockingIOError|ChildProcessError|FileExistsError|OverflowError|MemoryError|LookupError|ArithmeticError|BufferError|EOFError|GeneratorExit|SystemExit|ProcessLookupError)(?:: |\(|[ \t]*$))x"},
    {"pip", 3, R"x(\bpip3? install\b|\bCould not install packages\b|\bInstalling collected packages\b|^Collecting \S+|\bLooking in (?:indexes|links)\b|\bRequirement already satisfied\b|\bFailed (?:to )?build(?:ing)? wheel\b|\bNo matching distribution found\b|\bERROR: Could not find a version\b|\bsubprocess-exited-with-error\b|\bexternally-managed-environment\b)x"},
    {"django", 3, R"x(\bdjango\.(?:core|db|contrib|urls|template|http)\b|\bDjango\b|\bDJANGO_SETTINGS_MODULE\b|manage\.py )x"},
    {"flask", 3, R"x(\bflask\b\.|\bFlask\b|\bwerkzeug\b|\bFLASK_APP\b|\bflask run\b)x"},
    {"fastapi", 3, R"x(\bfastapi\b|\bFastAPI\b|\bstarlette\b|\bStarlette\b|\bpydantic_core\b|\buvicorn\.)x"},
    {"pytorch", 3, R"x(\btorch\.|\bCUDA out of memory\b|\bimport torch\b|\btorchvision\b)x"},
    {"pytorch", 2, R"x(\bcuda:\d+\b|\btensors?\b|\bTensor\b)x"},
    {"tensorflow", 3, R"x(\btensorflow\b|\btf\.keras\b|\bkeras\.|\bXLA\b|\bcudnn\w* could not\b)x"},
    {"cuda", 3, R"x(\bCUDA (?:error|driver|runtime|version)\b|\bnvidia-smi\b|\bnvcc\b|\bcuda[A-Z]\w*Error\b|\blibcuda\b|\bNVIDIA-SMI\b)x"},
    // JavaScript, TypeScript and the front-end tools.
    {"javascript", 3, R"x(^\s+at (?:[\w$.<>\[\] ]+ \()?(?:node:internal|file://|/\S+\.[cm]?js:\d+:\d+|[A-Za-z]:\\\S+\.[cm]?js:\d+))x"},
    {"javascript", 2, R"x(\bnode_modules/|\bnode:\w+|\bUncaught (?:\w+Error|\(in promise\))|\bnode v?\d+\.\d+|\bNode\.js v\d+)x"},
    {"javascript", 2, R"x(\.(?:m|c)?jsx?:\d+:\d+)x"},
    // Node's system errors: "<syscall> <CODE> <detail>" (`connect ECONNREFUSED 127.0.0.1:5432`).
    {"javascript", 3, R"x(\b(?:connect|getaddrinfo|listen|read|write|open|spawn|mkdir|unlink|rename|lstat|stat|scandir|opendir|chmod|symlink|copyfile|rmdir) E[A-Z]{3,}\b)x"},
    {"javascript", 2, R"x(\b(?:ReferenceError|RangeError|EvalError|URIError|AggregateError): |\bis not a function\b|\bCannot read propert(?:y|ies) of (?:undefined|null)\b)x"},
    {"typescript", 3, R"x(\berror TS\d{3,5}\b|\bTS\d{4,5}: )x", "typescript"},
    {"typescript", 2, R"x(\.tsx?(?::\d+:\d+|\(\d+,\d+\)))x"},
    {"npm", 3, R"x(^npm (?:ERR!|error|WARN|warn) |\bgyp (?:ERR!|info|verb|WARN) |\bnpm ERR! code\b|\.npm/_|\bnode_modules/npm/|\bnpm-cache\b|\bnpm-debug\.log\b|^\d+ (?:verbose|silly|error) \w)x"},
    {"npm", 2, R"x(\b(?:yarn|pnpm) (?:install|add|run)\b|^error An unexpected error occurred|\bERR_PNPM_\w+)x"},
    {"webpack", 3, R"x(\bwebpack(?:-cli|-dev-server)?\b|\bModule build failed\b|\bModule not found: Error: Can't resolve\b)x"},
    {"vite", 3, R"x(\bvite\b|\[vite\]|\[plugin:vite:|\bvite\.config\.)x"},
    {"react", 3, R"x(\bReact\b|\breact-dom\b|\breact-hooks/|\bReact Hook\b|\bJSX\b|\buseEffect\b|\buseState\b)x"},
    {"nextjs", 3, R"x(\bnext\.config\.|\bNext\.js\b|\bnext (?:build|dev|start)\b|\.next/|\bgetServerSideProps\b|\bnext/)x"},
    {"vue", 3, R"x(\[Vue warn\]|\bvue-router\b|\bVue\b|\.vue\b|\bvue-loader\b|\bnuxt\b)x"},
    {"angular", 3, R"x(\bNG0\d{3,4}\b|\bNG\d{4}\b|@angular/|\bng (?:build|serve|test)\b|\bNullInjectorError\b|\bAngular\b)x"},
    {"browser", 3, R"x(\bCORS\b|\bCross-Origin\b|\bAccess-Control-Allow-\w+|\bContent Security Policy\b|\bContent-Security-Policy\b|\bMixed Content\b|\bnet::ERR_\w+|\bblocked by CORS policy\b)x"},
    {"browser", 2, R"x(\bwas loaded over HTTPS\b|\bXMLHttpRequest\b|\bpreflight\b|\bcross-origin\b|跨源|\bDevTools\b)x"},
    // JVM, Android, Kotlin and their builds.
    {"java", 3, R"x(^\s*at [\w$.<>]+\([\w$]+\.java:\d+\)|\bException in thread "|\.java:\d+: error:)x"},
    {"java", 2, R"x(\bjava\.(?:lang|util|io|net|sql|nio|time)\.\w+|\bjavax?\.\w+\.\w+|\bjavac\b|\bJAVA_HOME\b|\bJDK\b|\bjar\b)x"},
    // A JVM exception in a reversed-domain package (`org.springframework.beans...Exception`,
    // `com.fasterxml.jackson...`): no other runtime names its classes so; Spring's own wording.
    {"java", 3, R"x(\b(?:org|com|io|net|jakarta)\.[a-z]\w*(?:\.[a-z]\w*)+\.[A-Z]\w*(?:Exception|Error)\b|\bError creating bean with name ')x"},
    {"kotlin", 3, R"x(^e: |\.kt:\d+|\.kts\b|\bkotlin\b|\bKotlin\b|\bkotlinx\.)x"},
    {"gradle", 3, R"x(\bFAILURE: Build failed with an exception\b|\* What went wrong:|\bgradlew?\b|\bGradle\b|\bbuild\.gradle\b|\bBUILD FAILED in\b)x"},
    {"maven", 3, R"x(^\[ERROR\] |\[INFO\] BUILD FAILURE|\bmvn\b|\bpom\.xml\b|\bMaven\b|\bmaven-\w+-plugin\b|\bmaven-default-http-blocker\b)x"},
    {"android", 3, R"x(\bcom\.android\.|\bAndroidManifest\.xml\b|\bandroid\.\w+\.|\badb\b|\bAAPT\b|\bINSTALL_FAILED_\w+|\bAndroid\b)x"},
    {"swift", 3, R"x(\.swift:\d+|\bswiftc?\b|\bXcode\b|\bSwift\b|\bxcodebuild\b|\bSPM\b|\bPackage\.swift\b)x"},
    {"flutter", 3, R"x(\bflutter\b|\bFlutter\b|\bRenderFlex\b|\bpubspec\.yaml\b)x"},
    {"dart", 3, R"x(\.dart:\d+|\bdart:\w+|\bDart\b|\bpub get\b)x"},
    // .NET and PowerShell.
    {"dotnet", 3, R"x(\b(?:error|warning) CS\d{4}\b)x", "dotnet"},
    {"dotnet", 3, R"x(\bSystem\.\w+(?:\.\w+)*Exception\b|\.cs:line \d+|\bdotnet(?:[\s:/'"]|\.exe\b|-(?:ef|sdk|runtime|host|format|trace|dump|counters|script|tool)\b)|\.csproj\b|\bMSBuild\b|\bNuGet\b|\bUnhandled exception\. System\.|\bCould not load file or assembly\b|\bPublicKeyToken=)x"},
    {"powershell", 3, R"x(^Line \|[ \t]*\n[ \t]*\d+ \| |\bCategoryInfo\s*:|\bFullyQualifiedErrorId\s*:|\bPowerShell\b|\bpwsh\b|\bcmdlet\b|\+ ~~~|\bPS [A-Z]:\\)x"},
    {"windows", 3, R"x(\bWindowsError\b|\[WinError \d+\]|\bwinerror\b|\b0x[cC]0000\w{3}\b|\bNTSTATUS\b)x"},
    {"windows", 2, R"x(\b0x8[0-9A-Fa-f]{7}\b|\bHRESULT\b|\bWin32\b|\b[A-Z]:\\(?:Windows|Program Files|Users)\\|\.exe\b|\.dll\b|\bWindows\b)x"},
    // Native code and builds.
    {"c-cpp", 3, R"x(\.(?:c|cc|cpp|cxx|h|hpp|hh):\d+:\d+: (?:fatal )?(?:error|warning|note):)x"},
    {"c-cpp", 2, R"x(\b(?:gcc|g\+\+|clang\+\+?|cc1plus|collect2|ld)\b|\bundefined reference to\b|\bstd::|\bterminate called after throwing\b)x"},
    {"build", 3, R"x(^make(?:\[\d+\])?: \*\*\*|\bCMake Error\b|\bCMakeLists\.txt\b|\bninja: |^configure: error:|\bmeson\b|\bpkg-config\b)x"},
    {"build", 2, R"x((?:^|/)ld(?:\.\w+)?: |\bcollect2: error\b|\bMakefile\b)x"},
    {"rust", 3, R"x(\berror\[E\d{4}\]|-->\s+\S+\.rs:\d+|\bpanicked at\b|\bcargo\b|\brustc\b|\.rs:\d+)x"},
    // Cargo's own wording around a process it ran (a test binary, a build script), and its target folder.
    {"rust", 3, R"x(\bprocess didn't exit successfully: |\btarget/(?:debug|release)/(?:deps|build)/)x"},
    {"go", 3, R"x(^goroutine \d+ \[|\.go:\d+(?::\d+)?|^panic: |^go: |\bgo (?:build|run|test|mod|get|vet)\b|^# [\w.-]+/[\w./-]+$)x"},
    // Scripting languages.
    {"php", 3, R"x(\bPHP (?:Fatal error|Warning|Notice|Parse error|Deprecated|Stack trace)\b|\.php(?: on line \d+|:\d+|\(\d+\))|\bcomposer\b|\bArtisan\b|\bphp\b)x"},
    {"php", 2, R"x(^(?:Fatal error|Warning|Notice|Parse error): |\{main\}|\bUncaught (?:Error|Exception|TypeError|ArgumentCountError)\b)x"},
    {"laravel", 3, R"x(\bIlluminate\\|\bLaravel\b|\bartisan\b|\blaravel\b)x"},
    // Ruby's report of an uncaught exception ends the message with the class in parentheses
    // (`divided by 0 (ZeroDivisionError)`, `... (Errno::ENOENT)`, `... (Psych::SyntaxError)`).
    {"ruby", 2, R"x(\S \((?:(?:[A-Z]\w*::)*(?:[A-Z]\w*(?:Error|Exception)|Interrupt|StopIteration|SystemExit)|Errno::E[A-Z]+)\)[ \t]*$)x"},
    // A backtrace's further frames, indented or after `from` (the first frame is the marker below).
    {"ruby", 1, R"x(^\s+(?:from )?\S+\.rb:\d+:in\b)x"},
    // RSpec's failure report (`Failure/Error: <the line>`, then the class alone on a line and the
    // message indented beneath it).
    {"ruby", 3, R"x(^\s*Failure/Error: )x"},
    {"ruby", 2, R"x(^[ \t]+(?:[A-Z]\w*::)*[A-Z]\w*(?:Error|Exception):[ \t]*\n[ \t]+\S)x"},
    {"ruby", 3, R"x(\.rb:\d+:in\b|\bGemfile\b|\bbundle (?:install|exec|update)\b|\bBundler\b|\bGem::\w+|\bruby \d|\bgems/|\(NoMethodError\)|\(NameError\)|\bRuby\b)x"},
    {"rails", 3, R"x(\bActiveRecord::|\bActionController::|\bActionView::|\bActiveSupport::|\brails (?:server|s|console|db)\b|\bRails\b|\bbin/rails\b)x"},
    {"shell", 2, R"x(\bSC\d{4}\b|\bshellcheck\b)x", "linux"},
    // Databases and servers.
    {"postgresql", 3, R"x(\bpsql\b|\bPostgreSQL\b|\bpostgres\b|\bpg_hba\.conf\b|\bPSQLException\b|\bpsycopg2?\b|\bpg_\w+\b|\bnode_modules/pg(?:-\w+)?/|\bPG::[A-Z]\w+|\.s\.PGSQL\.\d+|\basyncpg\b|\bpgx\b|\blib/pq\b|\bERROR:\s+(?:relation|column|syntax error at or near|duplicate key value))x"},
    {"mysql", 3, R"x(^ERROR \d{4} \([0-9A-Z]{5}\)|\bMySQL\b|\bmysqld?\b|\bMariaDB\b|\bmariadb\b|\bpymysql\b|\bMySQLdb\b|\bmysql\.connector\b|\bmysql2\b|\bER_[A-Z_]+\b)x"},
    {"sqlite", 3, R"x(\bsqlite3?\b|\bSQLite\b|\bSQLITE_\w+|^(?:Runtime|Parse) error near line \d+:|^Error: near "|\.db"?: database is locked\b)x"},
    {"redis", 3, R"x(\bRedis\b|\bredis\b|\bREDIS\b|^(?:ERR|WRONGTYPE|MOVED|NOAUTH|MISCONF|READONLY|LOADING) |\b\d+:[CMSX] \d+ \w+ \d{4})x"},
    {"mongodb", 3, R"x(\bMongo\w*\b|\bmongo(?:d|sh|ose)?\b|\bmongodb(?:\+srv)?://|\bE11000\b|\bBSON\b)x"},
    {"elasticsearch", 3, R"x(\belasticsearch\b|\bElasticsearch\b|\bopensearch\b|\bcluster_block_exception\b|\bindex_not_found_exception\b|\bsearch_phase_execution_exception\b|\bKibana\b)x"},
    {"nginx", 3, R"x(\bnginx\b|\[emerg\]|\[crit\] \d+#\d+|\[error\] \d+#\d+|\bupstream\b.{0,80}\bclient: )x"},
    // The server, not the foundation: `org.apache.maven`, "Apache Maven 3.9.6" and Tomcat are not httpd.
    {"apache", 3, R"x(\bAH\d{5}\b|\bapache2(?:ctl)?\b|\bapachectl\b|\bApache/\d|\bApache (?:HTTP Server|error log|web ?server)\b|\bhttpd\b|\.htaccess\b|\[(?:core|mpm_\w+|ssl|proxy\w*|rewrite|authz?_\w+|cgid?|php\d?|mod_\w+):(?:error|warn|crit|alert|emerg)\])x"},
    // Infrastructure, clouds and CI.
    {"docker", 3, R"x(\bdocker(?:d|-compose)?\b|\bDocker\b|Error response from daemon|\bfailed to solve: |\bDockerfile\b|\bcompose\.ya?ml\b|\bBuildKit\b|^#\d+ \[)x"},
    {"kubernetes", 3, R"x(\bkubectl\b|\bkubelet\b|\bKubernetes\b|\bk8s\b|\bCrashLoopBackOff\b|\bImagePullBackOff\b|\bErrImagePull\b|\bpods? "|\bnamespace "|\bapiVersion\b|\bio\.k8s\.|\bsystem:serviceaccount:|\b(?:pods|deployments|services|secrets|configmaps|nodes|namespaces)(?:\.\w+)? is forbidden\b|\bclient-go\b)x"},
    {"helm", 3, R"x(\bhelm\b|\bHelm\b|\bChart\.yaml\b|\bvalues\.yaml\b|\bINSTALLATION FAILED\b|\bUPGRADE FAILED\b|\bhelmrelease\b)x"},
    {"terraform", 3, R"x(\bterraform\b|\bTerraform\b|\.tf line \d+|\bon \S+\.tf line\b|│ Error: |\bprovider\[|\bterraform\.tfstate\b)x"},
    {"ansible", 3, R"x(\bansible(?:-playbook)?\b|\bAnsible\b|^fatal: \[[^\]]+\]: (?:FAILED|UNREACHABLE)!|^fatal: \[[^\]]+\] => |^TASK:? \[|^PLAY:? \[|^FATAL: (?:all hosts have already failed|no hosts matched)|\bfailed=\d+)x"},
    {"systemd", 3, R"x(\bsystemctl\b|\bjournalctl\b|\bsystemd(?:\[\d+\])?\b|\.service\b|\b(?:Main process exited|Failed to start|start request repeated too quickly)\b|\bcode=exited, status=)x"},
    {"aws", 3, R"x(\bAWS\b|\baws\b|\bboto(?:core|3)\b|\bamazonaws\.com\b|\bRequestId\b|\bstatus code: \d{3}, request id: |\barn:aws:|\bS3\b|\bEC2\b|\bIAM\b|\bLambda\b|\bCloudFormation\b)x"},
    {"azure", 3, R"x(\bAzure\b|\baz (?:login|account|group|webapp|aks|storage)\b|\bAADSTS\d+|\bmicrosoftonline\b|\.azurewebsites\.net\b|\bSubscription\b.{0,40}\bregistered\b|\bMissingSubscriptionRegistration\b)x"},
    {"gcp", 3, R"x(\bgcloud\b|\bGoogle Cloud\b|\bgoogleapis\.com\b|\bGCP\b|\bGKE\b|\bFirebase\b|\bfirebase\b|\bgoogle\.api_core\b|\bgsutil\b|\bBigQuery\b|\bCloud Run\b)x"},
    {"github-actions", 3, R"x(##\[error\]|\bGitHub Actions\b|\bgithub-actions\b|\bProcess completed with exit code \d+|\bRun actions/|\buses: |\bGITHUB_TOKEN\b|\.github/workflows/)x"},
    // Codes in shapes of their own that the signals do not name.
    {"azure", 3, R"x(\bAADSTS\d{5,6}\b)x", "azure"},
    {"apache", 3, R"x(\bAH\d{5}\b)x", "apache"},
    {"angular", 3, R"x(\bNG0\d{3,4}\b)x", "angular"},
    // Cross-cutting layers.
    {"git", 3, R"x(\bgit (?:push|pull|clone|fetch|checkout|merge|rebase|commit|submodule|add|status|switch|stash)\b|\b! \[(?:rejected|remote rejected)\]|\.git\b|\bCONFLICT \(|\brefs/heads/|\bgit@)x"},
    {"git", 1, R"x(^(?:fatal|hint|remote): )x"},
    {"ssh", 3, R"x(\bssh(?:d|-keygen|-add|-agent)?\b|\bPermission denied \(publickey|\bHost key verification failed\b|\bknown_hosts\b|\bOpenSSH\b|\bsshd_config\b)x"},
    {"curl", 3, R"x(\bcurl: \(\d+\)|\bcurl\b|\bCURLE_\w+|\blibcurl\b)x"},
    {"tls", 3, R"x(\bx509: |\bSSL\b|\bTLS\b|\bcertificate\b|\bCERTIFICATE_VERIFY_FAILED\b|\bhandshake\b|\bopenssl\b|\bOpenSSL\b|\bself[- ]signed\b)x"},
    {"dns", 3, R"x(\blookup \S+ on \S+:53\b|\bserver misbehaving\b|\bgetaddrinfo\b|\bEAI_AGAIN\b|\bENOTFOUND\b|\bNXDOMAIN\b|\bSERVFAIL\b|\bName or service not known\b|\bTemporary failure in name resolution\b|\bno such host\b|\bCould not resolve host\b|\bresolv\.conf\b|\bnslookup\b|\bdig\b)x"},
    {"http", 3, R"x(\bstatus(?: code)?:? \d{3}\b)x", nullptr, true},
    {"http", 3, R"x(\bHTTP/[12](?:\.[01])? \d{3}\b|\b[1-5]\d\d:? (?i:Not Found|Forbidden|Unauthorized|Bad Request|Bad Gateway|Service Unavailable|Gateway Time-?out|Internal Server Error|Too Many Requests)\b)x"},
    {"grpc", 3, R"x(\bgrpc\b|\bgRPC\b|\brpc error: code = \w+|\bStatusCode\.\w+|\bStatusRuntimeException\b|\bstatus = StatusCode\b)x"},
    {"linux", 2, R"x(\[Errno \d+\]|\berrno\b|\bE(?:NOENT|ACCES|PERM|CONNREFUSED|CONNRESET|ADDRINUSE|NOSPC|NOMEM|PIPE|TIMEDOUT|HOSTUNREACH|NETUNREACH|EXIST|ISDIR|NOTDIR|MFILE|ROFS|BUSY|AGAIN|INVAL|NOEXEC|XDEV|NOTEMPTY)\b|\bSIG[A-Z]{3,}\b|\bSegmentation fault\b|\bcore dumped\b|^(?:ba|da|z)?sh: |\.sh: (?:line )?\d+: |\bcommand not found\b|\bsudo\b|\bapt(?:-get)?\b|\bLinux\b|\bKilled\b|\bdmesg\b|\bOOM\b)x"},
};

}  // namespace errknow::core::markers
