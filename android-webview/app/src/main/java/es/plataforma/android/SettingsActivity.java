package es.plataforma.android;

import android.content.ActivityNotFoundException;
import android.content.Intent;
import android.os.Bundle;
import android.os.SystemClock;
import android.provider.Settings;
import android.view.View;
import android.view.ViewGroup;
import android.widget.Button;
import android.widget.CompoundButton;
import android.widget.EditText;
import android.widget.LinearLayout;
import android.widget.RadioGroup;
import android.widget.TextView;
import android.widget.Toast;
import androidx.activity.EdgeToEdge;
import androidx.appcompat.app.AlertDialog;
import androidx.appcompat.app.AppCompatActivity;
import androidx.core.graphics.Insets;
import androidx.core.view.ViewCompat;
import androidx.core.view.WindowInsetsCompat;
import es.plataforma.printbridge.NetworkPrinterList;
import es.plataforma.printbridge.PrinterDevice;
import es.plataforma.printbridge.ProductOrigin;
import es.plataforma.printbridge.SettingsPin;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * The manager's settings, behind a PIN (created the first time): the product's URL, the printers' paper width, full
 * screen and keep-screen-on, and the network printers by address. Bluetooth printers are paired in Android.
 */
public final class SettingsActivity extends AppCompatActivity {
    /** Wrong PINs in a row, for as long as the app runs. */
    private static final SettingsPin.Attempts ATTEMPTS = new SettingsPin.Attempts();

    private enum PinStep {
        CREATE,
        ENTER,
        CHANGE
    }

