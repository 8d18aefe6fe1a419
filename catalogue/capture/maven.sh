#!/usr/bin/env bash
# Captures real Apache Maven failures (offline, local projects) for the errknow catalogue.
# Debian packages: maven, openjdk-17-jdk-headless, libmaven-compiler-plugin-java, libsurefire-java,
#   libmaven-enforcer-plugin-java, libmaven-resources-plugin-java, libmaven-jar-plugin-java, junit4
# Usage: bash catalogue/capture/maven.sh CASE   (no argument lists the cases)
# Maven runs with -o (offline) and an empty local repository unless a case points it at Debian's
# /usr/share/maven-repo, so nothing is downloaded.
set -u
CASES="parent-unresolvable parent-unresolvable-relative dependency-version-missing dependency-version-missing-multi
child-module-missing child-module-case aggregator-packaging aggregator-packaging-parent duplicate-dependency duplicate-dependency-plugin unknown-phase unknown-phase-typo
no-goals no-goals-options no-plugin-prefix no-plugin-prefix-exec reactor-project-missing reactor-project-missing-list profile-missing
profile-missing-two java-home-invalid java-home-invalid-jre compile-failure compile-failure-types release-not-supported
source-not-supported surefire-failures surefire-errors enforcer-java-version enforcer-maven-version unrecognised-tag
unrecognised-tag-build plugin-version-missing plugin-version-missing-compiler
blocked-mirror-http artifact-missing artifact-missing-cached no-compiler-jre surefire-vm-exit resources-malformed-input
exec-command-failed install-no-file
blocked-mirror-http-extra-repo artifact-missing-classifier artifact-missing-classifier-cached exec-command-failed-script
no-compiler-jre-tests install-no-file-compile resources-malformed-input-test surefire-vm-exit-test
no-tests-matching no-tests-executed unknown-packaging unknown-packaging-aar
import-pom-unresolvable import-pom-unresolvable-module system-path-relative system-path-dot
launcher-missing transfer-connection-refused transfer-plugin-connection-refused transfer-status-503 transfer-status-403
transfer-connect-timeout enforcer-dependency-convergence enforcer-upper-bound"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch dir, cleanup on exit
exec 2>&1
REPO=$W/m2
mkdir -p "$REPO"
# Maven 3.8 writes colour-reset escapes even in batch mode; drop them so the text is plain.
strip_ansi() { sed 's/\x1b\[[0-9;]*m//g'; }
mvn_o() { mvn -o -B -Dmaven.repo.local="$REPO" "$@" 2>&1 | strip_ansi; }
# mvn_deb: offline against Debian's packaged plugins (/usr/share/maven-repo), copied so Maven can
# write its tracking files.
mvn_deb() {
  [ -d "$W/debrepo" ] || cp -rL /usr/share/maven-repo "$W/debrepo" 2>/dev/null
  mvn -o -B -Dmaven.repo.local="$W/debrepo" "$@" 2>&1 | strip_ansi
}
# pom GROUP ARTIFACT VERSION [BODY] [PACKAGING]: write a pom.xml in the current directory.
pom() {
  cat > pom.xml <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>$1</groupId>
  <artifactId>$2</artifactId>
  <version>$3</version>
  <packaging>${5:-jar}</packaging>
$4
</project>
EOF
}
# deb_plugins [RELEASE]: a build section with the plugin versions Debian packages (offline-resolvable).
deb_plugins() {
  local cv rv sv jv
  cv=$(ls /usr/share/maven-repo/org/apache/maven/plugins/maven-compiler-plugin | grep -v debian | head -1)
  rv=$(ls /usr/share/maven-repo/org/apache/maven/plugins/maven-resources-plugin | grep -v debian | head -1)
  sv=$(ls /usr/share/maven-repo/org/apache/maven/plugins/maven-surefire-plugin | grep -v debian | head -1)
  cat <<EOF
  <properties><project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>${1:+<maven.compiler.release>$1</maven.compiler.release>}</properties>
  <build><plugins>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>$rv</version></plugin>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>$cv</version>${2:-}</plugin>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>$sv</version></plugin>
  </plugins></build>
EOF
}
# mvn_deb_on: as mvn_deb but not offline, for cases whose repositories are local (file://) or blocked
# before any connection, so nothing is downloaded either.
mvn_deb_on() {
  [ -d "$W/debrepo" ] || cp -rL /usr/share/maven-repo "$W/debrepo" 2>/dev/null
  mvn -B -Dmaven.repo.local="$W/debrepo" "$@" 2>&1 | strip_ansi
}
# ledger_pom REPO_URL [MORE_REPOSITORIES] [MORE_DEPENDENCY_TAGS]: a project that needs
# com.acme:ledger-client:1.4.0 from a repository that replaces central.
ledger_pom() {
  pom com.example orders 1.0.0 "$(deb_plugins 17)
  <repositories><repository><id>central</id><url>$1</url></repository>${2:-}</repositories>
  <dependencies><dependency><groupId>com.acme</groupId><artifactId>ledger-client</artifactId><version>1.4.0</version>${3:-}</dependency></dependencies>"
  mkdir -p src/main/java/com/example
  echo 'package com.example; public class App {}' > src/main/java/com/example/App.java
}
case "$1" in
blocked-mirror-http)
  ledger_pom http://repo.acme.example/maven2
  mvn_deb_on compile ;;
