#!/usr/bin/env bash
# Captures real Gradle build failures for the errknow catalogue with Debian's Gradle (4.4), offline.
# Debian packages: gradle, openjdk-17-jdk-headless, junit4
# Usage: bash catalogue/capture/gradle.sh CASE   (no argument lists the cases)
# Gradle 4.4 prints the same wording as current releases for these cases; runs use --offline and
# --no-daemon, so no repository is contacted and no daemon outlives the script.
set -u
CASES="task-not-found task-not-found-sub unknown-property unknown-property-ext compile-failed compile-failed-types
offline-no-cached offline-no-cached-plugin test-failures test-failures-two project-not-found project-not-found-dep
wrapper-java-home-invalid wrapper-java-home-bin wrapper-no-java wrapper-main-class-missing wrapper-download-failed wrapper-download-failed-newer
gradlew-not-executable gradlew-not-executable-sh task-failed task-failed-sub exec-non-zero exec-non-zero-silent
plugin-id-not-found plugin-id-not-found-kotlin"
if [ $# -eq 0 ]; then printf '%s\n' $CASES; exit 0; fi
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"   # scratch dir, cleanup on exit
exec 2>&1
export GRADLE_USER_HOME=$W/gradle-home
g() { gradle --offline --no-daemon --console=plain -q "$@"; }
java_src() { mkdir -p "src/main/java/$(dirname "$1")"; cat > "src/main/java/$1"; }
test_src() { mkdir -p "src/test/java/$(dirname "$1")"; cat > "src/test/java/$1"; }
junit_deps="testCompile files('/usr/share/java/junit4.jar', '/usr/share/java/hamcrest-core.jar')"
case "$1" in
task-not-found)
  echo "rootProject.name = 'billing'" > settings.gradle
  echo "apply plugin: 'java'" > build.gradle
  g bootRun ;;
task-not-found-sub)
  printf "rootProject.name = 'shop'\ninclude 'api'\n" > settings.gradle
  mkdir -p api && echo "apply plugin: 'java'" > api/build.gradle
  g :api:assembleRelease ;;
unknown-property)
  echo "rootProject.name = 'billing'" > settings.gradle
  cat > build.gradle <<'EOF'
apply plugin: 'java'
version = appVersion
EOF
  g build ;;
unknown-property-ext)
  echo "rootProject.name = 'billing'" > settings.gradle
  cat > build.gradle <<'EOF'
apply plugin: 'java'
dependencies {
    compile "org.slf4j:slf4j-api:$slf4jVersion"
}
EOF
  g build ;;
compile-failed|compile-failed-types)
  echo "rootProject.name = 'billing'" > settings.gradle
  echo "apply plugin: 'java'" > build.gradle
  if [ "$1" = compile-failed ]; then
  java_src com/acme/Invoice.java <<'EOF'
package com.acme;

public class Invoice {
    public long total(long net, long tax) {
        return net + taxes;
    }
}
EOF
  else
  java_src com/acme/Order.java <<'EOF'
package com.acme;

import java.util.List;

public class Order {
    public int count(List<String> items) {
        String n = items.size();
        return n;
    }
}
EOF
  fi
  g compileJava ;;
offline-no-cached)
  echo "rootProject.name = 'billing'" > settings.gradle
  cat > build.gradle <<'EOF'
apply plugin: 'java'
repositories { mavenCentral() }
dependencies {
    compile 'com.google.guava:guava:33.0.0-jre'
}
EOF
  java_src com/acme/App.java <<'EOF'
package com.acme;
public class App {}
EOF
  g compileJava ;;
offline-no-cached-plugin)
  echo "rootProject.name = 'billing'" > settings.gradle
  cat > build.gradle <<'EOF'
buildscript {
    repositories { jcenter() }
    dependencies { classpath 'com.github.jengelman.gradle.plugins:shadow:2.0.4' }
}
apply plugin: 'java'
EOF
  g build ;;
test-failures|test-failures-two)
  echo "rootProject.name = 'billing'" > settings.gradle
  cat > build.gradle <<EOF
apply plugin: 'java'
dependencies { $junit_deps }
EOF
  java_src com/acme/Cart.java <<'EOF'
package com.acme;

public class Cart {
    private int items;
    public void add(int n) { items += n; }
    public int size() { return items + 1; }
}
EOF
  test_src com/acme/CartTest.java <<'EOF'
package com.acme;

import static org.junit.Assert.assertEquals;
import org.junit.Test;

public class CartTest {
    @Test
    public void addsItems() {
        Cart c = new Cart();
        c.add(3);
        assertEquals(3, c.size());
    }
    @Test
    public void startsEmpty() {
        assertEquals(0, new Cart().size());
    }
}
EOF
  if [ "$1" = test-failures ]; then g test; else gradle --offline --no-daemon --console=plain test; fi ;;
