package org.knightsarena.sandbox.verify;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the verifier knows of the bot's own classes before it reads their code: each class's
 * supertypes and the members it declares, so that a reference through a bot class (such as
 * {@code this.wait()}, compiled as {@code bots/Evil.wait}) is resolved to the JDK member it
 * really reaches. Immutable.
 */
final class BotClasses {

    /** One bot class's header. */
    record Header(String superName, List<String> interfaces, Set<String> methods, Set<String> fields) {
        Header {
            interfaces = List.copyOf(interfaces);
            methods = Set.copyOf(methods);
            fields = Set.copyOf(fields);
        }
    }

    private final Map<String, Header> headers;
    private final JdkPolicy policy;

    BotClasses(Map<String, Header> headers, JdkPolicy policy) {
        this.headers = Map.copyOf(headers);
        this.policy = policy;
    }

    /** @return whether the class (internal name) is one of the bot's own */
    boolean isOwn(String name) {
        return headers.containsKey(name);
    }

    /** @return whether bots may use the type: their own classes, the API and allowed JDK types */
    boolean allowsType(String name) {
        String element = JdkPolicy.elementType(name);
        // a class some of whose members are allowed may be named as a type (a class literal, an
        // array of it, a cast): every use of one of its members is still checked on its own
        return element.isEmpty() || isOwn(element) || policy.allowsClass(element) || policy.allowsSomeMemberOf(element);
    }

    /**
     * Resolves a member reference.
     *
     * @param owner      the class named by the instruction, in internal form
     * @param name       the member name
     * @param descriptor the method descriptor, or null for a field
     * @return the forbidden member ({@code owner#name}, the owner being the JDK class the
     *         reference reaches), or empty when the reference is allowed
     */
    Optional<String> forbiddenMember(String owner, String name, String descriptor) {
        return forbiddenMember(owner, name, descriptor, new HashSet<>());
    }

    private Optional<String> forbiddenMember(String owner, String name, String descriptor, Set<String> seen) {
        Header header = headers.get(owner);
        if (header == null) {
            return policy.allowsMember(owner, name, descriptor) ? Optional.empty() : Optional.of(owner + "#" + name);
        }
        boolean declared = descriptor == null
                ? header.fields().contains(name)
                : header.methods().contains(name + descriptor);
        if (declared || !seen.add(owner)) {
            return Optional.empty();
        }
        if (header.superName() != null) {
            Optional<String> found = forbiddenMember(header.superName(), name, descriptor, seen);
            if (found.isPresent()) {
                return found;
            }
        }
        for (String i : header.interfaces()) {
            Optional<String> found = forbiddenMember(i, name, descriptor, seen);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }
}
