package dev.catalogstudio.model.starlark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntPredicate;

/** The methods of {@code string} (starlark-spec.md "string·capitalize" … "string·upper"). */
final class StringMethods {

    private StringMethods() {
    }

    static void register(Map<String, Builtin.Impl> m) {
        m.put("capitalize", (t, r, a, k) -> {
            Args.positional("capitalize", a, k, 0, 0);
            String s = ByteStrings.decode((String) r);
            if (s.isEmpty()) {
                return r;
            }
            int first = s.codePointAt(0);
            return ByteStrings.encode(new String(Character.toChars(Character.toUpperCase(first)))
                    + s.substring(Character.charCount(first)).toLowerCase(Locale.ROOT));
        });
        m.put("codepoint_ords", (t, r, a, k) -> codepoints(t, (String) r, a, k, true));
        m.put("codepoints", (t, r, a, k) -> codepoints(t, (String) r, a, k, false));
        m.put("elem_ords", (t, r, a, k) -> elems(t, (String) r, a, k, true));
        m.put("elems", (t, r, a, k) -> elems(t, (String) r, a, k, false));
        m.put("count", (t, r, a, k) -> {
            Args.positional("count", a, k, 1, 3);
            String s = (String) r;
            String sub = Args.string("count", a[0], "sub");
            int[] span = span(s, a, 1, "count");
            String part = s.substring(span[0], Math.max(span[0], span[1]));
            t.steps(part.length());
            if (sub.isEmpty()) {
                return StarInt.of(part.length() + 1);
            }
            int n = 0;
            for (int i = part.indexOf(sub); i >= 0; i = part.indexOf(sub, i + sub.length())) {
                n++;
            }
            return StarInt.of(n);
        });
        m.put("endswith", (t, r, a, k) -> affix(r, a, k, "endswith", false));
        m.put("startswith", (t, r, a, k) -> affix(r, a, k, "startswith", true));
        m.put("find", (t, r, a, k) -> find(t, (String) r, a, k, "find", false, false));
        m.put("rfind", (t, r, a, k) -> find(t, (String) r, a, k, "rfind", true, false));
        m.put("index", (t, r, a, k) -> find(t, (String) r, a, k, "index", false, true));
        m.put("rindex", (t, r, a, k) -> find(t, (String) r, a, k, "rindex", true, true));
        m.put("format", (t, r, a, k) -> Formatting.format(t, (String) r, a, k));
        m.put("isalnum", (t, r, a, k) -> is(r, a, k, "isalnum", Character::isLetterOrDigit));
        m.put("isalpha", (t, r, a, k) -> is(r, a, k, "isalpha", Character::isLetter));
        m.put("isdigit", (t, r, a, k) -> is(r, a, k, "isdigit", Character::isDigit));
        m.put("isspace", (t, r, a, k) -> is(r, a, k, "isspace", Character::isWhitespace));
        m.put("islower", (t, r, a, k) -> cased(r, a, k, "islower", true));
        m.put("isupper", (t, r, a, k) -> cased(r, a, k, "isupper", false));
        m.put("istitle", (t, r, a, k) -> {
            Args.positional("istitle", a, k, 0, 0);
            String s = ByteStrings.decode((String) r);
            boolean prevCased = false;
            boolean any = false;
            for (int i = 0; i < s.length(); ) {
                int c = s.codePointAt(i);
                i += Character.charCount(c);
                // As starlark-go: ASCII capitals and titlecase letters start a word; any other capital (e.g. the
                // single letter U+01C4) makes the string not a title.
                if ((c >= 'A' && c <= 'Z') || Character.isTitleCase(c)) {
                    if (prevCased) {
                        return false;
                    }
                    prevCased = true;
                    any = true;
                } else if (Character.isLowerCase(c)) {
                    if (!prevCased) {
                        return false;
                    }
                    prevCased = true;
                    any = true;
                } else if (Character.isUpperCase(c)) {
                    return false;
                } else {
                    prevCased = false;
                }
            }
            return any;
        });
        m.put("join", (t, r, a, k) -> {
            Args.positional("join", a, k, 1, 1);
            String sep = (String) r;
            List<Object> parts = Builtins.elements(t, "join", a[0]);
            long total = 0;
            for (int i = 0; i < parts.size(); i++) {
                if (!(parts.get(i) instanceof String p)) {
                    throw new EvalException("join: in list, want string, got " + Starlark.type(parts.get(i)));
                }
                total += p.length() + (i > 0 ? sep.length() : 0);
            }
            t.allocate(total);
            var sb = new StringBuilder((int) Math.min(total, Integer.MAX_VALUE - 16));
            for (int i = 0; i < parts.size(); i++) {
                if (i > 0) {
                    sb.append(sep);
                }
                sb.append((String) parts.get(i));
            }
            return sb.toString();
        });
        m.put("lower", (t, r, a, k) -> {
            Args.positional("lower", a, k, 0, 0);
            t.allocate(((String) r).length());
            return Methods.lower((String) r);
        });
        m.put("upper", (t, r, a, k) -> {
            Args.positional("upper", a, k, 0, 0);
            t.allocate(((String) r).length());
            return Methods.upper((String) r);
        });
        m.put("title", (t, r, a, k) -> {
            Args.positional("title", a, k, 0, 0);
            String s = ByteStrings.decode((String) r);
            var sb = new StringBuilder();
            boolean prevCased = false;
            for (int i = 0; i < s.length(); ) {
                int c = s.codePointAt(i);
                i += Character.charCount(c);
                boolean cased = Character.isUpperCase(c) || Character.isLowerCase(c) || Character.isTitleCase(c);
                sb.appendCodePoint(prevCased ? Character.toLowerCase(c) : Character.toTitleCase(c));
                prevCased = cased;
            }
            return ByteStrings.encode(sb.toString());
        });
        m.put("lstrip", (t, r, a, k) -> strip((String) r, a, k, "lstrip", true, false));
        m.put("rstrip", (t, r, a, k) -> strip((String) r, a, k, "rstrip", false, true));
        m.put("strip", (t, r, a, k) -> strip((String) r, a, k, "strip", true, true));
        m.put("partition", (t, r, a, k) -> partition((String) r, a, k, "partition", false));
        m.put("rpartition", (t, r, a, k) -> partition((String) r, a, k, "rpartition", true));
        m.put("removeprefix", (t, r, a, k) -> {
            Args.positional("removeprefix", a, k, 1, 1);
            String s = (String) r;
            String p = Args.string("removeprefix", a[0], "prefix");
            return s.startsWith(p) ? s.substring(p.length()) : s;
        });
        m.put("removesuffix", (t, r, a, k) -> {
            Args.positional("removesuffix", a, k, 1, 1);
            String s = (String) r;
            String p = Args.string("removesuffix", a[0], "suffix");
            return s.endsWith(p) ? s.substring(0, s.length() - p.length()) : s;
        });
        m.put("replace", (t, r, a, k) -> {
            Args.positional("replace", a, k, 2, 3);
            String s = (String) r;
            String old = Args.string("replace", a[0], "old");
            String rep = Args.string("replace", a[1], "new");
            long count = a.length == 3 ? Args.clampedLong("replace", a[2], "count") : -1;
            if (count < 0) {
                count = Long.MAX_VALUE;
            }
            var sb = new StringBuilder();
            int i = 0;
            long done = 0;
            if (old.isEmpty()) {
                while (done < count && i <= s.length()) {
                    sb.append(rep);
                    done++;
                    if (i < s.length()) {
                        sb.append(s.charAt(i));
                    }
                    i++;
                    t.allocate(rep.length() + 1);
                }
                if (i < s.length()) {
                    sb.append(s, i, s.length());
                }
                return sb.toString();
            }
            while (done < count) {
                int j = s.indexOf(old, i);
                if (j < 0) {
                    break;
                }
                sb.append(s, i, j).append(rep);
                t.allocate(j - i + rep.length());
                i = j + old.length();
                done++;
            }
            sb.append(s, i, s.length());
            return sb.toString();
        });
        m.put("split", (t, r, a, k) -> split(t, (String) r, a, k, "split", false));
        m.put("rsplit", (t, r, a, k) -> split(t, (String) r, a, k, "rsplit", true));
        m.put("splitlines", (t, r, a, k) -> {
            Object[] p = Args.unpack("splitlines", a, k, "keepends?");
            if (p[0] != null && !(p[0] instanceof Boolean)) {
                throw new EvalException("splitlines: for parameter keepends: got " + Starlark.type(p[0])
                        + ", want bool");
            }
            boolean keep = p[0] != null && (Boolean) p[0];
            String s = (String) r;
            var out = new ArrayList<Object>();
            int i = 0;
            while (i < s.length()) {
                int j = i;
                while (j < s.length() && s.charAt(j) != '\n' && s.charAt(j) != '\r') {
                    j++;
                }
                int end = j;
                if (j < s.length()) {
                    j += s.charAt(j) == '\r' && j + 1 < s.length() && s.charAt(j + 1) == '\n' ? 2 : 1;
                }
                out.add(s.substring(i, keep ? j : end));
                i = j;
            }
            t.allocate(8L * out.size() + s.length());
            return new StarList(out, true);
        });
    }

