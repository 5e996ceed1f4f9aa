package org.knightsarena.sandbox.verify;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Decides which JDK classes and members bots may use, from the two list files. The deciding rule
 * is documented at the top of {@code jdk-allowed.txt}: the most specific entry decides, a member
 * denied in a supertype is denied in every subtype, and anything unlisted is denied. Classes of the
 * bot API ({@code org/knightsarena/api/**}) are always allowed, except for members they inherit
 * from a denied JDK member (such as {@code Object#wait}).
 *
 * <p>Immutable apart from a cache of JDK supertypes; safe to share between threads.
 */
final class JdkPolicy {
    static final String API_PACKAGE = "org/knightsarena/api/";

    private final PolicyList allowed;
    private final PolicyList denied;
    private final ConcurrentMap<String, List<String>> supertypes = new ConcurrentHashMap<>();

    /** @throws IllegalArgumentException if an entry is in both lists */
    JdkPolicy(PolicyList allowed, PolicyList denied) {
        this.allowed = Objects.requireNonNull(allowed, "allowed");
        this.denied = Objects.requireNonNull(denied, "denied");
        for (String entry : allowed.entries()) {
            if (denied.contains(entry)) {
                throw new IllegalArgumentException(
                        entry + " is both in " + allowed.name() + " and in " + denied.name());
            }
        }
    }

    /** @return the policy of the bundled {@code jdk-allowed.txt} and {@code jdk-denied.txt} */
    static JdkPolicy bundled() {
        return new JdkPolicy(PolicyList.read("jdk-allowed.txt"), PolicyList.read("jdk-denied.txt"));
    }

    /**
     * @param name a class, interface or array in internal form ({@code java/util/List}, {@code [I})
     * @return whether bots may use the type
     */
    boolean allowsClass(String name) {
        String type = elementType(name);
        if (type.isEmpty() || type.startsWith(API_PACKAGE)) {
            return true;
        }
        int slash = type.lastIndexOf('/');
        for (String cls = type; ; ) {
            Optional<Boolean> verdict = verdict(cls);
            if (verdict.isPresent()) {
                return verdict.get();
            }
            int dollar = cls.lastIndexOf('$');
            if (dollar <= slash) {
                break;
            }
            cls = cls.substring(0, dollar);
        }
        if (slash < 0) {
            return false;
        }
        String pkg = type.substring(0, slash);
        Optional<Boolean> verdict = verdict(pkg + "/*");
        for (String p = pkg; verdict.isEmpty() && !p.isEmpty(); p = p.substring(0, Math.max(p.lastIndexOf('/'), 0))) {
            verdict = verdict(p + "/**");
        }
        return verdict.orElse(false);
    }

    /**
     * @param owner a JDK or API class in internal form (arrays count as {@code java/lang/Object})
     * @param name  a method or field name, {@code <init>} for constructors
     * @return whether bots may use the member, whatever its descriptor
     */
    boolean allowsMember(String owner, String name) {
        return allowsMember(owner, name, null);
    }

    /**
     * @param owner      a JDK or API class in internal form (arrays count as {@code java/lang/Object})
     * @param name       a method or field name, {@code <init>} for constructors
     * @param descriptor the method descriptor, such as {@code (II)I}, or null for a field or for
     *                   any overload; an entry naming this exact overload decides before an
     *                   entry naming the member
     * @return whether bots may use the member
     */
    boolean allowsMember(String owner, String name, String descriptor) {
        String type = owner.startsWith("[") ? "java/lang/Object" : owner;
        Optional<Boolean> verdict = descriptor == null ? Optional.empty() : verdict(type + "#" + name + descriptor);
        if (verdict.isEmpty()) {
            verdict = verdict(type + "#" + name);
        }
        if (verdict.isPresent()) {
            return verdict.get();
        }
        for (String supertype : supertypes(type)) {
            if (denied.contains(supertype + "#" + name)
                    || (descriptor != null && denied.contains(supertype + "#" + name + descriptor))) {
                return false;
            }
        }
        return allowsClass(type);
    }

    /** @return whether an entry of the allow-list names a member of exactly this class */
    boolean allowsSomeMemberOf(String type) {
        String prefix = type + "#";
        return allowed.entries().stream().anyMatch(e -> e.startsWith(prefix) && !denied.contains(e));
    }

    private Optional<Boolean> verdict(String entry) {
        if (denied.contains(entry)) {
            return Optional.of(false);
        }
        return allowed.contains(entry) ? Optional.of(true) : Optional.empty();
    }

    /** @return the element type of an array in internal form, "" for a primitive, else the name */
    static String elementType(String name) {
        if (!name.startsWith("[")) {
            return name;
        }
        String element = name.substring(name.lastIndexOf('[') + 1);
        return element.startsWith("L") ? element.substring(1, element.length() - 1) : "";
    }

    /**
     * The proper supertypes of a JDK or API class, found by loading it without initialising it.
     * Interfaces count {@code java/lang/Object} as a supertype. A class that cannot be loaded has
     * none (it is then denied or allowed by its own entries alone).
     */
    private List<String> supertypes(String type) {
        List<String> known = supertypes.get(type);
        if (known != null) {
            return known;
        }
        Set<String> found = new LinkedHashSet<>();
        try {
            Class<?> cls = Class.forName(type.replace('/', '.'), false, JdkPolicy.class.getClassLoader());
            collect(cls, found);
            found.add("java/lang/Object");
            found.remove(type);
        } catch (ClassNotFoundException | LinkageError e) {
            // not a class we know: no inherited members to check
        }
        List<String> result = List.copyOf(found);
        supertypes.putIfAbsent(type, result);
        return result;
    }

    private static void collect(Class<?> cls, Set<String> into) {
        if (cls == null || !into.add(cls.getName().replace('.', '/'))) {
            return;
        }
        collect(cls.getSuperclass(), into);
        for (Class<?> i : cls.getInterfaces()) {
            collect(i, into);
        }
    }
}