project-not-found)
  printf "rootProject.name = 'shop'\ninclude 'api'\n" > settings.gradle
  mkdir -p api && echo "apply plugin: 'java'" > api/build.gradle
  g :web:build ;;
project-not-found-dep)
  printf "rootProject.name = 'shop'\ninclude 'api'\n" > settings.gradle
  mkdir -p api && cat > api/build.gradle <<'EOF'
apply plugin: 'java'
dependencies {
    compile project(':core')
}
EOF
  g build ;;
task-failed)
  echo "rootProject.name = 'billing'" > settings.gradle
  cat > build.gradle <<'EOF'
task verifyChecksums {
    doLast {
        throw new GradleException("checksum of dist/billing.zip does not match dist/billing.zip.sha256")
    }
}
EOF
  gradle --offline --no-daemon --console=plain verifyChecksums ;;
task-failed-sub)
  printf "rootProject.name = 'shop'\ninclude 'web'\n" > settings.gradle
  mkdir -p web
  cat > web/build.gradle <<'EOF'
task generateSitemap {
    doLast {
        def pages = fileTree('pages').files
        if (pages.size() < 2) throw new InvalidUserDataException("sitemap needs at least 2 pages, found ${pages.size()}")
    }
}
EOF
  g :web:generateSitemap ;;
exec-non-zero|exec-non-zero-silent)
  echo "rootProject.name = 'billing'" > settings.gradle
  if [ "$1" = exec-non-zero ]; then
    printf '#!/bin/sh\necho "migrate.sh: schema version 12 is newer than this tool supports (11)" >&2\nexit 3\n' > migrate.sh
    cat > build.gradle <<'EOF'
task migrateDb(type: Exec) {
    commandLine 'sh', 'migrate.sh'
}
EOF
    g migrateDb
  else
    cat > build.gradle <<'EOF'
task checkKeystore(type: Exec) {
    commandLine 'test', '-f', 'release.keystore'
}
EOF
    g checkKeystore
  fi ;;
plugin-id-not-found|plugin-id-not-found-kotlin)
  # the legacy `apply plugin:` syntax with a plugin whose jar is not on the build script class path
  echo "rootProject.name = 'shop'" > settings.gradle
  if [ "$1" = plugin-id-not-found ]; then
    printf "apply plugin: 'com.android.application'\n\nandroid {\n    compileSdkVersion 34\n}\n" > build.gradle
  else
    printf "apply plugin: 'java'\napply plugin: 'kotlin'\n" > build.gradle
  fi
  g build ;;
wrapper-*|gradlew-*)
  # A project with the wrapper that Debian's Gradle 4.4 generates (gradlew, gradle-wrapper.jar);
  # its wording is the one current wrappers print. Debian's gradlew first runs `java -version` to
  # probe --add-opens; those leading lines are dropped (drop_probe).
  echo "rootProject.name = 'billing'" > settings.gradle
  echo "apply plugin: 'java'" > build.gradle
  g wrapper >/dev/null 2>&1
  drop_probe() { sed '/^openjdk version\|^OpenJDK Runtime Environment\|^OpenJDK 64-Bit Server VM/d'; }
  case "$1" in
  wrapper-java-home-invalid) JAVA_HOME=/usr/lib/jvm/java-11-openjdk ./gradlew build ;;
  wrapper-java-home-bin) JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64/bin ./gradlew build ;;
  wrapper-no-java)
    # a PATH with every tool of /usr/bin but java
    mkdir -p nojava && for f in /usr/bin/*; do [ "${f##*/}" = java ] || ln -s "$f" "nojava/${f##*/}"; done
    env -u JAVA_HOME PATH="$PWD/nojava" ./gradlew build ;;
  wrapper-main-class-missing) rm gradle/wrapper/gradle-wrapper.jar; ./gradlew build 2>&1 | drop_probe ;;
  wrapper-download-failed) ./gradlew build 2>&1 | drop_probe | head -8 ;;   # no network here
  wrapper-download-failed-newer)
    sed -i 's#gradle-4.4.1-bin.zip#gradle-8.10.2-bin.zip#' gradle/wrapper/gradle-wrapper.properties
    ./gradlew build 2>&1 | drop_probe | head -3 ;;
  gradlew-not-executable) chmod -x gradlew; bash -c './gradlew build' ;;
  gradlew-not-executable-sh) chmod -x gradlew; sh -c './gradlew assembleDebug' ;;
  esac ;;
*) echo "unknown case $1" >&2; exit 2 ;;
esac