    private static Object codepoints(StarlarkThread t, String s, Object[] a, Map<String, Object> k, boolean ords) {
        Args.positional(ords ? "codepoint_ords" : "codepoints", a, k, 0, 0);
        if (s != null) {
            return new StringIterable(s, ords ? "codepoint_ords" : "codepoints");
        }
        t.allocate(8L * s.length());
        var out = new ArrayList<Object>();
        for (int i = 0; i < s.length(); ) {
            long d = ByteStrings.decodeAt(s, i);
            int w = (int) d;
            out.add(ords ? StarInt.of(d >>> 32) : s.substring(i, i + w));
            i += w;
        }
        return new StarList(out, true);
    }

    private static Object elems(StarlarkThread t, String s, Object[] a, Map<String, Object> k, boolean ords) {
        Args.positional(ords ? "elem_ords" : "elems", a, k, 0, 0);
        if (s != null) {
            return new StringIterable(s, ords ? "elem_ords" : "elems");
        }
        t.allocate(8L * s.length());
        var out = new ArrayList<Object>(s.length());
        for (int i = 0; i < s.length(); i++) {
            out.add(ords ? StarInt.of(s.charAt(i)) : String.valueOf(s.charAt(i)));
        }
        return new StarList(out, true);
    }

    /** The {@code [start:end]} span of optional arguments at {@code a[from]}, {@code a[from+1]}, clamped. */
    private static int[] span(String s, Object[] a, int from, String fn) {
        int n = s.length();
        int start = a.length > from && a[from] != Starlark.NONE ? Methods.clampIndex(a[from], n, fn) : 0;
        int end = a.length > from + 1 && a[from + 1] != Starlark.NONE ? Methods.clampIndex(a[from + 1], n, fn) : n;
        return new int[] {start, end};
    }

