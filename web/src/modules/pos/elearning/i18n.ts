/** The academy till's texts, merged under `pos.elearning` when its screen loads (see routes.ts). */
export default {
  title: 'TPV de academia',
  back: 'Volver',
  empty: 'Toca los cursos o los packs, elige el alumno y cobra.',
  course: 'Curso',
  packs: 'Packs',
  search: 'Buscar curso',
  modality: { online: 'Online', presencial: 'Presencial', mixta: 'Mixta' },
  packCourses: '{{count}} cursos',
  placesLeft_one: 'Queda 1 plaza',
  placesLeft_other: 'Quedan {{count}} plazas',
  full: 'Completo',
  fullWarning: '«{{course}}» está completo: solo se cobra a un alumno con la matrícula pendiente de pago.',
  alreadyInCart: '«{{course}}» ya está en el carrito: una plaza por alumno.',
  chooseStudent: 'Elige el alumno',
  studentNeeded: 'Los cursos son para un alumno: elígelo antes de cobrar.',
  noCrm: 'Los cursos son para un alumno de tus clientes: activa el módulo Clientes para elegirlo.',
} as const;
