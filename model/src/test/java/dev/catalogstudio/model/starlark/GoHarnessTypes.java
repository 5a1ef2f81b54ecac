package dev.catalogstudio.model.starlark;

import java.math.BigInteger;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The value types starlark-go's Go test harness predeclares for its test files (eval_test.go), rebuilt on our
 * {@link HostValue}: {@code hasfields()}, a struct of settable fields that answers {@code list + hasfields} with 42;
 * {@code fibonacci}, an infinite iterable; and {@code struct(**kwargs)}, an immutable struct (starlarkstruct).
 */
final class GoHarnessTypes {

    private GoHarnessTypes() {
    }

    static Map<String, Object> predeclared() {
        return Map.of(
                "hasfields", new Builtin("hasfields", (t, r, a, k) -> new HasFields()),
                "fibonacci", new Fibonacci(),
                "struct", new Builtin("struct", (t, r, a, k) -> {
                    if (a.length > 0) {
                        throw new EvalException("struct: unexpected positional arguments");
                    }
                    return new Struct(new TreeMap<>(k));
                }));
    }

    /** eval_test.go's hasfields: settable fields until frozen. */
    static final class HasFields implements HostValue {
        private final Map<String, Object> fields = new LinkedHashMap<>();
        private boolean frozen;

        @Override
        public String type() {
            return "hasfields";
        }

        @Override
        public Object field(String name) {
            return fields.get(name);
        }

        @Override
        public Set<String> fieldNames() {
            return fields.keySet();
        }

        @Override
        public void setField(String name, Object value) {
            if (name.startsWith("no")) {
                // eval_test.go: a "no" prefix makes SetField report that there is no such field.
                String near = Spelling.nearest(name, fields.keySet());
                throw new EvalException("hasfields has no ." + name + " field or method"
                        + (near != null ? " (did you mean ." + near + "?)" : ""));
            }
            if (frozen) {
                throw new EvalException("cannot set field on a frozen hasfields");
            }
            fields.put(name, value);
        }

        @Override
        public Object binaryRight(TokenKind op, Object left) {
            return op == TokenKind.PLUS && left instanceof StarList ? StarInt.of(42) : null;
        }

        @Override
        public void freeze() {
            frozen = true;
            fields.values().forEach(Starlark::freeze);
        }
    }

    /** eval_test.go's fibonacci: the infinite Fibonacci sequence. */
    static final class Fibonacci implements HostValue {
        @Override
        public String type() {
            return "fibonacci";
        }

        @Override
        public Iterator<Object> iterate() {
            return new Iterator<>() {
                BigInteger a = BigInteger.ZERO;
                BigInteger b = BigInteger.ONE;

                @Override
                public boolean hasNext() {
                    return true;
                }

                @Override
                public Object next() {
                    BigInteger v = a;
                    a = b;
                    b = v.add(b);
                    return StarInt.of(v);
                }
            };
        }
    }

    /** starlarkstruct's struct: immutable named fields. */
    static final class Struct implements HostValue {
        private final TreeMap<String, Object> fields;

        Struct(TreeMap<String, Object> fields) {
            this.fields = fields;
        }

        @Override
        public String type() {
            return "struct";
        }

        @Override
        public Object field(String name) {
            return fields.get(name);
        }

        @Override
        public Set<String> fieldNames() {
            return fields.keySet();
        }

        @Override
        public void freeze() {
            fields.values().forEach(Starlark::freeze);
        }

        @Override
        public String repr() {
            var out = new StringBuilder("struct(");
            boolean first = true;
            for (Map.Entry<String, Object> e : fields.entrySet()) {
                out.append(first ? "" : ", ").append(e.getKey()).append(" = ").append(Starlark.repr(e.getValue()));
                first = false;
            }
            return out.append(')').toString();
        }
    }
}
