/**
 * Spanish texts of a loyalty program's clients (`promotions.cards.`): loaded with the members section
 * (components/CardMembers.tsx), which comes after the program editor, so not on the card page's first load.
 */
const cardMembersEs = {
  members: 'Clientes',
  membersEmpty: 'Ningún cliente tiene esta tarjeta.',
  client: 'Cliente',
  joinedAt: 'Alta',
  join: 'Añadir cliente',
  joinConfirm: 'Añadir',
  joinBody: 'Su tarjeta empieza con 0 puntos y los acumula al pagar sus pedidos.',
  joined: 'Tarjeta abierta para {{name}}',
  pickClient: 'Elige un cliente',
  needsCrm: 'Para añadir clientes, activa el módulo de clientes.',
  cardOf: 'Tarjeta de {{name}}',
  balance_one: 'Saldo: {{count}} punto',
  balance_other: 'Saldo: {{count}} puntos',
  close: 'Cerrar',
  range: '{{from}}–{{to}} de {{total}}',
  previous: 'Página anterior',
  next: 'Página siguiente',
};

export default cardMembersEs;
