package dev.catalogstudio.model.format.threemd;

import java.util.OptionalDouble;

/**
 * The finite decimal grammar of 3md {@code z}, {@code x}, {@code y} and link targets (3md-base.md section 4.1): an
 * optional sign, ASCII digits with an optional fraction ({@code 1}, {@code 1.}, {@code .5}, {@code -2.5}), and an
 * optional exponent ({@code 1e3}). Hexadecimal, {@code inf}, {@code nan}, separators and surrounding white space are
 * rejected, and so is a value that overflows to infinity. Linear in the length of the text.
 */
public final class Decimal {

    private Decimal() {
    }

    /** The value of {@code text}, or empty when it is not a finite decimal. Never throws. */
    public static OptionalDouble parse(CharSequence text) {
        if (!matches(text)) {
            return OptionalDouble.empty();
        }
        double value = Double.parseDouble(text.toString());
        return Double.isFinite(value) ? OptionalDouble.of(value + 0.0) : OptionalDouble.empty(); // -0 becomes 0
    }

    /** Whether {@code text} follows the grammar (without checking the magnitude). */
    static boolean matches(CharSequence text) {
        int i = 0;
        int n = text.length();
        if (i < n && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            i++;
        }
        int intDigits = digits(text, i);
        i += intDigits;
        int fracDigits = 0;
        if (i < n && text.charAt(i) == '.') {
            i++;
            fracDigits = digits(text, i);
            i += fracDigits;
        }
        if (intDigits == 0 && fracDigits == 0) {
            return false;
        }
        if (i < n && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            i++;
            if (i < n && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
                i++;
            }
            int expDigits = digits(text, i);
            if (expDigits == 0) {
                return false;
            }
            i += expDigits;
        }
        return i == n;
    }

    /**
     * {@code value} as the reference serializer writes it: an integer without a fraction when it is whole and below
     * 10^15 in magnitude, otherwise Java's shortest decimal form.
     */
    public static String format(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }

    private static int digits(CharSequence text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        return i - from;
    }
}
