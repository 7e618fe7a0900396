package es.plataforma.printbridge;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;

import java.security.SecureRandom;
import org.junit.Test;

public class SettingsPinTest {
    @Test
    public void storesASaltedHashThatOnlyTheRightPinMatches() {
        String stored = SettingsPin.hash("2468", new SecureRandom());
        assertFalse(stored.contains("2468"));
        assertNotEquals(stored, SettingsPin.hash("2468", new SecureRandom()));
        assertTrue(SettingsPin.matches("2468", stored));
        assertFalse(SettingsPin.matches("2469", stored));
        assertFalse(SettingsPin.matches("2468", "2468"));
        assertFalse(SettingsPin.matches("2468", null));
    }

    @Test
    public void isFourToEightDigits() {
        assertTrue(SettingsPin.isWellFormed("0000"));
        assertTrue(SettingsPin.isWellFormed("12345678"));
        assertFalse(SettingsPin.isWellFormed("123"));
        assertFalse(SettingsPin.isWellFormed("123456789"));
        assertFalse(SettingsPin.isWellFormed("12a4"));
        assertFalse(SettingsPin.isWellFormed(null));
    }

    @Test
    public void locksForAMinuteAfterFiveWrongTries() {
        SettingsPin.Attempts attempts = new SettingsPin.Attempts();
        for (int i = 0; i < 4; i++) assertFalse(attempts.record(false, 1_000));
        assertEquals(0, attempts.lockedFor(1_000));
        assertFalse(attempts.record(false, 1_000));
        assertEquals(SettingsPin.LOCK_MS, attempts.lockedFor(1_000));
        assertFalse("the right PIN is not even taken while locked", attempts.record(true, 2_000));
        assertTrue(attempts.record(true, 1_000 + SettingsPin.LOCK_MS));
    }
}
