package es.plataforma.android;

import android.Manifest;
import android.annotation.SuppressLint;
import android.bluetooth.BluetoothAdapter;
import android.bluetooth.BluetoothDevice;
import android.bluetooth.BluetoothManager;
import android.bluetooth.BluetoothSocket;
import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;
import es.plataforma.printbridge.BluetoothTransport;
import es.plataforma.printbridge.BridgeException;
import es.plataforma.printbridge.ErrorCode;
import es.plataforma.printbridge.PrintBridge;
import es.plataforma.printbridge.PrinterConnection;
import es.plataforma.printbridge.PrinterDevice;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Bluetooth Classic for the bridge: the paired devices, and RFCOMM sockets to the Serial Port Profile that thermal
 * printers offer. Runs on the bridge's threads (never the main thread); the core bounds the time of each call.
 */
final class AndroidBluetoothTransport implements BluetoothTransport {
    private static final UUID SPP = UUID.fromString(PrintBridge.SPP_UUID);

    private final Context context;
    /** Explains and asks for BLUETOOTH_CONNECT (on the main thread) when a request finds it missing. */
    private final Runnable askPermission;

    AndroidBluetoothTransport(Context context, Runnable askPermission) {
        this.context = context.getApplicationContext();
        this.askPermission = askPermission;
    }

    @SuppressLint("MissingPermission") // checked by adapter()
    @Override
    public List<PrinterDevice> pairedDevices() throws BridgeException {
        BluetoothAdapter adapter = adapter();
        List<PrinterDevice> devices = new ArrayList<>();
        try {
            for (BluetoothDevice device : adapter.getBondedDevices())
                devices.add(new PrinterDevice(device.getName(), device.getAddress(), null));
        } catch (SecurityException e) {
            throw new BridgeException(ErrorCode.PERMISSION_DENIED, "BLUETOOTH_CONNECT was revoked", e);
        }
        return devices;
    }

    @SuppressLint("MissingPermission") // checked by adapter()
    @Override
    public PrinterConnection open(String mac) throws BridgeException, IOException {
        BluetoothAdapter adapter = adapter();
        try {
            BluetoothDevice device = adapter.getRemoteDevice(mac);
            if (device.getBondState() != BluetoothDevice.BOND_BONDED)
                throw new BridgeException(ErrorCode.DEVICE_NOT_FOUND, mac + " is not paired");
            // Discovery slows a connection down; it needs BLUETOOTH_SCAN from Android 12, which this app never asks.
            if (Build.VERSION.SDK_INT < Build.VERSION_CODES.S) adapter.cancelDiscovery();
            final BluetoothSocket socket = device.createRfcommSocketToServiceRecord(SPP);
            try {
                socket.connect();
                final OutputStream out = socket.getOutputStream();
                return new PrinterConnection() {
                    @Override
                    public void write(byte[] data) throws IOException {
                        out.write(data);
                        out.flush();
                    }

                    @Override
                    public void close() {
                        closeQuietly(socket);
                    }
                };
            } catch (IOException | RuntimeException e) {
                closeQuietly(socket);
                throw e;
            }
        } catch (SecurityException e) {
            throw new BridgeException(ErrorCode.PERMISSION_DENIED, "BLUETOOTH_CONNECT was revoked", e);
        } catch (IllegalArgumentException e) {
            throw new BridgeException(ErrorCode.DEVICE_NOT_FOUND, "Not a Bluetooth address: " + mac, e);
        }
    }

    /** The adapter, when Bluetooth is there, on, and allowed. */
    private BluetoothAdapter adapter() throws BridgeException {
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S
                && context.checkSelfPermission(Manifest.permission.BLUETOOTH_CONNECT)
                        != PackageManager.PERMISSION_GRANTED) {
            askPermission.run();
            throw new BridgeException(ErrorCode.PERMISSION_DENIED, "BLUETOOTH_CONNECT is not granted");
        }
        BluetoothManager manager = context.getSystemService(BluetoothManager.class);
        BluetoothAdapter adapter = manager == null ? null : manager.getAdapter();
        if (adapter == null) throw new BridgeException(ErrorCode.BLUETOOTH_UNAVAILABLE, "This device has no Bluetooth");
        if (!adapter.isEnabled()) throw new BridgeException(ErrorCode.BLUETOOTH_UNAVAILABLE, "Bluetooth is off");
        return adapter;
    }

    private static void closeQuietly(BluetoothSocket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // Already closed.
        }
    }
}
