// The sales core's demo data: Casa Lola Toledo's till open with a float of 150 €, so that the demo POS can charge
// right after `npm start` (money needs an open till, issue 14). Exactly what POST .../tills/{locationId}/open stores
// (functions/src/modules/orders/till/service.ts): the session and the location's openTills pointer.

const ORG = 'organizations/Cw7LqT3nVx9RkB2mZp5H';
const LOCATION = 'loc-toledo';
const SESSION = 'till-demo-toledo';

export default function ordersSeed(now = new Date()) {
  return {
    [`${ORG}/tillSessions`]: {
      [SESSION]: {
        locationId: LOCATION,
        status: 'open',
        openedAt: now.toISOString(),
        openedBy: { id: 'user:demo-owner', name: 'Lola García' },
        float: {
          countedCents: 15000,
          denominations: [
            { cents: 5000, count: 1 },
            { cents: 2000, count: 2 },
            { cents: 1000, count: 3 },
            { cents: 500, count: 4 },
            { cents: 200, count: 5 },
          ],
        },
        movements: [],
        closedAt: null,
        closedBy: null,
        closing: null,
        reportNumber: null,
      },
    },
    [`${ORG}/openTills`]: { [LOCATION]: { sessionId: SESSION } },
  };
}
