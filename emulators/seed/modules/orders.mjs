// The sales core's demo data: Casa Lola Toledo's till open with a float of 150 €, Tienda Lola's with 100 € and Academia
// Lola's reception with 50 €, so that the demo POS can charge right after `npm start` (money needs an open till, issue 14). Exactly what POST
// .../tills/{locationId}/open stores (functions/src/modules/orders/till/service.ts): the session and the location's
// openTills pointer.

const OWNER = { id: 'user:demo-owner', name: 'Lola García' };

/** An open till session of `locationId` in the organization `org` (its path), and its pointer. */
function openTill(org, locationId, sessionId, now, denominations) {
  return {
    [`${org}/tillSessions`]: {
      [sessionId]: {
        locationId,
        status: 'open',
        openedAt: now.toISOString(),
        openedBy: OWNER,
        float: {
          countedCents: denominations.reduce((sum, d) => sum + d.cents * d.count, 0),
          denominations,
        },
        movements: [],
        closedAt: null,
        closedBy: null,
        closing: null,
        reportNumber: null,
      },
    },
    [`${org}/openTills`]: { [locationId]: { sessionId } },
  };
}

export default function ordersSeed(now = new Date()) {
  return {
    ...openTill('organizations/Cw7LqT3nVx9RkB2mZp5H', 'loc-toledo', 'till-demo-toledo', now, [
      { cents: 5000, count: 1 },
      { cents: 2000, count: 2 },
      { cents: 1000, count: 3 },
      { cents: 500, count: 4 },
      { cents: 200, count: 5 },
    ]),
    ...openTill('organizations/Tq4VbN8sKm2XwR6jLp3D', 'loc-malasana', 'till-demo-malasana', now, [
      { cents: 2000, count: 3 },
      { cents: 1000, count: 3 },
      { cents: 500, count: 2 },
    ]),
    ...openTill('organizations/Ak7RmV3pXw9LnQ2sTb6F', 'loc-arguelles', 'till-demo-arguelles', now, [
      { cents: 1000, count: 3 },
      { cents: 500, count: 2 },
      { cents: 200, count: 5 },
    ]),
  };
}