blocked-mirror-http-extra-repo)
  # central is a local empty folder; the company repository next to it is plain http
  mkdir -p "$W/emptyrepo"
  ledger_pom "file://$W/emptyrepo" "<repository><id>acme-releases</id><url>http://nexus.acme.example/repository/releases</url></repository>"
  mvn_deb_on compile ;;
artifact-missing-classifier|artifact-missing-classifier-cached)
  mkdir -p "$W/emptyrepo"
  ledger_pom "file://$W/emptyrepo" "" "<classifier>linux-x86_64</classifier>"
  if [ "$1" = artifact-missing-classifier-cached ]; then mvn_deb_on -q compile >/dev/null; fi
  mvn_deb_on compile ;;
artifact-missing|artifact-missing-cached)
  mkdir -p "$W/emptyrepo"
  ledger_pom "file://$W/emptyrepo"
  if [ "$1" = artifact-missing-cached ]; then mvn_deb_on -q compile >/dev/null; fi
  mvn_deb_on compile ;;
no-compiler-jre|no-compiler-jre-tests)
  # a runtime image without the jdk.compiler module: a JRE
  jlink --add-modules java.se,jdk.unsupported,jdk.zipfs --output "$W/jre" >/dev/null 2>&1
  pom com.example orders 1.0.0 "$(deb_plugins 17)"
  if [ "$1" = no-compiler-jre ]; then
    mkdir -p src/main/java/com/example
    echo 'package com.example; public class App {}' > src/main/java/com/example/App.java
    JAVA_HOME=$W/jre mvn_deb compile
  else
    # only test sources: the main compile has nothing to do, testCompile needs the compiler
    mkdir -p src/test/java/com/example
    echo 'package com.example; public class AppTest {}' > src/test/java/com/example/AppTest.java
    JAVA_HOME=$W/jre mvn_deb test-compile
  fi ;;
surefire-vm-exit)
  pom com.example orders 1.0.0 "$(deb_plugins 17 | sed 's/maven-surefire-plugin<\/artifactId><version>[^<]*/maven-surefire-plugin<\/artifactId><version>2.22.3/')
  <dependencies><dependency><groupId>junit</groupId><artifactId>junit</artifactId><version>4.x</version><scope>test</scope></dependency></dependencies>"
  mkdir -p src/main/java/com/example src/test/java/com/example
  cat > src/main/java/com/example/Shutdown.java <<'EOF'
package com.example;

public class Shutdown {
    public static void stop() { System.exit(3); }
}
EOF
  cat > src/test/java/com/example/ShutdownTest.java <<'EOF'
package com.example;

import org.junit.Test;

public class ShutdownTest {
    @Test
    public void stops() { Shutdown.stop(); }
}
EOF
  mvn_deb test ;;
