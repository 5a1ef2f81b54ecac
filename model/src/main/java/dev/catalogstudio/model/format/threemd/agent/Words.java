package dev.catalogstudio.model.format.threemd.agent;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Routing words (agent-3md.md section 4): maximal runs of Unicode letters and numbers (categories L and N), lowercased
 * with the root locale. Everything else separates words.
 */
public final class Words {

    private Words() {
    }

    /** The words of {@code text}, in order, repeats included. */
    public static List<String> of(String text) {
        var words = new ArrayList<String>();
        int start = -1;
        int i = 0;
        while (i <= text.length()) {
            int cp = i < text.length() ? text.codePointAt(i) : ' ';
            boolean word = i < text.length() && isWordChar(cp);
            if (word && start < 0) {
                start = i;
            } else if (!word && start >= 0) {
                words.add(text.substring(start, i).toLowerCase(Locale.ROOT));
                start = -1;
            }
            i += i < text.length() ? Character.charCount(cp) : 1;
        }
        return words;
    }

    private static boolean isWordChar(int cp) {
        if (Character.isLetter(cp)) {
            return true;
        }
        int type = Character.getType(cp);
        return type == Character.DECIMAL_DIGIT_NUMBER || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER;
    }
}
