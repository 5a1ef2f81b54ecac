package dev.catalogstudio.app.cli;

import picocli.CommandLine.IVersionProvider;

/**
 * The version of Catalog Studio, from the {@code Implementation-Version} entry of the jar manifest (written by the
 * jar plugin's {@code addDefaultImplementationEntries}). Running from classes, e.g. in tests, there is no manifest
 * and the version is {@value #UNKNOWN}.
 */
public final class ManifestVersion implements IVersionProvider {

    /** The version reported when no manifest names one. */
    public static final String UNKNOWN = "0.0.0-unknown";

    /** The version, e.g. {@code 0.1.0-SNAPSHOT}, or {@value #UNKNOWN}. */
    public static String version() {
        var version = ManifestVersion.class.getPackage().getImplementationVersion();
        return version == null || version.isBlank() ? UNKNOWN : version;
    }

    @Override
    public String[] getVersion() {
        return new String[] {"catalog-studio " + version()};
    }
}
