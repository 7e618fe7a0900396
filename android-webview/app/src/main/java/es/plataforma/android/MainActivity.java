package es.plataforma.android;

import android.Manifest;
import android.annotation.SuppressLint;
import android.content.ActivityNotFoundException;
import android.content.ClipData;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.graphics.Bitmap;
import android.net.ConnectivityManager;
import android.net.Network;
import android.net.Uri;
import android.os.Build;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.provider.Settings;
import android.view.View;
import android.view.WindowManager;
import android.webkit.ValueCallback;
import android.webkit.WebChromeClient;
import android.webkit.WebResourceError;
import android.webkit.WebResourceRequest;
import android.webkit.WebSettings;
import android.webkit.WebView;
import android.webkit.WebViewClient;
import android.widget.TextView;
import android.widget.Toast;
import androidx.activity.EdgeToEdge;
import androidx.activity.OnBackPressedCallback;
import androidx.activity.result.ActivityResult;
import androidx.activity.result.ActivityResultLauncher;
import androidx.activity.result.contract.ActivityResultContracts;
import androidx.appcompat.app.AlertDialog;
import androidx.appcompat.app.AppCompatActivity;
import androidx.core.graphics.Insets;
import androidx.core.view.ViewCompat;
import androidx.core.view.WindowCompat;
import androidx.core.view.WindowInsetsCompat;
import androidx.core.view.WindowInsetsControllerCompat;
import androidx.webkit.WebMessageCompat;
import androidx.webkit.WebViewCompat;
import androidx.webkit.WebViewFeature;
import es.plataforma.printbridge.PrintBridge;
import es.plataforma.printbridge.ProductOrigin;
import es.plataforma.printbridge.TcpTransport;
import es.plataforma.printbridge.Timeouts;
import java.util.Collections;

/**
 * The product in a WebView, with the print bridge (object {@code PlataformaPrinter}) for the product's own origin and
 * main frame. Everything that is not Android lives in the core ({@code es.plataforma.printbridge}).
 */
