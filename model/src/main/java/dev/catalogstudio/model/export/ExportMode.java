package dev.catalogstudio.model.export;

/** How {@link Exporter#write} treats an OUT folder that exists. */
public enum ExportMode {
    /** OUT must be absent or empty. */
    NEW,
    /**
     * OUT may be a copy this command wrote before (its {@code .catalog-studio-export.json} lists every file in it and
     * each still has the recorded SHA-256): its files are replaced by the new export's, the ones no longer exported
     * deleted.
     */
    FORCE,
    /**
     * As {@link #FORCE}, and the previous export must be of the same target: re-exports over a copy of the same item,
     * refusing when a file there was changed by hand since (its SHA-256 no longer the recorded one).
     */
    UPDATE
}