surefire-vm-exit-test)
  # Debian's own surefire version; the test itself calls System.exit
  pom com.example billing 2.3.0 "$(deb_plugins 17)
  <dependencies><dependency><groupId>junit</groupId><artifactId>junit</artifactId><version>4.x</version><scope>test</scope></dependency></dependencies>"
  mkdir -p src/test/java/com/example
  cat > src/test/java/com/example/InvoiceCliTest.java <<'EOF'
package com.example;

import org.junit.Test;

public class InvoiceCliTest {
    @Test
    public void exitsWithUsage() { System.exit(1); }
}
EOF
  mvn_deb test ;;
resources-malformed-input|resources-malformed-input-test)
  # a binary file in a filtered resource folder (main or test)
  if [ "$1" = resources-malformed-input ]; then d=src/main/resources; tag=resources; goal=process-resources
  else d=src/test/resources; tag=testResources; goal=process-test-resources; fi
  pom com.example orders 1.0.0 "$(deb_plugins 17 | sed "s/maven-resources-plugin<\/artifactId><version>[^<]*/maven-resources-plugin<\/artifactId><version>3.3.0/; s#<build>#<build><$tag><${tag%s}><directory>$d</directory><filtering>true</filtering></${tag%s}></$tag>#")"
  mkdir -p $d
  printf 'name=orders\n' > $d/app.properties
  head -c 2048 /usr/share/java/junit4.jar > $d/logo.bin
  mvn_deb $goal ;;
exec-command-failed)
  pom com.example orders 1.0.0 "$(deb_plugins 17)"
  mkdir -p src/main/java/com/example
  cat > src/main/java/com/example/App.java <<'EOF'
package com.example;

public class App {
    public static void main(String[] args) {
        throw new IllegalStateException("config file not found");
    }
}
EOF
  mvn_deb -q compile >/dev/null
  mvn_deb org.codehaus.mojo:exec-maven-plugin:3.1.0:exec -Dexec.executable=java -Dexec.args="-cp target/classes com.example.App" ;;
exec-command-failed-script)
  # a shell script run by exec:exec that fails
  pom com.example orders 1.0.0 "$(deb_plugins 17)"
  mkdir -p scripts
  printf '#!/bin/sh\necho "gen-sources: schema/orders.avsc: No such file" >&2\nexit 2\n' > scripts/gen-sources.sh
  mvn_deb org.codehaus.mojo:exec-maven-plugin:3.1.0:exec -Dexec.executable=sh -Dexec.args="scripts/gen-sources.sh" ;;
install-no-file|install-no-file-compile)
  pom com.example orders 1.0.0 "$([ "$1" = install-no-file ] || deb_plugins 17)"
  if [ "$1" = install-no-file ]; then mvn_deb org.apache.maven.plugins:maven-install-plugin:3.1.0:install
  else
    # the classes are compiled, but no jar was packaged before install:install
    mkdir -p src/main/java/com/example
    echo 'package com.example; public class App {}' > src/main/java/com/example/App.java
    mvn_deb compile org.apache.maven.plugins:maven-install-plugin:3.1.0:install
  fi ;;
esac
case "$1" in
import-pom-unresolvable|import-pom-unresolvable-module)
  # a BOM imported in dependencyManagement that the (empty, offline) local repository lacks
  if [ "$1" = import-pom-unresolvable ]; then bom="org.springframework.boot spring-boot-dependencies 3.2.5"; else bom="com.fasterxml.jackson jackson-bom 2.17.1"; fi
  set -- $bom
  pom com.acme orders 1.0.0 "  <dependencyManagement>
    <dependencies>
      <dependency>
        <groupId>$1</groupId>
        <artifactId>$2</artifactId>
        <version>$3</version>
        <type>pom</type>
        <scope>import</scope>
      </dependency>
    </dependencies>
  </dependencyManagement>"
  mvn_o validate ;;
