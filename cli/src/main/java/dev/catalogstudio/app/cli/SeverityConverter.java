package dev.catalogstudio.app.cli;

import dev.catalogstudio.model.diag.Severity;
import java.util.Arrays;
import java.util.Iterator;
import java.util.stream.Collectors;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Parses {@code --severity} values ({@code error}, {@code warning}, {@code info}, any case) and lists them. */
public final class SeverityConverter implements ITypeConverter<Severity>, Iterable<String> {

    @Override
    public Severity convert(String value) {
        return Severity.ofLabel(value).orElseThrow(() -> new TypeConversionException("expected one of "
                + String.join(", ", this) + " but was '" + value + "'"));
    }

    /** The labels, most serious first: the option's completion candidates. */
    @Override
    public Iterator<String> iterator() {
        return Arrays.stream(Severity.values()).map(Severity::label).collect(Collectors.toList()).iterator();
    }
}