    private static Object affix(Object r, Object[] a, Map<String, Object> k, String fn, boolean prefix) {
        Args.positional(fn, a, k, 1, 3);
        String s = (String) r;
        int[] span = span(s, a, 1, fn);
        String part = span[0] <= span[1] ? s.substring(span[0], span[1]) : "";
        List<Object> candidates;
        if (a[0] instanceof StarTuple tu) {
            candidates = tu.elements();
        } else {
            candidates = List.of(a[0]);
        }
        for (int i = 0; i < candidates.size(); i++) {
            Object c = candidates.get(i);
            if (!(c instanceof String x)) {
                throw new EvalException(fn + ": got " + Starlark.type(c) + (a[0] instanceof StarTuple
                        ? ", for element " + i + ", want string" : ", want string or tuple of strings"));
            }
            if (span[0] <= span[1] && (prefix ? part.startsWith(x) : part.endsWith(x))) {
                return true;
            }
        }
        return false;
    }

    private static Object find(StarlarkThread t, String s, Object[] a, Map<String, Object> k, String fn,
            boolean last, boolean raise) {
        Args.positional(fn, a, k, 1, 3);
        String sub = Args.string(fn, a[0], "sub");
        int[] span = span(s, a, 1, fn);
        t.steps(s.length() / 16);
        int i = -1;
        if (span[0] <= span[1]) {
            String part = s.substring(span[0], span[1]);
            i = last ? part.lastIndexOf(sub) : part.indexOf(sub);
            if (i >= 0) {
                i += span[0];
            }
        }
        if (i < 0 && raise) {
            throw new EvalException(fn + ": substring not found");
        }
        return StarInt.of(i);
    }

    private static Object is(Object r, Object[] a, Map<String, Object> k, String fn, IntPredicate p) {
        Args.positional(fn, a, k, 0, 0);
        String s = ByteStrings.decode((String) r);
        return !s.isEmpty() && s.codePoints().allMatch(p);
    }

