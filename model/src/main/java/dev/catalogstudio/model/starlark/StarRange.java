package dev.catalogstudio.model.starlark;

/** A Starlark {@code range}: an immutable arithmetic sequence of ints that fit in 64 bits (starlark-spec.md "range"). */
public final class StarRange {

    final long start;
    final long stop;
    final long step;
    final long length;

    StarRange(long start, long stop, long step) {
        this.start = start;
        this.stop = stop;
        this.step = step;
        long n;
        if (step > 0) {
            n = start < stop ? (stop - start - 1) / step + 1 : 0;
        } else {
            n = start > stop ? (start - stop - 1) / -step + 1 : 0;
        }
        this.length = n;
    }

    long at(long i) {
        return start + i * step;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof StarRange r) || r.length != length) {
            return false;
        }
        return length == 0 || (r.start == start && (length == 1 || r.step == step));
    }

    @Override
    public int hashCode() {
        return Long.hashCode(length);
    }
}
