#!/usr/bin/env bash
# Captures real Gradle build failures for the errknow catalogue with Debian's Gradle (4.4), offline.
# Debian packages: gradle, openjdk-17-jdk-headless, junit4
# Usage: bash catalogue/capture/gradle.sh CASE   (no argument lists the cases)
# Gradle 4.4 prints the same wording as current releases for these cases; runs use --offline and
# --no-daemon, so no repository is contacted and no daemon outlives the script.
set -u
CASES="task-not-found task-not-found-sub unknown-property unknown-property-ext compile-failed compile-failed-types
offline-no-cached offline-no-cached-plugin test-failures test-failures-two project-not-found project-not-found-dep"
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
*) echo "unknown case $1" >&2; exit 2 ;;
esac
