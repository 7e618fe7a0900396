package es.plataforma.printbridge;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * The product's origin ({@code https://host[:port]}), from the URL the app shows: the only origin the bridge object is
 * injected into and answers, and the pages the WebView keeps (links elsewhere open outside the app).
 */
public final class ProductOrigin {
    private final String scheme;
    private final String host;
    private final int port;

    private ProductOrigin(String scheme, String host, int port) {
        this.scheme = scheme;
        this.host = host;
        this.port = port;
    }

    /**
     * The origin of a product URL. Only https, unless {@code allowHttp} (debug builds against the emulators); throws
     * IllegalArgumentException otherwise.
     */
    public static ProductOrigin of(String url, boolean allowHttp) {
        ProductOrigin origin = parse(url);
        if (origin == null || origin.scheme.equals("http") && !allowHttp)
            throw new IllegalArgumentException("Not an " + (allowHttp ? "http(s)" : "https") + " URL: " + url);
        return origin;
    }

    /** Whether {@code url} is a URL {@link #of} takes. */
    public static boolean isValid(String url, boolean allowHttp) {
        ProductOrigin origin = parse(url);
        return origin != null && (allowHttp || origin.scheme.equals("https"));
    }

    private static ProductOrigin parse(String url) {
        if (url == null) return null;
        try {
            URI uri = new URI(url.trim());
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!scheme.equals("https") && !scheme.equals("http") || uri.getHost() == null) return null;
            int port = uri.getPort();
            if (port == (scheme.equals("https") ? 443 : 80)) port = -1;
            return new ProductOrigin(scheme, uri.getHost().toLowerCase(Locale.ROOT), port);
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /** The origin as WebViewCompat.addWebMessageListener's allowed-origin rule writes it. */
    public String rule() {
        return scheme + "://" + host + (port == -1 ? "" : ":" + port);
    }

    /** Whether a page at {@code url} belongs to the product (else a link to it opens outside the app). */
    public boolean contains(String url) {
        ProductOrigin other = parse(url);
        return other != null && other.rule().equals(rule());
    }

    /** Whether a message of the bridge may be answered: from the product's origin, and from its main frame. */
    public boolean allowsBridge(String sourceOrigin, boolean isMainFrame) {
        return isMainFrame && contains(sourceOrigin);
    }
}
