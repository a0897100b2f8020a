package org.roundhouse.record.xml;

/** A type with a visible side effect when XStream creates it: the control of the allowlist tests. */
final class Canary {
    static volatile boolean resolved;

    private Object readResolve() {
        resolved = true;
        return this;
    }
}
