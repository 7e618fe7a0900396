/** Spanish texts of the orders module (added under `orders.` when one of its boards loads). */
const ordersEs = {
  kitchen: {
    title: 'Cocina',
    columns: { sent: 'Nuevo', preparing: 'En preparación', ready: 'Listo', served: 'Servido' },
    location: 'Local',
    allLocations: 'Todos los locales',
    station: 'Puesto',
    allStations: 'Todos los puestos',
    takeaway: 'Para llevar',
    round: 'Ronda {{round}}',
    held: 'En espera: {{courses}}',
    minutes: '{{count}} min',
    empty: 'Nada por aquí',
    moveTo: 'Pasar a {{status}}',
    moveBack: 'Devolver a {{status}}',
    ticket: '{{table}}, ronda {{round}}, {{status}}',
    live: 'En directo',
    offline: 'Sin conexión con el servidor: reintentando...',
    listenFailed: 'No se pueden leer los pedidos en directo.',
    back: 'Volver',
    voided: 'Anulado: {{reason}}',
  },
};

export default ordersEs;
