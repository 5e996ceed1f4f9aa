package org.knightsarena.sandbox.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JdkPolicyTest {
    private static final JdkPolicy POLICY = JdkPolicy.bundled();

    @Test
    void bothBundledListsParseAndShareNoEntry() {
        PolicyList allowed = PolicyList.read("jdk-allowed.txt");
        PolicyList denied = PolicyList.read("jdk-denied.txt");
        assertTrue(
                allowed.entries().size() > 40,
                "allowed entries: " + allowed.entries().size());
        assertTrue(
                denied.entries().size() > 40,
                "denied entries: " + denied.entries().size());
        Set<String> both = new HashSet<>(allowed.entries());
        both.retainAll(denied.entries());
        assertEquals(Set.of(), both);
    }

    @Test
    void everyClassAndMemberEntryNamesAJdkClass() {
        // so that a typo cannot leave a dangerous member open or a listed class unusable
        for (String entry : PolicyList.read("jdk-denied.txt").entries()) {
            if (entry.contains("#")) {
                String cls = entry.substring(0, entry.indexOf('#')).replace('/', '.');
                assertTrue(exists(cls), entry + " names no JDK class");
            }
        }
        for (String entry : PolicyList.read("jdk-allowed.txt").entries()) {
            if (!entry.endsWith("*")) {
                String cls = (entry.contains("#") ? entry.substring(0, entry.indexOf('#')) : entry).replace('/', '.');
                assertTrue(exists(cls), entry + " names no JDK class");
            }
        }
    }

    @ParameterizedTest
    @CsvSource({
        "java/lang/Thread, start",
        "java/lang/Thread, sleep",
        "java/lang/System, exit",
        "java/lang/System, getenv",
        "java/lang/System, out",
        "java/io/FileInputStream, <init>",
        "java/nio/file/Files, readAllBytes",
        "java/net/Socket, <init>",
        "java/lang/reflect/Method, invoke",
        "java/lang/Class, forName",
        "java/lang/Class, getDeclaredMethods",
        "java/lang/Runtime, exec",
        "java/lang/Runtime, getRuntime",
        "java/lang/ProcessBuilder, start",
        "sun/misc/Unsafe, allocateMemory",
        "jdk/internal/misc/Unsafe, allocateMemory",
        "java/util/concurrent/Executors, newFixedThreadPool",
        "java/util/concurrent/ConcurrentHashMap, put",
        "java/util/Collection, parallelStream",
        "java/util/ArrayList, parallelStream",
        "java/util/List, parallelStream",
        "java/util/stream/Stream, parallel",
        "java/util/stream/IntStream, parallel",
        "java/util/regex/Pattern, compile",
        "java/lang/String, split",
        "java/util/Timer, <init>",
        "java/util/TimerTask, run",
        "java/lang/Object, wait",
        "java/lang/String, notifyAll",
        "java/lang/ClassLoader, defineClass",
        "java/lang/invoke/MethodHandles, lookup",
        "java/lang/Thread$State, values",
        "org/knightsarena/api/Agent, wait",
    })
    void dangerousMembersAreDenied(String owner, String member) {
        assertFalse(POLICY.allowsMember(owner, member), owner + "#" + member);
    }

    @ParameterizedTest
    @CsvSource({
        "java/util/ArrayList, add",
        "java/lang/Math, max",
        "java/lang/Math, random",
        "java/lang/StringBuilder, append",
        "java/util/Random, nextInt",
        "java/util/List, of",
        "java/util/List, stream",
        "java/util/Map$Entry, getKey",
        "java/util/stream/Collectors, toList",
        "java/util/function/Function, apply",
        "java/lang/System, arraycopy",
        "java/lang/Object, getClass",
        "java/lang/Class, getSimpleName",
        "java/lang/Integer, parseInt",
        "java/lang/IllegalStateException, <init>",
        "java/time/Duration, ofMillis",
        "java/io/Serializable, hashCode",
        "org/knightsarena/api/Agent, decide",
    })
    void safeMembersAreAllowed(String owner, String member) {
        assertTrue(POLICY.allowsMember(owner, member), owner + "#" + member);
    }

    @Test
    void anArrayOwnerIsJudgedAsObject() {
        assertTrue(POLICY.allowsMember("[Lbots/Kind;", "clone"));
        assertTrue(POLICY.allowsClass("[[I"));
        assertFalse(POLICY.allowsClass("[Ljava/lang/Thread;"));
    }

    @Test
    void theMostSpecificEntryDecides() {
        JdkPolicy policy = new JdkPolicy(
                PolicyList.parse("a", List.of("x/*", "x/y/**", "x/Deny#ok", "x/y/z/Ok")),
                PolicyList.parse("d", List.of("x/Deny", "x/y/z/**", "x/Base#bad")));
        assertTrue(policy.allowsClass("x/Any"));
        assertTrue(policy.allowsClass("x/y/w/Any"));
        assertFalse(policy.allowsClass("x/y/z/Any"));
        assertTrue(policy.allowsClass("x/y/z/Ok"));
        assertTrue(policy.allowsClass("x/y/z/Ok$Inner"));
        assertFalse(policy.allowsClass("x/Deny$Inner"));
        assertTrue(policy.allowsMember("x/Deny", "ok"));
        assertFalse(policy.allowsMember("x/Deny", "other"));
        assertFalse(policy.allowsClass("q/Unlisted"));
        assertFalse(policy.allowsClass("Unpackaged"));
    }

    @Test
    void anEntryWithADescriptorDecidesForThatOverloadOnly() {
        JdkPolicy policy = new JdkPolicy(
                PolicyList.parse("a", List.of("x/Calc", "x/Closed#add(JJ)J")),
                PolicyList.parse("d", List.of("x/Calc#add(II)I", "x/Closed#add")));
        assertFalse(policy.allowsMember("x/Calc", "add", "(II)I"));
        assertTrue(policy.allowsMember("x/Calc", "add", "(JJ)J"));
        assertTrue(policy.allowsMember("x/Closed", "add", "(JJ)J"));
        assertFalse(policy.allowsMember("x/Closed", "add", "(II)I"));
        assertFalse(policy.allowsMember("x/Closed", "add"));
    }

    @Test
    void aMalformedDescriptorIsRefusedWithTheLine() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> PolicyList.parse("a", List.of("x/Calc#add(II")));
        assertEquals(
                "a line 1: 'x/Calc#add(II' is not pkg/*, pkg/**, pkg/Class, pkg/Class#member or"
                        + " pkg/Class#method(descriptor)",
                e.getMessage());
    }

    @Test
    void anEntryInBothListsIsRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> new JdkPolicy(PolicyList.parse("a", List.of("x/A")), PolicyList.parse("d", List.of("x/A"))));
        assertEquals("x/A is both in a and in d", e.getMessage());
    }

    @Test
    void aMalformedLineIsRefusedWithItsLineNumber() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> PolicyList.parse("f", List.of("# c", "", "java.util.List")));
        assertEquals(
                "f line 3: 'java.util.List' is not pkg/*, pkg/**, pkg/Class, pkg/Class#member or"
                        + " pkg/Class#method(descriptor)",
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PolicyList.parse("f", List.of("java/util/List # comment")));
        assertThrows(IllegalArgumentException.class, () -> PolicyList.parse("f", List.of("java/util/L*")));
        assertThrows(IllegalArgumentException.class, () -> PolicyList.parse("f", List.of("java/util/List#")));
    }

    @Test
    void aRepeatedEntryIsRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> PolicyList.parse("f", List.of("java/util/*", "java/util/*")));
        assertEquals("f line 2: 'java/util/*' is listed twice", e.getMessage());
    }

    private static boolean exists(String cls) {
        try {
            Class.forName(cls, false, ClassLoader.getPlatformClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