system-path-relative|system-path-dot)
  if [ "$1" = system-path-relative ]; then sp=lib/ojdbc8.jar; else sp=./libs/sapjco3.jar; fi
  pom com.acme orders 1.0.0 "  <dependencies>
    <dependency>
      <groupId>com.acme.vendor</groupId>
      <artifactId>${sp##*/}</artifactId>
      <version>1.0</version>
      <scope>system</scope>
      <systemPath>$sp</systemPath>
    </dependency>
  </dependencies>"
  sed -i "s#<artifactId>\(.*\)\.jar</artifactId>#<artifactId>\1</artifactId>#" pom.xml
  mvn_o validate ;;
parent-unresolvable)
  cat > pom.xml <<'EOF'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-parent</artifactId>
    <version>3.2.5</version>
    <relativePath/>
  </parent>
  <groupId>com.example</groupId>
  <artifactId>orders</artifactId>
  <version>1.0.0</version>
</project>
EOF
  mvn_o package ;;
parent-unresolvable-relative)
  mkdir -p billing && cd billing
  cat > pom.xml <<'EOF'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>org.acme</groupId>
    <artifactId>platform-parent</artifactId>
    <version>2.4.0-SNAPSHOT</version>
  </parent>
  <artifactId>billing</artifactId>
</project>
EOF
  mvn_o -q verify ;;
dependency-version-missing)
  pom com.example orders 1.0.0 '  <dependencies>
    <dependency>
      <groupId>com.google.guava</groupId>
      <artifactId>guava</artifactId>
    </dependency>
  </dependencies>'
  mvn_o package ;;
dependency-version-missing-multi)
  pom org.acme inventory 0.1.0-SNAPSHOT '  <dependencies>
    <dependency><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-web</artifactId></dependency>
    <dependency><groupId>org.projectlombok</groupId><artifactId>lombok</artifactId><scope>provided</scope></dependency>
  </dependencies>'
  mvn_o -q compile ;;
child-module-missing)
  pom com.example shop 1.0.0 '  <modules><module>api</module><module>web</module></modules>' pom
  mkdir -p api && (cd api && pom com.example api 1.0.0 "")
  mvn_o validate ;;
child-module-case)
  pom org.acme platform 2.0.0-SNAPSHOT '  <modules><module>Billing-Service</module></modules>' pom
  mkdir -p billing-service && (cd billing-service && pom org.acme billing-service 2.0.0-SNAPSHOT "")
  mvn_o -q package ;;
aggregator-packaging-parent)
  pom org.acme platform 2.0.0-SNAPSHOT '  <modules><module>billing</module><module>ledger</module></modules>' jar
  for m in billing ledger; do mkdir -p $m && (cd $m && pom org.acme $m 2.0.0-SNAPSHOT ""); done
  mvn_o -q package ;;
aggregator-packaging)
  pom com.example shop 1.0.0 '  <modules><module>core</module></modules>'
  mkdir -p core && (cd core && pom com.example core 1.0.0 "")
  mvn_o validate ;;
duplicate-dependency)
  pom com.example orders 1.0.0 '  <dependencies>
    <dependency><groupId>junit</groupId><artifactId>junit</artifactId><version>4.13.2</version><scope>test</scope></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId><version>2.0.13</version></dependency>
    <dependency><groupId>junit</groupId><artifactId>junit</artifactId><version>4.13.2</version><scope>test</scope></dependency>
  </dependencies>'
  mvn_o validate ;;
duplicate-dependency-plugin)
  pom com.example orders 1.0.0 '  <build><plugins>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-jar-plugin</artifactId><version>3.3.0</version></plugin>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-jar-plugin</artifactId><version>3.3.0</version></plugin>
  </plugins></build>'
  mvn_o validate ;;
unknown-phase)
  pom com.example orders 1.0.0 ""
  mvn_o instal ;;
unknown-phase-typo)
  pom com.example orders 1.0.0 ""
  mvn_o clean packge ;;
no-goals)
  pom com.example orders 1.0.0 ""
  mvn_o ;;
no-goals-options)
  pom com.example orders 1.0.0 ""
  mvn_o -q -DskipTests -Dspring.profiles.active=ci ;;
