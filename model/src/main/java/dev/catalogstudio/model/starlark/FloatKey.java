package dev.catalogstudio.model.starlark;

import java.math.BigDecimal;

/**
 * A float used as a dict key or set element. Starlark makes {@code 1 == 1.0} with equal hashes, so a float key with
 * an integral value must find the equal int key and the reverse; Java's {@link Double} cannot, so the engine wraps
 * float keys in this class, whose equality and hash agree with {@link StarInt}'s. All NaNs are one key
 * (starlark-spec.md "Floating-point numbers": NaN equals NaN in Starlark's total order).
 */
final class FloatKey {

    final double value;

    FloatKey(double value) {
        this.value = value;
    }

    /** The int with the same value, or {@code null} when the value is not integral. */
    StarInt asInt() {
        if (Double.isFinite(value) && value == Math.rint(value)) {
            return Math.abs(value) < 9.0e18 ? StarInt.of((long) value)
                    : StarInt.of(new BigDecimal(value).toBigIntegerExact());
        }
        return null;
    }

    @Override
    public boolean equals(Object o) {
        if (o instanceof FloatKey f) {
            return Starlark.compareFloats(value, f.value) == 0;
        }
        if (o instanceof StarInt i) {
            return i.equals(asInt());
        }
        return false;
    }

    @Override
    public int hashCode() {
        StarInt i = asInt();
        if (i != null) {
            return i.hashCode();
        }
        return Double.isNaN(value) ? 0x7ff8 : Double.hashCode(value);
    }
}
