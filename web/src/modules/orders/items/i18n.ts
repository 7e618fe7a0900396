/**
 * Spanish texts of the item picker (`orders.items.`): merged into the orders catalogue when the picker loads (a
 * coupon's or a loyalty reward's items), so not on the first load of the screens that show it.
 */
const itemPickerEs = {
  searching: 'Buscando…',
  typeToSearch: 'Escribe el nombre de lo que vendes',
  noMatches: 'Nada a la venta con ese nombre',
  notFound: '{{id}} (no encontrado)',
  detail: '{{module}} · {{price}}',
};

export default itemPickerEs;