no-plugin-prefix)
  pom com.example orders 1.0.0 ""
  mvn_o -q spring-boot:run ;;
no-plugin-prefix-exec)
  pom com.example orders 1.0.0 ""
  mvn_o -q jetty:run ;;
reactor-project-missing)
  pom com.example shop 1.0.0 '  <modules><module>api</module></modules>' pom
  mkdir -p api && (cd api && pom com.example api 1.0.0 "")
  mvn_o -pl web validate ;;
reactor-project-missing-list)
  pom com.example shop 1.0.0 '  <modules><module>api</module></modules>' pom
  mkdir -p api && (cd api && pom com.example api 1.0.0 "")
  mvn_o -pl api,:billing -am validate ;;
profile-missing)
  pom com.example orders 1.0.0 ""
  mvn_o -Pprod validate ;;
profile-missing-two)
  pom com.example orders 1.0.0 '  <profiles><profile><id>dev</id></profile></profiles>'
  mvn_o -Pdev,integration-tests validate ;;
java-home-invalid)
  pom com.example orders 1.0.0 ""
  JAVA_HOME=/usr/lib/jvm/java-21-openjdk-amd64 mvn -o -B package ;;
java-home-invalid-jre)
  mkdir -p jre/bin
  pom com.example orders 1.0.0 ""
  JAVA_HOME=$W/jre mvn -v ;;
compile-failure)
  pom com.example orders 1.0.0 "$(deb_plugins 17)"
  mkdir -p src/main/java/com/example
  cat > src/main/java/com/example/OrderService.java <<'EOF'
package com.example;

public class OrderService {
    public int total(java.util.List<Integer> prices) {
        int sum = 0;
        for (int p : prices) {
            sum += p;
        }
        System.out.println("total: + sum);
        return sum;
    }
}
EOF
  mvn_deb compile ;;
compile-failure-types)
  pom com.example orders 1.0.0 "$(deb_plugins 17)"
  mkdir -p src/main/java/com/example
  cat > src/main/java/com/example/Invoice.java <<'EOF'
package com.example;

import java.util.List;

public class Invoice {
    public String number() {
        return "INV-" - 42;
    }
    public List<String> lines() {
        return List.of(number());
    }
}
EOF
  mvn_deb -q compile ;;
release-not-supported)
  pom com.example orders 1.0.0 "$(deb_plugins 21)"
  mkdir -p src/main/java/com/example
  echo 'package com.example; public class App {}' > src/main/java/com/example/App.java
  mvn_deb compile ;;
source-not-supported)
  pom com.example orders 1.0.0 "$(deb_plugins "" "<configuration><source>1.5</source><target>1.5</target></configuration>")"
  mkdir -p src/main/java/com/example
  echo 'package com.example; public class App {}' > src/main/java/com/example/App.java
  mvn_deb -q compile ;;
no-tests-matching|no-tests-executed)
  pom com.example orders 1.0.0 "$(deb_plugins 17)
  <dependencies><dependency><groupId>junit</groupId><artifactId>junit</artifactId><version>4.x</version><scope>test</scope></dependency></dependencies>"
  mkdir -p src/main/java/com/example src/test/java/com/example
  echo 'package com.example; public class Cart { public int size() { return 0; } }' > src/main/java/com/example/Cart.java
  if [ "$1" = no-tests-matching ]; then
  cat > src/test/java/com/example/CartTest.java <<'EOF'
package com.example;

import static org.junit.Assert.assertEquals;
import org.junit.Test;

public class CartTest {
    @Test
    public void startsEmpty() {
        assertEquals(0, new Cart().size());
    }
}
EOF
  mvn_deb test -Dtest=CheckoutTest
  else
  mvn_deb test -DfailIfNoTests=true
  fi ;;
unknown-packaging|unknown-packaging-aar)
  if [ "$1" = unknown-packaging ]; then pom com.example orders-osgi 1.0.0 "" bundle
  else pom com.example mobile-sdk 1.0.0 "" aar; fi
  mvn_o package ;;
