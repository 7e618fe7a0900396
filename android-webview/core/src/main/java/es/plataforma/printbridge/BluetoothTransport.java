package es.plataforma.printbridge;

import java.io.IOException;
import java.util.List;

/** Bluetooth Classic as the Android layer offers it (BluetoothAdapter, RFCOMM/SPP sockets). */
public interface BluetoothTransport {
    /**
     * The paired (bonded) devices. Throws {@link ErrorCode#BLUETOOTH_UNAVAILABLE} when Bluetooth is off or missing and
     * {@link ErrorCode#PERMISSION_DENIED} without the BLUETOOTH_CONNECT permission.
     */
    List<PrinterDevice> pairedDevices() throws BridgeException;

    /**
     * Opens an RFCOMM/SPP socket to a paired device (MAC in upper case). May block (the core bounds the time and closes
     * a connection that arrives too late). Throws {@link ErrorCode#DEVICE_NOT_FOUND} for a device that is not paired,
     * the two codes above, or an IOException when the device does not accept the connection.
     */
    PrinterConnection open(String mac) throws BridgeException, IOException;
}
