package dev.catalogstudio.model.review;

import dev.catalogstudio.model.version.SemVer;
import java.util.Locale;
import java.util.Optional;

/**
 * The version bump between two versions (metaagents.md § CHANGELOG Conventions, "Bump guidance"): none, one patch,
 * minor or major step, more than one step, or a step back. Pre-release and build parts are not counted:
 * {@code 1.2.0-rc.1} to {@code 1.2.0} is no bump.
 */
public enum Bump {
    NONE, PATCH, MINOR, MAJOR,
    /** More than one step: {@code 1.0.0 → 1.0.2}, {@code 1.0.0 → 1.1.1}, {@code 1.0.0 → 3.0.0}. */
    MORE_THAN_ONE_STEP,
    /** The head version is lower than the base's. */
    DOWNGRADE;

    /** The bump from {@code base} to {@code head}; {@link #NONE} when either is not a semantic version. */
    public static Bump between(String base, String head) {
        Optional<SemVer> from = SemVer.parse(base);
        Optional<SemVer> to = SemVer.parse(head);
        if (from.isEmpty() || to.isEmpty()) {
            return NONE;
        }
        var a = from.get();
        var b = to.get();
        int order = compareCore(a, b);
        if (order == 0) {
            return NONE;
        }
        if (order > 0) {
            return DOWNGRADE;
        }
        if (b.major() != a.major()) {
            return b.major() == a.major() + 1 && b.minor() == 0 && b.patch() == 0 ? MAJOR : MORE_THAN_ONE_STEP;
        }
        if (b.minor() != a.minor()) {
            return b.minor() == a.minor() + 1 && b.patch() == 0 ? MINOR : MORE_THAN_ONE_STEP;
        }
        return b.patch() == a.patch() + 1 ? PATCH : MORE_THAN_ONE_STEP;
    }

    /**
     * The largest part that changed from {@code base} to {@code head} ({@code PATCH}, {@code MINOR} or {@code MAJOR});
     * {@code NONE} when none did or either is not semver. {@code 1.0.0 → 1.0.2} is a patch-sized change.
     */
    public static Bump size(String base, String head) {
        Optional<SemVer> from = SemVer.parse(base);
        Optional<SemVer> to = SemVer.parse(head);
        if (from.isEmpty() || to.isEmpty() || compareCore(from.get(), to.get()) >= 0) {
            return NONE;
        }
        var a = from.get();
        var b = to.get();
        return b.major() != a.major() ? MAJOR : b.minor() != a.minor() ? MINOR : PATCH;
    }

    private static int compareCore(SemVer a, SemVer b) {
        int major = Long.compare(a.major(), b.major());
        if (major != 0) {
            return major;
        }
        int minor = Long.compare(a.minor(), b.minor());
        return minor != 0 ? minor : Long.compare(a.patch(), b.patch());
    }

    /** The rank of a single step, to compare what was needed with what was given: none 0, patch 1, minor 2, major 3. */
    int rank() {
        switch (this) {
            case PATCH:
                return 1;
            case MINOR:
                return 2;
            case MAJOR:
                return 3;
            default:
                return 0;
        }
    }

    /**
     * The JSON and text name: {@code none}, {@code patch}, {@code minor}, {@code major}, {@code more than one step},
     * {@code downgrade}.
     */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
