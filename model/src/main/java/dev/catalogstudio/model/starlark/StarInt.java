package dev.catalogstudio.model.starlark;

import java.math.BigInteger;

/**
 * A Starlark {@code int}: a signed integer of arbitrary precision (starlark-spec.md "Integers"). Values that fit in a
 * {@code long} are held as one, larger ones as a {@link BigInteger}; arithmetic moves between the two forms on
 * overflow. Immutable; equal values are {@link #equals equal} whatever their form.
 */
public final class StarInt implements Comparable<StarInt> {

    private static final StarInt[] SMALL = new StarInt[1024 + 128];

    static {
        for (int i = 0; i < SMALL.length; i++) {
            SMALL[i] = new StarInt(i - 128, null);
        }
    }

    public static final StarInt ZERO = of(0);
    public static final StarInt ONE = of(1);

    private final long small;
    private final BigInteger big;

    private StarInt(long small, BigInteger big) {
        this.small = small;
        this.big = big;
    }

    /** The int {@code v}. */
    public static StarInt of(long v) {
        if (v >= -128 && v < 1024) {
            return SMALL[(int) v + 128];
        }
        return new StarInt(v, null);
    }

    /** The int {@code v}, in the small form when it fits. */
    public static StarInt of(BigInteger v) {
        if (v.bitLength() < 64) {
            return of(v.longValue());
        }
        return new StarInt(0, v);
    }

    /** Whether the value fits in a {@code long}. */
    public boolean isSmall() {
        return big == null;
    }

    /** The value as a {@code long}; only when {@link #isSmall()}. */
    public long small() {
        return small;
    }

    /** The value as a {@link BigInteger}. */
    public BigInteger big() {
        return big != null ? big : BigInteger.valueOf(small);
    }

    /** The value as an {@code int}, or {@code fallback} when it does not fit. */
    public int toIntOr(int fallback) {
        return big == null && small >= Integer.MIN_VALUE && small <= Integer.MAX_VALUE ? (int) small : fallback;
    }

    /** The sign: -1, 0 or 1. */
    public int signum() {
        return big != null ? big.signum() : Long.signum(small);
    }

    /** The number of bits of the magnitude (for the memory budget). */
    public int bitLength() {
        return big != null ? big.bitLength() : 64 - Long.numberOfLeadingZeros(Math.abs(small));
    }

    public StarInt add(StarInt y) {
        if (big == null && y.big == null) {
            long r = small + y.small;
            if (((small ^ r) & (y.small ^ r)) >= 0) {
                return of(r);
            }
        }
        return of(big().add(y.big()));
    }

    public StarInt subtract(StarInt y) {
        if (big == null && y.big == null) {
            long r = small - y.small;
            if (((small ^ y.small) & (small ^ r)) >= 0) {
                return of(r);
            }
        }
        return of(big().subtract(y.big()));
    }

    public StarInt multiply(StarInt y) {
        if (big == null && y.big == null) {
            long hi = Math.multiplyHigh(small, y.small);
            long lo = small * y.small;
            if ((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) {
                return of(lo);
            }
        }
        return of(big().multiply(y.big()));
    }

    /** Floored division ({@code //}); the caller rules out a zero divisor. */
    public StarInt floorDiv(StarInt y) {
        if (big == null && y.big == null && !(small == Long.MIN_VALUE && y.small == -1)) {
            return of(Math.floorDiv(small, y.small));
        }
        BigInteger[] qr = big().divideAndRemainder(y.big());
        BigInteger q = qr[0];
        if (qr[1].signum() != 0 && (qr[1].signum() != y.signum())) {
            q = q.subtract(BigInteger.ONE);
        }
        return of(q);
    }

    /** Floored remainder ({@code %}): the result has the sign of the divisor; the caller rules out zero. */
    public StarInt floorMod(StarInt y) {
        if (big == null && y.big == null) {
            return of(Math.floorMod(small, y.small));
        }
        BigInteger r = big().mod(y.big().abs());
        if (y.signum() < 0 && r.signum() != 0) {
            r = r.add(y.big());
        }
        return of(r);
    }

    public StarInt negate() {
        return big == null && small != Long.MIN_VALUE ? of(-small) : of(big().negate());
    }

    public StarInt and(StarInt y) {
        return big == null && y.big == null ? of(small & y.small) : of(big().and(y.big()));
    }

    public StarInt or(StarInt y) {
        return big == null && y.big == null ? of(small | y.small) : of(big().or(y.big()));
    }

    public StarInt xor(StarInt y) {
        return big == null && y.big == null ? of(small ^ y.small) : of(big().xor(y.big()));
    }

    public StarInt not() {
        return big == null ? of(~small) : of(big.not());
    }

    public StarInt shiftLeft(int n) {
        if (big == null && n < 63 && Math.abs(small) < (1L << (62 - n))) {
            return of(small << n);
        }
        return of(big().shiftLeft(n));
    }

    public StarInt shiftRight(int n) {
        return big == null ? of(small >> Math.min(n, 63)) : of(big.shiftRight(n));
    }

    /** The nearest double; {@link Double#POSITIVE_INFINITY} (or negative) when out of range. */
    public double toDouble() {
        return big == null ? (double) small : big.doubleValue();
    }

    @Override
    public int compareTo(StarInt o) {
        if (big == null && o.big == null) {
            return Long.compare(small, o.small);
        }
        return big().compareTo(o.big());
    }

    @Override
    public boolean equals(Object o) {
        if (o instanceof FloatKey f) {
            return f.equals(this);
        }
        if (!(o instanceof StarInt y)) {
            return false;
        }
        if (big == null && y.big == null) {
            return small == y.small;
        }
        return big().equals(y.big());
    }

    @Override
    public int hashCode() {
        if (big == null) {
            return Long.hashCode(small);
        }
        return big.hashCode();
    }

    /**
     * The most decimal digits converted between an int and text (CPython's {@code int_max_str_digits} default):
     * decimal conversion of longer numbers is quadratic, so {@code int()} of a long string, a long literal, a long
     * JSON number and {@code str()} of a huge int are refused instead of running for minutes.
     */
    public static final int MAX_STR_DIGITS = 4300;

    /** The refusal of a decimal conversion of {@code digits} digits, or {@code null} within the limit. */
    static String tooManyDigits(long digits) {
        return digits <= MAX_STR_DIGITS ? null : "int has too many digits: " + digits + ", more than the limit of "
                + MAX_STR_DIGITS + " for converting between an int and decimal text";
    }

    /**
     * Decimal, as {@code str} and {@code repr} give it.
     *
     * @throws EvalException when the int has more than {@link #MAX_STR_DIGITS} decimal digits
     */
    @Override
    public String toString() {
        if (big == null) {
            return Long.toString(small);
        }
        // 0.30103 decimal digits per bit; checked on the bit length, before the (quadratic) conversion
        long digits = (long) Math.floor(big.bitLength() * 0.30102999566398120) + 1;
        if (digits > MAX_STR_DIGITS) {
            throw new EvalException(tooManyDigits(digits).replace("int has too many digits: ",
                    "int too large to convert to decimal text: about "));
        }
        return big.toString();
    }

    /** The digits in {@code radix} (2, 8, 10 or 16), with a leading minus for negative values and no prefix. */
    public String toString(int radix) {
        return big == null ? Long.toString(small, radix) : big.toString(radix);
    }
}
