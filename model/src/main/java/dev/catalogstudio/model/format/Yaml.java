package dev.catalogstudio.model.format;

import dev.catalogstudio.model.yaml.YamlScalar;
import java.util.regex.Pattern;

/** Small helpers for writing YAML text in quick fixes. */
final class Yaml {

    /** Plain scalars the core schema would read as something other than a string. */
    private static final Pattern NOT_A_STRING = Pattern.compile(
            "[-+]?(\\.inf|\\.Inf|\\.INF)|\\.nan|\\.NaN|\\.NAN|null|Null|NULL|~|true|True|TRUE|false|False|FALSE"
                    + "|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?");

    private Yaml() {
    }

    /**
     * How to write {@code value} in place of {@code replaced}: in the same quotes when it was quoted, in double quotes
     * when the core schema would read it as another type, bare otherwise. For values of safe characters only.
     */
    static String scalarText(String value, YamlScalar replaced) {
        if (replaced.quoted() || NOT_A_STRING.matcher(value).matches()) {
            return "\"" + value + "\"";
        }
        return value;
    }
}
