package org.knightsarena.sandbox.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class JavaSyntaxTest {
    @Test
    void methodsReadAsTheSourceDeclaresThem() {
        assertEquals(
                "decide(GameView, Decision)",
                JavaSyntax.method(
                        "bots/MyBot",
                        "decide",
                        "(Lorg/knightsarena/api/GameView;Lorg/knightsarena/api/decision/Decision;)Lorg/knightsarena/api/action/Action;"));
        assertEquals(
                "score(int[][], long, Map.Entry, boolean)",
                JavaSyntax.method("bots/MyBot", "score", "([[IJLjava/util/Map$Entry;Z)D"));
        assertEquals("Inner(String)", JavaSyntax.method("bots/MyBot$Inner", "<init>", "(Ljava/lang/String;)V"));
        assertEquals("static initializer", JavaSyntax.method("bots/MyBot", "<clinit>", "()V"));
    }

    @Test
    void typesAreSimpleNamesAndArraysHaveBrackets() {
        assertEquals("System", JavaSyntax.type("java/lang/System"));
        assertEquals("Map.Entry", JavaSyntax.type("java/util/Map$Entry"));
        assertEquals("Thread[][]", JavaSyntax.type("[[Ljava/lang/Thread;"));
        assertEquals("char[]", JavaSyntax.type("[C"));
    }

    @Test
    void aMalformedDescriptorIsAClearError() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> JavaSyntax.method("bots/MyBot", "m", "(Q)V"));
        assertEquals("not a type descriptor at 1: (Q)V", e.getMessage());
    }
}