surefire-failures|surefire-errors)
  pom com.example orders 1.0.0 "$(deb_plugins 17)
  <dependencies><dependency><groupId>junit</groupId><artifactId>junit</artifactId><version>4.x</version><scope>test</scope></dependency></dependencies>"
  mkdir -p src/main/java/com/example src/test/java/com/example
  cat > src/main/java/com/example/Cart.java <<'EOF'
package com.example;

public class Cart {
    private int items;
    public void add(int n) { items += n; }
    public int size() { return items - 1; }
    public String label() { return null; }
}
EOF
  if [ "$1" = surefire-failures ]; then
  cat > src/test/java/com/example/CartTest.java <<'EOF'
package com.example;

import static org.junit.Assert.assertEquals;
import org.junit.Test;

public class CartTest {
    @Test
    public void addsItems() {
        Cart c = new Cart();
        c.add(2);
        assertEquals(2, c.size());
    }
}
EOF
  else
  cat > src/test/java/com/example/CartTest.java <<'EOF'
package com.example;

import static org.junit.Assert.assertEquals;
import org.junit.Test;

public class CartTest {
    @Test
    public void labelIsUpperCase() {
        assertEquals("CART", new Cart().label().toUpperCase());
    }
}
EOF
  fi
  mvn_deb test ;;
enforcer-java-version|enforcer-maven-version)
  ev=$(ls /usr/share/maven-repo/org/apache/maven/plugins/maven-enforcer-plugin | grep -v debian | head -1)
  if [ "$1" = enforcer-java-version ]; then rule='<requireJavaVersion><version>[21,)</version></requireJavaVersion>'
  else rule='<requireMavenVersion><version>[3.9.6,)</version></requireMavenVersion>'; fi
  pom com.example orders 1.0.0 "  <build><plugins>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-enforcer-plugin</artifactId><version>$ev</version>
      <executions><execution><id>enforce</id><goals><goal>enforce</goal></goals>
        <configuration><rules>$rule</rules></configuration></execution></executions></plugin>
  </plugins></build>"
  mvn_deb validate ;;
unrecognised-tag)
  cat > pom.xml <<'EOF'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.example</groupId>
  <artifactId>orders</artifactId>
  <version>1.0.0</version>
  <dependencies>
    <dependency>
      <groupId>org.slf4j</groupId>
      <artifactId>slf4j-api</artifactId>
      <version>2.0.13</version>
      <scopes>compile</scopes>
    </dependency>
  </dependencies>
</project>
EOF
  mvn_o validate ;;
unrecognised-tag-build)
  cat > pom.xml <<'EOF'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.example</groupId>
  <artifactId>orders</artifactId>
  <version>1.0.0</version>
  <build>
    <plugin>
      <groupId>org.apache.maven.plugins</groupId>
      <artifactId>maven-jar-plugin</artifactId>
    </plugin>
  </build>
</project>
EOF
  mvn_o -q validate ;;
plugin-version-missing)
  pom com.example orders 1.0.0 '  <build><plugins>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-jar-plugin</artifactId></plugin>
  </plugins></build>'
  mvn_o validate ;;
plugin-version-missing-compiler)
  pom com.example orders 1.0.0 '  <build><plugins>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><configuration><release>17</release></configuration></plugin>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId></plugin>
  </plugins></build>'
  mvn_o validate ;;
blocked-mirror-http|artifact-missing|artifact-missing-cached|no-compiler-jre|surefire-vm-exit|resources-malformed-input|exec-command-failed|install-no-file) ;;
blocked-mirror-http-extra-repo|artifact-missing-classifier|artifact-missing-classifier-cached|exec-command-failed-script) ;;
no-compiler-jre-tests|install-no-file-compile|resources-malformed-input-test|surefire-vm-exit-test) ;;  # run above
launcher-missing)
  # only the mvn script copied out of its installation, as when bin/mvn alone is moved onto PATH:
  # its boot/ folder (plexus-classworlds) is not next to it.
  mkdir -p tools/bin && cp /usr/share/maven/bin/mvn /usr/share/maven/bin/m2.conf tools/bin/
  tools/bin/mvn -v ;;
