/** Spanish texts of the POS module (added to the catalogue under `pos.` when one of its screens loads, so no other page carries them). */
const posEs = {
  printing: {
    printer: 'Impresora',
    choosePrinter: 'Elegir impresora',
    browserPrinter: 'Impresora del navegador',
    browserPrinterHelp: 'Los tickets se imprimen con el diálogo de impresión del navegador.',
    noBridge:
      'Este dispositivo no tiene la app de Android con impresoras Bluetooth: los tickets se imprimen con el diálogo de impresión del navegador.',
    pairedDevices: 'Impresoras emparejadas',
    searching: 'Buscando impresoras emparejadas…',
    noDevices: 'No hay impresoras emparejadas. Empareja la impresora en los ajustes de Bluetooth de Android.',
    retry: 'Volver a buscar',
    paperWidth: 'Ancho del papel',
    paper: '{{width}} mm',
    connecting: 'Conectando…',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Impresora guardada: {{name}}',
    print: 'Imprimir ticket',
    printing: 'Imprimiendo…',
    printed: 'Ticket impreso',
    fallback: 'No se pudo imprimir en {{name}} ({{reason}}). Se intenta con la impresión del navegador.',
    ticketLabel: 'Ticket {{code}}',
    errors: {
      bluetooth_unavailable: 'el Bluetooth está apagado',
      permission_denied: 'la app no tiene permiso de Bluetooth',
      device_not_found: 'la impresora ya no está emparejada',
      connect_failed: 'no responde: ¿está encendida y cerca?',
      print_failed: 'se cortó la conexión al imprimir',
      bad_request: 'la app no entendió la petición',
      unsupported_version: 'la app de Android necesita actualizarse',
      timeout: 'no contestó a tiempo',
      unknown: 'error desconocido',
    },
  },
};

export default posEs;
