package dev.catalogstudio.model.starlark;

/**
 * The limits of one run, which a program cannot evade: computation steps (one per statement and expression
 * evaluated, and in proportion to their work inside built-ins such as {@code sorted}, {@code join}, repetition or
 * materialising a {@code range}), bytes allocated for the values it creates (strings, lists, dicts, sets, tuples and
 * big ints, counted cumulatively), a wall-clock deadline, and cancellation from another thread. Each is checked at
 * least every {@value #CHECK_INTERVAL} steps and at every charge, and exceeding one is an {@link EvalException} at
 * the statement being run.
 *
 * @param maxSteps    steps allowed; {@link Long#MAX_VALUE} for no limit
 * @param maxBytes    bytes of values the program may create; {@link Long#MAX_VALUE} for no limit
 * @param timeoutNanos wall-clock time allowed from the start of the run, in nanoseconds; {@link Long#MAX_VALUE} for
 *                    none
 */
public record Budget(long maxSteps, long maxBytes, long timeoutNanos) {

    /** How often, in steps, the clock and the cancellation flag are read. */
    public static final int CHECK_INTERVAL = 4096;

    /** No limits (tests of the language itself). */
    public static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE);

    /**
     * The limits of a metaSKILL run: 100 million steps, 256 MiB of values, and the host's wall-clock timeout
     * (metaskills.md § 8: 300 seconds by default).
     */
    public static Budget metaskill(long timeoutSeconds) {
        return new Budget(100_000_000L, 256L << 20, timeoutSeconds * 1_000_000_000L);
    }
}
