/**
 * The till's texts of the loyalty cards and the quick sale's coupon (under `promotions.pos`), loaded with the till's
 * pieces rather than with every promotions screen: the coupon form's first load is at its budget.
 */
const tillEs = {
  couponAtCharge: 'Cupón {{code}}: se aplica al cobrar',
  cards: 'Tarjetas del cliente',
  cardBalance: '{{program}}: {{balance}}',
  points_one: '{{count}} punto',
  points_other: '{{count}} puntos',
  stamps_one: '{{count}} sello',
  stamps_other: '{{count}} sellos',
  redeem: 'Canjear {{name}} ({{cost}})',
  rewardApplied: 'Premio: {{name}}',
  removeReward: 'Quitar premio',
};

export default tillEs;
