package org.knightsarena.sandbox.problem;

import java.util.ArrayList;
import java.util.List;

/**
 * Names classes, methods and members the way a bot's author wrote them in Java, not the way the
 * class file spells them: {@code decide(GameView, Decision)} for
 * {@code decide(Lorg/knightsarena/api/GameView;Lorg/knightsarena/api/decision/Decision;)L…;},
 * {@code Map.Entry} for {@code java/util/Map$Entry}, {@code Thread[][]} for
 * {@code [[Ljava/lang/Thread;}. Types are given by their simple names: the author reads them
 * beside their own source, where the imports say the rest.
 */
public final class JavaSyntax {
    private JavaSyntax() {}

    /**
     * @param internalName a class or array type in internal form, such as {@code java/util/Map$Entry}
     *                     or {@code [I}
     * @return its simple Java name, such as {@code Map.Entry} or {@code int[]}
     */
    public static String type(String internalName) {
        if (internalName.startsWith("[")) {
            return descriptorType(internalName, new int[] {0});
        }
        return internalName.substring(internalName.lastIndexOf('/') + 1).replace('$', '.');
    }

    /**
     * @param owner      the declaring class in internal form, for a constructor's name
     * @param name       the method name, {@code <init>} or {@code <clinit>} included
     * @param descriptor the method descriptor, such as {@code (ILjava/lang/String;)V}
     * @return {@code decide(GameView, Decision)}, {@code Evil(int)} for a constructor, or
     *         {@code static initializer}
     */
    public static String method(String owner, String name, String descriptor) {
        if (name.equals("<clinit>")) {
            return "static initializer";
        }
        String shown = name.equals("<init>") ? simpleOuterless(owner) : name;
        return shown + "(" + String.join(", ", parameters(descriptor)) + ")";
    }

    /** @return the parameter types of a method descriptor, in Java syntax */
    static List<String> parameters(String descriptor) {
        List<String> types = new ArrayList<>();
        int[] at = {1};
        while (descriptor.charAt(at[0]) != ')') {
            types.add(descriptorType(descriptor, at));
        }
        return types;
    }

    /** Reads one type of a descriptor from {@code at[0]}, leaving {@code at[0]} after it. */
    private static String descriptorType(String descriptor, int[] at) {
        int dims = 0;
        while (descriptor.charAt(at[0]) == '[') {
            dims++;
            at[0]++;
        }
        char c = descriptor.charAt(at[0]++);
        String base = switch (c) {
            case 'Z' -> "boolean";
            case 'B' -> "byte";
            case 'C' -> "char";
            case 'S' -> "short";
            case 'I' -> "int";
            case 'J' -> "long";
            case 'F' -> "float";
            case 'D' -> "double";
            case 'V' -> "void";
            case 'L' -> {
                int end = descriptor.indexOf(';', at[0]);
                String internal = descriptor.substring(at[0], end);
                at[0] = end + 1;
                yield type(internal);
            }
            default ->
                throw new IllegalArgumentException("not a type descriptor at " + (at[0] - 1) + ": " + descriptor);
        };
        return base + "[]".repeat(dims);
    }

    /** A constructor is named after its class alone: {@code Inner}, not {@code Outer.Inner}. */
    private static String simpleOuterless(String owner) {
        String simple = type(owner);
        return simple.substring(simple.lastIndexOf('.') + 1);
    }
}
