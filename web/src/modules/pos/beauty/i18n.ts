/** The salon till's texts, merged under `pos.beauty` when its screen loads (see routes.ts). */
export default {
  title: 'Caja del salón',
  back: 'Volver',
  empty: 'Toca los servicios o los bonos y cobra.',
  packs: 'Bonos',
  with: 'Con {{name}}',
  sessionOf: 'Sesión de «{{pack}}»',
  validity: 'Válido {{days}} días',
  whoTitle: '¿Quién hace «{{service}}»?',
  anyone: 'Sin asignar',
  packNeedsClient: 'Un bono es para un cliente: añade el cliente primero.',
  sessions: 'Bonos de {{name}}',
  sessionsLeft: '{{service}}: quedan {{count}} · {{pack}}',
  until: 'hasta {{date}}',
  useSession: 'Usar sesión',
  service: 'Servicio',
} as const;
