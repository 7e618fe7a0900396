package es.plataforma.printbridge;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

/** The bridge answers only the product's origin and main frame; other origins' links open outside the app. */
public class ProductOriginTest {
    private final ProductOrigin product = ProductOrigin.of("https://Plataforma.example/casa-lola/pos", false);

    @Test
    public void isTheRuleAddWebMessageListenerTakes() {
        assertEquals("https://plataforma.example", product.rule());
        assertEquals("https://plataforma.example:8443", ProductOrigin.of("https://plataforma.example:8443/", false).rule());
        assertEquals("https://plataforma.example", ProductOrigin.of("https://plataforma.example:443/x", false).rule());
        assertEquals("http://10.0.2.2:5000", ProductOrigin.of("http://10.0.2.2:5000/casa-lola", true).rule());
    }

    @Test
    public void answersTheMainFrameOfTheProductOnly() {
        assertTrue(product.allowsBridge("https://plataforma.example", true));
        assertTrue(product.allowsBridge("https://plataforma.example/", true));
        assertFalse("an iframe of the product", product.allowsBridge("https://plataforma.example", false));
        assertFalse(product.allowsBridge("http://plataforma.example", true));
        assertFalse(product.allowsBridge("https://plataforma.example.evil.test", true));
        assertFalse(product.allowsBridge("https://plataforma.example:444", true));
        assertFalse(product.allowsBridge(null, true));
        assertFalse(product.allowsBridge("null", true));
    }

    @Test
    public void keepsTheProductsPagesAndSendsOthersOutside() {
        assertTrue(product.contains("https://plataforma.example/auth/login?next=%2F"));
        assertFalse(product.contains("https://www.google.com/maps"));
        assertFalse(product.contains("mailto:lola@example.com"));
        assertFalse(product.contains("tel:910000000"));
    }

    @Test
    public void takesHttpsUrlsOnlyUnlessAskedForDebugging() {
        assertTrue(ProductOrigin.isValid("https://plataforma.example", false));
        assertFalse(ProductOrigin.isValid("http://plataforma.example", false));
        assertTrue(ProductOrigin.isValid("http://10.0.2.2:5000", true));
        assertFalse(ProductOrigin.isValid("plataforma.example", true));
        assertFalse(ProductOrigin.isValid("ftp://plataforma.example", true));
        assertFalse(ProductOrigin.isValid("https://", false));
        assertFalse(ProductOrigin.isValid("https://exa mple.com", false));
    }
}
