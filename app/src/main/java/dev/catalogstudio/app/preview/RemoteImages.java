package dev.catalogstudio.app.preview;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Fetches one remote image the user asked for (a click on its placeholder) and hands back its bytes; nothing else in
 * the preview connects anywhere. Only {@code http}/{@code https}, at most {@link #MAX_BYTES}, the raster types JavaFX
 * draws (no SVG), within {@link #TIMEOUT}.
 */
final class RemoteImages {

    /** The largest image fetched, in bytes. */
    static final int MAX_BYTES = 8 * 1024 * 1024;
    /** How long a fetch may take. */
    static final Duration TIMEOUT = Duration.ofSeconds(10);

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(TIMEOUT)
            .followRedirects(HttpClient.Redirect.NORMAL).build();

    private RemoteImages() {
    }

    /**
     * Starts fetching {@code url}; exactly one of {@code done} (with the image's bytes) or {@code failed} (with a
     * one-line reason) runs later, on {@code fx}.
     */
    static void fetch(String url, Consumer<byte[]> done, Consumer<String> failed, Executor fx) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            failed.accept("Not a URL: " + url);
            return;
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            failed.accept("Only http and https images are loaded.");
            return;
        }
        var request = HttpRequest.newBuilder(uri).timeout(TIMEOUT).GET().build();
        CLIENT.sendAsync(request, HttpResponse.BodyHandlers.ofInputStream()).whenComplete((response, error) -> {
            String result;
            byte[] image = null;
            if (error != null) {
                result = "Could not load " + url + ": " + error.getClass().getSimpleName();
            } else {
                String type = response.headers().firstValue("content-type").orElse("").toLowerCase(Locale.ROOT);
                try (InputStream body = response.body()) {
                    if (response.statusCode() != 200) {
                        result = "Could not load " + url + ": HTTP " + response.statusCode();
                    } else if (!type.matches("image/(png|jpeg|gif|bmp)(;.*)?")) {
                        result = "Not loaded: " + url + " is " + (type.isEmpty() ? "of no type" : type)
                                + ", not a PNG, JPEG, GIF or BMP image.";
                    } else {
                        byte[] bytes = body.readNBytes(MAX_BYTES + 1);
                        if (bytes.length > MAX_BYTES) {
                            result = "Not loaded: " + url + " is over " + MAX_BYTES / (1024 * 1024) + " MiB.";
                        } else {
                            result = "";
                            image = bytes;
                        }
                    }
                } catch (IOException e) {
                    result = "Could not load " + url + ": " + e.getMessage();
                }
            }
            String message = result;
            byte[] fetched = image;
            fx.execute(() -> {
                if (fetched != null) {
                    done.accept(fetched);
                } else {
                    failed.accept(message);
                }
            });
        });
    }
}
