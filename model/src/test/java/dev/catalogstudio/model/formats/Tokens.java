package dev.catalogstudio.model.formats;

import dev.catalogstudio.model.text.Highlighting;
import java.util.List;

/** Highlighting as readable tokens for assertions: {@code STYLE'text'} per span, in order. */
final class Tokens {

    private Tokens() {
    }

    static List<String> of(Highlighting highlighting, String text) {
        return highlighting.spans().stream().map(s -> s.style() + "'" + text.substring(s.start(), s.end()) + "'")
                .toList();
    }
}