transfer-connection-refused)
  # the company repository that replaces central is down: nothing listens on its port
  port=$(free_port)
  ledger_pom "http://127.0.0.1:$port/repository/maven-public/"
  mvn_deb_on compile ;;
transfer-plugin-connection-refused)
  # a mirror of everything in settings.xml that is down, and an empty local repository: the first plugin fails
  port=$(free_port)
  cat > settings.xml <<EOF
<settings><mirrors><mirror><id>company-nexus</id><mirrorOf>*</mirrorOf><url>http://127.0.0.1:$port/repository/maven-public/</url></mirror></mirrors></settings>
EOF
  pom com.example billing 1.0 ""
  mvn -B -s settings.xml -Dmaven.repo.local="$REPO" compile 2>&1 | strip_ansi ;;
transfer-status-503|transfer-status-403)
  # the repository answers every request with an HTTP error status
  code=${1#transfer-status-}
  port=$(free_port)
  python3 - "$port" "$code" >/dev/null 2>&1 <<'EOF' &
import http.server, sys
code = int(sys.argv[2])
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(code); self.send_header("Content-Length", "0"); self.end_headers()
    do_HEAD = do_GET
    def log_message(self, *a): pass
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
EOF
  PIDS+=($!)
  wait_port "$port"
  ledger_pom "http://127.0.0.1:$port/repository/maven-public/"
  mvn_deb_on compile ;;
transfer-connect-timeout)
  # the repository's accept queue is full, so the connection attempt times out
  port=$(free_port)
  fill_backlog "$port"
  ledger_pom "http://127.0.0.1:$port/repository/maven-public/"
  mvn_deb_on -Dmaven.wagon.http.retryHandler.count=0 compile ;;
enforcer-dependency-convergence|enforcer-upper-bound)
  # a file:// repository in which two libraries need different versions of com.acme:acme-util
  ev=$(ls /usr/share/maven-repo/org/apache/maven/plugins/maven-enforcer-plugin | grep -v debian | head -1)
  fake() { # fake GROUP ARTIFACT VERSION [DEP_ARTIFACT DEP_VERSION]
    local d="$W/fakerepo/${1//.//}/$2/$3"; mkdir -p "$d"
    local dep=""; [ -n "${4:-}" ] && dep="<dependencies><dependency><groupId>$1</groupId><artifactId>$4</artifactId><version>$5</version></dependency></dependencies>"
    printf '<project><modelVersion>4.0.0</modelVersion><groupId>%s</groupId><artifactId>%s</artifactId><version>%s</version>%s</project>\n' "$1" "$2" "$3" "$dep" > "$d/$2-$3.pom"
    (cd "$W" && mkdir -p empty && jar cf "$d/$2-$3.jar" -C empty .)
  }
  fake com.acme acme-util 1.2.0; fake com.acme acme-util 2.0.1
  fake com.acme billing-client 3.1.0 acme-util 1.2.0; fake com.acme audit-client 1.0.4 acme-util 2.0.1
  if [ "$1" = enforcer-dependency-convergence ]; then rule='<dependencyConvergence/>'; else rule='<requireUpperBoundDeps/>'; fi
  pom com.example orders 1.0.0 "  <repositories><repository><id>central</id><url>file://$W/fakerepo</url></repository></repositories>
  <dependencies>
    <dependency><groupId>com.acme</groupId><artifactId>billing-client</artifactId><version>3.1.0</version></dependency>
    <dependency><groupId>com.acme</groupId><artifactId>audit-client</artifactId><version>1.0.4</version></dependency>
  </dependencies>
  <build><plugins>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-enforcer-plugin</artifactId><version>$ev</version>
      <executions><execution><id>enforce</id><goals><goal>enforce</goal></goals>
        <configuration><rules>$rule</rules></configuration></execution></executions></plugin>
  </plugins></build>"
  mvn_deb_on validate ;;
*) echo "unknown case $1" >&2; exit 2 ;;
esac