public final class MainActivity extends AppCompatActivity {
    private final Handler main = new Handler(Looper.getMainLooper());
    private AppSettings settings;
    private WebView webView;
    private View offline;
    private TextView offlineMessage;
    private View retry;
    /** The URL loaded with the current origin and bridge (null before the first load). */
    private String loadedUrl;
    private ProductOrigin origin;
    private PrintBridge bridge;
    private boolean mainFrameFailed;
    private ValueCallback<Uri[]> pendingUpload;
    private ActivityResultLauncher<Intent> chooseFiles;
    private ActivityResultLauncher<String> askBluetooth;
    private boolean explainingBluetooth;
    private ConnectivityManager.NetworkCallback networkBack;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        EdgeToEdge.enable(this);
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_main);
        settings = new AppSettings(this);
        webView = findViewById(R.id.web);
        offline = findViewById(R.id.offline);
        offlineMessage = findViewById(R.id.offline_message);
        retry = findViewById(R.id.retry);
        retry.setOnClickListener(v -> retry());
        findViewById(R.id.open_settings).setOnClickListener(v -> startActivity(new Intent(this, SettingsActivity.class)));

        // Edge to edge (enforced from Android 15): the bars' space is padding, and nothing when they are hidden.
        ViewCompat.setOnApplyWindowInsetsListener(findViewById(R.id.root), (view, insets) -> {
            Insets bars = insets.getInsets(WindowInsetsCompat.Type.systemBars()
                    | WindowInsetsCompat.Type.displayCutout() | WindowInsetsCompat.Type.ime());
            view.setPadding(bars.left, bars.top, bars.right, bars.bottom);
            return WindowInsetsCompat.CONSUMED;
        });

        chooseFiles = registerForActivityResult(new ActivityResultContracts.StartActivityForResult(), this::filesChosen);
        askBluetooth = registerForActivityResult(new ActivityResultContracts.RequestPermission(), granted -> {
            explainingBluetooth = false;
        });
        getOnBackPressedDispatcher().addCallback(this, new OnBackPressedCallback(true) {
            @Override
            public void handleOnBackPressed() {
                if (webView.canGoBack()) {
                    webView.goBack();
                } else {
                    setEnabled(false);
                    getOnBackPressedDispatcher().onBackPressed();
                    setEnabled(true);
                }
            }
        });
        setUpWebView();
        // Asked at start until the system's question has been put once, so that the first ticket does not wait for it.
        if (!settings.askedBluetooth()) explainBluetoothPermission();
    }

    @Override
    protected void onStart() {
        super.onStart();
        // When the network comes back, the offline page retries by itself.
        networkBack = new ConnectivityManager.NetworkCallback() {
            @Override
            public void onAvailable(Network network) {
                main.post(() -> {
                    if (mainFrameFailed && offline.getVisibility() == View.VISIBLE) retry();
                });
            }
        };
        ConnectivityManager connectivity = getSystemService(ConnectivityManager.class);
        if (connectivity != null) connectivity.registerDefaultNetworkCallback(networkBack);
    }

    @Override
    protected void onResume() {
        super.onResume();
        applySettings(); // also after the settings screen
    }

    @Override
    protected void onStop() {
        ConnectivityManager connectivity = getSystemService(ConnectivityManager.class);
        if (connectivity != null && networkBack != null) connectivity.unregisterNetworkCallback(networkBack);
        networkBack = null;
        super.onStop();
    }

    @Override
    protected void onDestroy() {
        if (bridge != null) bridge.close();
        if (pendingUpload != null) pendingUpload.onReceiveValue(null);
        pendingUpload = null;
        main.removeCallbacksAndMessages(null);
        webView.destroy();
        super.onDestroy();
    }

    @SuppressLint("SetJavaScriptEnabled")
    private void setUpWebView() {
        WebView.setWebContentsDebuggingEnabled(BuildConfig.DEBUG);
        WebSettings web = webView.getSettings();
        web.setJavaScriptEnabled(true);
        web.setDomStorageEnabled(true);
        web.setAllowFileAccess(false);
        web.setAllowContentAccess(false);
        web.setSupportMultipleWindows(false);
        web.setJavaScriptCanOpenWindowsAutomatically(false);
        webView.setWebViewClient(new WebViewClient() {
            @Override
            public boolean shouldOverrideUrlLoading(WebView view, WebResourceRequest request) {
                if (!request.isForMainFrame() || origin != null && origin.contains(request.getUrl().toString()))
                    return false;
                openOutside(request.getUrl());
                return true;
            }

            @Override
            public void onPageStarted(WebView view, String url, Bitmap favicon) {
                mainFrameFailed = false;
            }

            @Override
            public void onReceivedError(WebView view, WebResourceRequest request, WebResourceError error) {
                if (!request.isForMainFrame()) return;
                mainFrameFailed = true;
                showOffline(R.string.offline_message, true);
            }

            @Override
            public void onPageFinished(WebView view, String url) {
                if (!mainFrameFailed) offline.setVisibility(View.GONE);
            }
        });
        webView.setWebChromeClient(new WebChromeClient() {
            @Override
            public boolean onShowFileChooser(WebView view, ValueCallback<Uri[]> callback, FileChooserParams params) {
                if (pendingUpload != null) pendingUpload.onReceiveValue(null);
                pendingUpload = callback;
                Intent intent = params.createIntent();
                intent.putExtra(Intent.EXTRA_ALLOW_MULTIPLE, params.getMode() == FileChooserParams.MODE_OPEN_MULTIPLE);
                try {
                    chooseFiles.launch(intent);
                } catch (ActivityNotFoundException e) {
                    pendingUpload = null;
                    callback.onReceiveValue(null);
                    Toast.makeText(MainActivity.this, R.string.no_app_for_files, Toast.LENGTH_LONG).show();
                }
                return true;
            }
        });
    }

    /** Applies the settings: window options, and the URL (a new origin gets a new bridge and a new load). */
    private void applySettings() {
        applyWindowOptions();
        String url = settings.productUrl();
        if (url.equals(loadedUrl)) return;
        if (!ProductOrigin.isValid(url, BuildConfig.DEBUG)) {
            showOffline(R.string.no_url_message, false);
            return;
        }
        origin = ProductOrigin.of(url, BuildConfig.DEBUG);
        registerBridge();
        loadedUrl = url;
        offline.setVisibility(View.GONE);
        webView.loadUrl(url);
    }

    /**
     * The bridge, for the product's origin only and answered only for its main frame (the contract of
     * domain/src/modules/orders/tickets/print-bridge.ts). A WebView too old for web message listeners has no bridge:
     * the web then prints with the browser's dialog.
     */
    private void registerBridge() {
        if (bridge != null) {
            bridge.close();
            WebViewCompat.removeWebMessageListener(webView, PrintBridge.OBJECT_NAME);
            bridge = null;
        }
        if (!WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) return;
        final ProductOrigin allowed = origin;
        final PrintBridge current = new PrintBridge(
                new AndroidBluetoothTransport(this, () -> main.post(this::explainBluetoothPermission)),
                new TcpTransport(), settings, Timeouts.DEFAULT);
        WebViewCompat.addWebMessageListener(webView, PrintBridge.OBJECT_NAME, Collections.singleton(allowed.rule()),
                (view, message, sourceOrigin, isMainFrame, replyProxy) -> {
                    if (!allowed.allowsBridge(sourceOrigin.toString(), isMainFrame)) return;
                    // Answers come from the bridge's threads; the reply proxy is used on the main thread.
                    current.onMessage(textOf(message), json -> main.post(() -> replyProxy.postMessage(json)));
                });
        bridge = current;
    }

    /** The message's text, or null when it is not text (the bridge answers bad_request). */
    private static String textOf(WebMessageCompat message) {
        try {
            return message.getData();
        } catch (IllegalStateException notText) {
            return null;
        }
    }

    private void applyWindowOptions() {
        if (settings.keepScreenOn()) getWindow().addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON);
        else getWindow().clearFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON);
        WindowInsetsControllerCompat bars = WindowCompat.getInsetsController(getWindow(), getWindow().getDecorView());
        if (settings.fullScreen()) {
            bars.setSystemBarsBehavior(WindowInsetsControllerCompat.BEHAVIOR_SHOW_TRANSIENT_BARS_BY_SWIPE);
            bars.hide(WindowInsetsCompat.Type.systemBars());
        } else {
            bars.show(WindowInsetsCompat.Type.systemBars());
        }
    }

    private void showOffline(int message, boolean canRetry) {
        offlineMessage.setText(message);
        retry.setVisibility(canRetry ? View.VISIBLE : View.GONE);
        offline.setVisibility(View.VISIBLE);
    }

    private void retry() {
        offline.setVisibility(View.GONE);
        mainFrameFailed = false;
        webView.reload();
    }

    private void openOutside(Uri url) {
        try {
            startActivity(new Intent(Intent.ACTION_VIEW, url).addCategory(Intent.CATEGORY_BROWSABLE));
        } catch (ActivityNotFoundException e) {
            Toast.makeText(this, R.string.no_app_for_link, Toast.LENGTH_SHORT).show();
        }
    }

    private void filesChosen(ActivityResult result) {
        if (pendingUpload == null) return;
        Intent data = result.getData();
        Uri[] files = null;
        if (result.getResultCode() == RESULT_OK && data != null) {
            ClipData clip = data.getClipData();
            if (clip != null) {
                files = new Uri[clip.getItemCount()];
                for (int i = 0; i < files.length; i++) files[i] = clip.getItemAt(i).getUri();
            } else if (data.getData() != null) {
                files = new Uri[] {data.getData()};
            }
        }
        pendingUpload.onReceiveValue(files);
        pendingUpload = null;
    }

    /**
     * Android 12 and later: explains in Spanish why the app connects to nearby devices, then asks for
     * BLUETOOTH_CONNECT; once refused for good, offers the app's settings instead.
     */
    private void explainBluetoothPermission() {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.S || explainingBluetooth || isFinishing() || isDestroyed()
                || !getPackageManager().hasSystemFeature(PackageManager.FEATURE_BLUETOOTH)
                || checkSelfPermission(Manifest.permission.BLUETOOTH_CONNECT) == PackageManager.PERMISSION_GRANTED)
            return;
        boolean refusedForGood = settings.askedBluetooth()
                && !shouldShowRequestPermissionRationale(Manifest.permission.BLUETOOTH_CONNECT);
        explainingBluetooth = true;
        new AlertDialog.Builder(this)
                .setTitle(R.string.bluetooth_permission_title)
                .setMessage(refusedForGood
                        ? R.string.bluetooth_permission_settings_message
                        : R.string.bluetooth_permission_message)
                .setPositiveButton(refusedForGood
                        ? R.string.bluetooth_permission_open_settings
                        : R.string.bluetooth_permission_continue, (dialog, which) -> {
                            if (refusedForGood) {
                                explainingBluetooth = false;
                                startActivity(new Intent(Settings.ACTION_APPLICATION_DETAILS_SETTINGS,
                                        Uri.fromParts("package", getPackageName(), null)));
                            } else {
                                settings.setAskedBluetooth();
                                askBluetooth.launch(Manifest.permission.BLUETOOTH_CONNECT);
                            }
                        })
                .setNegativeButton(R.string.not_now, (dialog, which) -> explainingBluetooth = false)
                .setOnCancelListener(dialog -> explainingBluetooth = false)
                .show();
    }
}
