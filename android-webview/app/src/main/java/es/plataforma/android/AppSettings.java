package es.plataforma.android;

import android.content.Context;
import android.content.SharedPreferences;
import es.plataforma.printbridge.NetworkPrinterList;
import es.plataforma.printbridge.PrinterDevice;
import es.plataforma.printbridge.PrinterSettings;
import java.util.List;

/** The app's settings (this device only), as the manager leaves them in the settings screen. */
final class AppSettings implements PrinterSettings {
    private static final String URL = "url";
    private static final String PAPER_WIDTH = "paperWidth";
    private static final String FULL_SCREEN = "fullScreen";
    private static final String KEEP_SCREEN_ON = "keepScreenOn";
    private static final String NETWORK_PRINTERS = "networkPrinters";
    private static final String PIN_HASH = "pinHash";
    private static final String ASKED_BLUETOOTH = "askedBluetooth";

    private final SharedPreferences preferences;

    AppSettings(Context context) {
        preferences = context.getApplicationContext().getSharedPreferences("plataforma", Context.MODE_PRIVATE);
    }

    /** The product's URL: the one saved in the settings, else the one the APK was built with. */
    String productUrl() {
        return preferences.getString(URL, BuildConfig.PRODUCT_URL);
    }

    boolean fullScreen() {
        return preferences.getBoolean(FULL_SCREEN, false);
    }

    /** A till's screen stays on by default. */
    boolean keepScreenOn() {
        return preferences.getBoolean(KEEP_SCREEN_ON, true);
    }

    @Override
    public Integer paperWidth() {
        return preferences.getInt(PAPER_WIDTH, 80);
    }

    /** Read by the bridge's threads at each request (SharedPreferences may be read from any thread). */
    @Override
    public List<PrinterDevice> networkPrinters() {
        return NetworkPrinterList.decode(preferences.getString(NETWORK_PRINTERS, null));
    }

    void save(String url, int paperWidth, boolean fullScreen, boolean keepScreenOn, List<PrinterDevice> printers) {
        preferences.edit()
                .putString(URL, url.trim())
                .putInt(PAPER_WIDTH, paperWidth)
                .putBoolean(FULL_SCREEN, fullScreen)
                .putBoolean(KEEP_SCREEN_ON, keepScreenOn)
                .putString(NETWORK_PRINTERS, NetworkPrinterList.encode(printers))
                .apply();
    }

    /** The stored hash of the manager's PIN (SettingsPin), or null before one is created. */
    String pinHash() {
        return preferences.getString(PIN_HASH, null);
    }

    void setPinHash(String hash) {
        preferences.edit().putString(PIN_HASH, hash).apply();
    }

    /** Whether the Bluetooth permission was asked once (a refusal after that may be permanent). */
    boolean askedBluetooth() {
        return preferences.getBoolean(ASKED_BLUETOOTH, false);
    }

    void setAskedBluetooth() {
        preferences.edit().putBoolean(ASKED_BLUETOOTH, true).apply();
    }
}