    private static Object cased(Object r, Object[] a, Map<String, Object> k, String fn, boolean lower) {
        Args.positional(fn, a, k, 0, 0);
        String s = ByteStrings.decode((String) r);
        boolean any = false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (lower ? Character.isUpperCase(c) || Character.isTitleCase(c)
                    : Character.isLowerCase(c) || Character.isTitleCase(c)) {
                return false;
            }
            if (Character.isUpperCase(c) || Character.isLowerCase(c) || Character.isTitleCase(c)) {
                any = true;
            }
        }
        return any;
    }

    private static Object strip(String s, Object[] a, Map<String, Object> k, String fn, boolean left,
            boolean right) {
        Args.positional(fn, a, k, 0, 1);
        String text = ByteStrings.decode(s);
        int[] cps = text.codePoints().toArray();
        IntPredicate drop;
        if (a.length == 1 && a[0] != Starlark.NONE && !"".equals(a[0])) {
            String chars = ByteStrings.decode(Args.string(fn, a[0], "chars"));
            drop = c -> chars.indexOf(c) >= 0 || (c > 0xFFFF && chars.contains(new String(Character.toChars(c))));
        } else {
            drop = Character::isWhitespace;
        }
        int i = 0;
        int j = cps.length;
        if (left) {
            while (i < j && drop.test(cps[i])) {
                i++;
            }
        }
        if (right) {
            while (j > i && drop.test(cps[j - 1])) {
                j--;
            }
        }
        return ByteStrings.encode(new String(cps, i, j - i));
    }

    private static Object partition(String s, Object[] a, Map<String, Object> k, String fn, boolean last) {
        Args.positional(fn, a, k, 1, 1);
        String sep = Args.string(fn, a[0], "sep");
        if (sep.isEmpty()) {
            throw new EvalException(fn + ": empty separator");
        }
        int i = last ? s.lastIndexOf(sep) : s.indexOf(sep);
        if (i < 0) {
            return last ? StarTuple.adopt(new Object[] {"", "", s}) : StarTuple.adopt(new Object[] {s, "", ""});
        }
        return StarTuple.adopt(new Object[] {s.substring(0, i), sep, s.substring(i + sep.length())});
    }

    private static Object split(StarlarkThread t, String s, Object[] a, Map<String, Object> k, String fn,
            boolean fromRight) {
        Object[] p = Args.unpack(fn, a, k, "sep?", "maxsplit?");
        long max = p[1] == null || p[1] == Starlark.NONE ? Long.MAX_VALUE : Args.clampedLong(fn, p[1], "maxsplit");
        if (max < 0) {
            max = Long.MAX_VALUE;
        }
        var out = new ArrayList<Object>();
        t.allocate(s.length() + 16L);
        if (p[0] == null || p[0] == Starlark.NONE) {
            String text = s;
            var words = new ArrayList<String>();
            if (!fromRight) {
                int i = 0;
                long splits = 0;
                while (true) {
                    while (i < text.length() && isSpace(text.charAt(i))) {
                        i++;
                    }
                    if (i >= text.length()) {
                        break;
                    }
                    if (splits == max) {
                        int end = text.length();
                        words.add(text.substring(i, end));
                        break;
                    }
                    int j = i;
                    while (j < text.length() && !isSpace(text.charAt(j))) {
                        j++;
                    }
                    words.add(text.substring(i, j));
                    splits++;
                    i = j;
                }
            } else {
                int j = text.length();
                long splits = 0;
                while (true) {
                    while (j > 0 && isSpace(text.charAt(j - 1))) {
                        j--;
                    }
                    if (j <= 0) {
                        break;
                    }
                    if (splits == max) {
                        words.add(0, text.substring(0, j));
                        break;
                    }
                    int i = j;
                    while (i > 0 && !isSpace(text.charAt(i - 1))) {
                        i--;
                    }
                    words.add(0, text.substring(i, j));
                    splits++;
                    j = i;
                }
            }
            out.addAll(words);
            return new StarList(out, true);
        }
        String sep = Args.string(fn, p[0], "sep");
        if (sep.isEmpty()) {
            throw new EvalException(fn + ": empty separator");
        }
        if (!fromRight) {
            int i = 0;
            long splits = 0;
            while (splits < max) {
                int j = s.indexOf(sep, i);
                if (j < 0) {
                    break;
                }
                out.add(s.substring(i, j));
                i = j + sep.length();
                splits++;
            }
            out.add(s.substring(i));
        } else {
            int j = s.length();
            long splits = 0;
            while (splits < max) {
                int i = s.lastIndexOf(sep, j - sep.length());
                if (i < 0 || j - sep.length() < 0) {
                    break;
                }
                out.add(0, s.substring(i + sep.length(), j));
                j = i;
                splits++;
            }
            out.add(0, s.substring(0, j));
        }
        return new StarList(out, true);
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0B || c == '\f';
    }
}
