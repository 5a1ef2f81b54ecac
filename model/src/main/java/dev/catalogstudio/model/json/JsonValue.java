package dev.catalogstudio.model.json;

import dev.catalogstudio.model.text.Range;
import java.util.List;
import java.util.Optional;

/** A JSON value with the range it occupies in its document's {@code SourceText}. */
public sealed interface JsonValue {

    /** Where the value is written, quotes and brackets included. */
    Range range();

    /** A word for messages: {@code object}, {@code array}, {@code string}, {@code number}, {@code boolean}, {@code null}. */
    String typeName();

    /** An object; members in document order, duplicates kept (lookups take the first). */
    record JsonObject(List<Member> members, Range range) implements JsonValue {
        public JsonObject {
            members = List.copyOf(members);
        }

        @Override
        public String typeName() {
            return "object";
        }

        /** The first member named {@code name}. */
        public Optional<Member> member(String name) {
            return members.stream().filter(m -> m.name().equals(name)).findFirst();
        }

        /** The value of {@link #member(String)}. */
        public Optional<JsonValue> get(String name) {
            return member(name).map(Member::value);
        }

        /** The value of {@code name} when it is a string. */
        public Optional<JsonString> string(String name) {
            return get(name).filter(JsonString.class::isInstance).map(JsonString.class::cast);
        }
    }

    /**
     * One {@code "name": value} member.
     *
     * @param name      the unescaped name
     * @param nameRange where the name is written, quotes included
     * @param value     the value
     */
    record Member(String name, Range nameRange, JsonValue value) {
    }

    /** An array. */
    record JsonArray(List<JsonValue> items, Range range) implements JsonValue {
        public JsonArray {
            items = List.copyOf(items);
        }

        @Override
        public String typeName() {
            return "array";
        }
    }

    /** A string; {@code value} is unescaped. */
    record JsonString(String value, Range range) implements JsonValue {
        @Override
        public String typeName() {
            return "string";
        }
    }

    /** A number, kept as written. */
    record JsonNumber(String text, Range range) implements JsonValue {
        @Override
        public String typeName() {
            return "number";
        }
    }

    /** {@code true} or {@code false}. */
    record JsonBoolean(boolean value, Range range) implements JsonValue {
        @Override
        public String typeName() {
            return "boolean";
        }
    }

    /** {@code null}. */
    record JsonNull(Range range) implements JsonValue {
        @Override
        public String typeName() {
            return "null";
        }
    }
}