    private AppSettings settings;
    private EditText url;
    private RadioGroup paper;
    private CompoundButton fullScreen;
    private CompoundButton keepScreenOn;
    private LinearLayout networkList;
    private EditText printerName;
    private EditText printerAddress;
    private List<PrinterDevice> printers = new ArrayList<>();

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        EdgeToEdge.enable(this);
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_settings);
        ViewCompat.setOnApplyWindowInsetsListener(findViewById(R.id.root), (view, insets) -> {
            Insets bars = insets.getInsets(WindowInsetsCompat.Type.systemBars()
                    | WindowInsetsCompat.Type.displayCutout() | WindowInsetsCompat.Type.ime());
            view.setPadding(bars.left, bars.top, bars.right, bars.bottom);
            return WindowInsetsCompat.CONSUMED;
        });
        settings = new AppSettings(this);
        url = findViewById(R.id.url);
        paper = findViewById(R.id.paper);
        fullScreen = findViewById(R.id.full_screen);
        keepScreenOn = findViewById(R.id.keep_screen_on);
        networkList = findViewById(R.id.network_printers);
        printerName = findViewById(R.id.printer_name);
        printerAddress = findViewById(R.id.printer_address);
        findViewById(R.id.add_printer).setOnClickListener(v -> addPrinter());
        findViewById(R.id.open_bluetooth).setOnClickListener(v -> openBluetoothSettings());
        findViewById(R.id.change_pin).setOnClickListener(v -> askPin(PinStep.CHANGE));
        findViewById(R.id.save).setOnClickListener(v -> save());
        findViewById(R.id.cancel).setOnClickListener(v -> finish());
        askPin(settings.pinHash() == null ? PinStep.CREATE : PinStep.ENTER);
    }

    private void unlock() {
        url.setText(settings.productUrl());
        paper.check(settings.paperWidth() == 58 ? R.id.paper_58 : R.id.paper_80);
        fullScreen.setChecked(settings.fullScreen());
        keepScreenOn.setChecked(settings.keepScreenOn());
        printers = new ArrayList<>(settings.networkPrinters());
        showPrinters();
        findViewById(R.id.settings_content).setVisibility(View.VISIBLE);
    }

    private void save() {
        String typed = url.getText().toString().trim();
        if (!ProductOrigin.isValid(typed, BuildConfig.DEBUG)) {
            url.setError(getString(R.string.settings_url_invalid));
            url.requestFocus();
            return;
        }
        int width = paper.getCheckedRadioButtonId() == R.id.paper_58 ? 58 : 80;
        settings.save(typed, width, fullScreen.isChecked(), keepScreenOn.isChecked(), printers);
        Toast.makeText(this, R.string.saved, Toast.LENGTH_SHORT).show();
        finish();
    }

    private void addPrinter() {
        try {
            printers = NetworkPrinterList.with(printers, printerName.getText().toString(),
                    printerAddress.getText().toString());
        } catch (IllegalArgumentException e) {
            printerAddress.setError(getString(R.string.printer_address_invalid));
            printerAddress.requestFocus();
            return;
        }
        printerName.setText("");
        printerAddress.setText("");
        showPrinters();
    }

    private void showPrinters() {
        networkList.removeAllViews();
        if (printers.isEmpty()) {
            TextView empty = new TextView(this);
            empty.setText(R.string.settings_network_empty);
            networkList.addView(empty);
            return;
        }
        for (final PrinterDevice printer : printers) {
            LinearLayout row = new LinearLayout(this);
            row.setOrientation(LinearLayout.HORIZONTAL);
            TextView label = new TextView(this);
            label.setText(printer.name.equals(printer.address) ? printer.address : printer.name + "\n" + printer.address);
            label.setLayoutParams(new LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1));
            Button remove = new Button(this, null, androidx.appcompat.R.attr.borderlessButtonStyle);
            remove.setText(R.string.remove_printer);
            remove.setContentDescription(getString(R.string.remove_printer_description, printer.name));
            remove.setOnClickListener(v -> {
                printers = NetworkPrinterList.without(printers, printer.address);
                showPrinters();
            });
            row.addView(label);
            row.addView(remove);
            networkList.addView(row);
        }
    }

    private void openBluetoothSettings() {
        try {
            startActivity(new Intent(Settings.ACTION_BLUETOOTH_SETTINGS));
        } catch (ActivityNotFoundException e) {
            Toast.makeText(this, R.string.no_app_for_link, Toast.LENGTH_SHORT).show();
        }
    }

    /** The PIN dialog: create it (first time), enter it (to unlock), or change it. */
    private void askPin(final PinStep step) {
        View form = getLayoutInflater().inflate(R.layout.dialog_pin, null);
        final EditText pin = form.findViewById(R.id.pin);
        final EditText repeat = form.findViewById(R.id.pin_repeat);
        final TextView error = form.findViewById(R.id.pin_error);
        repeat.setVisibility(step == PinStep.ENTER ? View.GONE : View.VISIBLE);
        final AlertDialog dialog = new AlertDialog.Builder(this)
                .setTitle(step == PinStep.CREATE
                        ? R.string.pin_create_title
                        : step == PinStep.CHANGE ? R.string.pin_change_title : R.string.pin_enter_title)
                .setMessage(step == PinStep.ENTER ? R.string.pin_enter_message : R.string.pin_create_message)
                .setView(form)
                .setCancelable(step == PinStep.CHANGE)
                .setPositiveButton(R.string.pin_ok, null)
                .setNegativeButton(R.string.cancel, (d, which) -> {
                    if (step != PinStep.CHANGE) finish();
                })
                .create();
        // Checked before the dialog closes: a wrong PIN keeps it open with the reason.
        dialog.setOnShowListener(shown -> dialog.getButton(AlertDialog.BUTTON_POSITIVE).setOnClickListener(v -> {
            String typed = pin.getText().toString();
            if (step == PinStep.ENTER) {
                long now = SystemClock.elapsedRealtime();
                boolean right = ATTEMPTS.lockedFor(now) == 0 && SettingsPin.matches(typed, settings.pinHash());
                if (!ATTEMPTS.record(right, now)) {
                    pin.setText("");
                    long locked = ATTEMPTS.lockedFor(now);
                    error.setText(locked > 0
                            ? getString(R.string.pin_locked, (int) ((locked + 999) / 1000))
                            : getString(R.string.pin_wrong));
                    return;
                }
            } else {
                if (!SettingsPin.isWellFormed(typed)) {
                    error.setText(R.string.pin_format);
                    return;
                }
                if (!typed.equals(repeat.getText().toString())) {
                    error.setText(R.string.pin_mismatch);
                    return;
                }
                settings.setPinHash(SettingsPin.hash(typed, new SecureRandom()));
                if (step == PinStep.CHANGE) Toast.makeText(this, R.string.pin_changed, Toast.LENGTH_SHORT).show();
            }
            dialog.dismiss();
            if (step != PinStep.CHANGE) unlock();
        }));
        dialog.show();
    }
}
