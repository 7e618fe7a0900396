package es.plataforma.printbridge;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * The manager's PIN that guards the settings screen: 4-8 digits, stored as a salted PBKDF2 hash (never the PIN), and
 * locked for a while after repeated wrong tries.
 */
public final class SettingsPin {
    public static final int MIN_DIGITS = 4;
    public static final int MAX_DIGITS = 8;
    public static final int TRIES_BEFORE_LOCK = 5;
    public static final long LOCK_MS = 60_000;

    private static final String ALGORITHM = "PBKDF2WithHmacSHA256";
    private static final int ITERATIONS = 20_000;

    private SettingsPin() {}

    public static boolean isWellFormed(String pin) {
        return pin != null && pin.matches("[0-9]{" + MIN_DIGITS + "," + MAX_DIGITS + "}");
    }

    /** What is stored for a PIN: {@code pbkdf2-sha256$iterations$salt$hash}, base64. */
    public static String hash(String pin, SecureRandom random) {
        if (!isWellFormed(pin)) throw new IllegalArgumentException("A PIN is 4-8 digits");
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        Base64.Encoder base64 = Base64.getEncoder();
        return "pbkdf2-sha256$" + ITERATIONS + "$" + base64.encodeToString(salt) + "$"
                + base64.encodeToString(derive(pin, salt, ITERATIONS));
    }

    public static boolean matches(String pin, String stored) {
        if (pin == null || stored == null) return false;
        String[] parts = stored.split("\\$");
        if (parts.length != 4 || !parts[0].equals("pbkdf2-sha256")) return false;
        try {
            Base64.Decoder base64 = Base64.getDecoder();
            byte[] expected = base64.decode(parts[3]);
            return MessageDigest.isEqual(expected, derive(pin, base64.decode(parts[2]), Integer.parseInt(parts[1])));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static byte[] derive(String pin, byte[] salt, int iterations) {
        try {
            PBEKeySpec spec = new PBEKeySpec(pin.toCharArray(), salt, iterations, 256);
            return SecretKeyFactory.getInstance(ALGORITHM).generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(ALGORITHM + " is missing", e);
        }
    }

    /** Wrong tries in a row: after {@link #TRIES_BEFORE_LOCK}, no try is taken for {@link #LOCK_MS}. */
    public static final class Attempts {
        private int wrong;
        private long lockedUntil;

        /** How long the PIN stays locked from {@code now}, in ms (0: a try may be made). */
        public long lockedFor(long now) {
            return Math.max(0, lockedUntil - now);
        }

        /** Records a try's outcome; returns whether it may be taken (false while locked: not even checked). */
        public boolean record(boolean right, long now) {
            if (lockedFor(now) > 0) return false;
            if (right) {
                wrong = 0;
                return true;
            }
            if (++wrong >= TRIES_BEFORE_LOCK) {
                wrong = 0;
                lockedUntil = now + LOCK_MS;
            }
            return false;
        }
    }
}
